// The demands' scheduled date checks, run every minute by every app server (the module's `periodic` job,
// src/server/main.ts), so that what a date changes is applied without waiting for the next decision or read:
//  1. An approver's account reaches its end date (users.valid_until passes: no write happens, so no trigger marks
//     anything) or an organisation change left demands stale: their active step is resolved again (./refresh.ts),
//     the expired approver is let go, the approvers who replace them and the requester are told; a flow that ends
//     adopted that way makes its draft cases as its requester.
//  2. A demand's due date (its linked 官文's nearest deadline, else the one typed in) passes while it is not
//     adopted: its requester, handler, participants and current approvers are told once per due date.
// Exactly once with several app servers on one database: a demand is re-checked under its row lock (FOR UPDATE SKIP
// LOCKED; once written it no longer matches), and an overdue notice is claimed by one conditional update of
// demands.overdue_notified_on (the second server's update finds it set); each notice is also one occurrence of
// notifyEvent (unique per demand, due date and user). Claims and messages commit with the work or not at all.
import { todayInChina } from '../../../shared/dates';
import { withSystem, withTenant } from '../../../server/db/tenant';
import type { Database, Queryable } from '../../../server/db/types';
import { notifyOverdue } from './notify';
import { refreshStale } from './refresh';
import { addEvent, systemActor, userContext } from './store';

const STATUS_TEXT: Record<string, string> = { draft: '草稿', pending: '审批中', rejected: '已驳回', withdrawn: '已撤回' };

interface Overdue {
  id: number; status: string; demand_no: string; title: string; requester_id: number; handler_id: number | null;
  participants: Array<{ id: number }>; current_approver_ids: number[]; due: string;
}

/** Tells the people of every demand of the tenant whose due date passed (before `today`, China time) and who were not told of it yet. */
export async function tellOverdue(tx: Queryable, tenantId: number, today: string): Promise<number> {
  const r = await tx.query<Overdue>(
    `select d.id, d.status, d.demand_no, d.title, d.requester_id, d.handler_id, d.participants, d.current_approver_ids, to_char(v.due_date, 'YYYY-MM-DD') as due
       from demands d join demands_view v on v.id = d.id
      where d.deleted_at is null and d.status <> 'adopted' and v.due_date < $1::date and d.overdue_notified_on is distinct from v.due_date
      order by d.id`,
    [today],
  );
  let told = 0;
  for (const d of r.rows) {
    const claim = await tx.query(`update demands set overdue_notified_on = $2::date where id = $1 and overdue_notified_on is distinct from $2::date`, [d.id, d.due]);
    if (!claim.rowCount) continue; // another server told them
    const a = systemActor(tx, tenantId);
    const people = [d.requester_id, ...(d.handler_id ? [d.handler_id] : []), ...d.participants.map((p) => p.id), ...(d.status === 'pending' ? d.current_approver_ids : [])];
    await addEvent(a, d.id, 'history', `需求期限 ${d.due} 已过（${STATUS_TEXT[d.status] ?? d.status}），已通知提出人、处理人、参与人${d.status === 'pending' ? '和当前审批人' : ''}`);
    await notifyOverdue(a, { id: d.id, demandNo: d.demand_no, title: d.title, requesterId: d.requester_id, status: d.status }, d.due, [...new Set(people)]);
    told++;
  }
  return told;
}

/** One run of the checks over every tenant; returns what this server applied. */
export async function checkDemandDates(db: Database, now = new Date()): Promise<{ rechecked: number; overdue: number }> {
  const today = todayInChina(now);
  const tenants = await withSystem(db, (tx) => tx.query<{ id: number }>(`select id from tenants order by id`));
  let rechecked = 0;
  let overdue = 0;
  for (const { id } of tenants.rows) {
    rechecked += await withTenant(db, id, (tx) => refreshStale(systemActor(tx, id), async (d) => (await userContext(tx, id, { id: d.requesterId })) ?? undefined));
    overdue += await withTenant(db, id, (tx) => tellOverdue(tx, id, today));
  }
  return { rechecked, overdue };
}
