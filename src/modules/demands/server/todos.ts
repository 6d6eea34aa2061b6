// The workbench to-dos of demands: those waiting for my decision (I am an approver of the current step) and mine
// that were sent back (rejected, to be edited and resubmitted). Each links to the demand list filtered to exactly
// those rows (当前审批人 / 提出人 and 状态 in the query string).
import type { TodoSource } from '../../../server/todos/sources';
import { refreshStale } from './refresh';

const quiet = { info: () => undefined, warn: () => undefined };

export const demandTodos: TodoSource = async (tx, ctx) => {
  if (!ctx.permissions.has('demandList')) return [];
  // Counted as of the organisation now (a stale demand's approvers re-resolved by the system).
  await refreshStale({ db: tx, tenantId: ctx.tenantId, userId: null, name: '系统', log: quiet });
  const r = await tx.query<{ waiting: number; back: number }>(
    `select count(*) filter (where status = 'pending' and $1 = any(current_approver_ids))::int as waiting,
            count(*) filter (where status = 'rejected' and requester_id = $1)::int as back
       from demands where deleted_at is null and (($1 = any(current_approver_ids) and status = 'pending') or (requester_id = $1 and status = 'rejected'))`,
    [ctx.userId],
  );
  const { waiting, back } = r.rows[0];
  return [
    { key: 'approvals', label: { zh: '待我审批的需求', en: 'Demands waiting for my approval' }, count: waiting, link: `/brand/demandList?status=pending&approverIds=${ctx.userId}`, tone: 'warning' },
    { key: 'sentBack', label: { zh: '被退回的需求', en: 'My demands sent back' }, count: back, link: `/brand/demandList?status=rejected&requesterId=${ctx.userId}`, tone: 'danger' },
  ];
};
