import { describe, expect, it } from 'vitest';
import type { ScreenField } from '../screen-types';
import { dictColor, formatCell, formatNumber } from './format';

const f = (kind: ScreenField['kind'], dict?: ScreenField['dict']): ScreenField => ({ label: { zh: '', en: '' }, kind, nullable: true, dict });

describe('cell format', () => {
  it('blank values show a dash', () => {
    expect(formatCell(null, f('text'), {}, 'zh')).toBe('-');
    expect(formatCell('', f('integer'), {}, 'zh')).toBe('-');
  });
  it('numbers get thousands separators and the column format', () => {
    expect(formatCell(1234567, f('integer'), {}, 'zh')).toBe('1,234,567');
    expect(formatCell(1234.5, f('number'), {}, 'zh')).toBe('1,234.5');
    expect(formatCell(1234.5, f('number'), { format: 'yuan' }, 'zh')).toBe('¥1,234.50');
    expect(formatCell(3, f('number'), { format: '0.0' }, 'zh')).toBe('3.0');
  });
  it('dates follow the column format, datetimes default to minutes', () => {
    expect(formatCell('2026-03-04T05:06:07.000Z', f('datetime'), { format: 'YYYY-MM-DD' }, 'zh')).toMatch(/^2026-03-0[45]$/);
    expect(formatCell('2026-03-04', f('date'), {}, 'zh')).toBe('2026-03-04');
    expect(formatCell('2026-03-04T05:06:07', f('datetime'), {}, 'zh')).toBe('2026-03-04 05:06');
  });
  it('dictionaries give labels per language; booleans without one say yes/no', () => {
    const status = f('integer', { '0': { zh: '停用', en: 'Disabled' }, '1': { zh: '启用', en: 'Enabled' } });
    expect(formatCell(1, status, {}, 'zh')).toBe('启用');
    expect(formatCell(0, status, {}, 'en')).toBe('Disabled');
    expect(formatCell(true, f('boolean'), {}, 'zh')).toBe('是');
    expect(formatCell(false, f('boolean'), {}, 'en')).toBe('No');
    expect(dictColor(status, 1)).toBe('success');
    expect(dictColor(f('boolean', { true: { zh: '已锁定', en: 'Locked' } }), true)).toBe('warning');
  });
  it('amount: an exact decimal string grouped by thousands, its own decimals kept (no float on the way)', () => {
    expect(formatNumber('50000.00', 'amount')).toBe('50,000.00');
    expect(formatNumber('1200', 'amount')).toBe('1,200');
    expect(formatNumber('-1234567.5', 'amount')).toBe('-1,234,567.5');
    expect(formatNumber('9999999999999.99', 'amount')).toBe('9,999,999,999,999.99');
    expect(formatNumber('12345678901234567.01', 'amount')).toBe('12,345,678,901,234,567.01');
    expect(formatNumber('600.00', 'amount')).toBe('600.00');
    expect(formatNumber('n/a', 'amount')).toBe('n/a');
  });
});
