import { describe, expect, it } from 'vitest';
import type { FilterRow, ScreenField } from '../screen-types';
import { FilterController } from './filterController';
import { valuesFromQuery } from './queryFilters';

const l = (zh: string) => ({ zh, en: zh });
const rows: FilterRow[] = [
  { prop: 'tmName', label: l('商标名称'), type: 'input', op: 'contains' },
  { prop: 'isRead', label: l('阅读状态'), type: 'select', op: 'eq' },
  { prop: 'status', label: l('状态'), type: 'select', op: 'in', multiple: true },
  { prop: 'deadline', label: l('期限'), type: 'date-range', op: 'range' },
  { prop: 'remainingDays', label: l('剩余天数'), type: 'number-range', op: 'range' },
  { prop: 'approverIds', label: l('当前审批人'), type: 'select', op: 'in', multiple: true, options: { call: 'demand.userOptions' as never } },
  { prop: 'tmCls', label: l('类别'), type: 'select', op: 'in', multiple: true },
];
const fields: Record<string, ScreenField> = {
  isRead: { label: l('阅读状态'), kind: 'boolean', nullable: false },
  status: { label: l('状态'), kind: 'text', nullable: false },
  deadline: { label: l('期限'), kind: 'date', nullable: true },
  approverIds: { label: l('当前审批人'), kind: 'array', nullable: false },
  tmCls: { label: l('类别'), kind: 'array', nullable: false },
};

describe('filter values from a query string', () => {
  it('reads only the screen rows, typed by field', () => {
    expect(valuesFromQuery(rows, fields, '?isRead=false&status=pending,handled&other=1')).toEqual({ isRead: false, status: ['pending', 'handled'] });
    expect(valuesFromQuery(rows, fields, '?approverIds=7&tmCls=09,25')).toEqual({ approverIds: [7], tmCls: ['09', '25'] });
    expect(valuesFromQuery(rows, fields, '?tmName=%E6%98%9F')).toEqual({ tmName: '星' });
  });
  it('takes open range ends as null', () => {
    expect(valuesFromQuery(rows, fields, '?deadline=,2026-12-05&remainingDays=0,7')).toEqual({ deadline: [null, '2026-12-05'], remainingDays: [0, 7] });
  });
  it('is null when no row is named', () => {
    expect(valuesFromQuery(rows, fields, '?id=3')).toBeNull();
    expect(valuesFromQuery(rows, fields, '')).toBeNull();
  });
  it('wins over the stored filter and clears the other rows', () => {
    const stored = new Map<string, string>([
      ['filterPath', '/brand/filesAll'],
      ['filterData', JSON.stringify({ tmName: '旧条件', status: ['ignored'] })],
    ]);
    const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) };
    const c = new FilterController({ config: { rows }, fields, path: '/brand/filesAll', storage, query: '?isRead=false' });
    expect(c.toRequestFilters()).toEqual({ isRead: false });
    const seen: unknown[] = [];
    c.onSearch((f) => seen.push(f));
    expect(c.applyQuery('?deadline=,2026-12-05')).toBe(true);
    expect(seen).toEqual([{ deadline: [null, '2026-12-05'] }]);
    expect(c.applyQuery('?nothing=1')).toBe(false);
    expect(new FilterController({ config: { rows }, fields, path: '/brand/filesAll', storage }).toRequestFilters()).toEqual({ deadline: [null, '2026-12-05'] });
  });
});
