import { describe, expect, it } from 'vitest';
import { countryName, fromPlaceholder, markKey, selectedKeysOn, summarizeByCountry, toggleMarks, type RelatedMark } from './relatedModel';

const mark = (id: number, countryCode = 'CN'): RelatedMark => ({ id, regNo: String(1000 + id), tmName: `商标${id}`, tmCl: 9, countryCode, applicant: null, tmStatus: null });

describe('related-trademark selection', () => {
  it('adds without duplicates and removes by key, across pages', () => {
    let s = toggleMarks([], [mark(1), mark(2)], true);
    s = toggleMarks(s, [mark(2), mark(3)], true);
    expect(s.map((m) => m.id)).toEqual([1, 2, 3]);
    s = toggleMarks(s, [mark(2)], false);
    expect(s.map((m) => m.id)).toEqual([1, 3]);
    expect(selectedKeysOn(s, [mark(3), mark(4)])).toEqual(['id:3']);
  });
  it('keys a placeholder by its number and country', () => {
    const p = fromPlaceholder({ regNo: '99887766', tmName: '', countryCode: 'CN' });
    expect(p).toMatchObject({ id: null, placeholder: true });
    expect(markKey(p)).toBe('no:CN:99887766');
    expect(toggleMarks([p], [fromPlaceholder({ regNo: '99887766', tmName: '', countryCode: 'CN' })], true)).toHaveLength(1);
  });
});

describe('summarizeByCountry', () => {
  it('is null up to 20 selected marks', () => {
    expect(summarizeByCountry(Array.from({ length: 20 }, (_, i) => mark(i)))).toBeNull();
  });
  it('counts per country, most first, beyond 20', () => {
    const sel = [...Array.from({ length: 15 }, (_, i) => mark(i, 'CN')), ...Array.from({ length: 3 }, (_, i) => mark(100 + i, 'US')), ...Array.from({ length: 3 }, (_, i) => mark(200 + i, 'EM'))];
    expect(summarizeByCountry(sel)).toEqual([
      { countryCode: 'CN', count: 15 },
      { countryCode: 'EM', count: 3 },
      { countryCode: 'US', count: 3 },
    ]);
  });
});

describe('countryName', () => {
  it('names regions and keeps unknown codes', () => {
    expect(countryName('CN', 'zh')).toBe('中国');
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('??', 'zh')).toBe('??');
  });
});
