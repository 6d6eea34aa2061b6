import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { caseForms, draftOf, formLabels, formilyOfForm } from './case-forms';
import { loadRegistry } from './load';
import * as validators from '../src/generated/validators.js';

const reg = loadRegistry(fileURLToPath(new URL('..', import.meta.url)));
const form = (key: string) => caseForms(reg).find((f) => f.key === key)!;
type V = { (d: unknown): boolean; errors?: Array<{ instancePath: string; keyword: string }> | null };
const v = validators as unknown as Record<string, V>;

describe('case forms', () => {
  it('lists every form under schemas/case-forms with its type and label', () => {
    expect(caseForms(reg).map((f) => f.key)).toEqual(expect.arrayContaining(['add-brand', 'brand-extension', 'brand-transfer', 'change-name']));
    expect(form('add-brand').label).toEqual({ zh: '商标注册申请', en: 'Trademark application' });
  });

  it('the draft twin drops required, minItems and minLength 1, and keeps the rest', () => {
    expect(draftOf({ type: 'object', required: ['a'], properties: { a: { type: 'string', minLength: 1, maxLength: 5 }, b: { type: 'array', minItems: 1, maxItems: 0 } } })).toEqual({
      type: 'object',
      properties: { a: { type: 'string', maxLength: 5 }, b: { type: 'array', maxItems: 0 } },
    });
  });

  it('emits Formily schemas: blocks inlined, labels as titles, required flags, enums with labels, array parts', () => {
    const s = formilyOfForm(reg, form('add-brand')) as any;
    expect(s.properties.applicant.properties.applicantName).toMatchObject({ type: 'string', title: '申请人名称（中文）', required: true, 'x-component': 'Input', 'x-decorator': 'FormItem' });
    expect(s.properties.markType.enum.map((e: { value: string }) => e.value)).toEqual(['文字', '图形', '组合', '立体', '颜色', '声音']);
    expect(s.properties.priorityRadio.enum).toEqual([{ value: 'yes', label: '是' }, { value: 'no', label: '否' }]);
    expect(s.properties.dplPriorityTm['x-reactions']).toEqual({ dependencies: ['.priorityRadio'], fulfill: { state: { visible: "{{$deps[0] === 'yes'}}" } } });
    expect(s.properties.dplPriorityTm.items.properties.column_appNo['x-component']).toBe('ArrayTable.Column');
    expect(s.properties.goods.items['x-component']).toBe('ArrayItems.Item');
    expect(s.properties.goods.properties.add['x-component']).toBe('ArrayItems.Addition');
    expect(s.properties.tmName.required).toBeUndefined();
    expect(JSON.stringify(s)).not.toMatch(/"\$ref"|"allOf"|"additionalProperties"/);
  });

  it('emits a submit and a draft validator per form', () => {
    const partial = { markType: '文字' };
    expect(v.caseform_addBrand_draft(partial)).toBe(true);
    expect(v.caseform_addBrand_submit(partial)).toBe(false);
    expect(v.caseform_addBrand_draft({ markType: '手绘' })).toBe(false);
    expect(v.caseform_changeName_draft({ changeItems: ['名义'] })).toBe(true);
    expect(v.caseform_changeName_submit({ changeItems: ['名义'] })).toBe(false);
  });

  it('labels each field as the form names it: a block under its form label, a part of one value under its field', () => {
    const labels = formLabels(reg, form('brand-invalid-apply'));
    expect(labels['/trademarks']).toBe('争议商标'); // the block says 商标
    expect(labels['/respondent']).toBe('被申请人（注册人）');
    expect(labels['/respondent/name']).toBe('名称（中文）');
    expect(labels['/fees/officialFees/amount']).toBe('官费（金额）');
    expect(labels['/trademarks/*/tmCl']).toBe('争议商标（类别）');
    const overseas = formLabels(reg, form('overseas-registration'));
    expect(overseas['/tmItems/*/officialFees/amount']).toBe('官费（金额）');
    expect(overseas['/tmItems/*/goodsItem']).toBe('商品/服务');
    expect(overseas['/foundationTm']).toBe('基础商标');
  });
});
