// Demo designed forms for a new demo tenant, so a new user finds the designer with something in it at first start:
// the case form 商标监测委托 (published twice: version 2 added 报告频率), its fees from the demo fee standards of
// 自定义表单 (finance seed), a filed case on version 1 and a draft on version 2; and the proposal form 商标注册咨询
// with its public link and three proposals (two new, one declined). Built with the designer's own model and checked
// like a save and a case (a seed the checks would refuse fails the start loudly). Runs after the cases seed (case
// numbers of the day continue theirs) and before the finance seed (the filed case's fees become entries).
import { randomBytes } from 'node:crypto';
import { fieldKindByKey } from '../../../generated/field-kinds';
import type { Queryable } from '../../../server/db/types';
import type { FeePick, FeeStandard } from '../../finance/server';
import { todayInChina } from '../../../shared/dates';
import { toJsonSchema, type DesignNode, type FieldNode, type Option } from '../shared/design';
import { proposalProblem } from '../shared/proposal';
import { chargeClasses, feesValues, settingsProblem, withFeesBlock, type FormSettings } from '../shared/settings';
import { bizProblem, compiledVersion, formSchemaProblem } from './compile';

type Rec = Record<string, any>;
const kinds = (k: string) => fieldKindByKey[k];

const addDays = (date: string, days: number) => {
  const d = new Date(date + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const field = (key: string, kind: string, zh: string, en: string, more: Partial<FieldNode> = {}): FieldNode => ({ id: key, node: 'field', kind, key, label: { zh, en }, ...more });
const options = (...labels: string[]): Option[] => labels.map((l) => ({ value: l, label: l }));

/** 商标监测委托: version 1, and version 2 with 报告频率. */
function watchForm(version: 1 | 2): DesignNode[] {
  return [
    {
      id: 'applicant', node: 'block', block: 'group', key: 'applicant', label: { zh: '委托人', en: 'Client' }, columns: 2,
      children: [
        field('applicantName', 'text', '委托人名称', 'Client name', { required: true, maxLength: 100 }),
        field('contactPhone', 'text', '联系电话', 'Phone', { maxLength: 30, pattern: '^[0-9+() -]{5,30}$' }),
      ],
    },
    field('trademarks', 'trademark', '监测商标', 'Marks watched', { required: true, description: '从商标档案中选择；按每件商标收取监测服务费' }),
    field('scope', 'select', '监测范围', 'Scope', { required: true, options: options('初审公告', '全部公告', '近似申请') }),
    field('startDate', 'date', '监测开始日期', 'Start date', { required: true }),
    ...(version === 2 ? [field('reportCycle', 'radio', '报告频率', 'Report cycle', { required: true, options: options('每月', '每季度') })] : []),
    field('powerOfAttorney', 'file', '委托书', 'Power of attorney', { description: 'PDF 或图片，30MB 以内' }),
    field('remark', 'textarea', '备注', 'Remark', { maxLength: 500 }),
  ];
}

/** 商标注册咨询: what a client fills in through the public link. */
const enquiryForm = (): DesignNode[] => [
  field('tmName', 'text', '商标名称', 'Mark', { required: true, maxLength: 50 }),
  field('applicantType', 'radio', '申请人类型', 'Applicant type', { required: true, options: options('企业', '个人') }),
  field('goodsNote', 'textarea', '商品/服务说明', 'Goods and services', { maxLength: 500, placeholder: '例如：餐饮服务、咖啡馆（第43类）' }),
  field('expectDate', 'date', '期望递交日期', 'Filing wanted by'),
  field('materials', 'file', '商标图样及资料', 'Mark image and documents'),
];

const WATCH_PICKS: FeePick[] = [
  { caseType: 'custom', country: 'CN', feeKind: 'agencyFees', name: '商标监测服务费' },
  { caseType: 'custom', country: 'CN', feeKind: 'sundryFees', name: '监测报告制作费' },
];

const schemaOf = (zh: string, en: string, children: DesignNode[]) => toJsonSchema({ label: { zh, en }, children }, kinds);

function checked(schema: Rec, settings: FormSettings, purpose: 'case' | 'proposal'): Rec {
  const problem = formSchemaProblem(schema) ?? (purpose === 'proposal' ? proposalProblem(schema, settings) : settingsProblem(schema, settings));
  if (problem) throw new Error(`demo designed form ${schema['x-label']?.zh}: ${problem}`);
  return schema;
}

async function insertForm(tx: Queryable, tenantId: number, adminId: number, f: { zh: string; en: string; purpose: 'case' | 'proposal'; settings: FormSettings; versions: Array<{ schema: Rec; days: number }>; draft: Rec; shareToken?: string }) {
  const last = f.versions[f.versions.length - 1];
  const r = await tx.query<{ id: number }>(
    `insert into case_form_designs (tenant_id, label_zh, label_en, draft_schema, settings, status, published_version, created_by, updated_by, created_at, updated_at, version, purpose, share_token)
     values ($1, $2, $3, $4::jsonb, $5::jsonb, 1, $6, $7, $7, $8::date + time '09:00', $9::date + time '16:00', $10, $11, $12) returning id`,
    [tenantId, f.zh, f.en, JSON.stringify(f.draft), JSON.stringify(f.settings), f.versions.length, adminId, addDays(todayInChina(), -f.versions[0].days - 1), addDays(todayInChina(), -last.days), f.versions.length * 2, f.purpose, f.shareToken ?? null],
  );
  const formId = r.rows[0].id;
  for (const [i, v] of f.versions.entries())
    await tx.query(
      `insert into case_form_versions (tenant_id, form_id, form_version, label_zh, label_en, schema, settings, published_by, published_at) values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9::date + time '16:00')`,
      [tenantId, formId, i + 1, f.zh, f.en, JSON.stringify(v.schema), JSON.stringify(f.settings), adminId, addDays(todayInChina(), -v.days)],
    );
  return formId;
}

/** The next case number of a day after those already there (the cases seed's). */
async function caseNoOf(tx: Queryable, tenantId: number, day: string): Promise<string> {
  const d = day.replace(/-/g, '');
  const r = await tx.query<{ last: string | null }>(`select max(case_no) as last from cases where tenant_id = $1 and case_no like $2 and length(case_no) = 14`, [tenantId, `AJ${d}%`]);
  return `AJ${d}${String(r.rows[0].last ? Number(r.rows[0].last.slice(10)) + 1 : 1).padStart(4, '0')}`;
}

export async function seedCaseDesigner(tx: Queryable, tenantId: number): Promise<void> {
  // Loaded when the seed runs: a static import of the cases entry would close a cycle through the module list.
  const { caseSearch, deriveColumns } = await import('../../cases/server');
  const { computePickedFees, DEMO_STANDARDS } = await import('../../finance/server');
  const admin = (await tx.query<{ id: number; name: string }>(`select id, name from users where tenant_id = $1 and account = 'admin'`, [tenantId])).rows[0];
  if (!admin) return;
  const today = todayInChina();

  // The case form, published 40 and 10 days ago.
  const settings: FormSettings = { category: '商标监测', countries: ['CN'], stages: ['委托', '监测中', '出具报告'], feeStandards: WATCH_PICKS };
  const v1 = checked(withFeesBlock(schemaOf('商标监测委托', 'Trademark watch order', watchForm(1)), settings, kinds), settings, 'case');
  const v2 = checked(withFeesBlock(schemaOf('商标监测委托', 'Trademark watch order', watchForm(2)), settings, kinds), settings, 'case');
  const draft = checked(schemaOf('商标监测委托', 'Trademark watch order', watchForm(2)), settings, 'case');
  const formId = await insertForm(tx, tenantId, admin.id, { zh: '商标监测委托', en: 'Trademark watch order', purpose: 'case', settings, versions: [{ schema: v1, days: 40 }, { schema: v2, days: 10 }], draft });

  // Two cases on real marks of the demo archive, their fees from the standards valid on their day.
  const marks = (await tx.query<{ id: number; tm_name: string; reg_no: string; tm_cl: number }>(
    `select id, tm_name, reg_no, tm_cl from trademarks where tenant_id = $1 and deleted_at is null and country_code = 'CN' and tm_status = '已注册' and reg_no is not null order by id limit 3`,
    [tenantId],
  )).rows.map((m) => ({ id: m.id, tmName: m.tm_name, regNo: m.reg_no, tmCl: m.tm_cl }));
  if (marks.length < 3) return;
  const standards: FeeStandard[] = DEMO_STANDARDS.map((s) => ({ ...s, validFrom: s.validFrom ?? '2021-01-01', validTo: s.validTo ?? null }));
  const cases = [
    { version: 1, schema: v1, status: '已递交', age: 12, biz: { applicant: { applicantName: '深圳云帆科技有限公司', contactPhone: '0755-86668888' }, trademarks: marks.slice(0, 2), scope: '全部公告', startDate: addDays(today, -10), remark: '重点关注第9类近似申请' } },
    { version: 2, schema: v2, status: '草稿', age: 2, biz: { applicant: { applicantName: '杭州青禾食品有限公司' }, trademarks: marks.slice(2, 3), scope: '初审公告', startDate: addDays(today, 5), reportCycle: '每季度' } },
  ];
  for (const c of cases) {
    const opened = addDays(today, -c.age);
    const biz = { ...c.biz, ...feesValues(computePickedFees(standards, WATCH_PICKS, chargeClasses(c.schema, c.biz), '电子递交', opened).fees) };
    const problem = bizProblem(compiledVersion(tenantId, formId, c.version, c.schema), c.status === '草稿' ? 'draft' : 'submit', biz);
    if (problem) throw new Error(`demo designed case (v${c.version}): ${problem}`);
    const cols = deriveColumns(biz);
    const stages = c.status === '草稿' ? [{ stage: '新建案件', date: opened }] : [{ stage: '新建案件', date: opened }, { stage: '提交案件', date: addDays(opened, 1) }, { stage: '确认递交', date: addDays(opened, 2) }];
    const last = stages[stages.length - 1].date;
    const search = caseSearch(cols);
    const r = await tx.query<{ id: number }>(
      `insert into cases (tenant_id, case_no, case_type, case_status, biz_param, form_id, form_version, applicant_name, tm_name, tm_cls, countries, trademark_id,
                          submit_date, created_by, updated_by, created_at, updated_at, search_grams, search_text)
       values ($1, $2, 'custom', $3, $4::jsonb, $5, $6, $7, $8, $9::text[], $10::text[], $11, $12::date, $13, $13, $14::date + time '10:30', $15::date + time '17:00', $16::text[], $17) returning id`,
      [tenantId, await caseNoOf(tx, tenantId, opened), c.status, JSON.stringify(biz), formId, c.version, cols.applicantName, cols.tmName, cols.tmCls, cols.countries, cols.trademarkId,
        c.status === '草稿' ? null : last, admin.id, opened, last, search.grams, search.text],
    );
    for (const [i, st] of stages.entries()) {
      await tx.query(
        `insert into case_stages (tenant_id, case_id, stage, stage_date, operator_id, operator_name, created_at) values ($1, $2, $3, $4::date, $5, $6, $4::date + time '10:30' + $7 * interval '1 minute')`,
        [tenantId, r.rows[0].id, st.stage, st.date, admin.id, admin.name, i],
      );
      await tx.query(
        `insert into case_trends (tenant_id, case_id, trend_type, content, user_id, user_name, created_at) values ($1, $2, 'stage', $3, $4, $5, $6::date + time '10:30' + $7 * interval '1 minute')`,
        [tenantId, r.rows[0].id, `${admin.name}：${st.stage}（${st.date}）`, admin.id, admin.name, st.date, i],
      );
    }
  }

  // The proposal form with its public link, and what clients sent through it.
  const enquiry = checked(schemaOf('商标注册咨询', 'Trademark registration enquiry', enquiryForm()), {}, 'proposal');
  const enquiryId = await insertForm(tx, tenantId, admin.id, {
    zh: '商标注册咨询', en: 'Trademark registration enquiry', purpose: 'proposal', settings: {}, versions: [{ schema: enquiry, days: 20 }], draft: enquiry, shareToken: randomBytes(24).toString('base64url'),
  });
  const proposals = [
    { name: '王先生', phone: '13800138000', email: null, age: 1, status: 0, biz: { tmName: '青禾小馆', applicantType: '企业', goodsNote: '餐饮服务、咖啡馆（第43类），另想了解第30类', expectDate: addDays(today, 14) } },
    { name: '李女士', phone: null, email: 'li.na@example.com', age: 3, status: 0, biz: { tmName: 'LUMI', applicantType: '个人', goodsNote: '服装、鞋帽（第25类）' } },
    { name: '赵先生', phone: '13900139000', email: null, age: 8, status: 2, biz: { tmName: '星河', applicantType: '企业', goodsNote: '软件（第9类）' }, remark: '与本所代理的在先商标相同，已电话告知客户' },
  ];
  for (const p of proposals) {
    const problem = bizProblem(compiledVersion(tenantId, enquiryId, 1, enquiry), 'submit', p.biz);
    if (problem) throw new Error(`demo proposal of ${p.name}: ${problem}`);
    const at = addDays(today, -p.age);
    await tx.query(
      `insert into case_proposals (tenant_id, form_id, form_version, contact_name, contact_phone, contact_email, biz_param, status, remark, handled_by, handled_at, submitted_ip, created_at, updated_at)
       values ($1, $2, 1, $3, $4, $5, $6::jsonb, $7, $8, $9, $10::timestamptz, '203.0.113.7', $11::date + time '20:15', coalesce($10::timestamptz, $11::date + time '20:15'))`,
      [tenantId, enquiryId, p.name, p.phone, p.email, JSON.stringify(p.biz), p.status, p.remark ?? null, p.status ? admin.id : null, p.status ? `${addDays(at, 1)}T09:30:00+08:00` : null, at],
    );
  }
}
