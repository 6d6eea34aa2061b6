// Costs of a litigation (诉讼费用): saved in integer minor units (the decimal text converted by PostgreSQL's exact
// numeric, never a float) and reported to the cost sink (costHooks.ts: the finance entries), in the same
// transaction, so a cost and its finance entry are written together or not at all. A litigation deleted takes its
// costs with it, unless one of them is already billed.
import { listSpecs } from '../../../generated/list-specs';
import type { Queryable } from '../../../server/db/types';
import type { Handler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { insertRecord, loadRecord, removeRecord, updateRecord } from '../../../server/lists/generic';
import { costSink } from './costHooks';

const costSpec = listSpecs.litigationCosts;
const litigationSpec = listSpecs.litigations;

type Body = Record<string, any>;

/** Our party in a litigation: the side we are on, else the tenant's own name. */
export async function ourParty(db: Queryable, litigationId: number): Promise<{ caseNo: string | null; clientName: string }> {
  const r = await db.query<{ case_no: string | null; client: string }>(
    `select g.case_no, coalesce(nullif(case g.our_role when 'defendant' then g.defendant else g.plaintiff end, ''), t.name) as client
       from litigations g join tenants t on t.id = g.tenant_id where g.id = $1`,
    [litigationId],
  );
  if (!r.rows[0]) throw fail.validation(`字段“所属诉讼”（litigationId）指向的诉讼 ${litigationId} 不存在`);
  return { caseNo: r.rows[0].case_no, clientName: r.rows[0].client };
}

async function report(db: Queryable, id: number): Promise<void> {
  const sink = costSink();
  if (!sink) return;
  const r = await db.query<{ litigation_id: number; kind: string; currency: string; amount_minor: string; day: string }>(
    `select litigation_id, kind, currency, amount_minor::text, to_char(cost_date, 'YYYY-MM-DD') as day from litigation_costs where id = $1`,
    [id],
  );
  const c = r.rows[0];
  const party = await ourParty(db, c.litigation_id);
  await sink.save(db, { litigationId: c.litigation_id, costId: id, ...party, kind: c.kind, currency: c.currency, minor: BigInt(c.amount_minor), date: c.day });
}

export const costSave: Handler<'enforcement.costSave'> = async (ctx, body) => {
  const b: Body = { ...(body as Body) };
  const extra: Array<[string, unknown]> = [];
  if ('amount' in b) {
    if (!/^(0|[1-9][0-9]{0,12})(\.[0-9]{1,2})?$/.test(String(b.amount)) || /^0(\.0+)?$/.test(String(b.amount)))
      throw fail.validation('字段“金额”（amount）必须是大于 0 的金额，最多两位小数');
    // Exact: numeric * 100 of a decimal with at most two places is an integer.
    extra.push(['amount_minor', (await ctx.db.query<{ m: string }>(`select ($1::numeric * 100)::bigint::text as m`, [b.amount])).rows[0].m]);
    delete b.amount;
  }
  let id: number;
  if (b.id === undefined) {
    await ourParty(ctx.db, b.litigationId);
    id = await insertRecord(ctx.db, costSpec, b, extra);
  } else {
    const current = await loadRecord(ctx.db, costSpec, b.id);
    delete b.litigationId;
    // A billed cost belongs to its bill (the sink refuses it too, after the write; this says so before).
    if (current.billStatus && current.billStatus !== 'unbilled') throw fail.conflict(`诉讼费用 ${b.id} 已在账单 ${current.billNo ?? ''} 中出账，不能修改；请先在财务管理中取消该账单`);
    await updateRecord(ctx.db, costSpec, b.id, b, extra);
    id = b.id;
  }
  await report(ctx.db, id);
  return (await loadRecord(ctx.db, costSpec, id)) as never;
};

export const costDelete: Handler<'enforcement.costDelete'> = async (ctx, body) => {
  await loadRecord(ctx.db, costSpec, body.id);
  await costSink()?.remove(ctx.db, [body.id]);
  await removeRecord(ctx.db, costSpec, body.id);
  return null as never;
};

export const litigationDelete: Handler<'enforcement.litigationDelete'> = async (ctx, body) => {
  await loadRecord(ctx.db, litigationSpec, body.id);
  const costs = await ctx.db.query<{ id: number }>(`select id from litigation_costs where litigation_id = $1`, [body.id]);
  await costSink()?.remove(ctx.db, costs.rows.map((c) => c.id));
  await removeRecord(ctx.db, litigationSpec, body.id);
  return null as never;
};
