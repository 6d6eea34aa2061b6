// Event notifications driven by the message settings (系统设置 / 消息设置): per event type, whether it notifies at
// all, whom (the responsible users when 通知负责人 is on, and the users of the listed roles) and through which
// channels (workbench message, email). Other modules call these through the notify server entry:
//   shouldNotify(tx, tenantId, userId, event, channel, { responsible })  — yes/no for one user and channel
//   notifyEvent(tx, { tenantId, event, sourceKey, responsible, title, content, link })  — sends by the settings
// notifyEvent writes one notify_event_deliveries row per occurrence and recipient (unique: raising the same
// occurrence again notifies nobody twice), the workbench message with it, and queues the email, which
// deliverEventMails sends after commit (claimed with SKIP LOCKED: exactly once across app servers).
import { hostname } from 'node:os';
import { withSystem, withTenant } from '../../../server/db/tenant';
import type { Database, Queryable } from '../../../server/db/types';
import type { EventType } from '../shared/config';
import { eventSetting, readConfig, type EventSetting } from './defaults';
import { sendMail, type MailLog } from './mailer';

export type Channel = 'workbench' | 'email';
/** Workbench message type of each event (1 system, 2 期限提醒, 3 审批). */
const MSG_TYPE: Record<EventType, number> = { deadlineDue: 2, approvalWaiting: 3, documentReceived: 2, monitoringHit: 1, qualificationExpiring: 2 };
const WORKER = `${hostname()}:${process.pid}`;
const MAX_ATTEMPTS = 3;
const CLAIM_EXPIRY_MINUTES = 10;
const consoleLog: MailLog = { info: (obj, msg) => console.info(msg, JSON.stringify(obj)) };

/** Active users of the tenant among ids, and those of the setting's roles (unless `roles` is false). */
async function reached(tx: Queryable, setting: EventSetting, responsible: readonly number[], roles = true): Promise<number[]> {
  if (!setting.enabled || (!setting.workbench && !setting.email)) return [];
  const r = await tx.query<{ id: number }>(
    `select id from users
      where status = 1 and deleted_at is null and (valid_until is null or valid_until > now())
        and (($3 and id = any($1::int[])) or role_id = any($2::int[]))
      order by id`,
    [[...new Set(responsible)], roles ? setting.roleIds : [], setting.notifyResponsible],
  );
  return r.rows.map((x) => Number(x.id));
}

/**
 * Whether `event` reaches `userId` through `channel` under the tenant's message settings: the event is enabled, the
 * channel is on, and the user is reached (responsible for the occurrence while 通知负责人 is on, or of a listed role).
 */
export async function shouldNotify(tx: Queryable, tenantId: number, userId: number, event: EventType, channel: Channel, opts: { responsible?: boolean } = {}): Promise<boolean> {
  const s = await eventSetting(tx, tenantId, event);
  if (!s.enabled || !(channel === 'email' ? s.email : s.workbench)) return false;
  return (await reached(tx, s, opts.responsible === false ? [] : [userId])).includes(userId);
}

export interface EventNotice {
  tenantId: number;
  event: EventType;
  /** The occurrence, unique within the event (e.g. `document:17`, `qualification:4:2026-12-31`). */
  sourceKey: string;
  /** The users responsible for the occurrence (notified when 通知负责人 is on). */
  responsible: readonly number[];
  title: string;
  content: string;
  /** Client route opening the record. */
  link: string | null;
  /**
   * Whether the users of the setting's roles (另通知角色) are told too; false for an occurrence that concerns only its
   * responsible users (e.g. "you no longer need to approve this"). Default true.
   */
  roles?: boolean;
}

/** Notifies per the settings; returns how many users got a workbench message and how many an email (queued). */
export async function notifyEvent(tx: Queryable, n: EventNotice): Promise<{ workbench: number; email: number }> {
  const s = await eventSetting(tx, n.tenantId, n.event);
  const users = await reached(tx, s, n.responsible, n.roles ?? true);
  let workbench = 0;
  let email = 0;
  for (const userId of users) {
    const row = await tx.query<{ id: number; mail: boolean }>(
      `insert into notify_event_deliveries (tenant_id, event_type, source_key, user_id, workbench, email_status, subject, body, link)
       select $1, $2, $3, u.id, $4, case when $5 and coalesce(u.email, '') <> '' then 'pending' else 'none' end, $6, $7, $8 from users u where u.id = $9
       on conflict (tenant_id, event_type, source_key, user_id) do nothing
       returning id, email_status = 'pending' as mail`,
      [n.tenantId, n.event, n.sourceKey, s.workbench, s.email, n.title, n.content, n.link, userId],
    );
    if (!row.rows[0]) continue; // already notified of this occurrence
    if (row.rows[0].mail) email++;
    if (!s.workbench) continue;
    await tx.query(`insert into messages (tenant_id, user_id, title, content, msg_type, link) values ($1, $2, $3, $4, $5, $6)`, [n.tenantId, userId, n.title, n.content, MSG_TYPE[n.event], n.link]);
    workbench++;
  }
  return { workbench, email };
}

interface Claimed { id: number; tenant_id: number; user_id: number; subject: string; body: string; link: string | null; attempts: number }

/** Claims and sends the queued event emails; returns how many this server sent. */
export async function deliverEventMails(db: Database, log: MailLog = consoleLog, worker = WORKER, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await withSystem(db, (tx) =>
      tx.query<Claimed>(
        `update notify_event_deliveries d set email_status = 'sending', claimed_at = now(), claimed_by = $1, attempts = d.attempts + 1
          where d.id = (select id from notify_event_deliveries
                         where email_status = 'pending' or (email_status = 'sending' and claimed_at < now() - make_interval(mins => $2))
                         order by id limit 1 for update skip locked)
          returning d.id, d.tenant_id, d.user_id, d.subject, d.body, d.link, d.attempts`,
        [worker, CLAIM_EXPIRY_MINUTES],
      ),
    );
    const c = claimed.rows[0];
    if (!c) return sent;
    const finish = (status: string, to: string | null, error: string | null) =>
      withTenant(db, c.tenant_id, (tx) =>
        tx.query(`update notify_event_deliveries set email_status = $2, recipient = $3, error = $4, sent_at = case when $2 = 'sent' then now() end where id = $1 and claimed_by = $5`, [
          c.id, status, to, error, worker,
        ]),
      );
    try {
      const mail = await withTenant(db, c.tenant_id, async (tx) => {
        const u = await tx.query<{ name: string; email: string | null }>(`select name, email from users where id = $1 and status = 1 and deleted_at is null`, [c.user_id]);
        const title = (await readConfig(tx, c.tenant_id)).systemName || 'IPMS';
        return u.rows[0]?.email ? { to: u.rows[0].email, name: u.rows[0].name, title } : null;
      });
      if (!mail) {
        await finish('failed', null, '用户已停用或没有邮箱');
        continue;
      }
      const base = (env.PUBLIC_URL ?? '').replace(/\/$/, '');
      const text = [`${mail.name}，您好：`, '', c.body, ...(c.link && base ? ['', `${base}${c.link}`] : []), '', '通知方式可由管理员在 系统设置 / 消息设置 中调整。'].join('\n');
      const esc = (s: string) => s.replace(/[&<>"]/g, (x) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[x]!);
      const html = `<p>${esc(mail.name)}，您好：</p><p>${esc(c.body)}</p>${c.link && base ? `<p><a href="${esc(base + c.link)}">${esc(base + c.link)}</a></p>` : ''}`;
      await sendMail({ to: mail.to, subject: `【${mail.title}】${c.subject}`, text, html }, log, env);
      await finish('sent', mail.to, null);
      sent++;
    } catch (e) {
      await finish(c.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending', null, (e as Error).message.slice(0, 500));
    }
  }
}
