import { describe, expect, it } from 'vitest';
import { fieldKindByKey } from '../../../generated/field-kinds';
import { toJsonSchema, type DesignNode } from './design';
import { designerReducer, initialState } from './model';
import { proposalProblem, valuesForCase } from './proposal';
import { amountOfMinor, defaultFeeValues, minorOfText, settingsProblem, withFeesBlock } from './settings';

const kinds = (k: string) => fieldKindByKey[k];
const f = (key: string, kind: string): DesignNode => ({ id: key, node: 'field', kind, key, label: { zh: key, en: key } });
const schemaOf = (children: DesignNode[]) => toJsonSchema({ label: { zh: '表', en: 'Form' }, children }, kinds);

describe('default fees in minor units', () => {
  it('converts exactly both ways, by the currency’s digits', () => {
    expect(amountOfMinor({ amountMinor: 123456, currency: 'CNY' })).toBe('1234.56');
    expect(amountOfMinor({ amountMinor: 5, currency: 'USD' })).toBe('0.05');
    expect(amountOfMinor({ amountMinor: 12000, currency: 'JPY' })).toBe('12000');
    expect(minorOfText('1,234.56', 'CNY')).toBe(123456);
    expect(minorOfText('0.1', 'CNY')).toBe(10);
    expect(minorOfText('1.5', 'JPY')).toBeUndefined();
    expect(minorOfText('-3', 'CNY')).toBeUndefined();
    expect(minorOfText('', 'CNY')).toBeNull();
    expect(defaultFeeValues({ defaultFees: { agencyFees: { amountMinor: 99, currency: 'EUR' } } })).toEqual({ fees: { agencyFees: { amount: '0.99', currency: 'EUR' } } });
  });
  it('a form with default fees and no fees block gets one at the end; a form without defaults is unchanged', () => {
    const s = schemaOf([f('a', 'text')]);
    expect(withFeesBlock(s, {}, kinds)).toBe(s);
    const w = withFeesBlock(s, { defaultFees: { officialFees: { amountMinor: 1, currency: 'CNY' } } }, kinds);
    expect(w.properties.fees['x-index']).toBe(999);
    expect(w.properties.fees.properties.officialFees['x-kind']).toBe('money');
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
    expect(proposalProblem(schemaOf([f('a', 'text'), f('up', 'file')]), {})).toMatch(/（up）/);
    expect(valuesForCase({ tmName: '星河', note: 'x' }, { properties: { tmName: {} } })).toEqual({ tmName: '星河' });
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
