// Designed case forms (issue 11): a form schema is checked at save (compiles, unique keys, registered kinds,
// conditions on existing fields; refused naming the field), published as immutable versions, listed, diffed,
// exported and imported (a bad file changes nothing). A case of a designed form (caseType custom) is validated by
// the server with the version it was filed with: a new case takes the latest version, and publishing version 2
// leaves an existing case on version 1. Tenants never see each other's forms (also tenant-isolation.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, tokenWithoutGrants, type CallResult, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let nobody: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  nobody = await tokenWithoutGrants(t);
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
    expect(ok(await call('/caseDesign/list', {})).list).toEqual([]);
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
    expect(ok(await call('/caseDesign/publishedForms', {})).list).toEqual([{ formId: form.id, formVersion: 1, labelZh: '商标监测委托', labelEn: 'Watch order' }]);
    expect(ok(await call('/caseDesign/formOptions', {}))).toEqual([{ value: form.id, label: '商标监测委托' }]);
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
    expect(ok(await call('/caseManage/caseTypeStatistics', {})).list.find((x: any) => x.caseType === 'custom').count).toBe(2);
  });

  it('unpublish: no new cases; the form cannot be deleted once published', async () => {
    form = ok(await call('/caseDesign/unpublish', { id: form.id, version: form.version }));
    expect(form.status).toBe(2);
    expect(ok(await call('/caseDesign/publishedForms', {})).list).toEqual([]);
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

describe('steps, default fees, archive write-back', () => {
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
  const settings = {
    defaultFees: { officialFees: { amountMinor: 123456, currency: 'CNY' }, agencyFees: { amountMinor: 12000, currency: 'JPY' } },
    archiveWriteBack: [{ field: 'holder', target: 'applicant' }, { field: 'address', target: 'applicantAddress' }],
  };
  let form: any;

  it('refuses settings that do not fit the form, naming the setting and the field', async () => {
    refused(await call('/caseDesign/save', { labelZh: '变更', labelEn: 'Change', draftSchema: stepsForm(), settings: { archiveWriteBack: [{ field: 'nowhere', target: 'applicant' }] } }), /表单字段“nowhere”不存在/);
    refused(await call('/caseDesign/save', { labelZh: '变更', labelEn: 'Change', draftSchema: stepsForm(), settings: { archiveWriteBack: [{ field: 'wizard.step2.when', target: 'applicant' }] } }), /表单字段“wizard.step2.when”（date）不能回写到档案字段 applicant/);
    refused(await call('/caseDesign/save', { labelZh: '变更', labelEn: 'Change', draftSchema: stepsForm(), settings: { defaultFees: { officialFees: { amountMinor: 1.5, currency: 'CNY' } } } }), /amountMinor/);
    // The first form's root "fees" is a table of rows: no place for default fees.
    refused(await call('/caseDesign/save', { labelZh: '费用冲突', labelEn: 'Fees clash', draftSchema: formV1(), settings: { defaultFees: settings.defaultFees } }), /字段“fees”已用作其他字段/);
  });

  it('publishes a steps form with default fees: the version gets the fees block, a case keeps the amounts exactly', async () => {
    const saved = ok(await call('/caseDesign/save', { labelZh: '商标变更（分步）', labelEn: 'Change (steps)', draftSchema: stepsForm(), settings }));
    expect(saved.settings.defaultFees.officialFees).toEqual({ amountMinor: 123456, currency: 'CNY' });
    form = ok(await call('/caseDesign/publish', { id: saved.id, version: saved.version }));
    const v = ok(await call('/caseDesign/formVersion', { formId: form.id }));
    expect(v.schema.properties.wizard['x-component']).toBe('CaseSteps');
    expect(Object.keys(v.schema.properties.fees.properties).sort()).toEqual(['agencyFees', 'officialFees', 'sundryFees']);
    expect(v.settings.defaultFees.agencyFees).toEqual({ amountMinor: 12000, currency: 'JPY' });
    // Each step's required field is named by the server when missing.
    refused(await call('/caseManage/submitCase', { caseType: 'custom', formId: form.id, bizParam: { wizard: { step1: { who: '甲' }, step2: {} } } }), /（bizParam\.wizard\.step2\.when）/);
    const fees = { officialFees: { amount: '1234.56', currency: 'CNY' }, agencyFees: { amount: '12000', currency: 'JPY' } };
    const c = ok(await call('/caseManage/saveCase', { caseType: 'custom', formId: form.id, bizParam: { wizard: { step1: { who: '甲' } }, fees } }));
    expect(c.bizParam.fees).toEqual(fees);
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
    expect(ok(await call('/caseDesign/list', { purpose: 'proposal' })).list.map((f: any) => f.id)).toEqual([saved.id]);
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
    expect(ok(await call('/caseDesign/proposals', {})).list).toEqual([]);
    const { id } = ok(await t.call('/caseProposal/submit', { ...base, bizParam: { tmName: '星河', note: '想注册第 9 类' } }));
    const list = ok(await call('/caseDesign/proposals', {})).list;
    expect(list.map((p: any) => [p.id, p.status, p.contactName, p.bizParam.tmName])).toEqual([[id, 0, '王先生', '星河']]);
  });

  it('staff turn it into a draft case of a built-in form (matching keys carried over); stale or repeated actions refused', async () => {
    const [p] = ok(await call('/caseDesign/proposals', { status: 0 })).list;
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
