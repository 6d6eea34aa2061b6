// Memo reminders: every due, armed reminder becomes one workbench message (type 4 备忘提醒) to the note's owner.
// One statement claims the due notes (for update skip locked, then reminded_at set) and writes their messages, so
// two servers running the job at once never remind twice, and a crash leaves either both or neither.
import type { Database } from '../../../server/db/types';
import { withSystem } from '../../../server/db/tenant';

/** Sends the reminders due at `now`; returns how many messages were written. Runs unscoped, across tenants. */
export async function sendMemoReminders(db: Database, now = new Date()): Promise<number> {
  const r = await withSystem(db, (tx) =>
    tx.query<{ id: number }>(
      `with due as (
         select id from memos
          where remind_at <= $1 and reminded_at is null and deleted_at is null
          order by remind_at, id limit 500
          for update skip locked
       ), claimed as (
         update memos m set reminded_at = $1 from due where m.id = due.id
         returning m.tenant_id, m.user_id, m.title, m.content, m.remind_at
       )
       insert into messages (tenant_id, user_id, title, content, msg_type, link)
       select c.tenant_id, c.user_id, '备忘提醒：' || c.title,
              left(coalesce(nullif(c.content, ''), c.title), 4000), 4, '/memo'
         from claimed c
       returning id`,
      [now],
    ),
  );
  return r.rows.length;
}
