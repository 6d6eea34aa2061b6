// Cases (issue 10): save a draft (created without caseNo, updated with it and its version), submit, confirm,
// supply the application number, record the result, stages and timeline, comments, statistics per type, the
// list and the picker search. Every form is validated by its schema on save (types) and submit (required):
// one valid and one invalid body per form, the bad field named, nothing stored. Another tenant's case is not
// found, a user without the case permissions gets 40300, a submitted case cannot be deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseFormKeys } from '../../src/generated/case-forms';
import { addMonths, todayInChina } from '../../src/modules/cases/shared/dates';
import { withSystem } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { STALE_RECORD_MESSAGE } from '../../src/shared/subcodes';
import { startTestApp, tokenWithoutGrants, type CallResult, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let user: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  user = await tokenWithoutGrants(t); // a role without the case keys
  await withSystem(t.db, (tx) =>
    createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]),
  );
  other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const call = (path: string, body: object, token = admin) => t.call(`/caseManage/${path}`, body, { token });
const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const refused = (r: CallResult, message: RegExp, subCode = 40000) => {
  expect(r.subCode, r.subMessage).toBe(subCode);
  expect(r.subMessage).toMatch(message);
};
const count = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from cases')).rows[0].n);

const applicant = { applicantType: '法人或其他组织', applicantName: '上海星河科技有限公司', applicantAddress: '上海市浦东新区世纪大道100号' };
const agent = { agencyName: '北京知远商标代理有限公司', agentName: '张三' };
const today = todayInChina();
const soon = addMonths(today, 3);
const mark = { regNo: '12345678', tmName: '星河', tmCl: '09' };
const license = { applicant, licensee: { name: '杭州云帆贸易有限公司', address: '杭州市西湖区文三路1号' }, trademarks: [mark] };

/** One complete and one broken bizParam per form, with the field the broken one must name. */
const FORMS: Record<string, { valid: object; invalid: object; names: RegExp; draftAccepts: boolean }> = {
  'add-brand': {
    valid: {
      applicant, agent, markType: '文字', tmName: '星河', priorityRadio: 'no',
      goods: [
        { tmCl: '09', goodsItem: [{ code: '090001', name: '计算机' }, { name: '智能手机' }] },
        { tmCl: '42', goodsItem: [{ name: '软件开发' }] },
      ],
      fees: { officialFees: { amount: '540.00', currency: 'CNY' }, agencyFees: { amount: '1200', currency: 'CNY' } },
    },
    invalid: { applicant, markType: '文字', tmName: '星河', priorityRadio: 'no', goods: [{ tmCl: '46', goodsItem: [{ name: '计算机' }] }] },
    names: /“类别”（bizParam\.goods\[0\]\.tmCl）/,
    draftAccepts: false,
  },
  'brand-extension': {
    valid: { applicant, deliveryWay: '电子', trademarks: [{ regNo: '12345678', tmName: '星河', tmCl: '09', endDate: soon }] },
    invalid: { applicant, deliveryWay: '电子', trademarks: [{ regNo: '12345678', tmName: '星河', tmCl: '09', endDate: '2026-02-30' }] },
    names: /“续展商标（专用权期限截止日）”（bizParam\.trademarks\[0\]\.endDate）/,
    draftAccepts: false,
  },
  'brand-transfer': {
    valid: {
      transferType: '转让',
      transferor: { name: '上海星河科技有限公司', address: '上海市浦东新区世纪大道100号' },
      transferee: { name: '杭州云帆贸易有限公司', address: '杭州市西湖区文三路1号' },
      trademarks: [{ regNo: '12345678', tmName: '星河', tmCl: '09' }],
      similarTrademarks: [{ regNo: '22345678', tmName: '星河科技', tmCl: '09' }],
    },
    invalid: {
      transferType: '转让',
      transferor: { name: '上海星河科技有限公司', address: '上海市浦东新区世纪大道100号' },
      transferee: { name: '杭州云帆贸易有限公司' },
      trademarks: [{ regNo: '12345678', tmCl: '09' }],
    },
    names: /缺少必填字段“地址（中文）”（bizParam\.transferee\.address）/,
    draftAccepts: true,
  },
  'change-name': {
    valid: { applicant, changeItems: ['名义'], nameBefore: '上海星河电子有限公司', trademarks: [{ regNo: '12345678', tmCl: '09' }] },
    invalid: { applicant, changeItems: ['名义'], trademarks: [{ regNo: '12345678', tmCl: '09' }] },
    names: /缺少必填字段“变更前名义”（bizParam\.nameBefore）/,
    draftAccepts: true,
  },
  'brand-assignment': {
    valid: {
      transferor: { name: '上海星河科技有限公司', address: '上海市浦东新区世纪大道100号' },
      transferee: { name: '上海星河集团有限公司', address: '上海市黄浦区南京东路1号' },
      trademarks: [mark], similarTrademarks: [{ regNo: '22345678', tmName: '星河科技', tmCl: '09' }],
      transmissionReason: '企业合并', agent,
    },
    invalid: {
      transferor: { name: '上海星河科技有限公司', address: '上海市浦东新区世纪大道100号' },
      transferee: { name: '上海星河集团有限公司', address: '上海市黄浦区南京东路1号' },
      trademarks: [mark], transmissionReason: '其他',
    },
    names: /缺少必填字段“移转原因说明”（bizParam\.transmissionDetail）/,
    draftAccepts: true,
  },
  'change-agent': {
    valid: { applicant, trademarks: [mark], changeItems: ['商标代理机构'], agencyBefore: '上海旧知商标代理有限公司', agent },
    invalid: { applicant, trademarks: [mark], changeItems: ['商标代理机构'], agent },
    names: /缺少必填字段“变更前代理机构名称”（bizParam\.agencyBefore）/,
    draftAccepts: true,
  },
  'brand-license-record': {
    valid: { ...license, licenseType: '普通使用许可', termStart: today, termEnd: addMonths(today, 36), licensedGoods: '计算机；智能手机', sublicense: false },
    invalid: { ...license, licenseType: '独家许可', termStart: today, termEnd: addMonths(today, 36), licensedGoods: '计算机' },
    names: /“许可类型”（bizParam\.licenseType）/,
    draftAccepts: false,
  },
  'withdraw-brand-license-record': {
    valid: { ...license, recordNo: 'BA2025-001', withdrawReason: '双方协商撤回' },
    invalid: { ...license, recordNo: 'BA2025-001' },
    names: /缺少必填字段“撤回原因”（bizParam\.withdrawReason）/,
    draftAccepts: true,
  },
  'change-brand-license-record': {
    valid: { ...license, changeParty: '被许可人', nameBefore: '杭州云帆贸易有限公司', nameAfter: '杭州云帆科技有限公司' },
    invalid: { ...license, changeParty: '被许可人', nameBefore: '杭州云帆贸易有限公司' },
    names: /缺少必填字段“变更后名义”（bizParam\.nameAfter）/,
    draftAccepts: true,
  },
  'stop-brand-license-record': {
    valid: { ...license, recordNo: 'BA2025-001', termEnd: addMonths(today, 24), stopDate: today, stopReason: '合同解除' },
    invalid: { ...license, stopDate: '2026-13-01' },
    names: /“终止日期”（bizParam\.stopDate）/,
    draftAccepts: false,
  },
  'apply-objection': {
    valid: {
      applicant, opposedParty: { name: '深圳某某贸易有限公司' }, trademarks: [mark], announcementNo: '1890', legalBasis: ['与在先商标相同或近似（第三十条、第三十一条）'],
      citedTrademarks: [{ regNo: '7654321', tmName: '星河', tmCl: '09' }], request: '请求不予核准被异议商标注册', factsAndReasons: '被异议商标与异议人在先注册的引证商标构成类似商品上的近似商标。',
    },
    invalid: { applicant, opposedParty: { name: '深圳某某贸易有限公司' }, trademarks: [mark], announcementNo: '1890', legalBasis: [], request: '请求不予核准', factsAndReasons: '近似' },
    names: /“异议理由（法律依据）”（bizParam\.legalBasis）/,
    draftAccepts: true,
  },
  'defense-objection': {
    valid: { applicant, opponent: { name: '深圳某某贸易有限公司' }, trademarks: [mark], receivedDate: today, defenseReasons: '两商标整体区别明显，不构成近似。' },
    invalid: { applicant, opponent: { name: '深圳某某贸易有限公司' }, trademarks: [mark], defenseReasons: '不构成近似' },
    names: /缺少必填字段“收到异议答辩通知日期”（bizParam\.receivedDate）/,
    draftAccepts: true,
  },
  'reject-recheck': {
    valid: { applicant, trademarks: [mark], rejectType: '部分驳回', rejectDate: today, rejectedGoods: '智能手机', request: '请求核准被驳回商品上的注册', factsAndReasons: '申请商标与引证商标区别明显。' },
    invalid: { applicant, trademarks: [mark], rejectType: '部分驳回', rejectDate: today, request: '请求核准', factsAndReasons: '区别明显' },
    names: /缺少必填字段“被驳回的商品\/服务”（bizParam\.rejectedGoods）/,
    draftAccepts: true,
  },
  'apply-remove': {
    valid: { applicant, registrant: { name: '深圳某某贸易有限公司', address: '深圳市福田区' }, trademarks: [mark], removeScope: '全部商品/服务', factsAndReasons: '该商标无正当理由连续三年不使用。' },
    invalid: { applicant, registrant: { name: '' }, trademarks: [mark], removeScope: '全部商品/服务', factsAndReasons: '连续三年不使用' },
    names: /“名称（中文）”（bizParam\.registrant\.name）/,
    draftAccepts: true,
  },
  'defense-remove': {
    valid: { applicant, removeApplicant: { name: '深圳某某贸易有限公司' }, trademarks: [mark], receivedDate: today, usePeriodStart: addMonths(today, -36), usePeriodEnd: today, useEvidence: '销售合同、发票、广告宣传资料' },
    invalid: { applicant, removeApplicant: { name: '深圳某某贸易有限公司' }, trademarks: [mark], receivedDate: today, usePeriodStart: 'last year', useEvidence: '销售合同' },
    names: /“指定期间起”（bizParam\.usePeriodStart）/,
    draftAccepts: false,
  },
  'brand-invalid-apply': {
    valid: { applicant, respondent: { name: '深圳某某贸易有限公司' }, trademarks: [mark], legalBasis: ['不以使用为目的的恶意申请（第四条）'], request: '请求宣告争议商标无效', factsAndReasons: '被申请人大量囤积商标。' },
    invalid: { applicant, respondent: { name: '深圳某某贸易有限公司' }, trademarks: [mark], legalBasis: ['恶意'], request: '请求宣告无效', factsAndReasons: '囤积' },
    names: /“法律依据”（bizParam\.legalBasis\[0\]）/,
    draftAccepts: false,
  },
  'brand-invalid-defence': {
    valid: { applicant, invalidApplicant: { name: '深圳某某贸易有限公司' }, trademarks: [mark], reviewNo: 'WX2026-0001', receivedDate: today, defenseReasons: '争议商标系自行独创并长期使用。' },
    invalid: { applicant, invalidApplicant: { name: '深圳某某贸易有限公司' }, trademarks: [], receivedDate: today, defenseReasons: '独创' },
    names: /“争议商标”（bizParam\.trademarks）至少需要 1 项/,
    draftAccepts: true,
  },
  'brand-instructions': {
    valid: { applicant, trademarks: [mark], useGoods: '计算机；智能手机', firstUseDate: addMonths(today, -30), useWays: ['商品及包装', '网络销售'], useDescription: '自2024年起在京东、天猫店铺销售。' },
    invalid: { applicant, trademarks: [mark], useGoods: '计算机', useWays: ['口头宣传'], useDescription: '线上销售' },
    names: /“使用方式”（bizParam\.useWays\[0\]）/,
    draftAccepts: false,
  },
  'brand-assignment-detail': {
    valid: {
      transferType: '转让', transferor: { name: '上海星河科技有限公司', address: '上海市浦东新区世纪大道100号' }, transferee: { name: '杭州云帆贸易有限公司', address: '杭州市西湖区文三路1号' },
      trademarks: [mark], contractDate: today,
      similarTrademarks: [{ regNo: '22345678', tmName: '星河科技', tmCl: '09', sameness: '近似', goodsRelation: '同一种商品/服务' }, { regNo: '32345678', tmName: '星河', tmCl: '42', sameness: '相同', goodsRelation: '类似商品/服务' }],
    },
    invalid: { transferType: '转让', transferor: { name: '上海星河科技有限公司', address: '上海市浦东新区世纪大道100号' }, transferee: { name: '杭州云帆贸易有限公司', address: '杭州市西湖区文三路1号' }, trademarks: [mark] },
    names: /缺少必填字段“转让人在同一种或类似商品上注册的相同或近似商标（一并转让）”（bizParam\.similarTrademarks）/,
    draftAccepts: true,
  },
  'withdraw-review-apply': {
    valid: {
      applicant, respondent: { name: '深圳某某贸易有限公司' }, applicantRole: '商标注册人', trademarks: [mark], decisionNo: 'CX2026-0012', decisionResult: '部分撤销', receivedDate: today,
      revokedGoods: '智能手机', request: '请求撤销原决定，维持争议商标在智能手机上的注册', factsAndReasons: '注册人在指定期间内在智能手机上使用了争议商标，证据见附件。',
    },
    invalid: { applicant, applicantRole: '商标注册人', trademarks: [mark], decisionResult: '部分撤销', receivedDate: today, request: '请求撤销原决定', factsAndReasons: '已使用' },
    names: /缺少必填字段“撤销涉及的商品\/服务”（bizParam\.revokedGoods）/,
    draftAccepts: true,
  },
  'withdraw-review-defence': {
    valid: { applicant, reviewApplicant: { name: '深圳某某贸易有限公司' }, trademarks: [mark], reviewNo: 'CF2026-0008', receivedDate: today, defenseReasons: '复审申请人提交的使用证据不能证明其在指定期间内的真实使用。' },
    invalid: { applicant, reviewApplicant: { name: '深圳某某贸易有限公司' }, trademarks: [mark], receivedDate: '2026-02-30', defenseReasons: '证据不足' },
    names: /“收到答辩通知日期”（bizParam\.receivedDate）/,
    draftAccepts: false,
  },
  'ip-first-instance': {
    valid: {
      court: '北京知识产权法院', suitType: '行政诉讼', cause: '商标权无效宣告请求行政纠纷', plaintiff: applicant, defendant: { name: '国家知识产权局', address: '北京市海淀区西土城路6号' },
      thirdParty: { name: '深圳某某贸易有限公司' }, trademarks: [mark], decisionNo: 'SPWX2026-0001', decisionReceivedDate: today,
      claimAmount: { amount: '100000.00', currency: 'CNY' }, claims: '1. 撤销被诉裁定；2. 判令被告重新作出裁定。', factsAndReasons: '被诉裁定认定事实错误。', evidenceList: '证据1：被诉裁定',
      officialSubmitFiles: [{ files: [{ fileName: '行政起诉状.pdf', filePath: '/files/uploads/abc123' }] }],
    },
    invalid: { court: '北京知识产权法院', suitType: '行政诉讼', cause: '商标权无效宣告请求行政纠纷', plaintiff: applicant, defendant: { name: '国家知识产权局' }, trademarks: [mark], decisionNo: 'SPWX2026-0001', claims: '撤销被诉裁定', factsAndReasons: '认定事实错误', claimAmount: { amount: '1.005', currency: 'CNY' } },
    names: /“诉讼标的额（金额）”（bizParam\.claimAmount\.amount）/,
    draftAccepts: false,
  },
  'recheck-registration-no': {
    valid: { applicant, opponent: { name: '深圳某某贸易有限公司' }, trademarks: [mark], decisionNo: 'BYZC2026-0003', disallowScope: '全部不予注册', receivedDate: today, request: '请求核准被异议商标注册', factsAndReasons: '被异议商标与引证商标区别明显。' },
    invalid: { applicant, opponent: { name: '深圳某某贸易有限公司' }, trademarks: [mark], disallowScope: '部分不予注册', receivedDate: today, request: '请求核准注册', factsAndReasons: '区别明显' },
    names: /缺少必填字段“不予注册的商品\/服务”（bizParam\.disallowedGoods）/,
    draftAccepts: true,
  },
  'recheck-apply-no': {
    valid: {
      applicant, opponent: { name: '深圳某某贸易有限公司' }, trademarks: [{ regNo: '72345678', tmName: '星河', tmCl: '09' }], disallowScope: '部分不予注册', disallowedGoods: '智能手机', receivedDate: today,
      citedTrademarks: [{ regNo: '7654321', tmName: '星河', tmCl: '09' }], request: '请求核准被异议商标在智能手机上的注册', factsAndReasons: '两商标整体区别明显。',
    },
    invalid: { applicant, trademarks: [], disallowScope: '全部不予注册', receivedDate: today, request: '请求核准注册', factsAndReasons: '区别明显' },
    names: /“被异议商标（申请号）”（bizParam\.trademarks）至少需要 1 项/,
    draftAccepts: true,
  },
  'overseas-registration': {
    valid: {
      applicant: { ...applicant, applicantNameEn: 'Shanghai Xinghe Technology Co., Ltd.', applicantAddressEn: '100 Century Avenue, Pudong, Shanghai' },
      markType: '文字', tmName: 'XINGHE', applyWay: '逐一国家申请', priorityRadio: 'no', agent,
      tmItems: [
        { appCountry: 'US', tmCl: ['09', '42'], goodsItem: '计算机；软件开发', goodsItemTranslate: { '09': 'Computers', '42': 'Software development' }, applyBasic: '意图使用', officialFees: { amount: '700.00', currency: 'USD' }, agencyFees: { amount: '3000', currency: 'CNY' } },
        { appCountry: 'JP', tmCl: ['09'], goodsItem: '计算机', goodsItemTranslate: { '09': 'コンピュータ' }, officialFees: { amount: '12000', currency: 'JPY' }, agencyFees: { amount: '2500.50', currency: 'CNY' } },
      ],
      officialSubmitFiles: [{ appCountry: 'US', files: [{ fileName: '委托书__US', filePath: '/files/uploads/poa1' }] }],
    },
    invalid: {
      applicant: { ...applicant, applicantNameEn: 'Shanghai Xinghe Technology Co., Ltd.', applicantAddressEn: '100 Century Avenue, Pudong, Shanghai' },
      markType: '文字', tmName: 'XINGHE', applyWay: '逐一国家申请', priorityRadio: 'no',
      tmItems: [{ appCountry: 'US', tmCl: ['09'], goodsItem: '计算机', officialFees: { amount: '700.123', currency: 'USD' } }],
    },
    names: /“官费（金额）”（bizParam\.tmItems\[0\]\.officialFees\.amount）/,
    draftAccepts: false,
  },
};

describe('every form: one valid and one invalid body', () => {
  it('covers every form of schemas/case-forms', () => {
    expect(Object.keys(FORMS).sort()).toEqual([...caseFormKeys].sort());
  });
  for (const [caseType, f] of Object.entries(FORMS)) {
    it(`${caseType}: submits the valid body; refuses the invalid one naming the field, storing nothing`, async () => {
      const before = await count();
      refused(await call('submitCase', { caseType, bizParam: f.invalid }), f.names);
      expect(await count()).toBe(before);
      const draft = await call('saveCase', { caseType, bizParam: f.invalid });
      if (f.draftAccepts) {
        // A draft may be incomplete: only types and sizes are checked; submitting it names the missing field.
        const d = ok(draft);
        expect(d.caseStatus).toBe('草稿');
        refused(await call('submitCase', { caseNo: d.caseNo, version: d.version, caseType, bizParam: f.invalid }), f.names);
        expect(ok(await call('queryCase', { caseNo: d.caseNo })).caseStatus).toBe('草稿');
        ok(await call('deleteCase', { caseNo: d.caseNo }));
      } else {
        refused(draft, f.names);
        expect(await count()).toBe(before);
      }
      const c = ok(await call('submitCase', { caseType, bizParam: f.valid }));
      expect([c.caseType, c.caseStatus]).toEqual([caseType, '待递交']);
      expect(ok(await call('queryCase', { caseNo: c.caseNo })).bizParam).toMatchObject(f.valid);
    });
  }
});

describe('overseas registration', () => {
  const valid = FORMS['overseas-registration'].valid as Record<string, any>;
  it('stores each country with its name, the countries as a list column, money as typed', async () => {
    const c = ok(await call('submitCase', { caseType: 'overseas-registration', bizParam: valid }));
    expect(c.countries).toEqual(['JP', 'US']);
    expect(c.tmCls).toEqual(['09', '42']);
    expect(c.bizParam.tmItems.map((x: { countryName: string }) => x.countryName)).toEqual(['美国', '日本']);
    expect(c.bizParam.officialSubmitFiles[0].countryName).toBe('美国');
    expect(c.bizParam.tmItems[1].agencyFees).toEqual({ amount: '2500.50', currency: 'CNY' });
  });
  it('a suit lists its plaintiff as the client', async () => {
    const c = ok(await call('submitCase', { caseType: 'ip-first-instance', bizParam: FORMS['ip-first-instance'].valid }));
    expect([c.applicantName, c.tmName]).toEqual([applicant.applicantName, mark.tmName]);
  });
  it('refuses a country twice, an unknown code, a stray translation and files of another country, naming the field', async () => {
    const before = await count();
    const [us, jp] = valid.tmItems;
    const bad = (patch: object) => call('saveCase', { caseType: 'overseas-registration', bizParam: { ...valid, ...patch } });
    refused(await bad({ tmItems: [us, jp, { ...us, tmCl: ['25'], goodsItemTranslate: {} }] }), /“申请国家\/地区”（bizParam\.tmItems\[2\]\.appCountry）与第 1 个国家\/地区重复/);
    refused(await bad({ tmItems: [us, { ...jp, appCountry: 'ZZ' }] }), /“申请国家\/地区”（bizParam\.tmItems\[1\]\.appCountry）ZZ 不是已知的国家\/地区代码/);
    refused(await bad({ tmItems: [us, { ...jp, goodsItemTranslate: { '42': 'ソフトウェア' } }] }), /“商品\/服务译文（按类别）”（bizParam\.tmItems\[1\]\.goodsItemTranslate）/);
    refused(await bad({ officialSubmitFiles: [{ appCountry: 'DE', files: [] }] }), /“国家\/地区”（bizParam\.officialSubmitFiles\[0\]\.appCountry）DE 不是本案申请的国家\/地区/);
    refused(await call('submitCase', { caseType: 'overseas-registration', bizParam: { ...valid, applyWay: '马德里国际注册' } }), /缺少必填字段“基础商标”（bizParam\.foundationTm）/);
    expect(await count()).toBe(before);
  });
});

describe('lifecycle of a registration case', () => {
  let caseNo: string;
  let version: number;

  it('saves a draft without caseNo (created), then with caseNo and version (updated)', async () => {
    const bizParam = { ...FORMS['add-brand'].valid, goods: [] };
    const d = ok(await call('saveCase', { caseType: 'add-brand', bizParam }));
    expect(d.caseNo).toMatch(new RegExp(`^AJ${today.replace(/-/g, '')}\\d{4}$`));
    expect([d.caseStatus, d.version, d.applicantName, d.tmName, d.countries]).toEqual(['草稿', 1, '上海星河科技有限公司', '星河', ['CN']]);
    caseNo = d.caseNo;
    const u = ok(await call('saveCase', { caseNo, version: 1, caseType: 'add-brand', bizParam: FORMS['add-brand'].valid }));
    expect([u.caseNo, u.version, u.tmCls]).toEqual([caseNo, 2, ['09', '42']]);
    version = u.version;
  });

  it('refuses a stale save and changes nothing', async () => {
    const r = await call('saveCase', { caseNo, version: 1, caseType: 'add-brand', bizParam: { ...FORMS['add-brand'].valid, tmName: '旧版本' } });
    expect([r.status, r.subCode, r.subMessage]).toEqual([409, 40900, STALE_RECORD_MESSAGE]);
    expect(r.data.current.version).toBe(2);
    expect(ok(await call('queryCase', { caseNo })).tmName).toBe('星河');
  });

  it('sets priorityRadio by the rule, and on submit yes needs priority marks', async () => {
    const withMarks = ok(await call('saveCase', { caseNo, version, caseType: 'add-brand', bizParam: { ...FORMS['add-brand'].valid, priorityRadio: 'no', dplPriorityTm: [{ priorityType: '普通优先权', country: 'US', appNo: '97123456', appDate: '2026-01-05' }] } }));
    expect(withMarks.bizParam.priorityRadio).toBe('yes');
    version = withMarks.version;
    const yesNoMarks = { ...FORMS['add-brand'].valid, priorityRadio: 'yes', dplPriorityTm: [] };
    refused(await call('submitCase', { caseNo, version, caseType: 'add-brand', bizParam: yesNoMarks }), /“优先权信息”（bizParam\.dplPriorityTm）至少需要 1 项/);
    const d = ok(await call('saveCase', { caseNo, version, caseType: 'add-brand', bizParam: FORMS['add-brand'].valid }));
    version = d.version;
  });

  it('a word mark needs its name, other types their image, on submit', async () => {
    refused(await call('submitCase', { caseNo, version, caseType: 'add-brand', bizParam: { ...FORMS['add-brand'].valid, tmName: null } }), /“商标名称”（bizParam\.tmName）/);
    refused(await call('submitCase', { caseNo, version, caseType: 'add-brand', bizParam: { ...FORMS['add-brand'].valid, markType: '图形' } }), /缺少必填字段“商标图样”（bizParam\.tmImage）/);
  });

  it('submits, confirms, takes the application number and the result, with a stage for each step', async () => {
    let c = ok(await call('submitCase', { caseNo, version, caseType: 'add-brand', bizParam: FORMS['add-brand'].valid }));
    expect(c.caseStatus).toBe('待递交');
    refused(await call('saveCase', { caseNo, version: c.version, caseType: 'add-brand', bizParam: FORMS['add-brand'].valid }), /不能再修改申请表/, 40900);
    refused(await call('caseAppNoSupply', { caseNo, version: c.version, appNo: '80000001' }), /当前为“待递交”/, 40900);
    c = ok(await call('confirmSubmissionCase', { caseNo, version: c.version, submitDate: '2026-05-06' }));
    expect([c.caseStatus, c.submitDate]).toEqual(['已递交', '2026-05-06']);
    c = ok(await call('caseAppNoSupply', { caseNo, version: c.version, appNo: '80000001', appDate: '2026-05-07' }));
    expect([c.caseStatus, c.appNo, c.appDate]).toEqual(['已受理', '80000001', '2026-05-07']);
    c = ok(await call('setCaseResultValue', { caseNo, version: c.version, result: '核准', resultDate: '2027-03-01' }));
    expect([c.caseStatus, c.result, c.resultDate]).toEqual(['已结案', '核准', '2027-03-01']);
    const stages = ok(await call('caseQueryStageRecord', { caseNo }));
    expect(stages.map((s: { stage: string }) => s.stage)).toEqual(['新建案件', '提交案件', '确认递交', '补充申请号', '案件结果：核准']);
    expect(stages[2]).toMatchObject({ stageDate: '2026-05-06', operatorName: '王管理' });
  });

  it('comments join the timeline, newest first', async () => {
    const tr = ok(await call('sendComments', { caseNo, content: '  请尽快递交  ' }));
    expect([tr.trendType, tr.content, tr.userName]).toEqual(['comment', '请尽快递交', '王管理']);
    const list = ok(await call('getTrendsList', { caseNo }));
    expect(list[0].content).toBe('请尽快递交');
    expect(list.filter((x: { trendType: string }) => x.trendType === 'stage')).toHaveLength(5);
  });

  it('refuses to delete a submitted case with a clear message', async () => {
    refused(await call('deleteCase', { caseNo }), /不能删除；只能删除草稿/, 40900);
    expect(ok(await call('queryCase', { caseNo })).caseNo).toBe(caseNo);
  });

  it('lists cases with filters, counts per type, and finds them in the picker search', async () => {
    const page = ok(await call('getCaseLists', { pageNo: 1, pageSize: 20, filters: { caseType: ['add-brand'], caseStatus: ['已结案'], tmName: '星河', countries: ['CN'] } }));
    expect(page.list.map((c: { caseNo: string }) => c.caseNo)).toEqual([caseNo]);
    expect(page.list[0].bizParam).toBeUndefined();
    const none = ok(await call('getCaseLists', { pageNo: 1, pageSize: 20, filters: { caseNo, countries: ['US'] } }));
    expect(none.total).toBe(0);
    const stats = ok(await call('caseTypeStatistics', {}));
    const byType = Object.fromEntries(stats.list.map((x: { caseType: string; count: number }) => [x.caseType, x.count]));
    expect(byType['add-brand']).toBeGreaterThanOrEqual(2);
    expect(stats.total).toBe(Object.values(byType).reduce((a: number, b) => a + (b as number), 0));
    const found = ok(await call('searchCase', { key: '80000001', pageNo: 0, pageSize: 100 }));
    expect(found.list.map((c: { caseNo: string }) => c.caseNo)).toEqual([caseNo]);
    refused(await call('searchCase', { key: '星', pageSize: 101 }), /每页条数/);
  });
});

describe('periods', () => {
  it('refuses a licence term or a period of use that ends before it starts, naming the end', async () => {
    const before = await count();
    const term = { ...FORMS['brand-license-record'].valid, termStart: today, termEnd: addMonths(today, -1) };
    refused(await call('saveCase', { caseType: 'brand-license-record', bizParam: term }), /“许可期限止”（bizParam\.termEnd）不能早于开始日期/);
    const use = { ...FORMS['defense-remove'].valid, usePeriodStart: today, usePeriodEnd: addMonths(today, -36) };
    refused(await call('submitCase', { caseType: 'defense-remove', bizParam: use }), /“指定期间止”（bizParam\.usePeriodEnd）不能早于开始日期/);
    expect(await count()).toBe(before);
  });
});

describe('renewal', () => {
  it('computes the official fee from the end date, with the late fee in the grace period', async () => {
    const inWindow = ok(await call('saveCase', { caseType: 'brand-extension', bizParam: FORMS['brand-extension'].valid }));
    expect(inWindow.bizParam.fees.officialFees).toEqual({ amount: '450.00', currency: 'CNY' });
    const late = addMonths(today, -2);
    const two = { applicant, deliveryWay: '纸质', trademarks: [{ regNo: '1', tmCl: '09', endDate: late }, { regNo: '2', tmCl: '25', endDate: soon }] };
    const g = ok(await call('submitCase', { caseType: 'brand-extension', bizParam: two }));
    expect(g.bizParam.fees.officialFees).toEqual({ amount: '1250.00', currency: 'CNY' });
  });

  it('fills a mark picked from the archive: the class as two digits, the end date, on the caller’s own records only', async () => {
    const rec = await t.call<{ id: number }>('/brandArchives/add', { tmName: '续展档案', tmCl: 9, regNo: '55550001', countryCode: 'CN', endDate: soon }, { token: admin });
    expect(rec.subCode, rec.subMessage).toBe(10000);
    const id = rec.data.id;
    const picked = { applicant, deliveryWay: '电子', trademarks: [{ id, regNo: '55550001', tmName: '续展档案', tmCl: 9 }] };
    const c = ok(await call('submitCase', { caseType: 'brand-extension', bizParam: picked }));
    expect(c.bizParam.trademarks).toEqual([{ id, regNo: '55550001', tmName: '续展档案', tmCl: '09', endDate: soon }]);
    expect(c.bizParam.fees.officialFees).toEqual({ amount: '450.00', currency: 'CNY' });
    expect(c.tmCls).toEqual(['09']);
    // What the form holds wins over the record; another tenant's id fills nothing and is refused.
    const typed = ok(await call('saveCase', { caseType: 'brand-extension', bizParam: { ...picked, trademarks: [{ id, regNo: '55550001', tmCl: '09', endDate: addMonths(today, 1) }] } }));
    expect(typed.bizParam.trademarks[0]).toEqual({ id, regNo: '55550001', tmName: '续展档案', tmCl: '09', endDate: addMonths(today, 1) });
    const before = await count();
    refused(await call('saveCase', { caseType: 'brand-extension', bizParam: picked }, other), /bizParam\.trademarks\[0\]\.id/);
    expect(await count()).toBe(before);
  });

  it('refuses to submit outside the renewal window, naming the mark', async () => {
    const early = { applicant, deliveryWay: '电子', trademarks: [{ regNo: '3', tmName: '远期', tmCl: '09', endDate: addMonths(today, 14) }] };
    refused(await call('submitCase', { caseType: 'brand-extension', bizParam: early }), /续展商标“远期”（bizParam\.trademarks\[0\]\.endDate）不在续展期内/);
    const expired = { ...early, trademarks: [{ regNo: '4', tmName: '过期', tmCl: '09', endDate: addMonths(today, -7) }] };
    refused(await call('submitCase', { caseType: 'brand-extension', bizParam: expired }), /续展商标“过期”.*宽展期至/);
  });
});

describe('access', () => {
  let caseNo: string;
  beforeAll(async () => {
    caseNo = ok(await call('saveCase', { caseType: 'add-brand', bizParam: { applicant, markType: '文字', tmName: '隔离', priorityRadio: 'no' } })).caseNo;
  });

  it('another tenant’s case is not found, for reads and writes', async () => {
    for (const [path, body] of [
      ['queryCase', { caseNo }],
      ['caseQueryStageRecord', { caseNo }],
      ['getTrendsList', { caseNo }],
      ['sendComments', { caseNo, content: '越权' }],
      ['deleteCase', { caseNo }],
      ['saveCase', { caseNo, version: 1, caseType: 'add-brand', bizParam: { markType: '文字' } }],
      ['submitCase', { caseNo, version: 1, caseType: 'add-brand', bizParam: FORMS['add-brand'].valid }],
    ] as const) {
      const r = await call(path, body, other);
      expect([path, r.status, r.subCode]).toEqual([path, 404, 40400]);
    }
    expect(ok(await call('getCaseLists', { pageNo: 1, pageSize: 20 }, other)).total).toBe(0);
    expect(ok(await call('searchCase', { key: '' }, other)).list).toEqual([]);
    expect(ok(await call('queryCase', { caseNo })).version).toBe(1);
  });

  it('refuses a reference to another tenant’s enterprise', async () => {
    const foreign = (await t.db.query<{ id: number }>(`select e.id from enterprises e join tenants t on t.id = e.tenant_id where t.code = 'demo' limit 1`)).rows[0].id;
    refused(await call('saveCase', { caseType: 'add-brand', bizParam: { applicant: { ...applicant, enterpriseId: foreign }, markType: '文字' } }, other), /bizParam\.applicant\.enterpriseId/);
  });

  it('a user without the case permissions gets 40300', async () => {
    for (const [path, body] of [
      ['getCaseLists', { pageNo: 1, pageSize: 20 }],
      ['saveCase', { caseType: 'add-brand', bizParam: {} }],
      ['queryCase', { caseNo }],
      ['deleteCase', { caseNo }],
    ] as const) {
      const r = await call(path, body, user);
      expect([path, r.status, r.subCode]).toEqual([path, 403, 40300]);
    }
  });

  it('deletes a draft', async () => {
    ok(await call('deleteCase', { caseNo }));
    expect((await call('queryCase', { caseNo })).subCode).toBe(40400);
  });
});

describe('the trademark archive follows the cases', () => {
  const archive = (ids: number[]) =>
    t.db.query<Record<string, any>>(
      `select id, tm_name as "tmName", tm_cl as "tmCl", tm_status as "tmStatus", reg_no as "regNo", dpl_source as "dplSource", applicant, agent, goods_items as "goodsItems",
              to_char(app_date, 'YYYY-MM-DD') as "appDate", to_char(reg_date, 'YYYY-MM-DD') as "regDate", to_char(end_date, 'YYYY-MM-DD') as "endDate"
         from trademarks where id = any($1::int[]) order by tm_cl`,
      [ids],
    ).then((r) => r.rows);

  it('a submitted registration creates one record per class (dplSource 3), kept in step until it is registered', async () => {
    const bizParam = { ...FORMS['add-brand'].valid, tmName: '澜沐归档' };
    const d = ok(await call('saveCase', { caseType: 'add-brand', bizParam }));
    expect(d.archiveIds).toEqual([]);
    let c = ok(await call('submitCase', { caseNo: d.caseNo, version: d.version, caseType: 'add-brand', bizParam }));
    expect(c.archiveIds).toHaveLength(2);
    let rows = await archive(c.archiveIds);
    expect(rows.map((r) => [r.tmName, r.tmCl, r.tmStatus, r.dplSource, r.applicant, r.agent])).toEqual([
      ['澜沐归档', 9, '等待受理', 3, '上海星河科技有限公司', '北京知远商标代理有限公司'],
      ['澜沐归档', 42, '等待受理', 3, '上海星河科技有限公司', '北京知远商标代理有限公司'],
    ]);
    expect(rows[0].goodsItems).toEqual([{ code: '090001', name: '计算机', suffix: null }, { code: null, name: '智能手机', suffix: null }]);
    // The archive list finds them as generated from a case.
    const listed = ok(await t.call('/brandArchives/queryBrandPage', { pageNo: 1, pageSize: 20, filters: { tmName: '澜沐归档', dplSource: 3 } }, { token: admin }));
    expect(listed.total).toBe(2);

    c = ok(await call('confirmSubmissionCase', { caseNo: c.caseNo, version: c.version, submitDate: '2026-05-06' }));
    c = ok(await call('caseAppNoSupply', { caseNo: c.caseNo, version: c.version, appNo: '81234567', appDate: '2026-05-07' }));
    rows = await archive(c.archiveIds);
    expect(rows.map((r) => [r.tmStatus, r.regNo, r.appDate])).toEqual([['申请中', '81234567', '2026-05-07'], ['申请中', '81234567', '2026-05-07']]);

    const ids = c.archiveIds;
    c = ok(await call('setCaseResultValue', { caseNo: c.caseNo, version: c.version, result: '核准', resultDate: '2027-02-14' }));
    expect(c.archiveIds).toEqual(ids);
    rows = await archive(ids);
    expect(rows.map((r) => [r.tmStatus, r.regNo, r.regDate, r.endDate])).toEqual([
      ['已注册', '81234567', '2027-02-14', '2037-02-13'],
      ['已注册', '81234567', '2027-02-14', '2037-02-13'],
    ]);
    const history = await t.db.query<{ summary: string }>(`select summary from operate_log where entity = 'trademark' and record_id = $1 order by id`, [ids[0]]);
    expect(history.rows[0].summary).toBe(`由案件${c.caseNo}生成商标“澜沐归档”（第9类）`);
    expect(history.rows.at(-1)!.summary).toMatch(/法律状态 已注册/);
  });

  it('a refused registration marks its records 已驳回; a draft writes nothing', async () => {
    const bizParam = { ...FORMS['add-brand'].valid, tmName: '驳回归档', goods: [{ tmCl: '25', goodsItem: [{ name: '服装' }] }] };
    const draft = ok(await call('saveCase', { caseType: 'add-brand', bizParam }));
    expect((await t.db.query(`select 1 from trademarks where tm_name = '驳回归档'`)).rows).toHaveLength(0);
    let c = ok(await call('submitCase', { caseNo: draft.caseNo, version: draft.version, caseType: 'add-brand', bizParam }));
    c = ok(await call('confirmSubmissionCase', { caseNo: c.caseNo, version: c.version }));
    c = ok(await call('caseAppNoSupply', { caseNo: c.caseNo, version: c.version, appNo: '81234568' }));
    c = ok(await call('setCaseResultValue', { caseNo: c.caseNo, version: c.version, result: '驳回', resultDate: '2027-01-10' }));
    const rows = await archive(c.archiveIds);
    expect(rows.map((r) => [r.tmCl, r.tmStatus, r.regDate, r.endDate])).toEqual([[25, '已驳回', null, null]]);
  });

  it('an approved renewal moves the end date of its marks by ten years, once', async () => {
    const end = addMonths(today, 4);
    const [id] = (
      await t.db.query<{ id: number }>(
        `insert into trademarks (tenant_id, tm_name, tm_cl, reg_no, tm_status, country_code, end_date) values ((select id from tenants where code = 'demo'), '续展归档', 9, '30123456', '已注册', 'CN', $1) returning id`,
        [end],
      )
    ).rows.map((r) => r.id);
    const bizParam = { applicant, deliveryWay: '电子', trademarks: [{ id, regNo: '30123456', tmName: '续展归档', tmCl: '09', endDate: end }] };
    let c = ok(await call('submitCase', { caseType: 'brand-extension', bizParam }));
    c = ok(await call('confirmSubmissionCase', { caseNo: c.caseNo, version: c.version }));
    c = ok(await call('caseAppNoSupply', { caseNo: c.caseNo, version: c.version, appNo: 'XZ30123456' }));
    expect((await archive([id]))[0].endDate).toBe(end);
    c = ok(await call('setCaseResultValue', { caseNo: c.caseNo, version: c.version, result: '核准', resultDate: today }));
    expect(c.archiveIds).toEqual([id]);
    expect((await archive([id]))[0]).toMatchObject({ endDate: addMonths(end, 120), tmStatus: '已注册', dplSource: 1 });
    // Recording the result again (a correction) does not renew a second time.
    ok(await call('setCaseResultValue', { caseNo: c.caseNo, version: c.version, result: '核准', resultDate: today, remark: '更正日期' }));
    expect((await archive([id]))[0].endDate).toBe(addMonths(end, 120));
  });
});

describe('demo cases', () => {
  it('a new demo tenant has cases across types and states, each with its stages', async () => {
    const stats = ok(await call('caseTypeStatistics', {}));
    const byType = Object.fromEntries(stats.list.map((x: { caseType: string; count: number }) => [x.caseType, x.count]));
    for (const k of ['add-brand', 'brand-extension', 'brand-transfer', 'change-name']) expect(byType[k], k).toBeGreaterThan(0);
    const seeded = await t.db.query<{ case_status: string; n: string }>(`select case_status, count(*) as n from cases where case_no < $1 group by case_status`, [`AJ${today.replace(/-/g, '')}`]);
    expect(seeded.rows.map((r) => r.case_status).sort()).toEqual(['已受理', '已结案', '已递交', '待递交', '草稿'].sort());
    const noStages = await t.db.query(`select c.case_no from cases c where not exists (select 1 from case_stages s where s.case_id = c.id)`);
    expect(noStages.rows).toEqual([]);
    const closed = await t.db.query<{ case_no: string }>(`select case_no from cases where case_status = '已结案' and case_no < $1 limit 1`, [`AJ${today.replace(/-/g, '')}`]);
    const stages = ok(await call('caseQueryStageRecord', { caseNo: closed.rows[0].case_no }));
    expect(stages.map((s: { stage: string }) => s.stage).slice(0, 4)).toEqual(['新建案件', '提交案件', '确认递交', '补充申请号']);
  });
});
