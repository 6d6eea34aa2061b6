// Tells an account's owner on the workbench that new sign-ins to it are being slowed down: once per delay
// window (not per attempt), with where the last failure came from.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Queryable } from '../db/types';
import { waitText } from './login-guard';

dayjs.extend(utc);

export const THROTTLE_NOTICE_TITLE = '账号登录受限提醒';

export async function noticeThrottled(
  tx: Queryable,
  user: { id: number; tenant_id: number },
  window: { until: Date; failures: number },
  ip: string,
): Promise<void> {
  const at = dayjs().utcOffset(480).format('YYYY-MM-DD HH:mm');
  const wait = waitText((window.until.getTime() - Date.now()) / 1000);
  const content =
    `您的账号已连续 ${window.failures} 次登录密码错误（最近一次 ${at}，来自 ${ip}），` +
    `来自其他地址的新登录需等待${wait}。已登录的会话不受影响，在您登录过的地址上仍可正常登录。如非本人操作，建议尽快修改密码。`;
  await tx.query(`insert into messages (tenant_id, user_id, title, content, msg_type, link) values ($1, $2, $3, $4, 1, '/personal')`, [
    user.tenant_id, user.id, THROTTLE_NOTICE_TITLE, content,
  ]);
}
