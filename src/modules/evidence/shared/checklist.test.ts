import { describe, expect, it } from 'vitest';
import { buildChecklist, periodsBefore, type ChecklistEvidence } from './checklist';

const ev = (id: number, kind: ChecklistEvidence['kind'], evidenceDate: string, goodsNames: string[]): ChecklistEvidence => ({ id, kind, evidenceDate, goodsNames });

describe('periodsBefore', () => {
  it('gives the three one-year periods before the reference date, oldest first', () => {
    expect(periodsBefore('2026-06-15')).toEqual([
      { index: 1, from: '2023-06-15', to: '2024-06-14' },
      { index: 2, from: '2024-06-15', to: '2025-06-14' },
      { index: 3, from: '2025-06-15', to: '2026-06-14' },
    ]);
  });
  it('handles a leap day and a year start', () => {
    expect(periodsBefore('2028-02-29')[2]).toEqual({ index: 3, from: '2027-02-28', to: '2028-02-28' });
    expect(periodsBefore('2026-01-01')[0]).toEqual({ index: 1, from: '2023-01-01', to: '2023-12-31' });
  });
  it('refuses a day that does not exist', () => {
    expect(() => periodsBefore('2026-13-01')).toThrow();
    expect(() => periodsBefore('20260101')).toThrow();
  });
});

describe('buildChecklist', () => {
  const goods = ['服装', '鞋'];
  it('with no evidence every goods item misses every kind in every year', () => {
    const c = buildChecklist(goods, [], '2026-06-15');
    expect(c.cellCount).toBe(2 * 3 * 4);
    expect(c.missingCount).toBe(24);
    expect(c.complete).toBe(false);
    expect(c.rows[0].cells[0]).toEqual({ period: 1, present: [], missing: ['photo', 'contract', 'invoice', 'advert'], evidenceIds: [] });
  });

  it('fills the cell of the evidence goods and year only', () => {
    const c = buildChecklist(goods, [ev(1, 'invoice', '2025-07-01', ['服装']), ev(2, 'photo', '2024-06-14', ['服装', '鞋'])], '2026-06-15');
    const clothes = c.rows.find((r) => r.goods === '服装')!;
    const shoes = c.rows.find((r) => r.goods === '鞋')!;
    expect(clothes.cells[2]).toEqual({ period: 3, present: ['invoice'], missing: ['photo', 'contract', 'advert'], evidenceIds: [1] });
    expect(clothes.cells[0].present).toEqual(['photo']); // 2024-06-14 is the last day of the oldest year
    expect(shoes.cells[0].present).toEqual(['photo']);
    expect(shoes.cells[2].present).toEqual([]);
    expect(c.missingCount).toBe(24 - 3);
  });

  it('ignores evidence outside the three years and goods the mark does not have', () => {
    const c = buildChecklist(goods, [ev(1, 'photo', '2023-06-14', ['服装']), ev(2, 'photo', '2026-06-15', ['服装']), ev(3, 'photo', '2025-01-01', ['帽子'])], '2026-06-15');
    expect(c.missingCount).toBe(24);
  });

  it('lists other kinds with the cell but they fill no gap', () => {
    const c = buildChecklist(['服装'], [ev(4, 'other', '2025-01-01', ['服装'])], '2026-06-15');
    expect(c.rows[0].cells[1]).toEqual({ period: 2, present: [], missing: ['photo', 'contract', 'invoice', 'advert'], evidenceIds: [4] });
  });

  it('is complete when every goods item has every kind in every year', () => {
    const all: ChecklistEvidence[] = [];
    let id = 0;
    for (const date of ['2023-07-01', '2024-07-01', '2025-07-01'])
      for (const kind of ['photo', 'contract', 'invoice', 'advert'] as const) all.push(ev(++id, kind, date, [' 服装 ', '鞋']));
    const c = buildChecklist(goods, all, '2026-06-15');
    expect(c.missingCount).toBe(0);
    expect(c.complete).toBe(true);
    // Removing one piece opens exactly its gaps (one kind, one year, both goods it covered).
    const less = buildChecklist(goods, all.slice(1), '2026-06-15');
    expect(less.missingCount).toBe(2);
    expect(less.rows.map((r) => r.cells[0].missing)).toEqual([['photo'], ['photo']]);
  });

  it('a mark without goods is never complete', () => {
    expect(buildChecklist([], [], '2026-06-15')).toMatchObject({ rows: [], cellCount: 0, missingCount: 0, complete: false });
  });
});
