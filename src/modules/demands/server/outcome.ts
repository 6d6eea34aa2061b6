// Writing a flow outcome: the new state, status and the users who may act now; the history line; the messages;
// and, when the flow ends adopted, the draft case of every scheme (only a signed-in caller creates cases).
import type { SignedInContext } from '../../../server/http/context';
import { currentApprovers, type Outcome } from '../shared/flowEngine';
import { createDraftCase } from './caseAdapter';
import { notify } from './notify';
import { addEvent, type Actor, type DemandRow } from './store';

export async function store(a: Actor, d: DemandRow, o: Outcome, history: string) {
  await a.db.query(
    `update demands set flow_state = $2::jsonb, status = $3, current_approver_ids = $4::int[], approvers_stale = false, updated_at = now(), version = version + 1 where id = $1`,
    [d.id, JSON.stringify(o.state), o.state.status, currentApprovers(o.state)],
  );
  const historyId = await addEvent(a, d.id, 'history', history);
  if (o.state.status === 'adopted' && a.ctx) {
    const made = await createCases(a.ctx, d);
    await addEvent(a, d.id, 'history', made.length ? `审批通过，已生成案件 ${made.join('、')}` : '审批通过（没有方案，未生成案件）');
  }
  await notify(a, { id: d.id, demandNo: d.demandNo, title: d.title, requesterId: d.requesterId }, historyId, o.events);
}

/** Creates the draft case of every scheme that has none yet, through the cases adapter; links them to the demand. */
async function createCases(ctx: SignedInContext, d: DemandRow): Promise<string[]> {
  const schemes = await ctx.db.query<{ id: number; title: string; case_type: string }>(
    `select id, title, case_type from demand_schemes where demand_id = $1 and case_no is null order by seq, id`,
    [d.id],
  );
  const made: string[] = [];
  for (const s of schemes.rows) {
    const c = await createDraftCase(ctx, { caseType: s.case_type, remark: `来自需求 ${d.demandNo}“${d.title}”：${s.title}` });
    await ctx.db.query(`update demand_schemes set case_no = $2 where id = $1`, [s.id, c.caseNo]);
    made.push(c.caseNo);
  }
  if (made.length) await ctx.db.query(`update demands set case_nos = case_nos || $2::text[] where id = $1`, [d.id, made]);
  return made;
}
