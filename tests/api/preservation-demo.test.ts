// The demo preserved evidence (存证保全, issue 16): seeded with the server's file storage, the three records (a web
// capture and two pictures) are in the demo tenant's chain, listed, and pass 校验存证链 with their stored files;
// without a storage nothing is seeded (a record without its file would fail its check).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { withSystem } from '../../src/server/db/tenant';
import { seedPreservation } from '../../src/modules/preservation/server/seed';

let t: TestApp;
let tenantId: number;
let user: string;

beforeAll(async () => {
  t = await startTestApp();
  tenantId = (await t.db.query<{ tenant_id: number }>(`select tenant_id from users where account = 'admin'`)).rows[0].tenant_id;
  user = await t.tokenFor('user', 'User@2026');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const records = async () => Number((await t.db.query<{ n: number }>(`select count(*)::int as n from preserved_evidences where tenant_id = $1`, [tenantId])).rows[0].n);

describe('demo preserved evidence', () => {
  it('is left out without a file storage', async () => {
    await withSystem(t.db, (tx) => seedPreservation(tx, tenantId));
    expect(await records()).toBe(0);
  });

  it('is chained with its stored files: listed, and every record passes the check', async () => {
    await withSystem(t.db, (tx) => seedPreservation(tx, tenantId, t.storage));
    const list = await t.call('/risk/evidence/list', { pageNo: 1, pageSize: 10 }, { token: user });
    expect(list.subCode).toBe(10000);
    expect(list.data.list.map((r: any) => [r.seq, r.kind, r.operatorName])).toEqual([
      [3, 'file', '李专员'],
      [2, 'file', '李专员'],
      [1, 'web', '王管理'],
    ]);
    const web = list.data.list[2];
    expect(web).toMatchObject({ title: '远山运动旗舰店 · 星河同款跑鞋', httpStatus: 200, contentType: 'text/html; charset=utf-8' });
    expect(web.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    const verify = await t.call('/risk/evidence/verify', {}, { token: user });
    expect(verify.subCode).toBe(10000);
    expect(verify.data).toMatchObject({ total: 3, passed: 3, failed: 0, chainOk: true, headSeq: 3 });
    expect(verify.data.records.every((r: any) => r.fileChecked)).toBe(true);
  });
});
