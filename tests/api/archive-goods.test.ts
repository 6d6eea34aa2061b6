// Goods and services edited by hand: the create/edit form sends goodsItems ({code, name, suffix}); they are
// validated by the entity schema, stored as jsonb and logged in the history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
});
afterAll(async () => {
  await t?.close();
});

describe('goods by hand', () => {
  it('creates and edits a mark with goods, keeping the struck-through suffix', async () => {
    const add = await t.call('/brandArchives/add', { tmName: '青禾', tmCl: 30, goodsItems: [{ code: '300001', name: '咖啡', suffix: null }, { code: null, name: '茶', suffix: 2 }] }, { token: admin });
    expect([add.subCode, add.subMessage]).toEqual([10000, '成功']);
    expect(add.data.goodsItems).toEqual([{ code: '300001', name: '咖啡', suffix: null }, { code: null, name: '茶', suffix: 2 }]);
    const mod = await t.call('/brandArchives/modify', { id: add.data.id, version: add.data.version, tmName: '青禾', tmCl: 30, goodsItems: [{ code: '300001', name: '咖啡', suffix: null }] }, { token: admin });
    expect(mod.data.goodsItems).toEqual([{ code: '300001', name: '咖啡', suffix: null }]);
    const stored = await t.db.query<{ g: unknown }>('select goods_items as g from trademarks where id = $1', [add.data.id]);
    expect(stored.rows[0].g).toEqual([{ code: '300001', name: '咖啡', suffix: null }]);
  });

  it('refuses malformed goods, naming the field, and stores nothing', async () => {
    const before = (await t.db.query<{ n: number }>('select count(*)::int as n from trademarks')).rows[0].n;
    const r = await t.call('/brandArchives/add', { tmName: '坏的', tmCl: 30, goodsItems: [{ name: '' }] }, { token: admin });
    expect(r.subCode).toBe(40000);
    expect(r.subMessage).toContain('goodsItems');
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from trademarks')).rows[0].n).toBe(before);
  });
});
