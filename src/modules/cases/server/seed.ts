// Demo cases for a new demo tenant: a dozen filings of the agency across the case types and states (drafts,
// waiting to be filed, filed, accepted with their application number, closed with a result), each with the
// stages and timeline it went through. Renewals, transfers and changes name real marks of the demo archive.
// Every form value is checked by its form's schema (a seed the forms would refuse fails the start loudly).
import type { CaseFormKey } from '../../../generated/case-forms';
import type { Queryable } from '../../../server/db/types';
import { addMonths, todayInChina } from '../shared/dates';
import { applyPriorityRule } from '../shared/priority';
import { deriveColumns } from './derive';
import { caseSearch } from './search';
import { formProblem } from './forms';
import { withRenewalFees } from './renewal-fees';
import type { CaseStatus } from './handlers';

type Rec = Record<string, any>;

const addDays = (date: string, days: number) => {
  const d = new Date(date + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const APPLICANTS = [
  { applicantType: '法人或其他组织', bookType: '中文', countryOrRegion: 'CN', applicantName: '杭州青禾食品有限公司', applicantAddress: '浙江省杭州市余杭区文一西路1818号', postCode: '311121', contactPerson: '周青禾', contactPhone: '0571-88886666' },
  { applicantType: '法人或其他组织', bookType: '中文', countryOrRegion: 'CN', applicantName: '深圳云帆科技有限公司', applicantAddress: '广东省深圳市南山区科技园南区6栋', postCode: '518057', contactPerson: '林云帆', contactPhone: '0755-86668888' },
  { applicantType: '法人或其他组织', bookType: '中文', countryOrRegion: 'CN', applicantName: '星河品牌管理有限公司', applicantAddress: '上海市浦东新区张江路88号', postCode: '201203', contactPerson: '陈星河', contactPhone: '021-50501234' },
  { applicantType: '自然人', bookType: '中文', countryOrRegion: 'CN', applicantName: '王晓明', applicantAddress: '北京市海淀区中关村大街27号', postCode: '100080', certificateType: '身份证', certificateNo: '110108198803120011' },
];
const AGENT = { agencyName: '北京知远知识产权代理有限公司', agentName: '刘知远', agentPhone: '010-65001234' };
const fee = (amount: string) => ({ amount, currency: 'CNY' });

interface SeedCase {
  type: CaseFormKey;
  status: CaseStatus;
  /** Days before today the case was opened. */
  age: number;
  biz: Rec;
  appNo?: string;
  result?: string;
  remark?: string;
  comments?: string[];
}

function registrations(): SeedCase[] {
  const goods = (tmCl: string, names: string[]) => ({ tmCl, goodsItem: names.map((name) => ({ name })) });
  const reg = (applicant: Rec, tmName: string, g: Rec[], extra: Rec = {}) => ({
    applicant, markType: '文字', tmName, priorityRadio: 'no', goods: g, agent: AGENT,
    fees: { officialFees: fee(String(270 * g.length) + '.00'), agencyFees: fee(String(800 * g.length) + '.00') }, ...extra,
  });
  return [
    { type: 'add-brand', status: '草稿', age: 2, biz: reg(APPLICANTS[0], '禾味小厨', [goods('30', ['调味品', '酱油', '醋'])]), comments: ['商品项目待客户确认'] },
    { type: 'add-brand', status: '待递交', age: 5, biz: reg(APPLICANTS[1], '云帆智联', [goods('09', ['智能手表', '耳机', '移动电源']), goods('42', ['软件即服务', '云计算'])]) },
    { type: 'add-brand', status: '已递交', age: 21, biz: reg(APPLICANTS[0], '青禾甄选', [goods('29', ['牛奶制品', '果冻']), goods('35', ['广告', '替他人推销'])]) },
    { type: 'add-brand', status: '已受理', age: 75, appNo: '71230456', biz: reg(APPLICANTS[3], '晓明工坊', [goods('16', ['笔记本', '文具'])]) },
    {
      type: 'add-brand', status: '已受理', age: 120, appNo: '70981234',
      biz: reg(APPLICANTS[1], 'YUNFAN', [goods('09', ['手机', '平板电脑'])], { dplPriorityTm: [{ priorityType: '普通优先权', country: 'US', appNo: '97654321', appDate: addMonths(todayInChina(), -5) }] }),
    },
    { type: 'add-brand', status: '已结案', age: 400, appNo: '65012345', result: '核准', biz: reg(APPLICANTS[0], '禾悦', [goods('32', ['啤酒', '矿泉水'])]), comments: ['注册证已寄客户'] },
    { type: 'add-brand', status: '已结案', age: 380, appNo: '65023456', result: '驳回', biz: reg(APPLICANTS[2], '知味', [goods('43', ['餐厅', '咖啡馆'])]), remark: '与在先商标近似，建议驳回复审' },
  ];
}

/** Cases on real marks of the demo archive (registered CN marks, the ones expiring soonest first). */
async function onArchiveMarks(tx: Queryable, tenantId: number): Promise<SeedCase[]> {
  const today = todayInChina();
  const r = await tx.query<{ id: number; tm_name: string; reg_no: string; tm_cl: number; end_date: string; applicant: string | null }>(
    `select id, tm_name, reg_no, tm_cl, to_char(end_date, 'YYYY-MM-DD') as end_date, applicant from trademarks
      where tenant_id = $1 and deleted_at is null and country_code = 'CN' and tm_status = '已注册' and reg_no is not null and end_date between $2::date and $3::date
      order by end_date, id limit 4`,
    [tenantId, addMonths(today, 1), addMonths(today, 11)],
  );
  if (r.rows.length < 4) return [];
  const mark = (m: (typeof r.rows)[number]) => ({ id: m.id, tmName: m.tm_name, regNo: m.reg_no, tmCl: String(m.tm_cl).padStart(2, '0'), endDate: m.end_date });
  const [a, b, c, d] = r.rows;
  return [
    { type: 'brand-extension', status: '待递交', age: 3, biz: { applicant: APPLICANTS[2], deliveryWay: '电子', trademarks: [mark(a), mark(b)], agent: AGENT } },
    { type: 'brand-extension', status: '已受理', age: 40, appNo: 'XZ' + a.reg_no, biz: { applicant: APPLICANTS[2], deliveryWay: '纸质', trademarks: [mark(c)], agent: AGENT } },
    {
      type: 'brand-transfer', status: '已递交', age: 30,
      biz: {
        transferType: '转让', transferor: { name: '星河品牌管理有限公司', address: '上海市浦东新区张江路88号' },
        transferee: { name: '星河国际（香港）有限公司', address: '香港中环皇后大道中99号' }, trademarks: [mark(d)], similarTrademarks: [], agent: AGENT,
      },
      comments: ['受让人主体资格证明已公证'],
    },
    { type: 'change-name', status: '草稿', age: 1, biz: { applicant: APPLICANTS[2], changeItems: ['中文地址'], addressBefore: '上海市浦东新区张江路66号', trademarks: [mark(a)] } },
    { type: 'change-name', status: '已结案', age: 200, appNo: 'BG' + b.reg_no, result: '核准', biz: { applicant: APPLICANTS[1], changeItems: ['名义'], nameBefore: '深圳云帆电子有限公司', trademarks: [mark(b)], agent: AGENT } },
  ];
}

/** The stages a case in `status` went through, with their dates (from its opening day on). */
function stagesOf(s: SeedCase, opened: string): Array<{ stage: string; date: string; remark?: string }> {
  const out = [{ stage: '新建案件', date: opened }];
  const order: CaseStatus[] = ['草稿', '待递交', '已递交', '已受理', '已结案'];
  const at = order.indexOf(s.status);
  const span = Math.max(s.age, 4);
  if (at >= 1) out.push({ stage: '提交案件', date: addDays(opened, 1) });
  if (at >= 2) out.push({ stage: '确认递交', date: addDays(opened, 2) });
  if (at >= 3) out.push({ stage: '补充申请号', date: addDays(opened, Math.min(20, span - 1)), remark: `申请号 ${s.appNo}` } as never);
  if (at >= 4) out.push({ stage: `案件结果：${s.result}`, date: addDays(opened, span - 1), remark: s.remark } as never);
  return out;
}

export async function seedCases(tx: Queryable, tenantId: number): Promise<void> {
  const users = await tx.query<{ id: number; name: string }>(`select id, name from users where tenant_id = $1 and account = 'admin'`, [tenantId]);
  const admin = users.rows[0];
  if (!admin) return;
  const today = todayInChina();
  const all = [...registrations(), ...(await onArchiveMarks(tx, tenantId))];
  const seq = new Map<string, number>();
  for (const s of all) {
    const opened = addDays(today, -s.age);
    const mode = s.status === '草稿' ? 'draft' : 'submit';
    let biz = applyPriorityRule(s.biz);
    const problem = formProblem(s.type, mode, biz);
    if (problem) throw new Error(`demo case ${s.type} (${s.biz.tmName ?? ''}): ${problem}`);
    if (s.type === 'brand-extension') biz = withRenewalFees(biz, opened, mode);
    const cols = deriveColumns(biz);
    const day = opened.replace(/-/g, '');
    const n = (seq.get(day) ?? 0) + 1;
    seq.set(day, n);
    const stages = stagesOf(s, opened);
    const last = stages[stages.length - 1].date;
    const submitDate = stages.find((x) => x.stage === '确认递交')?.date ?? null;
    const appDate = s.appNo ? submitDate : null;
    const resultDate = s.result ? last : null;
    const r = await tx.query<{ id: number }>(
      `insert into cases (tenant_id, case_no, case_type, case_status, biz_param, enterprise_id, applicant_name, tm_name, tm_cls, countries, trademark_id,
                          app_no, app_date, submit_date, result, result_date, remark, created_by, updated_by, created_at, updated_at, search_grams, search_text)
       values ($1, $2, $3, $4, $5::jsonb, coalesce($6::integer, (select id from enterprises where tenant_id = $1 and applicant_name = $7 order by id limit 1)), $7, $8, $9::text[], $10::text[], $11,
               $12, $13::date, $14::date, $15, $16::date, $17, $18, $18, $19::date + time '09:30', $20::date + time '17:00', $21::text[], $22) returning id`,
      [tenantId, `AJ${day}${String(n).padStart(4, '0')}`, s.type, s.status, JSON.stringify(biz), null, cols.applicantName, cols.tmName, cols.tmCls, cols.countries,
        cols.trademarkId, s.appNo ?? null, appDate, submitDate, s.result ?? null, resultDate, s.remark ?? null, admin.id, opened, last, caseSearch(cols).grams, caseSearch(cols).text],
    );
    const caseId = r.rows[0].id;
    for (const [i, st] of stages.entries()) {
      await tx.query(
        `insert into case_stages (tenant_id, case_id, stage, stage_date, operator_id, operator_name, remark, created_at) values ($1, $2, $3, $4::date, $5, $6, $7, $4::date + time '10:00' + $8 * interval '1 minute')`,
        [tenantId, caseId, st.stage, st.date, admin.id, admin.name, st.remark ?? null, i],
      );
      await tx.query(
        `insert into case_trends (tenant_id, case_id, trend_type, content, user_id, user_name, created_at) values ($1, $2, 'stage', $3, $4, $5, $6::date + time '10:00' + $7 * interval '1 minute')`,
        [tenantId, caseId, `${admin.name}：${st.stage}（${st.date}）${st.remark ? `，${st.remark}` : ''}`, admin.id, admin.name, st.date, i],
      );
    }
    for (const [i, content] of (s.comments ?? []).entries())
      await tx.query(
        `insert into case_trends (tenant_id, case_id, trend_type, content, user_id, user_name, created_at) values ($1, $2, 'comment', $3, $4, $5, $6::date + time '15:00' + $7 * interval '1 minute')`,
        [tenantId, caseId, content, admin.id, admin.name, last, i],
      );
  }
}
