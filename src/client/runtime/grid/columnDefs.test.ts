import { describe, expect, it } from 'vitest';
import { screens } from '../../../generated/screens/all';
import { buildColumnDefs } from './columnDefs';

const texts = { index: '序号', operation: '操作', details: '详情' };
const users = screens.users;

describe('grid column definitions', () => {
  const defs = buildColumnDefs({ screen: users, columns: users.columns, lang: 'zh', can: () => true, initialSorts: users.defaultSort, texts });
  const byId = Object.fromEntries(defs.map((d) => [d.colId, d]));

  it('maps every column type', () => {
    expect(defs[0].colId).toBe('__selection');
    expect(defs[1]).toMatchObject({ colId: '__index', headerName: '序号', pinned: 'left' });
    expect(defs.at(-1)).toMatchObject({ colId: '__operation', headerName: '操作', pinned: 'right' });
  });

  it('sorts only where the server sorts, starting from the default sort', () => {
    expect(byId.account.sortable).toBe(true);
    expect(byId.phone.sortable).toBe(false);
    expect(byId.createdAt).toMatchObject({ sortable: true, initialSort: 'desc', initialSortIndex: 0 });
    expect(byId.name.initialSort).toBeUndefined();
  });

  it('hides columns with isShow false and names headers per language', () => {
    expect(byId.email.hide).toBe(true);
    const en = buildColumnDefs({ screen: users, columns: users.columns, lang: 'en', can: () => true, initialSorts: [], texts });
    expect(en.find((d) => d.colId === 'name')!.headerName).toBe('Name');
  });

  it('formats values by kind and column format', () => {
    const fmt = byId.validUntil.valueFormatter as (p: unknown) => string;
    expect(fmt({ data: {}, value: '2026-12-31T00:00:00.000+08:00' })).toMatch(/^2026-12-3[01]$/);
    expect(fmt({ data: {}, value: null })).toBe('-');
    expect(byId.status.cellRenderer).toBeTruthy(); // dictionary: a tag
  });

  it('maps expand and image columns', () => {
    const cols = [{ type: 'expand' as const }, { type: 'image' as const, prop: 'logo', label: { zh: '图样', en: 'Image' } }];
    const out = buildColumnDefs({ screen: { fields: {}, sortable: ['logo'] }, columns: cols, lang: 'zh', can: () => true, initialSorts: [], texts });
    expect(out.map((d) => d.colId)).toEqual(['__expand', 'logo']);
    expect(out[0].cellRenderer).toBeTruthy();
    expect(out[1]).toMatchObject({ headerName: '图样', sortable: false });
    expect(out[1].cellRenderer).toBeTruthy();
  });

  it('drops columns whose permission is not granted', () => {
    const cols = [...users.columns, { type: 'data' as const, prop: 'secret', permission: 'nope' }];
    expect(buildColumnDefs({ screen: users, columns: cols, lang: 'zh', can: (p) => p !== 'nope', initialSorts: [], texts }).some((d) => d.colId === 'secret')).toBe(false);
  });
});
