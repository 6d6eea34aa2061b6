import { describe, expect, it } from 'vitest';
import { caseForms, type CaseFormKey } from '../../../generated/case-forms';
import { bizOf, fieldOfMessage, pageSchema, SECTION } from './caseFormSchema';

describe('case form page schema', () => {
  const page = pageSchema(caseForms['add-brand'].schema, 'zh', '申请信息');
  const props = page.properties as Record<string, any>;
  it('object blocks become titled sections; runs of plain fields one section; lists stay full-width fields', () => {
    expect(props.applicant['x-component']).toBe(SECTION);
    expect(props.applicant['x-component-props'].title).toBe('申请人');
    expect(props.applicant['x-decorator']).toBeUndefined();
    expect(props.section_0['x-component-props'].title).toBe('申请信息');
    expect(Object.keys(props.section_0.properties)).toEqual(['coApplication']);
    expect(Object.keys(props.section_1.properties)).toEqual(['markType', 'tmName', 'tmImage', 'colorClaim', 'description', 'soundFile']);
    expect(props.goods['x-component']).toBe('ArrayItems');
    expect(props.goods.title).toBe('类别及商品/服务');
    expect(props.goods.items.properties.tmCl['x-decorator-props']).toMatchObject({ layout: 'vertical' });
    expect(props.fees.properties.officialFees.properties).toBeUndefined();
  });
  it('titles in English', () => {
    const en = pageSchema(caseForms['add-brand'].schema, 'en', 'Application').properties as Record<string, any>;
    expect(en.applicant['x-component-props'].title).toBe('Applicant');
    expect(en.section_1.properties.markType.title).toBe('Mark type');
  });
  it('the field a server message names, as a form address', () => {
    expect(fieldOfMessage('字段“类别”（bizParam.goods[0].tmCl）的取值必须是…')).toBe('goods.0.tmCl');
    expect(fieldOfMessage('案件不存在')).toBeNull();
  });
  it('values as the calls take them: empty strings, null and undefined dropped', () => {
    expect(bizOf({ a: '', b: null, c: undefined, d: 'x', e: [{ f: '', g: 1 }, {}], h: { i: null }, j: { k: { l: '' } } })).toEqual({ d: 'x', e: [{ g: 1 }, {}] });
  });
});

describe('required marks in the browser', () => {
  const props = (key: CaseFormKey) => (caseForms[key].schema as Record<string, any>).properties;
  it('mark the fields of required blocks, not of blocks the form may leave out', () => {
    const suit = props('ip-first-instance');
    expect(suit.plaintiff.properties.applicantName.required).toBe(true);
    expect(suit.defendant.properties.name.required).toBe(true);
    expect(suit.thirdParty.properties.name.required).toBeUndefined();
    expect(props('overseas-registration').foundationTm.properties.appNo.required).toBeUndefined();
    expect(props('overseas-registration').tmItems.items.properties.appCountry.required).toBe(true);
  });
});
