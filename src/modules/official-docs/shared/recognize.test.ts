import { describe, expect, it } from 'vitest';
import { shippedCatalogue, shippedCopyrightCatalogue } from './catalogue';
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

describe('copyright documents (read with the copyright patterns)', () => {
  const crTypes = shippedCopyrightCatalogue.map((t) => ({ code: t.code, name: t.name }));
  it.each(shippedCopyrightCatalogue.map((t) => [t.code, t.name] as const))('finds %s (%s) and the fields', (code, name) => {
    const text = `中国版权保护中心\n${name}\n软件名称：星河会员管理系统V2.1\n著作权人：星河品牌管理有限公司\n登记号：2026SR0123456\n发文日期：2026年3月2日`;
    const r = recognize(text, 'scan.pdf', crTypes, 'text', 'copyright');
    expect(r).toMatchObject({
      typeCode: { value: code, source: 'text' }, appNo: { value: '2026SR0123456', source: 'text' }, issueDate: { value: '2026-03-02', source: 'text' },
      title: { value: '星河会员管理系统V2.1', source: 'text' }, applicant: { value: '星河品牌管理有限公司', source: 'text' },
    });
    expect(r.tmCl).toBeUndefined();
  });
  it('reads a works registration number (dashes of any width), a serial number, an owner with its role and a certificate date', () => {
    const r = recognize('作品登记证书\n作品名称：星河品牌标识设计\n著作权人（作者）：林晓\n登记号：国作登字 — 2026 — F — 00123456\n登记日期：2026年04月08日', 'x.pdf', crTypes, 'text', 'copyright');
    expect([r.typeCode?.value, r.appNo?.value, r.applicant?.value, r.issueDate?.value, r.title?.value]).toEqual(['crWorkCertificate', '国作登字-2026-F-00123456', '林晓', '2026-04-08', '星河品牌标识设计']);
    expect(recognize('软件著作权登记补正通知书\n流水号：2026R11L0123456', 'x.pdf', crTypes, 'text', 'copyright').appNo?.value).toBe('2026R11L0123456');
  });
  it('a copyright file name gives its type and number; the trademark patterns do not read copyright numbers', () => {
    expect(recognize('', '作品登记证书_国作登字-2026-F-00123456.pdf', crTypes, 'text', 'copyright')).toMatchObject({
      typeCode: { value: 'crWorkCertificate', source: 'fileName' }, appNo: { value: '国作登字-2026-F-00123456', source: 'fileName' },
    });
    expect(recognize('登记号：2026SR0123456', 'x.pdf', types).appNo).toBeUndefined();
  });
});
