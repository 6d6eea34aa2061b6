// Bills: the selected unbilled entries of the caller's tenant become one bill per client and currency (never a
// mixed currency); payments (more than the open amount only when confirmed) and invoices; write-off; cancelling a
// bill without payments or invoices. Every change locks the bill row, so two payments at once both count.
import { listSpecs } from '../../../generated/list-specs';
import type { Queryable } from '../../../server/db/types';
import { signedIn, type Handler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { loadRecord } from '../../../server/lists/generic';
import { rowToRecord, selectList } from '../../../server/lists/engine';
import { billStatus, fromMinor, toMinor } from '../shared/money';
import { todayInChina } from '../shared/dates';

type Rec = Record<string, any>;
const CURRENCY_ZH: Record<string, string> = { CNY: '人民币', USD: '美元', EUR: '欧元', JPY: '日元', GBP: '英镑', HKD: '港币' };

export const loadBill = (db: Queryable, id: number) => loadRecord(db, listSpecs.financeBills, id) as Promise<Rec>;

async function rowsOf(db: Queryable, screen: 'financeEntries' | 'financePayments' | 'financeInvoices', billId: number, order: string): Promise<Rec[]> {
  const spec = listSpecs[screen];
  const r = await db.query<Rec>(`select ${selectList(spec)} from "${spec.source}" t where t.bill_id = $1 order by ${order}`, [billId]);
  return r.rows.map((row) => rowToRecord(spec, row));
}

export async function billDetailOf(db: Queryable, id: number) {
  const bill = await loadBill(db, id);
  return {
    bill,
    entries: await rowsOf(db, 'financeEntries', id, 't.case_no, t.item_key, t.id'),
    payments: await rowsOf(db, 'financePayments', id, 't.pay_date, t.id'),
    invoices: await rowsOf(db, 'financeInvoices', id, 't.invoice_date, t.id'),
  };
}

export const billDetail: Handler<'finance.billDetail'> = async (ctx, body) => (await billDetailOf(ctx.db, body.id)) as never;

/** A new bill number: ZD + date + 3-digit sequence of the tenant's day (serialised by an advisory lock). */
async function nextBillNo(db: Queryable, tenantId: number): Promise<string> {
  const day = todayInChina().replace(/-/g, '');
  await db.query(`select pg_advisory_xact_lock(hashtext($1))`, [`bill_no:${tenantId}:${day}`]);
  const r = await db.query<{ last: string | null }>(`select max(bill_no) as last from finance_bills where bill_no like $1`, [`ZD${day}%`]);
  const seq = r.rows[0].last ? Number(r.rows[0].last.slice(10)) + 1 : 1;
  return `ZD${day}${String(seq).padStart(3, '0')}`;
}

export async function billEntries(db: Queryable, tenantId: number, userId: number | null, userName: string, ids: number[], remark: string | null): Promise<number[]> {
  // Row-level security: another tenant's entries are simply not there, so they cannot be billed here.
  const r = await db.query<{ id: number; client_name: string; currency: string; amount_minor: string; entry_date: string; bill_id: number | null }>(
    `select id, client_name, currency, amount_minor::text, to_char(entry_date, 'YYYY-MM-DD') as entry_date, bill_id from finance_entries where id = any($1::int[]) order by id for update`,
    [ids],
  );
  const found = new Map(r.rows.map((x) => [x.id, x]));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw fail.notFound(`字段“费用明细”（entryIds[${missing}]）：费用明细 ${ids[missing]} 不存在`);
  const billed = ids.findIndex((id) => found.get(id)!.bill_id !== null);
  if (billed >= 0) throw fail.conflict(`字段“费用明细”（entryIds[${billed}]）：费用明细 ${ids[billed]} 已出账`);
  const groups = new Map<string, typeof r.rows>();
  for (const row of r.rows) {
    const key = `${row.client_name}\u0000${row.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const out: number[] = [];
  for (const rows of groups.values()) {
    const amount = rows.reduce((s, x) => s + BigInt(x.amount_minor), 0n);
    const dates = rows.map((x) => x.entry_date).sort();
    const b = await db.query<{ id: number }>(
      `insert into finance_bills (tenant_id, bill_no, client_name, currency, amount_minor, entry_count, period_from, period_to, remark, created_by, created_by_name)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [tenantId, await nextBillNo(db, tenantId), rows[0].client_name, rows[0].currency, amount.toString(), rows.length, dates[0], dates[dates.length - 1], remark, userId, userName],
    );
    await db.query(`update finance_entries set bill_id = $1 where id = any($2::int[])`, [b.rows[0].id, rows.map((x) => x.id)]);
    out.push(b.rows[0].id);
  }
  return out;
}

export const createBill: Handler<'finance.createBill'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const ids = await billEntries(ctx.db, session.tenantId, session.userId, session.name, body.entryIds, body.remark ?? null);
  const bills = [];
  for (const id of ids) bills.push(await loadBill(ctx.db, id));
  return { bills } as never;
};

async function lockBill(db: Queryable, id: number) {
  const r = await db.query<{ id: number; amount_minor: string; paid_minor: string; status: string; currency: string; version: number }>(
    `select id, amount_minor::text, paid_minor::text, status, currency, version from finance_bills where id = $1 for update`,
    [id],
  );
  if (!r.rows[0]) throw fail.notFound('账单不存在');
  return r.rows[0];
}

const positive = (amount: string, label: string, prop: string): bigint => {
  const m = toMinor(amount);
  if (m <= 0n) throw fail.validation(`字段“${label}”（${prop}）必须大于 0`);
  return m;
};

export const addPayment: Handler<'finance.addPayment'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const b = await lockBill(ctx.db, body.id);
  if (b.status === 'writtenOff') throw fail.conflict('账单已核销，不能再登记付款');
  const minor = positive(body.amount, '付款金额', 'amount');
  const open = BigInt(b.amount_minor) - BigInt(b.paid_minor);
  if (minor > open && !body.confirmOverpay)
    throw fail.conflict(
      `付款金额 ${fromMinor(minor)} ${CURRENCY_ZH[b.currency] ?? b.currency}超过未付金额 ${fromMinor(open > 0n ? open : 0n)}；确认超额付款请打开“确认超额付款”后再提交`,
    );
  await ctx.db.query(
    `insert into finance_payments (tenant_id, bill_id, pay_date, amount_minor, voucher, remark, created_by_name) values ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
    [session.tenantId, b.id, body.payDate, minor.toString(), body.voucher ? JSON.stringify(body.voucher) : null, body.remark ?? null, session.name],
  );
  const paid = BigInt(b.paid_minor) + minor;
  await ctx.db.query(`update finance_bills set paid_minor = $2, status = $3, updated_at = now(), version = version + 1 where id = $1`, [
    b.id, paid.toString(), billStatus(BigInt(b.amount_minor), paid),
  ]);
  return (await loadBill(ctx.db, b.id)) as never;
};

export const addInvoice: Handler<'finance.addInvoice'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const b = await lockBill(ctx.db, body.id);
  const minor = positive(body.amount, '发票金额', 'amount');
  const invoiced = await ctx.db.query<{ s: string }>(`select coalesce(sum(amount_minor), 0)::text as s from finance_invoices where bill_id = $1`, [b.id]);
  if (BigInt(invoiced.rows[0].s) + minor > BigInt(b.amount_minor))
    throw fail.validation(`字段“发票金额”（amount）：发票合计不能超过账单金额 ${fromMinor(BigInt(b.amount_minor))}（已开 ${fromMinor(BigInt(invoiced.rows[0].s))}）`);
  await ctx.db.query(
    `insert into finance_invoices (tenant_id, bill_id, invoice_no, invoice_date, amount_minor, invoice_file, created_by_name) values ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [session.tenantId, b.id, body.invoiceNo, body.invoiceDate, minor.toString(), body.invoiceFile ? JSON.stringify(body.invoiceFile) : null, session.name],
  );
  await ctx.db.query(`update finance_bills set updated_at = now(), version = version + 1 where id = $1`, [b.id]);
  return (await loadBill(ctx.db, b.id)) as never;
};

export const writeOff: Handler<'finance.writeOff'> = async (ctx, body) => {
  const b = await lockBill(ctx.db, body.id);
  if (b.version !== body.version) throw fail.staleRecord(await loadBill(ctx.db, b.id));
  if (b.status === 'writtenOff' || b.status === 'paid') throw fail.conflict(`账单${b.status === 'paid' ? '已付清' : '已核销'}，不能核销`);
  await ctx.db.query(
    `update finance_bills set status = 'writtenOff', remark = concat_ws('；', remark, $2::text), updated_at = now(), version = version + 1 where id = $1`,
    [b.id, `核销：${body.remark}`],
  );
  return (await loadBill(ctx.db, b.id)) as never;
};

export const removeBill: Handler<'finance.removeBill'> = async (ctx, body) => {
  const b = await lockBill(ctx.db, body.id);
  if (b.version !== body.version) throw fail.staleRecord(await loadBill(ctx.db, b.id));
  const used = await ctx.db.query(`select 1 from finance_payments where bill_id = $1 union all select 1 from finance_invoices where bill_id = $1 limit 1`, [b.id]);
  if (used.rows.length) throw fail.conflict('账单已有付款或发票，不能撤销');
  await ctx.db.query(`update finance_entries set bill_id = null where bill_id = $1`, [b.id]);
  await ctx.db.query(`delete from finance_bills where id = $1`, [b.id]);
  return null;
};
