// Demo finance data: CNIPA fee standards (registration 270 a class with 10 items, 27 an extra item online; 300/30 on
// paper; renewal, transfer, objection...), agency and sundry fees, the standards of the demo designed form,
// currencies with rates, the fees of the demo tenant's submitted cases as entries, and a few bills: one paid, one
// partly paid, one just billed.
import type { Queryable } from '../../../server/db/types';
import { addDays } from '../shared/days';
import { todayInChina } from '../shared/dates';
import { computeFees, FEE_KINDS, type FeeStandard } from '../shared/feeCalc';
import { toMinor } from '../shared/money';
import { billEntries } from './bills';
import { writeEntries } from './fees';

type Std = Omit<FeeStandard, 'validTo' | 'validFrom'> & { validFrom?: string; validTo?: string | null; remark?: string };
const cn = (caseType: string, name: string, feeKind: Std['feeKind'], baseAmount: string, more: Partial<Std> = {}): Std => ({
  name, feeKind, caseType, country: 'CN', submitType: 'any', currency: 'CNY', perClass: true, baseAmount, includedItems: null, extraItemAmount: null, ...more,
});

export const DEMO_STANDARDS: Std[] = [
  cn('add-brand', '商标注册申请官费（电子）', 'officialFees', '270', { submitType: '电子递交', includedItems: 10, extraItemAmount: '27' }),
  cn('add-brand', '商标注册申请官费（纸质）', 'officialFees', '300', { submitType: '纸质递交', includedItems: 10, extraItemAmount: '30' }),
  cn('add-brand', '商标注册代理费', 'agencyFees', '800', { includedItems: 10, extraItemAmount: '50' }),
  cn('add-brand', '文件邮寄费', 'sundryFees', '30', { submitType: '纸质递交', perClass: false }),
  cn('add-brand', '商标注册申请官费（2015 版）', 'officialFees', '300', { submitType: '电子递交', includedItems: 10, extraItemAmount: '30', validFrom: '2015-05-01', validTo: '2017-04-01', remark: '旧版，仅供历史案件' }),
  cn('brand-extension', '续展注册官费', 'officialFees', '450'),
  cn('brand-extension', '续展代理费', 'agencyFees', '800'),
  cn('brand-transfer', '转让注册官费', 'officialFees', '150'),
  cn('brand-transfer', '转让代理费', 'agencyFees', '600'),
  cn('change-name', '变更官费', 'officialFees', '150'),
  cn('change-name', '变更代理费', 'agencyFees', '500'),
  cn('apply-objection', '异议申请官费', 'officialFees', '500'),
  cn('apply-objection', '异议代理费', 'agencyFees', '3000', { perClass: false }),
  cn('reject-recheck', '驳回复审官费', 'officialFees', '750'),
  cn('reject-recheck', '驳回复审代理费', 'agencyFees', '3000', { perClass: false }),
  cn('apply-remove', '撤销连续三年不使用官费', 'officialFees', '500'),
  cn('apply-remove', '撤三代理费', 'agencyFees', '2000', { perClass: false }),
  cn('brand-invalid-apply', '无效宣告官费', 'officialFees', '750'),
  cn('brand-invalid-apply', '无效宣告代理费', 'agencyFees', '5000', { perClass: false }),
  cn('brand-license-record', '许可备案官费', 'officialFees', '150'),
  cn('brand-license-record', '许可备案代理费', 'agencyFees', '500'),
  { ...cn('overseas-registration', '美国商标注册官费', 'officialFees', '350', { currency: 'USD' }), country: 'US' },
  { ...cn('overseas-registration', '美国代理费', 'agencyFees', '600', { currency: 'USD' }), country: 'US' },
  { ...cn('overseas-registration', '欧盟商标注册官费', 'officialFees', '850', { currency: 'EUR', perClass: false }), country: 'EM' },
  { ...cn('overseas-registration', '欧盟代理费', 'agencyFees', '700', { currency: 'EUR', perClass: false }), country: 'EM' },
  { ...cn('overseas-registration', '日本商标注册官费', 'officialFees', '12000', { currency: 'JPY' }), country: 'JP' },
  { ...cn('overseas-registration', '香港商标注册官费', 'officialFees', '2000', { currency: 'HKD' }), country: 'HK' },
  // Standards of designed forms (自定义表单), picked by the demo 商标监测委托 form: the service fee per mark changed on
  // 2026-01-01 (cases keep the fee of their day).
  cn('custom', '商标监测服务费', 'agencyFees', '1200', { validTo: '2026-01-01', remark: '旧版，2026 年起调整' }),
  cn('custom', '商标监测服务费', 'agencyFees', '1500', { validFrom: '2026-01-01' }),
  cn('custom', '监测报告制作费', 'sundryFees', '200', { perClass: false }),
];

const CURRENCIES: Array<[string, string, string]> = [
  ['CNY', '人民币', '1'], ['USD', '美元', '7.1'], ['EUR', '欧元', '7.7'], ['JPY', '日元', '0.048'], ['HKD', '港币', '0.91'], ['GBP', '英镑', '9.0'],
];

export async function seedFinance(tx: Queryable, tenantId: number): Promise<void> {
  const today = todayInChina();
  const from = '2021-01-01';
  for (const s of DEMO_STANDARDS)
    await tx.query(
      `insert into fee_schedules (tenant_id, name, fee_kind, case_type, country, submit_type, currency, per_class, base_amount, included_items, extra_item_amount, valid_from, valid_to, remark)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [tenantId, s.name, s.feeKind, s.caseType, s.country, s.submitType, s.currency, s.perClass, s.baseAmount, s.includedItems, s.extraItemAmount, s.validFrom ?? from, s.validTo ?? null, s.remark ?? null],
    );
  for (const [code, name, rate] of CURRENCIES)
    await tx.query(`insert into finance_currencies (tenant_id, code, name, rate, valid_from) values ($1, $2, $3, $4, $5)`, [tenantId, code, name, rate, from]);

  // The submitted demo cases: their form's fees, else the fees the standards give for them on their day.
  const standards: FeeStandard[] = DEMO_STANDARDS.map((s) => ({ ...s, validFrom: s.validFrom ?? from, validTo: s.validTo ?? null }));
  const cases = await tx.query<{ id: number; case_no: string; case_type: string; applicant_name: string | null; countries: string[] | null; biz_param: Record<string, any>; submit_type: string; day: string }>(
    `select id, case_no, case_type, applicant_name, countries, biz_param, submit_type, to_char(coalesce(submit_date, created_at::date), 'YYYY-MM-DD') as day
       from cases where tenant_id = $1 and case_status <> '草稿' and deleted_at is null order by id`,
    [tenantId],
  );
  for (const c of cases.rows) {
    let biz = c.biz_param;
    const hasFees = FEE_KINDS.some((k) => biz.fees?.[k]) || (Array.isArray(biz.tmItems) && biz.tmItems.some((it: Record<string, any>) => FEE_KINDS.some((k) => it?.[k])));
    if (!hasFees) {
      const { perCountry } = computeFees(standards, c.case_type, biz, c.submit_type === '纸质递交' ? '纸质递交' : '电子递交', c.day);
      biz = Array.isArray(biz.tmItems) && biz.tmItems.length
        ? { ...biz, tmItems: biz.tmItems.map((it: Record<string, any>, i: number) => ({ ...it, ...perCountry[i] })) }
        : { ...biz, fees: Object.fromEntries(FEE_KINDS.filter((k) => perCountry[0]?.[k]).map((k) => [k, perCountry[0][k]])) };
    }
    await writeEntries(tx, tenantId, { id: c.id, caseNo: c.case_no, caseType: c.case_type, applicantName: c.applicant_name, countries: c.countries, bizParam: biz }, c.day);
  }

  // Bills of the three clients with the most entries of last month or earlier: paid, partly paid, billed.
  const admin = (await tx.query<{ id: number; name: string }>(`select id, name from users where tenant_id = $1 and account = 'admin'`, [tenantId])).rows[0];
  if (!admin) return;
  const clients = await tx.query<{ client_name: string; ids: number[] }>(
    `select client_name, array_agg(id order by id) as ids from finance_entries
      where tenant_id = $1 and currency = 'CNY' and entry_date < $2::date group by client_name order by count(*) desc, client_name limit 3`,
    [tenantId, addDays(today, -20)],
  );
  for (const [i, c] of clients.rows.entries()) {
    const [billId] = await billEntries(tx, tenantId, admin.id, admin.name, c.ids, '演示账单');
    if (i === 2) continue;
    const amount = BigInt((await tx.query<{ a: string }>(`select amount_minor::text as a from finance_bills where id = $1`, [billId])).rows[0].a);
    const paid = i === 0 ? amount : (amount / 200n) * 100n; // partly: about half, in whole yuan
    if (paid <= 0n) continue;
    await tx.query(
      `insert into finance_payments (tenant_id, bill_id, pay_date, amount_minor, remark, created_by_name) values ($1, $2, $3, $4, $5, $6)`,
      [tenantId, billId, addDays(today, -5), paid.toString(), i === 0 ? '银行转账，全额' : '银行转账，首期', admin.name],
    );
    await tx.query(`update finance_bills set paid_minor = $2, status = $3 where id = $1`, [billId, paid.toString(), paid >= amount ? 'paid' : 'partlyPaid']);
    if (i === 0)
      await tx.query(`insert into finance_invoices (tenant_id, bill_id, invoice_no, invoice_date, amount_minor, created_by_name) values ($1, $2, $3, $4, $5, $6)`, [
        tenantId, billId, '04400212' + String(billId).padStart(4, '0'), addDays(today, -4), amount.toString(), admin.name,
      ]);
  }
  void toMinor;
}
