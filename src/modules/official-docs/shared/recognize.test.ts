import { describe, expect, it } from 'vitest';
import { shippedCatalogue } from './catalogue';
import { recognize } from './recognize';

const types = shippedCatalogue.map((t) => ({ code: t.code, name: t.name }));

describe('recognition from text', () => {
  it.each(shippedCatalogue.map((t) => [t.code, t.name] as const))('finds %s (%s) and the fields', (code, name) => {
    const text = `国家知识产权局\n${name}\n申请号：78901234\n第 25 类\n申请人：星河品牌管理有限公司\n发文日期：2026年3月1日`;
    const r = recognize(text, 'scan.pdf', types);
    expect(r.typeCode).toEqual({ value: code, source: 'text' });
    expect(r.appNo).toEqual({ value: '78901234', source: 'text' });
    expect(r.issueDate).toEqual({ value: '2026-03-01', source: 'text' });
    expect(r.tmCl).toEqual({ value: 25, source: 'text' });
    expect(r.applicant).toEqual({ value: '星河品牌管理有限公司', source: 'text' });
  });
  it('prefers the longest name (部分驳回通知书 over 驳回通知书)', () => {
    expect(recognize('部分驳回通知书', 'x.pdf', types).typeCode?.value).toBe('partialRejection');
  });
  it('ignores an impossible date', () => {
    expect(recognize('驳回通知书 发文日期：2026年02月30日', 'x.pdf', types).issueDate).toBeUndefined();
  });
});

describe('fallback to the file name (spec 4/5: type_application number_country)', () => {
  it('takes type, number and country from the name when the text has no type', () => {
    expect(recognize('', '驳回通知书_G1234567_美国.pdf', types)).toEqual({
      typeCode: { value: 'rejection', source: 'fileName' },
      typeName: { value: '驳回通知书', source: 'fileName' },
      appNo: { value: 'G1234567', source: 'fileName' },
      country: { value: '美国', source: 'fileName' },
    });
  });
  it('keeps an unknown name as the document name, without country', () => {
    expect(recognize('', 'Office action_40123456.pdf', types)).toEqual({
      typeName: { value: 'Office action', source: 'fileName' },
      appNo: { value: '40123456', source: 'fileName' },
    });
  });
});
