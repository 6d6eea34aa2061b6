// Designed case forms (issue 11): a form schema is checked at save (compiles, unique keys, registered kinds,
// conditions on existing fields; refused naming the field), published as immutable versions, listed, diffed,
// exported and imported (a bad file changes nothing). A case of a designed form (caseType custom) is validated by
// the server with the version it was filed with: a new case takes the latest version, and publishing version 2
// leaves an existing case on version 1. Default fees come from the fee standards a form picks (the version valid on
// the case's day); proposal forms take files through their public link. The demo tenant starts with a designed form,
// its cases and proposals. Tenants never see each other's forms (also tenant-isolation.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads as proposalUploads } from '../../src/modules/case-designer/server/proposals';
import { startTestApp, tokenWithoutGrants, type CallResult, type TestApp } from './harness';
import { multipart } from './multipart';

let t: TestApp;
let admin: string;
let nobody: string;
/** The demo tenant's designed forms (case and proposal) and designed cases, there before the tests add theirs. */
let demoForms: number[];
let demoCustomCases: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  nobody = await tokenWithoutGrants(t);
  demoForms = (await t.db.query<{ id: number }>(`select id from case_form_designs where purpose = 'case' order by id`)).rows.map((r) => r.id);
  demoCustomCases = Number((await t.db.query<{ n: string }>(`select count(*) as n from cases where case_type = 'custom' and deleted_at is null`)).rows[0].n);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const call = (path: string, body: object, token = admin) => t.call(path, body, { token });
const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const refused = (r: CallResult, message: RegExp | string, subCode = 40000) => {
  expect(r.subCode, r.subMessage).toBe(subCode);
  if (typeof message === 'string') expect(r.subMessage).toBe(message);
  else expect(r.subMessage).toMatch(message);
};

const field = (zh: string, kind: string, component: string, extra: object = {}) => ({ 'x-label': { zh, en: zh }, 'x-kind': kind, 'x-decorator': 'FormItem', 'x-component': component, ...extra });

/** A form with a text, a select, a switch and a field shown (and required) only when the switch is on, a group and a table. */
const formV1 = () => ({
  type: 'object',
  additionalProperties: false,
  required: ['applicantName', 'level'],
  properties: {
    applicantName: { type: 'string', maxLength: 20, ...field('申请人名称', 'text', 'Input') },
    level: { type: 'string', enum: ['A', 'B'], ...field('等级', 'select', 'Select', { 'x-enum-labels': { A: '甲', B: '乙' } }) },
    urgent: { type: 'boolean', ...field('加急', 'switch', 'Switch') },
    reason: {
      type: 'string', maxLength: 200, ...field('加急原因', 'textarea', 'Input.TextArea'),
      'x-visible-when': { field: 'urgent', op: 'eq', value: true },
      'x-reactions': [{ dependencies: ['.urgent'], fulfill: { state: { visible: '{{$deps[0] === true}}' } } }],
    },
    contact: { type: 'object', additionalProperties: false, 'x-label': { zh: '联系方式', en: 'Contact' }, 'x-component': 'FormLayout', properties: { phone: { type: 'string', pattern: '^1[3-9][0-9]{9}$', ...field('手机', 'text', 'Input') } } },
    fees: { type: 'array', maxItems: 20, 'x-label': { zh: '费用', en: 'Fees' }, 'x-decorator': 'FormItem', 'x-component': 'ArrayTable', items: { type: 'object', additionalProperties: false, properties: { fee: { ...field('金额', 'number', 'NumberPicker'), type: 'number', minimum: 0 } } } },
  },
  allOf: [{ if: { properties: { urgent: { const: true } }, required: ['urgent'] }, then: { required: ['reason'] } }],
});

describe('saving a form: the schema is checked and a bad one is refused naming the field', () => {
  const bad: Array<[string, (s: any) => void, RegExp]> = [
    ['duplicate key', (s) => (s.properties.contact.properties.applicantName = s.properties.applicantName), /字段标识“applicantName”重复（applicantName 与 contact.applicantName）/],
    ['unregistered kind', (s) => (s.properties.level['x-kind'] = 'hologram'), /字段“等级”（level）的字段类型“hologram”未注册/],
    ['reaction to a missing field', (s) => (s.properties.reason['x-reactions'][0].dependencies = ['.nowhere']), /字段“加急原因”（reason）的联动（x-reactions）依赖的字段“.nowhere”不存在/],
    ['condition on a missing field', (s) => (s.properties.reason['x-visible-when'].field = 'gone'), /字段“加急原因”（reason）的条件依赖的字段“gone”不存在/],
    ['does not compile', (s) => (s.properties.applicantName.maxLength = 'twenty'), /表单定义无法编译：字段“applicantName”/],
    ['unknown keyword', (s) => (s.properties.applicantName.maxLenght = 5), /表单定义无法编译：.*maxLenght/],
    ['bad key', (s) => (s.properties['1st'] = s.properties.urgent), /字段“加急”（1st）的标识应以字母开头/],
  ];
  for (const [name, spoil, message] of bad)
    it(`refuses: ${name}`, async () => {
      const s = formV1();
      spoil(s);
      refused(await call('/caseDesign/save', { labelZh: '坏表单', labelEn: 'Bad', draftSchema: s }), message);
    });

  it('nothing was stored by the refused saves; a user without the key gets 40300', async () => {
    expect(ok(await call('/caseDesign/list', {})).list.map((f: any) => f.id).sort()).toEqual(demoForms);
    refused(await call('/caseDesign/save', { labelZh: '表单', labelEn: 'Form', draftSchema: formV1() }, nobody), /没有操作权限/, 40300);
  });
});

describe('publish, file cases, version 2', () => {
  let form: any;
  let caseV1: any;

  it('saves a draft, refuses a stale save, publishes version 1', async () => {
    form = ok(await call('/caseDesign/save', { labelZh: '商标监测委托', labelEn: 'Watch order', draftSchema: formV1(), settings: { category: '监测', countries: ['CN'], stages: ['委托', '完成'] } }));
    expect(form).toMatchObject({ status: 0, publishedVersion: null, version: 1 });
    expect(form.draftSchema['x-label']).toEqual({ zh: '商标监测委托', en: 'Watch order' });
    // Not published yet: no new case.
    refused(await call('/caseManage/saveCase', { caseType: 'custom', formId: form.id, bizParam: {} }), `字段“自定义表单”（formId）：表单 ${form.id} 未发布，不能新建案件`);
    const saved = ok(await call('/caseDesign/save', { id: form.id, version: 1, labelZh: '商标监测委托', labelEn: 'Watch order', draftSchema: formV1() }));
    refused(await call('/caseDesign/save', { id: form.id, version: 1, labelZh: '旧', labelEn: 'Old', draftSchema: formV1() }), '该记录已被他人修改，请刷新后重试', 40900);
    form = ok(await call('/caseDesign/publish', { id: form.id, version: saved.version }));
    expect(form).toMatchObject({ status: 1, publishedVersion: 1 });
    expect(ok(await call('/caseDesign/publishedForms', {})).list).toContainEqual({ formId: form.id, formVersion: 1, labelZh: '商标监测委托', labelEn: 'Watch order' });
    expect(ok(await call('/caseDesign/formOptions', {}))).toContainEqual({ value: form.id, label: '商标监测委托' });
  });

  it('a case of the form: drafts may be incomplete, submit checks required fields, conditions and rules naming the field', async () => {
    refused(await call('/caseManage/saveCase', { caseType: 'custom', bizParam: {} }), '缺少必填字段“自定义表单”（formId）');
    refused(await call('/caseManage/saveCase', { caseType: 'custom', formId: form.id, bizParam: { applicantName: 'x'.repeat(21) } }), '字段“申请人名称”（bizParam.applicantName）不能超过 20 个字符');
    caseV1 = ok(await call('/caseManage/saveCase', { caseType: 'custom', formId: form.id, bizParam: { urgent: true } }));
    expect(caseV1).toMatchObject({ caseType: 'custom', formId: form.id, formVersion: 1, caseStatus: '草稿' });
    const body = { caseNo: caseV1.caseNo, version: caseV1.version, caseType: 'custom' };
    refused(await call('/caseManage/submitCase', { ...body, bizParam: { urgent: true, level: 'A' } }), '缺少必填字段“申请人名称”（bizParam.applicantName）');
    refused(await call('/caseManage/submitCase', { ...body, bizParam: { applicantName: '星河', level: 'A', urgent: true } }), '缺少必填字段“加急原因”（bizParam.reason）');
    refused(await call('/caseManage/submitCase', { ...body, bizParam: { applicantName: '星河', level: 'C' } }), /字段“等级”（bizParam.level）的取值必须是 "A"、"B" 之一/);
    refused(await call('/caseManage/submitCase', { ...body, bizParam: { applicantName: '星河', level: 'A', contact: { phone: '123' } } }), /“手机”（bizParam.contact.phone）/);
    refused(await call('/caseManage/submitCase', { ...body, bizParam: { applicantName: '星河', level: 'A', fees: [{ fee: -1 }] } }), '字段“金额”（bizParam.fees[0].fee）不能小于 0');
    refused(await call('/caseManage/submitCase', { ...body, formId: form.id + 1, bizParam: {} }), /不能修改/);
    refused(await call('/caseManage/submitCase', { ...body, caseType: 'add-brand', bizParam: {} }), /字段“案件类型”（caseType）不能修改：该案件是自定义表单/);
    // Still the draft it was: the refused submits stored nothing.
    expect(ok(await call('/caseManage/queryCase', { caseNo: caseV1.caseNo }))).toMatchObject({ caseStatus: '草稿', version: 1, bizParam: { urgent: true } });
    // Kept as a draft (on version 1) for the next test.
    caseV1 = ok(await call('/caseManage/updateCase', { ...body, bizParam: { applicantName: '星河', level: 'B' } }));
    expect(caseV1.formVersion).toBe(1);
  });

  it('version 2 (a new required field): new cases take it, the first case stays on version 1', async () => {
    const v2 = formV1();
    (v2.properties as any).deadline = { type: 'string', format: 'date', ...field('截止日期', 'date', 'DatePicker') };
    v2.required.push('deadline');
    delete (v2.properties as any).urgent;
    delete (v2.properties as any).reason;
    delete (v2 as any).allOf;
    const saved = ok(await call('/caseDesign/save', { id: form.id, version: form.version, labelZh: '商标监测委托', labelEn: 'Watch order', draftSchema: v2 }));
    // The draft against version 1 before publishing.
    const draftDiff = ok(await call('/caseDesign/diff', { id: form.id, from: 1 }));
    expect(draftDiff.added.map((x: any) => x.path)).toEqual(['deadline']);
    form = ok(await call('/caseDesign/publish', { id: form.id, version: saved.version }));
    expect(form.publishedVersion).toBe(2);
    const versions = ok(await call('/caseDesign/versions', { id: form.id })).list;
    expect(versions.map((v: any) => [v.formVersion, v.caseCount, v.publishedBy])).toEqual([[2, 0, '王管理'], [1, 1, '王管理']]);
    expect(versions[1].fieldCount).toBe(8);
    const diff = ok(await call('/caseDesign/diff', { id: form.id, from: 1, to: 2 }));
    expect(diff.added.map((x: any) => x.path)).toEqual(['deadline']);
    expect(diff.removed.map((x: any) => x.path).sort()).toEqual(['reason', 'urgent']);
    expect(diff.changed).toEqual([]);
    expect(ok(await call('/caseDesign/formVersion', { formId: form.id, formVersion: 1 })).schema.properties.urgent).toBeDefined();
    expect(ok(await call('/caseDesign/formVersion', { formId: form.id })).formVersion).toBe(2);

    // The first case is checked with version 1: no deadline needed, urgent still known.
    const submitted = ok(await call('/caseManage/submitCase', { caseNo: caseV1.caseNo, version: caseV1.version, caseType: 'custom', bizParam: { applicantName: '星河', level: 'B', urgent: false } }));
    expect(submitted).toMatchObject({ caseStatus: '待递交', formVersion: 1 });
    // A new case is filed with version 2: urgent is no field of it, the deadline is required.
    refused(await call('/caseManage/submitCase', { caseType: 'custom', formId: form.id, bizParam: { applicantName: '云帆', level: 'A', deadline: '2027-01-31', urgent: true } }), '不支持的字段“bizParam.urgent”');
    refused(await call('/caseManage/submitCase', { caseType: 'custom', formId: form.id, bizParam: { applicantName: '云帆', level: 'A' } }), '缺少必填字段“截止日期”（bizParam.deadline）');
    const second = ok(await call('/caseManage/submitCase', { caseType: 'custom', formId: form.id, bizParam: { applicantName: '云帆', level: 'A', deadline: '2027-01-31' } }));
    expect(second).toMatchObject({ formVersion: 2, caseStatus: '待递交' });
    // The list filters cases of the form; the statistics count them as designed forms.
    const list = ok(await call('/caseManage/getCaseLists', { filters: { formId: [form.id] } }));
    expect(list.total).toBe(2);
    expect(ok(await call('/caseManage/caseTypeStatistics', {})).list.find((x: any) => x.caseType === 'custom').count).toBe(demoCustomCases + 2);
  });

  it('unpublish: no new cases; the form cannot be deleted once published', async () => {
    form = ok(await call('/caseDesign/unpublish', { id: form.id, version: form.version }));
    expect(form.status).toBe(2);
    expect(ok(await call('/caseDesign/publishedForms', {})).list.map((f: any) => f.formId)).not.toContain(form.id);
    refused(await call('/caseManage/saveCase', { caseType: 'custom', formId: form.id, bizParam: {} }), /未发布，不能新建案件/);
    refused(await call('/caseDesign/remove', { id: form.id, version: form.version }), /不能删除/, 40900);
  });

  it('export and import: the file round-trips as a new draft; a bad file is refused and changes nothing', async () => {
    const file = ok(await call('/caseDesign/export', { id: form.id, formVersion: 1 }));
    expect(file.fileName).toBe('商标监测委托-v1.json');
    expect(file.content).toMatchObject({ format: 'ipms-case-form', labelZh: '商标监测委托' });
    const copy = ok(await call('/caseDesign/import', { content: file.content }));
    expect(copy.id).not.toBe(form.id);
    expect(copy.draftSchema.properties.urgent).toBeDefined();
    const before = ok(await call('/caseDesign/list', {})).list.length;
    refused(await call('/caseDesign/import', { content: { format: 'other' } }), /不是案件表单定义/);
    const broken = structuredClone(file.content);
    broken.schema.properties.level['x-kind'] = 'hologram';
    refused(await call('/caseDesign/import', { content: broken }), /字段“等级”（level）的字段类型“hologram”未注册/);
    expect(ok(await call('/caseDesign/list', {})).list.length).toBe(before);
    // A never-published form can be deleted.
    ok(await call('/caseDesign/remove', { id: copy.id, version: copy.version }));
    expect(ok(await call('/caseDesign/list', {})).list.length).toBe(before - 1);
  });
});

describe('steps, fees from the fee standards, archive write-back', () => {
  const stepsForm = () => ({
    type: 'object',
    additionalProperties: false,
    properties: {
      wizard: {
        type: 'object', additionalProperties: false, 'x-label': { zh: '分步填写', en: 'Steps' }, 'x-component': 'CaseSteps',
        properties: {
          step1: { type: 'object', additionalProperties: false, required: ['who'], 'x-label': { zh: '第一步', en: 'Step 1' }, 'x-component': 'FormLayout', properties: { who: { type: 'string', maxLength: 20, ...field('委托人', 'text', 'Input') } } },
          step2: { type: 'object', additionalProperties: false, required: ['when'], 'x-label': { zh: '第二步', en: 'Step 2' }, 'x-component': 'FormLayout', properties: { when: { type: 'string', format: 'date', ...field('日期', 'date', 'DatePicker') } } },
        },
      },
      marks: { type: 'array', maxItems: 100, ...field('商标', 'trademark', 'TrademarkPicker'), items: { type: 'object', required: ['regNo'], additionalProperties: false, properties: { id: { type: ['integer', 'null'] }, tmName: { type: ['string', 'null'] }, regNo: { type: 'string' }, tmCl: { type: ['integer', 'null'] } } } },
      holder: { type: 'string', maxLength: 200, ...field('新申请人', 'text', 'Input') },
      address: { type: 'string', maxLength: 200, ...field('新地址', 'textarea', 'Input.TextArea') },
    },
  });
  // The demo standards of designed forms (finance seed): 商标监测服务费 1200 a mark until 2026-01-01, 1500 from then;
  // 监测报告制作费 200 a case.
  const watch = { caseType: 'custom', country: 'CN', feeKind: 'agencyFees', name: '商标监测服务费' };
  const report = { caseType: 'custom', country: 'CN', feeKind: 'sundryFees', name: '监测报告制作费' };
  const settings = {
    feeStandards: [watch, report],
    archiveWriteBack: [{ field: 'holder', target: 'applicant' }, { field: 'address', target: 'applicantAddress' }],
  };
  let form: any;

  it('refuses settings that do not fit the form, naming the setting and the field', async () => {
    refused(await call('/caseDesign/save', { labelZh: '变更', labelEn: 'Change', draftSchema: stepsForm(), settings: { archiveWriteBack: [{ field: 'nowhere', target: 'applicant' }] } }), /表单字段“nowhere”不存在/);
    refused(await call('/caseDesign/save', { labelZh: '变更', labelEn: 'Change', draftSchema: stepsForm(), settings: { archiveWriteBack: [{ field: 'wizard.step2.when', target: 'applicant' }] } }), /表单字段“wizard.step2.when”（date）不能回写到档案字段 applicant/);
    refused(await call('/caseDesign/save', { labelZh: '变更', labelEn: 'Change', draftSchema: stepsForm(), settings: { feeStandards: [{ ...watch, feeKind: 'tips' }] } }), /费用类型.*（settings\.feeStandards\[0\]\.feeKind）/);
    refused(await call('/caseDesign/save', { labelZh: '变更', labelEn: 'Change', draftSchema: stepsForm(), settings: { feeStandards: [watch, watch] } }), /收费标准“商标监测服务费”选了两次/);
    // Typed amounts are no setting any more.
    refused(await call('/caseDesign/save', { labelZh: '变更', labelEn: 'Change', draftSchema: stepsForm(), settings: { defaultFees: { officialFees: { amountMinor: 100, currency: 'CNY' } } } }), /settings\.defaultFees/);
    // The first form's root "fees" is a table of rows: no place for the fees.
    refused(await call('/caseDesign/save', { labelZh: '费用冲突', labelEn: 'Fees clash', draftSchema: formV1(), settings: { feeStandards: settings.feeStandards } }), /字段“fees”已用作其他字段/);
  });

  it('lists the fee standards a designer may pick (every dated version), to designers only', async () => {
    const list = ok(await call('/caseDesign/feeStandards', {})).list;
    expect(list.filter((s: any) => s.name === '商标监测服务费').map((s: any) => [s.baseAmount, s.validFrom, s.validTo])).toEqual([['1200', '2021-01-01', '2026-01-01'], ['1500', '2026-01-01', null]]);
    expect(list.some((s: any) => s.caseType === 'add-brand')).toBe(true);
    refused(await call('/caseDesign/feeStandards', {}, nobody), /没有操作权限/, 40300);
  });

  it('publishes a steps form picking fee standards: the version gets the fees block; fees computed for the day and the marks', async () => {
    const saved = ok(await call('/caseDesign/save', { labelZh: '商标变更（分步）', labelEn: 'Change (steps)', draftSchema: stepsForm(), settings }));
    expect(saved.settings.feeStandards).toEqual([watch, report]);
    form = ok(await call('/caseDesign/publish', { id: saved.id, version: saved.version }));
    const v = ok(await call('/caseDesign/formVersion', { formId: form.id }));
    expect(v.schema.properties.wizard['x-component']).toBe('CaseSteps');
    expect(Object.keys(v.schema.properties.fees.properties).sort()).toEqual(['agencyFees', 'officialFees', 'sundryFees']);
    expect(v.settings.feeStandards).toEqual([watch, report]);
    // Each step's required field is named by the server when missing.
    refused(await call('/caseManage/submitCase', { caseType: 'custom', formId: form.id, bizParam: { wizard: { step1: { who: '甲' }, step2: {} } } }), /（bizParam\.wizard\.step2\.when）/);

    // The fees of the day: per mark (two marks) for the per-class standard, once for the other; the older version before 2026.
    const marks = [{ regNo: 'A1', tmCl: 9 }, { regNo: 'A2', tmCl: 35 }];
    const now = ok(await call('/caseDesign/formFees', { formId: form.id, bizParam: { marks }, date: '2026-06-01' }));
    expect(now.fees).toEqual({ agencyFees: { amount: '3000.00', currency: 'CNY' }, sundryFees: { amount: '200.00', currency: 'CNY' } });
    expect(now.lines.map((l: any) => [l.name, l.quantity, l.amount])).toEqual([['商标监测服务费', '2类', '3000.00'], ['监测报告制作费', '1件', '200.00']]);
    const before = ok(await call('/caseDesign/formFees', { formId: form.id, formVersion: 1, bizParam: { marks }, date: '2025-06-01' }));
    expect(before.fees.agencyFees).toEqual({ amount: '2400.00', currency: 'CNY' });
    // No marks: one unit.
    expect(ok(await call('/caseDesign/formFees', { formId: form.id, date: '2026-06-01' })).fees.agencyFees).toEqual({ amount: '1500.00', currency: 'CNY' });
    refused(await call('/caseDesign/formFees', { formId: form.id, formVersion: 9 }), /没有第 9 版/, 40400);
    refused(await call('/caseDesign/formFees', { formId: form.id, date: '2026-13-01' }), /（date）/);

    // A new case bringing no fees gets today's from the standards; fees it brings are kept exactly; a saved case is not recomputed.
    const c = ok(await call('/caseManage/saveCase', { caseType: 'custom', formId: form.id, bizParam: { wizard: { step1: { who: '甲' } } } }));
    expect(c.bizParam.fees).toEqual(ok(await call('/caseDesign/formFees', { formId: form.id })).fees);
    expect(c.bizParam.fees.sundryFees).toEqual({ amount: '200.00', currency: 'CNY' });
    const again = ok(await call('/caseManage/updateCase', { caseType: 'custom', caseNo: c.caseNo, version: c.version, bizParam: { wizard: { step1: { who: '乙' } } } }));
    expect(again.bizParam.fees).toBeUndefined();
    const fees = { officialFees: { amount: '1234.56', currency: 'CNY' }, agencyFees: { amount: '12000', currency: 'JPY' } };
    const typed = ok(await call('/caseManage/saveCase', { caseType: 'custom', formId: form.id, bizParam: { wizard: { step1: { who: '甲' } }, fees } }));
    expect(typed.bizParam.fees).toEqual(fees);
  });

  it('refuses to compute fees whose picked standards of one kind mix currencies, naming the kind', async () => {
    const usd = { name: '海外监测服务费', feeKind: 'agencyFees', caseType: 'custom', country: 'US', submitType: 'any', currency: 'USD', perClass: false, baseAmount: '300', validFrom: '2021-01-01' };
    ok(await call('/api/feeConfig/set', usd));
    const saved = ok(await call('/caseDesign/save', { labelZh: '跨境监测', labelEn: 'Cross-border watch', draftSchema: stepsForm(), settings: { feeStandards: [watch, { caseType: 'custom', country: 'US', feeKind: 'agencyFees', name: '海外监测服务费' }] } }));
    const f = ok(await call('/caseDesign/publish', { id: saved.id, version: saved.version }));
    refused(await call('/caseDesign/formFees', { formId: f.id }), '表单所选收费标准的代理费币种不一致（CNY、USD），请在表单设置或收费标准中统一币种');
    refused(await call('/caseManage/saveCase', { caseType: 'custom', formId: f.id, bizParam: {} }), /代理费币种不一致/);
  });

  it('on submit, the mapped fields go to the archive marks the case names (not on a draft)', async () => {
    const mark = (await t.db.query<{ id: number; reg_no: string; applicant: string | null }>(`select id, reg_no, applicant from trademarks where deleted_at is null and reg_no is not null order by id limit 1`)).rows[0];
    const biz = { wizard: { step1: { who: '甲' }, step2: { when: '2027-03-01' } }, marks: [{ id: mark.id, regNo: mark.reg_no }], holder: '回写申请人有限公司', address: '上海市回写路 1 号' };
    const draft = ok(await call('/caseManage/saveCase', { caseType: 'custom', formId: form.id, bizParam: biz }));
    const read = async () => (await t.db.query<{ applicant: string | null; applicant_address: string | null }>(`select applicant, applicant_address from trademarks where id = $1`, [mark.id])).rows[0];
    expect((await read()).applicant).toBe(mark.applicant);
    ok(await call('/caseManage/submitCase', { caseType: 'custom', formId: form.id, caseNo: draft.caseNo, version: draft.version, bizParam: biz }));
    expect(await read()).toEqual({ applicant: '回写申请人有限公司', applicant_address: '上海市回写路 1 号' });
    // A mark that is not the tenant's is refused naming the field, and nothing is submitted.
    refused(await call('/caseManage/submitCase', { caseType: 'custom', formId: form.id, bizParam: { ...biz, marks: [{ id: 999999, regNo: 'X1' }] } }), '字段“商标”（bizParam.marks[0].id）指向的商标不存在');
  });
});

describe('proposal forms: public link, proposals, turned into cases', () => {
  const pschema = () => ({
    type: 'object', additionalProperties: false, required: ['tmName'],
    properties: {
      tmName: { type: 'string', maxLength: 50, ...field('商标名称', 'text', 'Input') },
      note: { type: 'string', maxLength: 200, ...field('说明', 'textarea', 'Input.TextArea') },
    },
  });
  let shared: any;

  it('a proposal form may hold only fields a client can fill in without signing in', async () => {
    const withPicker = { ...pschema(), properties: { ...pschema().properties, marks: { type: 'array', ...field('商标', 'trademark', 'TrademarkPicker'), items: { type: 'object', properties: { regNo: { type: 'string' } } } } } };
    refused(await call('/caseDesign/save', { labelZh: '提案', labelEn: 'Proposal', draftSchema: withPicker, purpose: 'proposal' }), /不能包含“商标”字段（marks）/);
  });

  it('publishing makes the public link; the form is listed apart from case forms', async () => {
    const saved = ok(await call('/caseDesign/save', { labelZh: '注册咨询', labelEn: 'Registration enquiry', draftSchema: pschema(), purpose: 'proposal' }));
    expect(saved.shareToken).toBeNull();
    shared = ok(await call('/caseDesign/publish', { id: saved.id, version: saved.version }));
    expect(shared.shareToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(ok(await call('/caseDesign/list', { purpose: 'proposal' })).list.map((f: any) => f.id)).toContain(saved.id);
    expect(ok(await call('/caseDesign/list', {})).list.map((f: any) => f.id)).not.toContain(saved.id);
    expect(ok(await call('/caseDesign/formOptions', {})).map((f: any) => f.value)).not.toContain(saved.id);
    // Not a case form: no case is filed with it.
    refused(await call('/caseManage/saveCase', { caseType: 'custom', formId: saved.id, bizParam: {} }), /不存在/);
  });

  it('a client without sign-in reads the form and submits; bad input is refused naming the field, nothing stored', async () => {
    const form = ok(await t.call('/caseProposal/form', { token: shared.shareToken }));
    expect([form.labelZh, form.formVersion]).toEqual(['注册咨询', 1]);
    refused(await t.call('/caseProposal/form', { token: 'x'.repeat(32) }), /提案链接无效/, 40400);
    const base = { token: shared.shareToken, formVersion: 1, contactName: '王先生', contactPhone: '13800138000' };
    refused(await t.call('/caseProposal/submit', { ...base, bizParam: { note: '没有名称' } }), /（bizParam\.tmName）/);
    refused(await t.call('/caseProposal/submit', { ...base, contactPhone: undefined, bizParam: { tmName: '星河' } }), /至少填写一项/);
    refused(await t.call('/caseProposal/submit', { ...base, formVersion: 2, bizParam: { tmName: '星河' } }), /请刷新页面/, 40900);
    expect(ok(await call('/caseDesign/proposals', { formId: shared.id })).list).toEqual([]);
    const { id } = ok(await t.call('/caseProposal/submit', { ...base, bizParam: { tmName: '星河', note: '想注册第 9 类' } }));
    const list = ok(await call('/caseDesign/proposals', { formId: shared.id })).list;
    expect(list.map((p: any) => [p.id, p.status, p.contactName, p.bizParam.tmName])).toEqual([[id, 0, '王先生', '星河']]);
  });

  it('staff turn it into a draft case of a built-in form (matching keys carried over); stale or repeated actions refused', async () => {
    const [p] = ok(await call('/caseDesign/proposals', { status: 0, formId: shared.id })).list;
    refused(await call('/caseDesign/proposalToCase', { id: p.id, version: p.version + 1, caseType: 'add-brand' }), /./, 40900);
    refused(await call('/caseDesign/proposalToCase', { id: p.id, version: p.version, caseType: 'no-such-type' }), /不是已有的案件类型/);
    const done = ok(await call('/caseDesign/proposalToCase', { id: p.id, version: p.version, caseType: 'add-brand' }));
    expect(done.status).toBe(1);
    const c = ok(await call('/caseManage/queryCase', { caseNo: done.caseNo }));
    expect([c.caseType, c.caseStatus, c.bizParam.tmName, c.bizParam.note]).toEqual(['add-brand', '草稿', '星河', undefined]);
    expect(c.remark).toMatch(/来自提案 #\d+（王先生 13800138000）/);
    refused(await call('/caseDesign/proposalDecline', { id: p.id, version: done.version }), /已转为案件/, 40900);
    refused(await call('/caseDesign/proposals', {}, nobody), /没有操作权限/, 40300);
  });

  it('unpublishing switches the link off', async () => {
    const f = ok(await call('/caseDesign/get', { id: shared.id }));
    ok(await call('/caseDesign/unpublish', { id: f.id, version: f.version }));
    refused(await t.call('/caseProposal/form', { token: shared.shareToken }), /提案链接无效/, 40400);
  });
});

describe('files on designed forms: a proposal form takes them through its link, a case keeps them', () => {
  const fileField = (zh: string) => ({ type: 'array', maxItems: 20, ...field(zh, 'file', 'FileUpload'), items: { type: 'object', required: ['uid', 'name', 'size', 'path'], additionalProperties: false, properties: { uid: { type: 'string', maxLength: 64 }, name: { type: 'string', maxLength: 200 }, size: { type: 'integer', minimum: 0, maximum: 31457280 }, path: { type: 'string', maxLength: 500 }, url: { type: 'string', maxLength: 1000 } } } });
  const withFiles = () => ({ type: 'object', additionalProperties: false, required: ['tmName'], properties: { tmName: { type: 'string', maxLength: 50, ...field('商标名称', 'text', 'Input') }, materials: fileField('资料') } });
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
  const send = async (token: string, name: string, data: Buffer, ip = '198.51.100.20') => {
    const m = multipart(name, data);
    const res = await t.app.inject({ method: 'POST', url: `/caseProposal/files/${token}`, headers: { 'content-type': m.contentType }, payload: m.payload, remoteAddress: ip });
    return JSON.parse(res.body) as CallResult;
  };
  let shared: any;
  let caseForm: any;
  let sent: any;

  it('a proposal form may hold file fields (not image or picker kinds)', async () => {
    const image = { ...withFiles(), properties: { ...withFiles().properties, logo: { type: 'string', maxLength: 500, ...field('图样', 'image', 'ImageUpload') } } };
    refused(await call('/caseDesign/save', { labelZh: '带图', labelEn: 'Image', draftSchema: image, purpose: 'proposal' }), /不能包含“图片上传”字段（logo）/);
    const saved = ok(await call('/caseDesign/save', { labelZh: '委托资料', labelEn: 'Materials', draftSchema: withFiles(), purpose: 'proposal' }));
    shared = ok(await call('/caseDesign/publish', { id: saved.id, version: saved.version }));
    const c = ok(await call('/caseDesign/save', { labelZh: '资料审核', labelEn: 'Review', draftSchema: withFiles() }));
    caseForm = ok(await call('/caseDesign/publish', { id: c.id, version: c.version }));
  });

  it('a client uploads without signing in through the link; bad links, forms without files and bad files are refused', async () => {
    proposalUploads.reset();
    expect((await send('x'.repeat(32), 'a.pdf', pdf)).subCode).toBe(40400);
    const plain = ok(await call('/caseDesign/save', { labelZh: '无附件', labelEn: 'No files', draftSchema: { type: 'object', additionalProperties: false, properties: { tmName: { type: 'string', ...field('商标名称', 'text', 'Input') } } }, purpose: 'proposal' }));
    const plainShared = ok(await call('/caseDesign/publish', { id: plain.id, version: plain.version }));
    refused(await send(plainShared.shareToken, 'a.pdf', pdf), '该提案表单没有上传文件的字段');
    refused(await send(shared.shareToken, 'a.exe', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0xff, 0xfe, 0x00, 0x01])), /不支持的文件类型/);
    sent = ok(await send(shared.shareToken, '委托书.pdf', pdf));
    expect(sent).toMatchObject({ name: '委托书.pdf', size: pdf.length, path: `/files/uploads/${sent.uid}` });
    expect(sent.url).toBeUndefined();
    const row = (await t.db.query<{ user_id: number | null; proposal_form_id: number; mime: string }>(`select user_id, proposal_form_id, mime from uploads where uid = $1`, [sent.uid])).rows[0];
    expect(row).toEqual({ user_id: null, proposal_form_id: shared.id, mime: 'application/pdf' });
  });

  it('the proposal names only files sent through its own link; staff read the file; turned into a case of a designed form, the file goes with it', async () => {
    const base = { token: shared.shareToken, formVersion: 1, contactName: '孙女士', contactEmail: 'sun@example.com' };
    // A file of the tenant's own staff (the general upload) is not the client's to name.
    const m = multipart('内部.pdf', pdf);
    const staff = JSON.parse((await t.app.inject({ method: 'POST', url: '/files/uploads', headers: { token: admin, 'content-type': m.contentType }, payload: m.payload })).body).data;
    refused(await t.call('/caseProposal/submit', { ...base, bizParam: { tmName: '禾', materials: [{ uid: staff.uid, name: '内部.pdf', size: staff.size, path: staff.path }] } }), /不是通过本表单上传的/);
    const file = { uid: sent.uid, name: sent.name, size: sent.size, path: sent.path };
    ok(await t.call('/caseProposal/submit', { ...base, bizParam: { tmName: '禾', materials: [file] } }));
    const [p] = ok(await call('/caseDesign/proposals', { formId: shared.id })).list;
    expect(p.bizParam.materials).toEqual([file]);
    const dl = await t.app.inject({ method: 'GET', url: sent.path, headers: { token: admin } });
    expect([dl.statusCode, dl.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await t.app.inject({ method: 'GET', url: sent.path })).statusCode).not.toBe(200);
    const done = ok(await call('/caseDesign/proposalToCase', { id: p.id, version: p.version, caseType: 'custom', formId: caseForm.id }));
    const c = ok(await call('/caseManage/queryCase', { caseNo: done.caseNo }));
    expect([c.caseType, c.formId, c.bizParam.materials]).toEqual(['custom', caseForm.id, [file]]);
  });

  it('uploads through a link are rate-limited per address', async () => {
    proposalUploads.reset();
    for (let i = 0; i < 30; i++) ok(await send(shared.shareToken, `${i}.pdf`, pdf, '198.51.100.77'));
    const r = await send(shared.shareToken, 'more.pdf', pdf, '198.51.100.77');
    expect(r.subCode).toBe(42900);
    expect(r.subMessage).toMatch(/请求过于频繁/);
    proposalUploads.reset();
  });
});

describe('the demo tenant at first start: a designed form with versions and cases, a proposal form with proposals', () => {
  it('has 商标监测委托 published twice, a filed case on version 1 (fees of its day, booked) and a draft on version 2', async () => {
    const form = ok(await call('/caseDesign/list', {})).list.find((f: any) => demoForms.includes(f.id) && f.labelZh === '商标监测委托');
    expect(form).toMatchObject({ status: 1, publishedVersion: 2, caseCount: 2 });
    const versions = ok(await call('/caseDesign/versions', { id: form.id })).list;
    expect(versions.map((v: any) => [v.formVersion, v.caseCount])).toEqual([[2, 1], [1, 1]]);
    expect(ok(await call('/caseDesign/diff', { id: form.id, from: 1, to: 2 })).added.map((x: any) => x.path)).toEqual(['reportCycle']);
    const v2 = ok(await call('/caseDesign/formVersion', { formId: form.id }));
    expect(v2.settings.feeStandards.map((p: any) => p.name)).toEqual(['商标监测服务费', '监测报告制作费']);
    const cases = ok(await call('/caseManage/getCaseLists', { filters: { formId: [form.id] } })).list;
    expect(cases.map((c: any) => [c.formVersion, c.caseStatus]).sort()).toEqual([[1, '已递交'], [2, '草稿']]);
    const filed = ok(await call('/caseManage/queryCase', { caseNo: cases.find((c: any) => c.formVersion === 1).caseNo }));
    expect(filed.bizParam.fees).toEqual({ agencyFees: { amount: '3000.00', currency: 'CNY' }, sundryFees: { amount: '200.00', currency: 'CNY' } });
    const entries = (await t.db.query<{ fee_kind: string; amount_minor: string }>(`select fee_kind, amount_minor::text from finance_entries where case_no = $1 order by fee_kind`, [filed.caseNo])).rows;
    expect(entries).toEqual([{ fee_kind: 'agencyFees', amount_minor: '300000' }, { fee_kind: 'sundryFees', amount_minor: '20000' }]);
  });

  it('has 商标注册咨询 shared by its link with three proposals (two new, one declined)', async () => {
    const form = ok(await call('/caseDesign/list', { purpose: 'proposal' })).list.find((f: any) => f.labelZh === '商标注册咨询');
    expect(form).toMatchObject({ status: 1, publishedVersion: 1 });
    const full = ok(await call('/caseDesign/get', { id: form.id }));
    expect(ok(await t.call('/caseProposal/form', { token: full.shareToken })).labelZh).toBe('商标注册咨询');
    const list = ok(await call('/caseDesign/proposals', { formId: form.id })).list;
    expect(list.map((p: any) => [p.contactName, p.status])).toEqual([['王先生', 0], ['李女士', 0], ['赵先生', 2]]);
  });
});
