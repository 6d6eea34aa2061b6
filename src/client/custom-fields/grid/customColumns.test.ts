// @vitest-environment happy-dom
import type { ColDef } from 'ag-grid-community';
import { describe, expect, it, vi } from 'vitest';
import { customFieldKindByCode } from '../../../generated/field-kinds';
import type { Row } from '../../runtime/list/listController';
import { def } from '../testDefs';
import { makeCellCommit } from './cellCommit';
import { cellKeyOf, editingCell } from './cells';
import { buildCustomColumnDefs, insertCustomColumns } from './customColumns';

const commit = vi.fn(() => true);
const build = (defs = [def(1, 1), def(2, 3, { isTop: 1 }), def(3, 4), def(4, 5), def(5, 6, { state: 0 }), def(6, 2)], canEdit = true) =>
  buildCustomColumnDefs({ defs, lang: 'zh', canEdit, initialSorts: [{ key: 'cf:1', asc: false }], commit });

describe('custom columns', () => {
  it('one column per shown field, cf:<id>, pinned fields pinned left, sortable only where the type sorts', () => {
    const cols = build();
    expect(cols.map((c) => [c.colId, c.pinned, c.sortable])).toEqual([
      ['cf:1', null, true],
      ['cf:2', 'left', true],
      ['cf:3', null, false],
      ['cf:4', null, false],
      ['cf:6', null, true],
    ]);
    expect(cols[0]).toMatchObject({ headerName: '字段1', initialSort: 'desc', initialSortIndex: 0 });
    const get = cols[0].valueGetter as (p: unknown) => unknown;
    expect(get({ data: { id: 9, customValues: { 1: '值' } } })).toBe('值');
    expect(get({ data: { id: 9, customFieldInfo: { 1: '档案值' } } })).toBe('档案值');
  });

  it('edits by double-click only with customFieldData; attachments stay read-only', () => {
    const cols = build();
    const by = (id: string) => cols.find((c) => c.colId === id)!;
    expect(typeof by('cf:1').onCellDoubleClicked).toBe('function');
    expect(by('cf:4').onCellDoubleClicked).toBeUndefined();
    expect(build(undefined, false).every((c) => c.onCellDoubleClicked === undefined)).toBe(true);
    by('cf:2').onCellDoubleClicked!({ data: { id: 9 } } as never);
    expect(editingCell()).toBe(cellKeyOf({ id: 9 }, 'cf:2'));
  });

  it('go after the last data column, before the operation column', () => {
    const base: ColDef<Row>[] = [{ colId: '__selection', pinned: 'left' }, { colId: 'name' }, { colId: 'phone' }, { colId: '__operation', pinned: 'right' }];
    const custom: ColDef<Row>[] = [{ colId: 'cf:1' }];
    expect(insertCustomColumns(base, custom).map((c) => c.colId)).toEqual(['__selection', 'name', 'phone', 'cf:1', '__operation']);
    expect(insertCustomColumns([{ colId: '__index' }, { colId: '__operation', pinned: 'right' }], custom).map((c) => c.colId)).toEqual(['__index', 'cf:1', '__operation']);
    expect(insertCustomColumns(base, [])).toBe(base);
  });
});

describe('cell commit', () => {
  const ctxOf = (over = {}) => ({ def: def(1, 1, over), kind: customFieldKindByCode[1], config: {}, lang: 'zh' as const });
  const flush = () => new Promise((r) => setTimeout(r, 0));

  it('writes the value into the row at once, then keeps what the server stored', async () => {
    const setValue = vi.fn(async () => '服务端值');
    const saved = vi.fn();
    const run = makeCellCommit({ setValue, warn: vi.fn(), saved });
    const row: Row = { id: 7, customValues: { 2: 'b' } };
    const redraw = vi.fn();
    expect(run(row, ctxOf(), '  新值 ', redraw)).toBe(true);
    expect(row.customValues).toEqual({ 1: '新值', 2: 'b' });
    expect(setValue).toHaveBeenCalledWith(7, 1, '新值');
    await flush();
    expect(row.customValues).toEqual({ 1: '服务端值', 2: 'b' });
    expect(redraw).toHaveBeenCalled();
    expect(saved).toHaveBeenCalled();
  });

  it('puts the old value back when the server refuses', async () => {
    const run = makeCellCommit({ setValue: vi.fn(async () => Promise.reject(new Error('40000'))), warn: vi.fn(), saved: vi.fn() });
    const row: Row = { id: 7, customValues: { 1: '旧' } };
    const redraw = vi.fn();
    run(row, ctxOf(), '新', redraw);
    await flush();
    expect(row.customValues).toEqual({ 1: '旧' });
    expect(redraw).toHaveBeenCalled();
  });

  it('sends nothing for an unchanged value, and warns for an empty required one', () => {
    const setValue = vi.fn(async (_r: number, _f: number, v: unknown) => v);
    const warn = vi.fn();
    const run = makeCellCommit({ setValue, warn, saved: vi.fn() });
    const row: Row = { id: 7, customValues: { 1: '同' } };
    expect(run(row, ctxOf(), '同', vi.fn())).toBe(false);
    expect(run(row, ctxOf({ isRequire: 1 }), '', vi.fn())).toBe(false);
    expect(warn).toHaveBeenCalledWith('cf.requiredValue', { title: '字段1' });
    expect(setValue).not.toHaveBeenCalled();
    expect(row.customValues).toEqual({ 1: '同' });
  });
});
