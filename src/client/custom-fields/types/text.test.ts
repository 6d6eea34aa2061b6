import { describe, expect, it } from 'vitest';
import { customFieldKinds } from '../../../generated/field-kinds';
import { maxLengthOf, textCellText, toTextValue } from './text';

const byType = (t: string) => customFieldKinds.find((x) => x.kind === t)!;

describe('text types', () => {
  it('take their limits from the generated types (single line 50, multi line 200)', () => {
    expect(maxLengthOf(byType('singleLineText'))).toBe(50);
    expect(maxLengthOf(byType('multiLineText'))).toBe(200);
    expect(maxLengthOf(undefined)).toBe(50);
  });

  it('store trimmed text within the limit, empty as null', () => {
    expect(toTextValue('  客户  ', 50)).toBe('客户');
    expect(toTextValue('   ', 50)).toBeNull();
    expect(toTextValue(null, 50)).toBeNull();
    expect(toTextValue('一'.repeat(60), 50)).toBe('一'.repeat(50));
    // by code point: an emoji counts once
    expect([...toTextValue('😀'.repeat(60), 50)!].length).toBe(50);
    expect(toTextValue('第一行\n第二行', 200)).toBe('第一行\n第二行');
  });

  it('show line breaks as spaces in a cell', () => {
    expect(textCellText('第一行\n  第二行')).toBe('第一行 第二行');
    expect(textCellText(null)).toBe('');
  });
});
