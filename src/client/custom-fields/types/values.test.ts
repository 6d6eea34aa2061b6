import { describe, expect, it } from 'vitest';
import { customFieldKinds } from '../../../generated/field-kinds';
import type { FieldCtx } from '../../runtime/field-kinds/contracts';
import { fieldKindImpl } from '../../runtime/field-kinds';
import { toStoredValue } from './values';

const ctx = (type: string, config: Record<string, unknown> = {}, isRequire: 0 | 1 = 0): FieldCtx => {
  const t = customFieldKinds.find((x) => x.kind === type)!;
  return { def: { id: 1, fieldTitle: 'F', showFieldTitle: 'F', fieldType: t.code, isRequire }, kind: t, config: { ...t.defaultConfig, ...config }, lang: 'zh' };
};

describe('editor value -> stored value', () => {
  it('has a converter for every custom-field kind', () => {
    for (const t of customFieldKinds) expect(fieldKindImpl(t.kind)?.toValue, t.kind).toBeTypeOf('function');
  });

  it('applies the text limits and clears empties', () => {
    expect(toStoredValue('x'.repeat(80), ctx('singleLineText'))).toEqual({ ok: true, value: 'x'.repeat(50) });
    expect(toStoredValue('x'.repeat(250), ctx('multiLineText'))).toEqual({ ok: true, value: 'x'.repeat(200) });
    expect(toStoredValue('  ', ctx('singleLineText'))).toEqual({ ok: true, value: null });
  });

  it('refuses an empty value of a required field', () => {
    expect(toStoredValue('', ctx('singleLineText', {}, 1))).toEqual({ ok: false, error: 'cf.requiredValue' });
    expect(toStoredValue([], ctx('multipleChoice', {}, 1))).toEqual({ ok: false, error: 'cf.requiredValue' });
  });

  it('converts choices, dates and numbers', () => {
    expect(toStoredValue(['选项3', '选项1'], ctx('multipleChoice'))).toEqual({ ok: true, value: ['选项1', '选项3'] });
    expect(toStoredValue('选项2', ctx('singleChoice'))).toEqual({ ok: true, value: '选项2' });
    expect(toStoredValue('2026-05-01T09:30', ctx('date'))).toEqual({ ok: true, value: '2026-05-01' });
    expect(toStoredValue('2026-05-01', ctx('date', { dateFormat: 'YYYY/MM/DD HH:mm' }))).toEqual({ ok: true, value: '2026-05-01T00:00' });
    expect(toStoredValue('nope', ctx('date'))).toEqual({ ok: false, error: 'cf.invalidDate' });
    expect(toStoredValue('1,234.567', ctx('number', { numberFormat: 'cny' }))).toEqual({ ok: true, value: 1234.57 });
    expect(toStoredValue(12.6, ctx('number'))).toEqual({ ok: true, value: 13 });
    expect(toStoredValue('12a', ctx('number'))).toEqual({ ok: false, error: 'cf.invalidNumber' });
    expect(toStoredValue('', ctx('number'))).toEqual({ ok: true, value: null });
  });

  it('keeps attachment lists, empty as null', () => {
    const f = [{ uid: 'a', name: 'a.pdf', size: 1, path: 'p' }];
    expect(toStoredValue(f, ctx('attachment'))).toEqual({ ok: true, value: f });
    expect(toStoredValue([], ctx('attachment'))).toEqual({ ok: true, value: null });
  });
});
