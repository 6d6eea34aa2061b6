import { describe, expect, it } from 'vitest';
import { fieldKindByKey } from '../../../generated/field-kinds';
import { toJsonSchema, type DesignNode } from './design';
import { designerReducer, initialState } from './model';
import { proposalProblem, uploadUids, valuesForCase } from './proposal';
import { chargeClasses, feesValues, settingsProblem, withFeesBlock } from './settings';

const kinds = (k: string) => fieldKindByKey[k];
const f = (key: string, kind: string): DesignNode => ({ id: key, node: 'field', kind, key, label: { zh: key, en: key } });
const schemaOf = (children: DesignNode[]) => toJsonSchema({ label: { zh: '表', en: 'Form' }, children }, kinds);

describe('fees from the fee standards', () => {
  const pick = { caseType: 'custom', country: 'CN', feeKind: 'agencyFees' as const, name: '监测服务费' };
  it('a form that picks fee standards and has no fees block gets one at the end; a form without picks is unchanged', () => {
    const s = schemaOf([f('a', 'text')]);
    expect(withFeesBlock(s, {}, kinds)).toBe(s);
    const w = withFeesBlock(s, { feeStandards: [pick] }, kinds);
    expect(w.properties.fees['x-index']).toBe(999);
    expect(Object.keys(w.properties.fees.properties)).toEqual(['officialFees', 'agencyFees', 'sundryFees']);
    expect(w.properties.fees.properties.officialFees['x-kind']).toBe('money');
    expect(settingsProblem(w, { feeStandards: [pick] })).toBeNull();
  });
  it('refuses a fees field that is no fees block, and a standard picked twice', () => {
    expect(settingsProblem(schemaOf([f('fees', 'text')]), { feeStandards: [pick] })).toMatch(/字段“fees”已用作其他字段/);
    expect(settingsProblem(schemaOf([f('a', 'text')]), { feeStandards: [pick, { ...pick }] })).toMatch(/收费标准“监测服务费”选了两次/);
  });
  it('charges the classes of the goods fields, else each mark, else none', () => {
    const s = schemaOf([f('marks', 'trademark'), { id: 'g', node: 'block', block: 'group', key: 'scope', label: { zh: '范围', en: 'Scope' }, children: [f('goods', 'goods')] }]);
    const goods = [{ classNo: 9, name: '手机' }, { classNo: 9, name: '耳机' }, { classNo: 35, name: '广告' }];
    expect(chargeClasses(s, { scope: { goods }, marks: [{ regNo: '1', tmCl: 9 }] })).toEqual([{ cls: '9', items: 2 }, { cls: '35', items: 1 }]);
    expect(chargeClasses(s, { marks: [{ regNo: '1', tmCl: 9 }, { regNo: '2', tmCl: null }] })).toEqual([{ cls: '9', items: null }, { cls: '', items: null }]);
    expect(chargeClasses(s, {})).toEqual([]);
  });
  it('fills the fees block from computed fees', () => {
    expect(feesValues({ agencyFees: { amount: '1500.00', currency: 'CNY' } })).toEqual({ fees: { agencyFees: { amount: '1500.00', currency: 'CNY' } } });
    expect(feesValues({})).toEqual({});
  });
});

describe('archive write-back settings', () => {
  const s = schemaOf([f('marks', 'trademark'), f('holder', 'text'), f('day', 'date')]);
  it('accepts fields of a fitting kind, refuses others naming them', () => {
    expect(settingsProblem(s, { archiveWriteBack: [{ field: 'holder', target: 'applicant' }, { field: 'day', target: 'regDate' }] })).toBeNull();
    expect(settingsProblem(s, { archiveWriteBack: [{ field: 'day', target: 'applicant' }] })).toMatch(/“day”（date）不能回写到档案字段 applicant/);
    expect(settingsProblem(s, { archiveWriteBack: [{ field: 'holder', target: 'applicant' }, { field: 'holder', target: 'applicant' }] })).toMatch(/只能对应一个表单字段/);
    expect(settingsProblem(schemaOf([f('holder', 'text')]), { archiveWriteBack: [{ field: 'holder', target: 'applicant' }] })).toMatch(/需要表单中有“商标”字段/);
  });
});

describe('proposal forms', () => {
  it('hold only fields a client fills in without signing in; carry over matching keys', () => {
    expect(proposalProblem(schemaOf([f('a', 'text'), f('d', 'date'), f('s', 'select')]), {})).toBeNull();
    expect(proposalProblem(schemaOf([f('a', 'text'), f('up', 'file'), f('more', 'attachment')]), {})).toBeNull();
    expect(proposalProblem(schemaOf([f('a', 'text'), f('pic', 'image')]), {})).toMatch(/（pic）/);
    expect(proposalProblem(schemaOf([f('a', 'text'), f('who', 'people')]), {})).toMatch(/“人员”字段（who）/);
    expect(valuesForCase({ tmName: '星河', note: 'x' }, { properties: { tmName: {} } })).toEqual({ tmName: '星河' });
  });
  it('lists the uploads the values refer to, in lists and groups too', () => {
    const s = schemaOf([f('up', 'file'), { id: 't', node: 'block', block: 'table', key: 'rows', label: { zh: '行', en: 'Rows' }, children: [f('doc', 'attachment')] }]);
    const file = (uid: string) => ({ uid, name: `${uid}.pdf`, size: 1, path: `/files/uploads/${uid}` });
    expect(uploadUids(s, { up: [file('a')], rows: [{ doc: [file('b'), file('c')] }, {}] })).toEqual(['a', 'b', 'c']);
    expect(uploadUids(s, {})).toEqual([]);
  });
});

describe('steps block', () => {
  it('holds only groups (its steps), starts with one, and keeps the order in x-index', () => {
    let st = designerReducer(initialState({ label: { zh: '表', en: 'F' }, children: [] }), { type: 'addBlock', block: 'steps', parent: null });
    const steps = st.doc.children[0];
    st = designerReducer(st, { type: 'addField', kind: kinds('text'), parent: steps.id });
    expect((st.doc.children[0] as any).children.map((c: any) => c.key)).toEqual(['step']);
    const json = schemaOf(st.doc.children);
    expect(json.properties.steps['x-component']).toBe('CaseSteps');
    expect(json.properties.steps.properties.step['x-index']).toBe(0);
  });
});
