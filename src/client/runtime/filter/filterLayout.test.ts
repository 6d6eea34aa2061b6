import { describe, expect, it } from 'vitest';
import type { FilterConfig, FilterRow } from '../screen-types';
import { layoutFilter, spanOf } from './filterLayout';

const row = (prop: string, extra: Partial<FilterRow> = {}): FilterRow => ({ prop, label: { zh: prop, en: prop }, type: 'input', op: 'contains', ...extra });
const rows = (n: number) => Array.from({ length: n }, (_, i) => row(`r${i}`));
const props = (c: FilterConfig, bp: Parameters<typeof layoutFilter>[1], collapsed = true) => layoutFilter(c, bp, collapsed).rows.map((r) => r.prop);

describe('filter layout', () => {
  it('spans: per-breakpoint span, else span, else 1, clamped to the column count', () => {
    expect(spanOf(row('a'), 'lg')).toBe(1);
    expect(spanOf(row('a', { span: 2 }), 'lg')).toBe(2);
    expect(spanOf(row('a', { span: 2, spans: { xl: 3 } }), 'xl')).toBe(3);
    expect(spanOf(row('a', { span: 4 }), 'xs')).toBe(1);
  });

  it('the toggle shows only when the spans reach the column count of the breakpoint', () => {
    const three: FilterConfig = { showCollapse: true, rows: rows(3) };
    expect(layoutFilter(three, 'lg', true).collapsible).toBe(true); // 3 columns
    expect(layoutFilter(three, 'xl', true).collapsible).toBe(false); // 4 columns
    const wide: FilterConfig = { showCollapse: true, rows: [row('a', { spans: { xl: 2 } }), row('b'), row('c')] };
    expect(layoutFilter(wide, 'xl', true).collapsible).toBe(true);
    expect(layoutFilter({ rows: rows(8) }, 'lg', true).collapsible).toBe(false); // showCollapse off
  });

  it('collapsed keeps the first line minus the buttons cell; expanded shows every row', () => {
    const c: FilterConfig = { showCollapse: true, rows: rows(8) };
    expect(props(c, 'xl')).toEqual(['r0', 'r1', 'r2']);
    expect(props(c, 'lg')).toEqual(['r0', 'r1']);
    expect(props(c, 'md')).toEqual(['r0']);
    expect(props(c, 'xs')).toEqual(['r0']); // never empty
    expect(props(c, 'lg', false)).toHaveLength(8);
    expect(layoutFilter(c, 'lg', true).hiddenCount).toBe(6);
  });

  it('defulteNum 0 keeps two lines while collapsed (2 minus defulteNum)', () => {
    const c: FilterConfig = { showCollapse: true, defulteNum: 0, rows: rows(8) };
    expect(props(c, 'lg')).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
    expect(layoutFilter({ ...c, rows: rows(5) }, 'lg', true).collapsible).toBe(false);
    expect(layoutFilter({ ...c, rows: rows(6) }, 'lg', true).collapsible).toBe(true);
  });

  it('hidden rows (show: false) take no space', () => {
    const c: FilterConfig = { showCollapse: true, rows: [row('a', { show: false }), ...rows(3)] };
    expect(props(c, 'lg')).toEqual(['r0', 'r1']);
  });
});
