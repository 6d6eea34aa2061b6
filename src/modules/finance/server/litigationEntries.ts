// Finance entries of litigation costs (rights enforcement, issue 15): each cost of a litigation is one entry of the
// finance module, in integer minor units of its currency, linked back to the litigation and the cost
// (finance_entries.litigation_id / litigation_cost_id, migration 042). The enforcement module reports its costs
// through its onLitigationCost hook; the module list (src/modules/server.ts) connects the hook to these functions,
// so each module keeps writing only its own tables. A billed entry is the bill's: its cost can no longer change.
import type { Queryable } from '../../../server/db/types';
import { fail } from '../../../server/http/errors';
import type { FeeKind } from '../shared/feeCalc';

export interface LitigationCostEntry {
  litigationId: number;
  costId: number;
  /** The litigation's case number, or null while it has none. */
  caseNo: string | null;
  /** Our party in the litigation (the client the cost is billed to). */
  clientName: string;
  /** courtFee, lawyerFee, preservationFee, notaryFee, appraisalFee, travelFee, other. */
  kind: string;
  currency: string;
  minor: bigint;
  /** YYYY-MM-DD */
  date: string;
}

/** Court and preservation fees are paid to the court (official fees), the lawyer's fee is the agency's, the rest sundries. */
export function feeKindOfCost(kind: string): FeeKind {
  if (kind === 'courtFee' || kind === 'preservationFee') return 'officialFees';
  if (kind === 'lawyerFee') return 'agencyFees';
  return 'sundryFees';
}

async function billedOf(db: Queryable, costIds: number[]): Promise<{ costId: number; billNo: string } | null> {
  const r = await db.query<{ cost_id: number; bill_no: string }>(
    `select e.litigation_cost_id as cost_id, b.bill_no from finance_entries e join finance_bills b on b.id = e.bill_id where e.litigation_cost_id = any($1::int[]) order by e.id limit 1`,
    [costIds],
  );
  return r.rows[0] ? { costId: r.rows[0].cost_id, billNo: r.rows[0].bill_no } : null;
}

/** Refuses (40900) when one of the costs is on a bill: the bill's amounts would change under it. */
export async function assertCostsUnbilled(db: Queryable, costIds: number[]): Promise<void> {
  if (!costIds.length) return;
  const billed = await billedOf(db, costIds);
  if (billed) throw fail.conflict(`诉讼费用 ${billed.costId} 已在账单 ${billed.billNo} 中出账，不能修改或删除；请先在财务管理中取消该账单`);
}

/** Writes (or rewrites) the unbilled finance entry of a cost, in the caller's tenant (row-level security). */
export async function saveLitigationCostEntry(db: Queryable, c: LitigationCostEntry): Promise<void> {
  await assertCostsUnbilled(db, [c.costId]);
  const values = [c.caseNo || `诉讼${c.litigationId}`, c.clientName, `litigation-cost-${c.costId}`, feeKindOfCost(c.kind), c.currency, c.minor.toString(), c.date, c.litigationId, c.costId];
  const updated = await db.query(
    `update finance_entries set case_no = $1, client_name = $2, item_key = $3, fee_kind = $4, currency = $5, amount_minor = $6, entry_date = $7, litigation_id = $8
      where litigation_cost_id = $9 and bill_id is null`,
    values,
  );
  if (updated.rowCount) return;
  await db.query(
    `insert into finance_entries (tenant_id, case_id, case_no, case_type, client_name, country, item_key, fee_kind, currency, amount_minor, entry_date, litigation_id, litigation_cost_id)
     values (current_setting('app.tenant_id')::integer, null, $1, 'litigation', $2, 'CN', $3, $4, $5, $6, $7, $8, $9)`,
    values,
  );
}

/** Removes the unbilled entries of costs about to be deleted (refused when one is billed). */
export async function removeLitigationCostEntries(db: Queryable, costIds: number[]): Promise<void> {
  await assertCostsUnbilled(db, costIds);
  if (costIds.length) await db.query(`delete from finance_entries where litigation_cost_id = any($1::int[]) and bill_id is null`, [costIds]);
}

/** The case number of a litigation changed: its unbilled entries show the new one. */
export async function renameLitigationEntries(db: Queryable, litigationId: number, caseNo: string | null, clientName: string): Promise<void> {
  await db.query(`update finance_entries set case_no = $2, client_name = $3 where litigation_id = $1 and bill_id is null`, [litigationId, caseNo || `诉讼${litigationId}`, clientName]);
}
