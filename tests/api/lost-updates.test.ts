// No lost updates (row versions, src/server/lists/generic.ts updateRecord): two people saving the same record
// from the same read, one after the other or at the same moment, get one success and one 40900 that says
// someone else changed it; nothing of the second save is written. Cell edits of custom fields keep working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_RECORD_MESSAGE } from '../../src/shared/subcodes';
import { startTestApp, userId, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let admin2: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  admin2 = await t.tokenFor('admin', 'Admin@2026', { ip: '10.9.0.2' });
});
afterAll(async () => {
  await t?.close();
});

const stale = (r: { status: number; subCode: number; subMessage: string }) => expect([r.status, r.subCode, r.subMessage]).toEqual([409, 40900, STALE_RECORD_MESSAGE]);

describe('trademarks (archive edit)', () => {
  let id: number;
  let version: number;
  const form = { tmName: '并发测试', tmCl: 25, countryCode: 'CN' };

  beforeAll(async () => {
    const r = await t.call('/brandArchives/add', form, { token: admin });
    id = r.data.id;
    version = r.data.version;
    expect(version).toBe(1);
  });

  it('the second save from the same read gets 40900 and writes nothing; the first stays', async () => {
    const first = await t.call('/brandArchives/modify', { ...form, id, version, applicant: '申请人甲' }, { token: admin });
    expect([first.subCode, first.data.version, first.data.applicant]).toEqual([10000, version + 1, '申请人甲']);
    const second = await t.call('/brandArchives/modify', { ...form, id, version, agent: '代理乙' }, { token: admin2 });
    stale(second);
    const row = (await t.db.query('select applicant, agent, version from trademarks where id = $1', [id])).rows[0];
    expect(row).toEqual({ applicant: '申请人甲', agent: null, version: version + 1 });
    const history = await t.call('/userManage/queryOperateLog', { entity: 'trademark', recordId: id }, { token: admin });
    expect(history.data.filter((h: { action: string }) => h.action === 'update')).toHaveLength(1);
    // Saved again from the fresh read, the second change goes in.
    const retry = await t.call('/brandArchives/modify', { ...form, id, version: first.data.version, applicant: '申请人甲', agent: '代理乙' }, { token: admin2 });
    expect([retry.subCode, retry.data.version, retry.data.agent]).toEqual([10000, version + 2, '代理乙']);
    version = retry.data.version;
  });

  it('two saves at the same moment: one wins, the other gets 40900, in every round', async () => {
    for (let round = 0; round < 10; round++) {
      const [a, b] = await Promise.all([
        t.call('/brandArchives/modify', { ...form, id, version, applicant: `申请人${round}` }, { token: admin }),
        t.call('/brandArchives/modify', { ...form, id, version, agent: `代理${round}` }, { token: admin2 }),
      ]);
      expect([a.subCode, b.subCode].sort()).toEqual([10000, 40900]);
      const winner = a.subCode === 10000 ? a : b;
      stale(a.subCode === 10000 ? b : a);
      const row = (await t.db.query<{ applicant: string | null; agent: string | null; version: number }>('select applicant, agent, version from trademarks where id = $1', [id])).rows[0];
      expect(row.version).toBe(version + 1);
      // The winner's whole form is what is stored: the loser changed nothing.
      expect({ applicant: row.applicant, agent: row.agent }).toEqual({ applicant: winner.data.applicant, agent: winner.data.agent });
      version = row.version;
    }
  });

  it('a save without the version is refused with 40000 naming it', async () => {
    const r = await t.call('/brandArchives/modify', { ...form, id }, { token: admin });
    expect([r.subCode, r.subMessage]).toEqual([40000, expect.stringContaining('version')]);
  });

  it('cell edits of custom fields neither conflict with each other nor make an open form stale', async () => {
    const field = async (fieldTitle: string) =>
      (await t.call('/customField/setCustomField', { type: 1, fieldTitle, fieldType: 1, isRequire: 0 }, { token: admin })).data.id as number;
    const [f1, f2] = [await field('并发备注一'), await field('并发备注二')];
    const [c1, c2] = await Promise.all([
      t.call('/customField/setCustomFieldData', { type: 1, id, fieldId: f1, value: '甲写的' }, { token: admin }),
      t.call('/customField/setCustomFieldData', { type: 1, id, fieldId: f2, value: '乙写的' }, { token: admin2 }),
    ]);
    expect([c1.subCode, c2.subCode]).toEqual([10000, 10000]);
    // The form read before the cell edits still saves, and the cell values stay.
    const saved = await t.call('/brandArchives/modify', { ...form, id, version, regNo: '77770001' }, { token: admin });
    expect([saved.subCode, saved.data.regNo]).toEqual([10000, '77770001']);
    const stored = await t.db.query<{ a: string; b: string }>('select custom_values->>$2 as a, custom_values->>$3 as b from trademarks where id = $1', [id, String(f1), String(f2)]);
    expect(stored.rows[0]).toEqual({ a: '甲写的', b: '乙写的' });
    version = saved.data.version;
  });
});

describe('enterprises (generic update), disputes, users', () => {
  it('enterprise: a stale save gets 40900', async () => {
    const body = { applicantType: 1, bookType: 1, countryOrRegion: 'CN', applicantName: '并发企业' };
    const c = await t.call('/enterPrise/saveInfo', body, { token: admin });
    const ok = await t.call('/enterPrise/updateInfo', { ...body, id: c.data.id, version: c.data.version, legalPerson: '甲' }, { token: admin });
    expect([ok.subCode, ok.data.version]).toEqual([10000, c.data.version + 1]);
    stale(await t.call('/enterPrise/updateInfo', { ...body, id: c.data.id, version: c.data.version, legalPerson: '乙' }, { token: admin2 }));
    expect((await t.db.query('select legal_person from enterprises where id = $1', [c.data.id])).rows[0]).toEqual({ legal_person: '甲' });
  });

  it('dispute: a stale save through manage gets 40900', async () => {
    const body = { tmName: '并发争议', disputeType: '异议', disputeStatus: '已提交' };
    const c = await t.call('/api/dispute/manage', body, { token: admin });
    expect((await t.call('/api/dispute/manage', { ...body, id: c.data.id, version: c.data.version, opponent: '甲' }, { token: admin })).subCode).toBe(10000);
    stale(await t.call('/api/dispute/manage', { ...body, id: c.data.id, version: c.data.version, opponent: '乙' }, { token: admin2 }));
    expect((await t.call('/api/dispute/manage', { ...body, id: c.data.id, opponent: '丙' }, { token: admin })).subCode).toBe(40000);
  });

  it('user: a stale save gets 40900, and disabling the user makes an open edit form stale', async () => {
    const uid = await userId(t.db, 'user');
    const list = await t.call('/api/user/list', { filters: { account: 'user' } }, { token: admin });
    const row = list.data.list.find((u: { id: number }) => u.id === uid);
    const form = { id: uid, version: row.version, account: row.account, name: row.name, phone: row.phone, roleId: row.roleId, status: 1 };
    const ok = await t.call('/api/user/modify', { ...form, name: '李专员甲' }, { token: admin });
    expect([ok.subCode, ok.data.version]).toEqual([10000, row.version + 1]);
    stale(await t.call('/api/user/modify', { ...form, name: '李专员乙' }, { token: admin2 }));

    const fresh = { ...form, version: ok.data.version, name: '李专员' };
    expect((await t.call('/api/user/auth/close', { userId: uid }, { token: admin })).subCode).toBe(10000);
    // Saving the form opened before would silently enable the user again.
    stale(await t.call('/api/user/modify', fresh, { token: admin2 }));
    expect((await t.call('/api/user/auth/open', { userId: uid }, { token: admin })).subCode).toBe(10000);
  });
});
