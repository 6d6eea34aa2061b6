// Deadline reminders (issue 12): every day, the people responsible for official documents — the users whose role
// holds 查看期限监控 (officialDeadline), and whoever uploaded the document — are told of each pending document whose
// deadline is 30, 15, 7, 3 or 1 days away or today, as a 期限将至 notice of the message settings (系统设置 / 消息设置,
// event deadlineDue, through the notify module): off tells nobody; its channels (workbench message, email) and roles
// apply; its 提前天数 N starts the reminders N days ahead (the reminder days above N are left out, and day N itself
// is one). Exactly once with several servers: a server claims the tenant's day by inserting its row
// (official_reminder_days), and only the claimer enqueues the batch task; the runner runs each task once, and the
// notices are written in the step that completes it (each document, deadline and reminder day once per person).
import dayjs from 'dayjs';
import type { Database, Queryable } from '../../../server/db/types';
import { withSystem, withTenant } from '../../../server/db/tenant';
import { enqueueTask, type TaskRow, type TaskRun } from '../../../server/tasks/runner';
import { notificationSetting, notifyEvent } from '../../notify/server';

export const REMINDER_TASK = 'officialDeadlineReminders';
/** Days before the deadline on which a reminder goes out. */
export const REMIND_DAYS = [30, 15, 7, 3, 1, 0] as const;
/** Reminders go out from this hour of the day in China (UTC+8). */
const REMIND_HOUR = 8;

/** Today in China (UTC+8) and whether the reminder hour has come. */
export function chinaDay(now: Date): { day: string; due: boolean } {
  const local = dayjs(now.getTime() + 8 * 3600 * 1000);
  const utc = local.toISOString();
  return { day: utc.slice(0, 10), due: Number(utc.slice(11, 13)) >= REMIND_HOUR };
}

/** Claims today's reminder run of every tenant not yet claimed and enqueues its task; returns the tasks started. */
export async function scheduleReminders(db: Database, now = new Date()): Promise<number> {
  const { day, due } = chinaDay(now);
  if (!due) return 0;
  const tenants = await withSystem(db, (tx) => tx.query<{ id: number }>(`select id from tenants t where not exists (select 1 from official_reminder_days d where d.tenant_id = t.id and d.day = $1)`, [day]));
  let started = 0;
  for (const t of tenants.rows)
    await withTenant(db, t.id, async (tx) => {
      const claim = await tx.query(`insert into official_reminder_days (tenant_id, day) values ($1, $2) on conflict do nothing`, [t.id, day]);
      if (!claim.rowCount) return; // another server claimed it
      const owner = await tx.query<{ id: number }>(`select id from users where tenant_id = $1 order by id limit 1`, [t.id]);
      if (!owner.rows[0]) return;
      const taskId = await enqueueTask(tx, REMINDER_TASK, owner.rows[0].id, { day });
      await tx.query(`update official_reminder_days set task_id = $3 where tenant_id = $1 and day = $2`, [t.id, day, taskId]);
      started++;
    });
  return started;
}

interface Due { id: number; right_type: 'trademark' | 'copyright'; type_name: string; tm_name: string | null; app_no: string | null; deadline: string; days: number; uploader: number | null }

/** The reminder days under the setting's 提前天数 (null: all of REMIND_DAYS). */
export function remindDays(daysBefore: number | null): number[] {
  if (daysBefore === null || daysBefore === undefined) return [...REMIND_DAYS];
  return [...new Set([daysBefore, ...REMIND_DAYS.filter((d) => d <= daysBefore)])].sort((a, b) => b - a);
}

/** The documents due for a reminder on day, and who is responsible for each (the notice's recipients by the settings). */
export async function dueReminders(tx: Queryable, tenantId: number, day: string, days: number[] = [...REMIND_DAYS]) {
  const docs = await tx.query<Due>(
    `select d.id, d.right_type, t.name as type_name, d.tm_name, d.app_no, to_char(d.deadline, 'YYYY-MM-DD') as deadline, (d.deadline - $2::date) as days, u.user_id as uploader
       from official_documents d
       join official_doc_types t on t.tenant_id = d.tenant_id and t.code = d.type_code
       left join official_uploads u on u.id = d.upload_id and u.tenant_id = d.tenant_id
      where d.tenant_id = $1 and d.deleted_at is null and d.status = 'pending' and d.deadline is not null
        and (d.deadline - $2::date) = any($3::int[])
      order by d.deadline, d.id`,
    [tenantId, day, days],
  );
  const people = await tx.query<{ id: number }>(
    `select u.id from users u join roles r on r.id = u.role_id
      where u.tenant_id = $1 and u.status = 1 and u.deleted_at is null and 'officialDeadline' = any(string_to_array(r.role_auth, ','))`,
    [tenantId],
  );
  const base = people.rows.map((p) => p.id);
  return docs.rows.map((d) => ({ doc: d, recipients: [...new Set([...base, ...(d.uploader ? [d.uploader] : [])])] }));
}

/** The batch task: all of the day's notices in one step (with its checkpoint), so they are written exactly once. */
export async function runReminders(task: TaskRow, run: TaskRun) {
  if (run.checkpoint?.sent !== undefined) return run.checkpoint;
  const day = String(task.payload.day);
  return run.step(async (tx) => {
    const setting = await notificationSetting(tx, task.tenant_id, 'deadlineDue');
    if (!setting.enabled) return { day, documents: 0, sent: 0, emails: 0 };
    const due = await dueReminders(tx, task.tenant_id, day, remindDays(setting.daysBefore));
    let sent = 0;
    let emails = 0;
    for (const { doc, recipients } of due) {
      const when = doc.days === 0 ? '今天到期' : `还有 ${doc.days} 天到期`;
      const [what, number] = doc.right_type === 'copyright' ? ['作品/软件', '登记号'] : ['商标', '申请号'];
      const r = await notifyEvent(tx, {
        tenantId: task.tenant_id,
        event: 'deadlineDue',
        sourceKey: `official:${doc.id}:${doc.deadline}:${doc.days}`,
        responsible: recipients,
        title: `官文期限提醒：${doc.type_name}${when}`,
        content: `${doc.tm_name ? `${what}“${doc.tm_name}”` : ''}${doc.app_no ? `（${number} ${doc.app_no}）` : ''}的${doc.type_name}官方期限为 ${doc.deadline}，${when}，请及时处理。`,
        link: '/brand/deadlineMonitor',
      });
      sent += r.workbench;
      emails += r.email;
    }
    return { day, documents: due.length, sent, emails };
  });
}
