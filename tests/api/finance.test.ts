// Finance (issue 14, finance part): fee standards through the settings calls; 按收费标准计算费用 per class, extra
// items and filing way, dated versions; a submitted case's fees become unbilled entries; a bill per client and
// currency from the selected entries (another tenant's entries are not found); payments (more than the open
// amount only when confirmed) move the status; invoices; write-off; totals per currency on the list's filter;
// bad amounts, currencies and dates refused naming the field; bill export and PDF; the demo role's grants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { startTestApp, type CallResult, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let other: string;
let specialist: string;

const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const refused = (r: CallResult, subCode: number, message: RegExp) => expect([r.subCode, r.subMessage]).toEqual([subCode, expect.stringMatching(message)]);
const call = (path: string, body: object, token = admin) => t.call(path, body, { token });

const applicant = { applicantType: '法人或其他组织', applicantName: '杭州青禾财务测试有限公司', applicantAddress: '杭州市西湖区文三路1号' };
const goods = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `商品${i + 1}` }));
const brand = (tmName: string, fees?: object) => ({
  applicant, markType: '文字', tmName, priorityRadio: 'no',
  goods: [{ tmCl: '09', goodsItem: goods(12) }, { tmCl: '42', goodsItem: goods(3) }],
  ...(fees ? { fees } : {}),
});

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  specialist = await t.tokenFor('user', 'User@2026');
  await withSystem(t.db, (tx) => createTenant(tx, { name: '远山财务', code: 'ysfin' }, [{ account: 'qian', password: 'Qian@2026x', name: '钱管理', phone: '13900000002', role: '管理员' }]));
  other = await t.tokenFor('qian@ysfin', 'Qian@2026x');
});
afterAll(async () => t?.close());

describe('fee standards and the case fee calculation', () => {
  it('computes per class with extra items, by filing way, from the version valid on the day', async () => {
    const r = ok(await call('/finance/computeCaseFees', { caseType: 'add-brand', bizParam: brand('青禾') }));
    // 2 classes × 270 + 2 extra items (12 in class 09) × 27; agency 2 × 800 + 2 × 50.
    expect(r.fees).toEqual({ officialFees: { amount: '594.00', currency: 'CNY' }, agencyFees: { amount: '1700.00', currency: 'CNY' } });
    expect(r.lines.map((l: { name: string; quantity: string }) => [l.name, l.quantity])).toContainEqual(['商标注册申请官费（电子）', '2类，超出2项']);
    const paper = ok(await call('/finance/computeCaseFees', { caseType: 'add-brand', bizParam: brand('青禾'), submitType: '纸质递交' }));
    expect(paper.fees.officialFees).toEqual({ amount: '660.00', currency: 'CNY' });
    expect(paper.fees.sundryFees).toEqual({ amount: '30.00', currency: 'CNY' });
    const old = ok(await call('/finance/computeCaseFees', { caseType: 'add-brand', bizParam: brand('青禾'), date: '2016-03-01' }));
    expect(old.fees.officialFees).toEqual({ amount: '660.00', currency: 'CNY' }); // the 2015 version: 300 + 30 an item
    // A new version from today on changes new cases only.
    const created = ok(await call('/api/feeConfig/set', {
      name: '商标注册申请官费（电子）', feeKind: 'officialFees', caseType: 'add-brand', country: 'CN', submitType: '电子递交', currency: 'CNY',
      perClass: true, baseAmount: '300', includedItems: 10, extraItemAmount: '30', validFrom: '2099-01-01',
    }));
    expect(created.baseAmount).toBe('300');
    expect(ok(await call('/finance/computeCaseFees', { caseType: 'add-brand', bizParam: brand('青禾') })).fees.officialFees.amount).toBe('594.00');
    expect(ok(await call('/finance/computeCaseFees', { caseType: 'add-brand', bizParam: brand('青禾'), date: '2099-02-01' })).fees.officialFees.amount).toBe('660.00');
    ok(await call('/api/feeConfig/delete', { id: created.id }));
  });

  it('per country for an overseas case, each in its own currency', async () => {
    const bizParam = { tmItems: [{ appCountry: 'US', tmCl: ['09', '42'], goodsItem: '计算机；软件' }, { appCountry: 'EM', tmCl: ['09'], goodsItem: '计算机' }] };
    const r = ok(await call('/finance/computeCaseFees', { caseType: 'overseas-registration', bizParam }));
    expect(r.items).toEqual([
      { appCountry: 'US', officialFees: { amount: '700.00', currency: 'USD' }, agencyFees: { amount: '1200.00', currency: 'USD' } },
      { appCountry: 'EM', officialFees: { amount: '850.00', currency: 'EUR' }, agencyFees: { amount: '700.00', currency: 'EUR' } },
    ]);
  });

  it('refuses bad amounts, currencies and dates naming the field; a type without standards says so', async () => {
    const base = { name: '测试', feeKind: 'officialFees', caseType: 'add-brand', country: 'CN', submitType: 'any', currency: 'CNY', perClass: true, baseAmount: '1', validFrom: '2024-01-01' };
    refused(await call('/api/feeConfig/set', { ...base, baseAmount: '1.234' }), 40000, /baseAmount/);
    refused(await call('/api/feeConfig/set', { ...base, baseAmount: -5 }), 40000, /baseAmount/);
    refused(await call('/api/feeConfig/set', { ...base, currency: 'XXX' }), 40000, /currency/);
    refused(await call('/api/feeConfig/set', { ...base, validFrom: '2024-02-30' }), 40000, /validFrom/);
    refused(await call('/finance/computeCaseFees', { caseType: 'brand-instructions', bizParam: {} }), 40000, /没有该案件类型的收费标准/);
  });

  it('the specialist sees finance but not the fee configuration', async () => {
    ok(await call('/finance/entryList', { pageNo: 1, pageSize: 10 }, specialist));
    expect((await call('/api/feeConfig/list', { pageNo: 1, pageSize: 10 }, specialist)).subCode).toBe(40300);
    expect((await call('/api/feeConfig/set', { name: 'x' }, specialist)).subCode).toBe(40300);
  });
});

describe('entries, bills, payments', () => {
  let entryIds: number[] = [];
  let billId = 0;

  it('a submitted case writes its fees as unbilled entries; a draft writes none', async () => {
    const draft = ok(await call('/caseManage/saveCase', { caseType: 'add-brand', bizParam: brand('草稿青禾', { officialFees: { amount: '1', currency: 'CNY' } }) }));
    const fees = { officialFees: { amount: '594.00', currency: 'CNY' }, agencyFees: { amount: '1700', currency: 'CNY' }, sundryFees: { amount: '12.5', currency: 'USD' } };
    const c = ok(await call('/caseManage/submitCase', { caseType: 'add-brand', bizParam: brand('青禾', fees) }));
    const list = ok(await call('/finance/entryList', { pageNo: 1, pageSize: 50, filters: { caseNo: c.caseNo } }));
    expect(list.list.map((e: { feeKind: string; amount: string; currency: string; billStatus: string }) => [e.feeKind, e.amount, e.currency, e.billStatus]).sort()).toEqual([
      ['agencyFees', '1700.00', 'CNY', 'unbilled'], ['officialFees', '594.00', 'CNY', 'unbilled'], ['sundryFees', '12.50', 'USD', 'unbilled'],
    ]);
    expect(ok(await call('/finance/entryList', { pageNo: 1, pageSize: 50, filters: { caseNo: draft.caseNo } })).total).toBe(0);
    entryIds = list.list.map((e: { id: number }) => e.id);
    // Totals per currency on the filter, never mixed.
    expect(ok(await call('/finance/entryTotals', { filters: { caseNo: c.caseNo } }))).toEqual([
      { currency: 'CNY', count: 2, amount: '2294.00', paid: '0.00', open: '2294.00' },
      { currency: 'USD', count: 1, amount: '12.50', paid: '0.00', open: '12.50' },
    ]);
  });

  it('bills per client and currency; another tenant cannot bill or see them', async () => {
    refused(await call('/finance/createBill', { entryIds }, other), 40400, /entryIds\[0\]/);
    const { bills } = ok(await call('/finance/createBill', { entryIds }));
    expect(bills.map((b: { currency: string; amount: string; status: string }) => [b.currency, b.amount, b.status]).sort()).toEqual([['CNY', '2294.00', 'billed'], ['USD', '12.50', 'billed']]);
    refused(await call('/finance/createBill', { entryIds: [entryIds[0]] }), 40900, /已出账/);
    billId = bills.find((b: { currency: string }) => b.currency === 'CNY').id;
    refused(await call('/finance/billDetail', { id: billId }, other), 40400, /账单不存在/);
    expect(ok(await call('/finance/billList', { pageNo: 1, pageSize: 10 }, other)).total).toBe(0);
    const d = ok(await call('/finance/billDetail', { id: billId }));
    expect(d.entries.length).toBe(2);
  });

  it('payments: over the open amount needs confirmation; status follows; bad amounts named', async () => {
    refused(await call('/finance/addPayment', { id: billId, payDate: '2026-01-05', amount: '0' }), 40000, /amount/);
    refused(await call('/finance/addPayment', { id: billId, payDate: '2026-01-05', amount: '12.345' }), 40000, /amount/);
    refused(await call('/finance/addPayment', { id: billId, payDate: '2026-13-05', amount: '12' }), 40000, /payDate/);
    let b = ok(await call('/finance/addPayment', { id: billId, payDate: '2026-01-05', amount: '1000.10', remark: '首期' }));
    expect([b.status, b.paid, b.openAmount]).toEqual(['partlyPaid', '1000.10', '1293.90']);
    refused(await call('/finance/addPayment', { id: billId, payDate: '2026-01-06', amount: '1300' }), 40900, /超过未付金额 1293\.90.*确认超额付款/);
    b = ok(await call('/finance/addPayment', { id: billId, payDate: '2026-01-06', amount: '1300', confirmOverpay: true }));
    expect([b.status, b.paid, b.openAmount]).toEqual(['paid', '2300.10', '0.00']);
    const totals = ok(await call('/finance/billTotals', { filters: { billNo: b.billNo } }));
    expect(totals).toEqual([{ currency: 'CNY', count: 1, amount: '2294.00', paid: '2300.10', open: '0.00' }]);
    b = ok(await call('/finance/addInvoice', { id: billId, invoiceNo: '04400001', invoiceDate: '2026-01-07', amount: '2294' }));
    refused(await call('/finance/addInvoice', { id: billId, invoiceNo: '04400002', invoiceDate: '2026-01-07', amount: '1' }), 40000, /发票合计不能超过/);
    const d = ok(await call('/finance/billDetail', { id: billId }));
    expect(d.payments.map((p: { amount: string }) => p.amount)).toEqual(['1000.10', '1300.00']);
    expect(d.invoices.map((i: { invoiceNo: string }) => i.invoiceNo)).toEqual(['04400001']);
  });

  it('write-off with its version; cancelling a bill without payments unbills its entries', async () => {
    const usd = ok(await call('/finance/billList', { pageNo: 1, pageSize: 10, filters: { currency: ['USD'], clientName: '青禾' } })).list[0];
    refused(await call('/finance/writeOff', { id: usd.id, version: usd.version + 1, remark: '坏账' }), 40900, /已被他人修改/);
    const w = ok(await call('/finance/writeOff', { id: usd.id, version: usd.version, remark: '坏账' }));
    expect(w.status).toBe('writtenOff');
    refused(await call('/finance/addPayment', { id: usd.id, payDate: '2026-01-05', amount: '1' }), 40900, /已核销/);
    // A fresh bill, cancelled.
    const c = ok(await call('/caseManage/submitCase', { caseType: 'add-brand', bizParam: brand('撤销青禾', { officialFees: { amount: '270', currency: 'CNY' } }) }));
    const e = ok(await call('/finance/entryList', { pageNo: 1, pageSize: 10, filters: { caseNo: c.caseNo } })).list[0];
    const bill = ok(await call('/finance/createBill', { entryIds: [e.id] })).bills[0];
    ok(await call('/finance/removeBill', { id: bill.id, version: bill.version }));
    expect(ok(await call('/finance/entryList', { pageNo: 1, pageSize: 10, filters: { caseNo: c.caseNo } })).list[0].billStatus).toBe('unbilled');
  });

  it('exports bills to xlsx and prints a bill as PDF', async () => {
    const rec = ok(await call('/finance/billExport', { columns: ['billNo', 'clientName', 'currency', 'amount', 'paid', 'status'], ids: [billId] }));
    expect(rec.rowCount).toBe(1);
    const pdf = await t.app.inject({ method: 'GET', url: `/files/finance/bills/${billId}`, headers: { token: admin } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const foreign = await t.app.inject({ method: 'GET', url: `/files/finance/bills/${billId}`, headers: { token: other } });
    expect(foreign.statusCode).toBe(404);
  });

  it('the demo tenant has entries, bills in every state and fee standards', async () => {
    const bills = ok(await call('/finance/billList', { pageNo: 1, pageSize: 50, filters: { clientName: '' } }));
    const states = new Set(bills.list.map((b: { status: string }) => b.status));
    for (const s of ['paid', 'partlyPaid', 'billed']) expect(states.has(s)).toBe(true);
    expect(ok(await call('/finance/entryTotals', { filters: { billStatus: ['unbilled'] } })).length).toBeGreaterThan(0);
    expect(ok(await call('/api/feeConfig/list', { pageNo: 1, pageSize: 10 })).total).toBeGreaterThan(10);
  });
});

// Totals read the summaries of migration 041 when the filter allows, else the entries: either way they must be the
// sum of the rows the list shows on the same filter, after every kind of write (summaries kept by triggers).
describe('totals on a filter equal the listed rows after every write', () => {
  const sumOf = (amounts: string[]) => amounts.reduce((s, a) => s + BigInt(a.replace('.', '')), 0n);
  async function listed(filters: object): Promise<Record<string, { count: number; amount: bigint }>> {
    const out: Record<string, { count: number; amount: bigint }> = {};
    for (let pageNo = 1; ; pageNo++) {
      const page = ok(await call('/finance/entryList', { pageNo, pageSize: 100, filters }));
      for (const e of page.list as Array<{ currency: string; amount: string }>) {
        const o = (out[e.currency] ??= { count: 0, amount: 0n });
        o.count++;
        o.amount += sumOf([e.amount]);
      }
      if (page.list.length < 100) return out;
    }
  }
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const FILTERS: object[] = [
    {}, { currency: ['CNY'] }, { billStatus: ['unbilled'] }, { billStatus: ['billed', 'partlyPaid', 'paid', 'writtenOff'] },
    { entryDate: [today, today] }, { feeKind: ['agencyFees'], caseType: ['add-brand'], country: ['CN'] },
    { clientName: '合计' }, { clientName: '合计', billStatus: ['paid'] },
    // Not in a summary: read from the entries.
    { clientName: '合计', entryDate: [today, today] }, { caseNo: 'AJ' }, { billNo: 'ZD' }, { billNo: 'zd', currency: ['CNY'] },
  ];
  async function expectConsistent() {
    for (const filters of FILTERS) {
      const want = await listed(filters);
      const got = ok(await call('/finance/entryTotals', { filters }));
      expect(Object.fromEntries(got.map((x: { currency: string; count: number; amount: string }) => [x.currency, { count: x.count, amount: sumOf([x.amount]) }])), JSON.stringify(filters)).toEqual(want);
    }
    // And the summaries hold exactly what the entries give (no zero-sum drift under another key).
    const drift = await withSystem(t.db, (tx) => tx.query(
      `select 1 from (select tenant_id, currency, entry_date, fee_kind, case_type, country, bill_status, sum(n) as n, sum(amount_minor) as a from (
          select tenant_id, currency, entry_date, fee_kind, case_type, country, bill_status, n, amount_minor from finance_entry_day_sums
          union all select e.tenant_id, e.currency, e.entry_date, e.fee_kind, e.case_type, e.country, coalesce(b.status, 'unbilled'), -1, -e.amount_minor
            from finance_entries e left join finance_bills b on b.id = e.bill_id) x group by 1, 2, 3, 4, 5, 6, 7) d where n <> 0 or a <> 0`,
    ));
    expect(drift.rows.length).toBe(0);
  }
  const applicantOf = (name: string) => ({ ...applicant, applicantName: name });
  const submit = (name: string, fees: object) =>
    call('/caseManage/submitCase', { caseType: 'add-brand', bizParam: { ...brand('合计'), applicant: applicantOf(name), fees } });

  it('after creates, bills, payments, write-offs, cancelled bills and deleted cases', async () => {
    await expectConsistent();
    const a = ok(await submit('合计测试甲有限公司', { officialFees: { amount: '270.10', currency: 'CNY' }, agencyFees: { amount: '800', currency: 'CNY' }, sundryFees: { amount: '9.99', currency: 'USD' } }));
    const b = ok(await submit('合计测试乙有限公司', { officialFees: { amount: '300', currency: 'CNY' }, agencyFees: { amount: '1000', currency: 'EUR' } }));
    await expectConsistent();
    const ids = async (caseNo: string) => ok(await call('/finance/entryList', { pageNo: 1, pageSize: 10, filters: { caseNo } })).list.map((e: { id: number }) => e.id);
    const bills = ok(await call('/finance/createBill', { entryIds: [...(await ids(a.caseNo)), ...(await ids(b.caseNo))] })).bills as Array<{ id: number; currency: string; clientName: string; version: number }>;
    await expectConsistent();
    const cnyA = bills.find((x) => x.currency === 'CNY' && x.clientName.includes('甲'))!;
    ok(await call('/finance/addPayment', { id: cnyA.id, payDate: today, amount: '100' }));
    await expectConsistent();
    ok(await call('/finance/addPayment', { id: cnyA.id, payDate: today, amount: '970.10' }));
    await expectConsistent();
    const usd = bills.find((x) => x.currency === 'USD')!;
    ok(await call('/finance/writeOff', { id: usd.id, version: usd.version, remark: '坏账' }));
    await expectConsistent();
    const eur = bills.find((x) => x.currency === 'EUR')!;
    ok(await call('/finance/removeBill', { id: eur.id, version: eur.version }));
    await expectConsistent();
    // A case removed for good takes its entries with it (cascade), billed or not.
    await withSystem(t.db, (tx) => tx.query(`delete from cases where case_no = $1`, [b.caseNo]));
    await expectConsistent();
  });

  it('the summaries are tenant-scoped: another tenant reads none of their rows and totals nothing', async () => {
    const ys = (await t.db.query<{ id: number }>(`select id from tenants where code = 'ysfin'`)).rows[0].id;
    for (const table of ['finance_entry_day_sums', 'finance_entry_client_sums']) {
      expect((await withSystem(t.db, (tx) => tx.query<{ n: number }>(`select count(*)::int as n from ${table}`))).rows[0].n).toBeGreaterThan(0);
      expect((await withTenant(t.db, ys, (tx) => tx.query<{ n: number }>(`select count(*)::int as n from ${table}`))).rows[0].n).toBe(0);
    }
    expect(ok(await call('/finance/entryTotals', { filters: {} }, other))).toEqual([]);
    expect(ok(await call('/finance/entryTotals', { filters: { clientName: '合计' } }, other))).toEqual([]);
  });

  it('stays exact under concurrent submissions, bills and payments', async () => {
    const cases = await Promise.all(Array.from({ length: 6 }, (_, i) => submit(`合计并发${i}有限公司`, { officialFees: { amount: `${270 + i}.05`, currency: 'CNY' }, agencyFees: { amount: '500', currency: 'CNY' } })));
    const entryIds = await Promise.all(cases.map(async (r) => ok(await call('/finance/entryList', { pageNo: 1, pageSize: 10, filters: { caseNo: ok(r).caseNo } })).list.map((e: { id: number }) => e.id)));
    const bills = await Promise.all(entryIds.slice(0, 4).map(async (e) => ok(await call('/finance/createBill', { entryIds: e })).bills[0]));
    await Promise.all([
      ...bills.flatMap((x: { id: number }) => [call('/finance/addPayment', { id: x.id, payDate: today, amount: '200' }), call('/finance/addPayment', { id: x.id, payDate: today, amount: '2000', confirmOverpay: true })]),
      ...entryIds.slice(4).map((e) => call('/finance/createBill', { entryIds: e })),
      submit('合计并发7有限公司', { officialFees: { amount: '1', currency: 'CNY' } }),
    ]);
    await expectConsistent();
  });
});
