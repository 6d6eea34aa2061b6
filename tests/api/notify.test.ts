// Messages, configuration and personal centre (issue 17, module notify): message settings, global configuration
// and dictionaries through their schema calls with their checks; the release log once per user; phone and email
// changed with a code that arrives by email at a real SMTP server on 127.0.0.1; the deadline digest planned per
// croner slot and sent exactly once (also by two servers at once on one database); the iCal feed with stable UIDs,
// revocable; another tenant sees none of it.
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDigests, planDigests } from '../../src/modules/notify/server/digest';
import { deliverEventMails, shouldNotify } from '../../src/modules/notify/server/events';
import { scanEvents, scanQualificationsExpiring } from '../../src/modules/notify/server/scan';
import { digestRange } from '../../src/modules/notify/server/schedule';
import { collectDeadlines } from '../../src/server/deadlines/sources';
import { withTenant } from '../../src/server/db/tenant';
import { registerDeadlineSource, type DeadlineItem } from '../../src/server/deadlines/sources';

import { openDatabase } from '../../src/server/db/open';
import { withSystem } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { DB_KIND, startTestApp, tokenWithoutGrants, userId, type CallResult, type TestApp } from './harness';
import { startSmtp, type TestSmtp } from './smtp';

let t: TestApp;
let smtp: TestSmtp;
let admin: string;
let user: string;
let other: string;
let userUid: number;
const quiet = { info: () => undefined };

const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const refused = (r: CallResult, subCode: number, message: RegExp) => expect([r.subCode, r.subMessage]).toEqual([subCode, expect.stringMatching(message)]);
const call = (path: string, body: object = {}, token = admin) => t.call(path, body, { token });
/** A message-settings save: the whole form, as the dialog sends it. */
const setting = (r: any, patch: object = {}) => ({
  id: r.id, version: r.version, enabled: r.enabled, notifyResponsible: r.notifyResponsible, channelWorkbench: r.channelWorkbench, channelEmail: r.channelEmail, daysBefore: r.daysBefore, roleIds: r.roleIds, remark: r.remark, ...patch,
});
const dictItem = (r: any, patch: object = {}) => ({ id: r.id, version: r.version, dictCode: r.dictCode, itemValue: r.itemValue, labelZh: r.labelZh, labelEn: r.labelEn, sort: r.sort, enabled: r.enabled, ...patch });

// A deadline source of this test: what the official-documents and other modules contribute in the product.
const today = dayjs().format('YYYY-MM-DD');
const deadlines: DeadlineItem[] = [];
function setDeadlines(forUser: number) {
  deadlines.splice(0, deadlines.length,
    { source: 'test', sourceId: '1', kind: '驳回复审', title: '云杉 第 9 类 61610001', dueDate: dayjs(today).add(5, 'day').format('YYYY-MM-DD'), derivation: ['发文日 + 15 日送达', '送达后 15 日'], userIds: [forUser], link: '/brand/deadlineMonitor' },
    { source: 'test', sourceId: '2', kind: '续展', title: '云杉 第 25 类 61610002', dueDate: dayjs(today).add(40, 'day').format('YYYY-MM-DD'), derivation: ['专用期届满前 12 个月内'], userIds: [forUser], link: '/brand/deadlineMonitor' },
  );
}

/** How many deadlines the demo specialist's digest at `at` over `days` days holds (every module's, as the digest reads them). */
async function dueFor(at: Date, days: number): Promise<number> {
  const tenantId = (await t.db.query<{ tenant_id: number }>('select tenant_id from users where id = $1', [userUid])).rows[0].tenant_id;
  return (await withTenant(t.db, tenantId, (tx) => collectDeadlines(tx, { tenantId, ...digestRange(at, days), userId: userUid }))).length;
}

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  t = await startTestApp();
  registerDeadlineSource('notify-test', async (_tx, q) => deadlines.filter((d) => d.dueDate <= q.to && (!q.from || d.dueDate >= q.from) && (q.userId === undefined || d.userIds.includes(q.userId))));
  admin = await t.tokenFor('admin', 'Admin@2026');
  user = await t.tokenFor('user', 'User@2026');
  userUid = await userId(t.db, 'user');
  setDeadlines(userUid);
  await withSystem(t.db, (tx) =>
    createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]),
  );
  other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
}, 120_000);
afterAll(async () => {
  delete process.env.SMTP_URL;
  await t?.close();
  await smtp?.close();
});

describe('message settings, configuration, dictionaries', () => {
  it('lists one message setting per event and checks the roles of an update', async () => {
    const page = ok(await call('/api/messageSettings/list', { pageNo: 1, pageSize: 20 }));
    expect(page.list.map((r: any) => r.eventType).sort()).toEqual(['approvalWaiting', 'deadlineDue', 'documentReceived', 'monitoringHit', 'qualificationExpiring']);
    const due = page.list.find((r: any) => r.eventType === 'deadlineDue');
    refused(await call('/api/messageSettings/set', setting(due, { roleIds: [999999] })), 40000, /另通知角色.*roleIds.*999999/);
    const roles = ok(await call('/api/角色列表')) as Array<{ value: number }>;
    const saved = ok(await call('/api/messageSettings/set', setting(due, { roleIds: [roles[0].value], daysBefore: 21 })));
    expect(saved).toMatchObject({ roleIds: [roles[0].value], daysBefore: 21, version: due.version + 1 });
    refused(await call('/api/messageSettings/set', setting(due, { daysBefore: 7 })), 40900, /已被他人修改/);
    // The specialist has no system settings; another tenant sees only its own rows.
    refused(await call('/api/messageSettings/list', { pageNo: 1, pageSize: 20 }, user), 40300, /权限/);
    const theirs = ok(await call('/api/messageSettings/list', { pageNo: 1, pageSize: 20 }, other));
    expect(theirs.list.map((r: any) => r.id)).not.toContain(due.id);
    refused(await call('/api/messageSettings/set', setting(saved, { daysBefore: 1, roleIds: [] }), other), 40400, /不存在/);
  });

  it('reads and updates the global configuration, checking a value by its type', async () => {
    expect(ok(await call('/common/getGlobalConfiguration', {}, user))).toMatchObject({ digestHour: '8', digestWeekday: '1', systemName: expect.any(String) });
    const rows = ok(await call('/common/globalConfigurationList', { pageNo: 1, pageSize: 50 })).list as any[];
    const hour = rows.find((r) => r.configKey === 'digestHour');
    refused(await call('/common/updateGlobalConfiguration', { id: hour.id, version: hour.version, value: '24' }), 40000, /值.*value.*0 到 23/);
    ok(await call('/common/updateGlobalConfiguration', { id: hour.id, version: hour.version, value: '9' }));
    expect(ok(await call('/common/getGlobalConfiguration', {}, user)).digestHour).toBe('9');
    expect(ok(await call('/common/getGlobalConfiguration', {}, other)).digestHour).toBe('8');
    refused(await call('/common/updateGlobalConfiguration', { id: hour.id, version: hour.version + 1, value: '8' }, user), 40300, /权限/);
    ok(await call('/common/updateGlobalConfiguration', { id: hour.id, version: hour.version + 1, value: '8' }));
  });

  it('serves dictionaries: built-in items can be disabled, not deleted; custom ones come and go', async () => {
    expect(ok(await call('/common/getDictItems', { dictCode: 'CASE_OFR_OSF' }, user)).map((i: any) => i.label)).toEqual(['官费', '服务费', '其他费用']);
    refused(await call('/common/getDictItems', { dictCode: 'case ofr' }, user), 40000, /dictCode/);
    const items = ok(await call('/common/dictItemList', { pageNo: 1, pageSize: 50, filters: { dictCode: 'CASE_OFR_OSF' } })).list as any[];
    const other3 = items.find((i) => i.itemValue === 'OTH');
    refused(await call('/common/dictItemDelete', { id: other3.id }), 40000, /内置字典项不能删除/);
    ok(await call('/common/dictItemUpdate', dictItem(other3, { enabled: false })));
    const mine = ok(await call('/common/dictItemCreate', { dictCode: 'CASE_OFR_OSF', itemValue: 'AGF', labelZh: '代理费', sort: 5, enabled: true }));
    expect(ok(await call('/common/getDictItems', { dictCode: 'CASE_OFR_OSF' }, user)).map((i: any) => i.label)).toEqual(['代理费', '官费', '服务费']);
    refused(await call('/common/dictItemCreate', { dictCode: 'CASE_OFR_OSF', itemValue: 'AGF', labelZh: '重复', sort: 6, enabled: true }), 40900, /./);
    refused(await call('/common/dictItemDelete', { id: mine.id }, other), 40400, /不存在/);
    ok(await call('/common/dictItemDelete', { id: mine.id }));
    expect(ok(await call('/common/getDictItems', { dictCode: 'CASE_OFR_OSF' }, other)).map((i: any) => i.label)).toEqual(['官费', '服务费', '其他费用']);
  });

  it('shows the newest release once per user, to users older than it', async () => {
    expect(ok(await call('/api/queryTheReleaseLog', {}, user)).unseen).toBeNull(); // made today: nothing new for them
    await t.db.query(`update users set created_at = '2026-01-01' where account in ('admin', 'user')`);
    const log = ok(await call('/api/queryTheReleaseLog', {}, user));
    expect(log.unseen.release).toBe(log.releases[0].release);
    refused(await call('/api/setUpTheReleaseLog', { release: '0.0.1' }, user), 40000, /release/);
    ok(await call('/api/setUpTheReleaseLog', { release: log.unseen.release }, user));
    expect(ok(await call('/api/queryTheReleaseLog', {}, user)).unseen).toBeNull();
    expect(ok(await call('/api/queryTheReleaseLog', {}, admin)).unseen).not.toBeNull();
  });
});

describe('personal centre', () => {
  it('shows the profile with the name avatar, and an uploaded image as avatar', async () => {
    const p = ok(await call('/api/personal/profile', {}, user));
    expect(p).toMatchObject({ account: 'user', name: '李专员', avatarText: '专员', avatarUrl: null, digestFrequency: 'weekly', email: 'li.zhuanyuan@demo-ipms.cn' });
    refused(await call('/api/personal/setAvatar', { uid: 'abcdefgh12345' }, user), 40000, /头像图片.*uid/);
  });

  it('changes the email with a code sent to the new address, and the phone with a code sent to the email', async () => {
    refused(await call('/api/getVerificationCode', { purpose: 'email', target: 'not-an-email' }, user), 40000, /target.*邮箱/);
    const sent = ok(await call('/api/getVerificationCode', { purpose: 'email', target: 'li.new@example.cn' }, user));
    expect(sent).toEqual({ sentTo: 'li****@example.cn', expiresInMinutes: 10 });
    const mail = await smtp.waitFor((m) => m.to.includes('li.new@example.cn'));
    const code = /验证码为 (\d{6})/.exec(mail.text)![1];
    expect(mail.subject).toContain(`验证码 ${code}`);
    refused(await call('/api/getVerificationCode', { purpose: 'email', target: 'li.new@example.cn' }, user), 42900, /秒后再试/);
    const wrong = code === '000000' ? '111111' : '000000';
    refused(await call('/api/changeEmail', { email: 'li.new@example.cn', code: wrong }, user), 40000, /验证码.*code.*错误/);
    refused(await call('/api/changeEmail', { email: 'li.other@example.cn', code }, user), 40000, /请先获取验证码/);
    expect(ok(await call('/api/changeEmail', { email: 'li.new@example.cn', code }, user)).email).toBe('li.new@example.cn');
    refused(await call('/api/changeEmail', { email: 'li.new@example.cn', code }, user), 40000, /请先获取验证码/);

    ok(await call('/api/getVerificationCode', { purpose: 'phone', target: '13911112222' }, user));
    const phoneMail = await smtp.waitFor((m) => m.to.includes('li.new@example.cn') && m.text.includes('13911112222'));
    const phoneCode = /验证码为 (\d{6})/.exec(phoneMail.text)![1];
    expect(ok(await call('/api/changePhone', { phone: '13911112222', code: phoneCode }, user)).phone).toBe('13911112222');
    refused(await call('/api/changePhone', { phone: '1391111', code: phoneCode }, user), 40000, /新手机号.*phone/);
  });

  it('keeps UKey signing data per user', async () => {
    expect(ok(await call('/softCertificate/getUKeySignInfo', {}, user))).toEqual({ bound: false, ukeyCode: null, savedAt: null });
    refused(await call('/softCertificate/saveUKeyCode', { ukeyCode: 'a b' }, user), 40000, /ukeyCode/);
    expect(ok(await call('/softCertificate/saveUKeyCode', { ukeyCode: 'UK-2026-0001' }, user))).toMatchObject({ bound: true, ukeyCode: 'UK-2026-0001' });
    expect(ok(await call('/softCertificate/getUKeySignInfo', {}, admin)).bound).toBe(false);
    expect(ok(await call('/softCertificate/saveUKeyCode', { ukeyCode: '' }, user)).bound).toBe(false);
  });
});

describe('deadline digests', () => {
  it('sends one now with the deadlines of the next N days the user is responsible for', async () => {
    ok(await call('/api/personal/setDigest', { frequency: 'daily', days: 30 }, user));
    const before = smtp.mails.length;
    // The test's deadline and whatever the modules' demo data make the demo specialist responsible for.
    const expected = await dueFor(new Date(), 30);
    expect(expected).toBeGreaterThanOrEqual(1);
    expect(ok(await call('/api/personal/sendDigestNow', {}, user))).toMatchObject({ itemCount: expected });
    const mail = await smtp.waitFor((m, i = smtp.mails.indexOf(m)) => i >= before && m.subject.includes('期限摘要'));
    expect(mail.to).toEqual(['li.new@example.cn']);
    expect(mail.text).toContain('云杉 第 9 类 61610001');
    expect(mail.text).not.toContain('61610002'); // 40 days out, past the 30 chosen
    refused(await call('/api/personal/setDigest', { frequency: 'hourly', days: 30 }, user), 40000, /frequency/);
    refused(await call('/api/personal/setDigest', { frequency: 'daily', days: 91 }, user), 40000, /days/);
  });

  it('plans one run per user and slot and sends it once; a second pass sends nothing', async () => {
    // The next daily slot after subscribing: tomorrow 08:00 China time, seen an hour later.
    const at = new Date(`${dayjs().add(1, 'day').format('YYYY-MM-DD')}T09:00:00+08:00`);
    const before = smtp.mails.length;
    expect(await planDigests(t.db, at)).toBe(1);
    expect(await planDigests(t.db, at)).toBe(0);
    expect(await deliverDigests(t.db, quiet, 'a')).toBe(1);
    expect(await deliverDigests(t.db, quiet, 'b')).toBe(0);
    await smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.subject.includes('期限摘要'));
    expect(smtp.mails.length - before).toBe(1);
    const p = ok(await call('/api/personal/profile', {}, user));
    expect(p.lastDigest).toMatchObject({ status: 'sent', itemCount: await dueFor(at, 30), slot: `daily:${dayjs(at).format('YYYY-MM-DD')}` });
    // The workbench message of the 期限将至 setting (channel on by default).
    const msgs = ok(await call('/homepage/getMessageList', { pageNo: 1, pageSize: 10 }, user));
    expect(JSON.stringify(msgs)).toContain('期限摘要');
  });

  it('sends nothing when the administrator turns off email for deadlines', async () => {
    const due = ok(await call('/api/messageSettings/list', { pageNo: 1, pageSize: 20 })).list.find((r: any) => r.eventType === 'deadlineDue');
    ok(await call('/api/messageSettings/set', setting(due, { channelEmail: false })));
    expect(await planDigests(t.db, new Date(`${dayjs().add(2, 'day').format('YYYY-MM-DD')}T09:00:00+08:00`))).toBe(0);
    expect(ok(await call('/api/personal/profile', {}, user)).digestEmailEnabled).toBe(false);
    ok(await call('/api/messageSettings/set', setting(due, { version: due.version + 1, channelEmail: true })));
  });

  it('two servers on one database send each digest exactly once', async () => {
    // A second connection pool to the same database stands for a second app server (PostgreSQL); on PGlite the
    // same database serves both passes, which still race through the claims.
    const second = DB_KIND === 'postgres' ? await openDatabase({ databaseUrl: t.url }) : t.db;
    try {
      // More subscribers: every user of the demo tenant with an email, daily.
      for (let i = 0; i < 6; i++)
        await t.db.query(
          `with u as (insert into users (tenant_id, account, name, phone, email, role_id, password_hash) select tenant_id, $1, $2, '13800000000', $3, role_id, password_hash from users where id = $4 returning id, tenant_id)
           insert into notify_user_prefs (user_id, tenant_id, digest_frequency, digest_days, digest_since) select id, tenant_id, 'daily', 14, now() from u`,
          [`digest${i}`, `摘要${i}`, `digest${i}@example.cn`, userUid],
        );
      const at = new Date(`${dayjs().add(3, 'day').format('YYYY-MM-DD')}T09:00:00+08:00`);
      const before = smtp.mails.length;
      const [p1, p2] = await Promise.all([planDigests(t.db, at), planDigests(second, at)]);
      expect(p1 + p2).toBe(7);
      const [s1, s2] = await Promise.all([deliverDigests(t.db, quiet, 'server-1'), deliverDigests(second, quiet, 'server-2')]);
      expect(s1 + s2).toBe(7);
      await new Promise((r) => setTimeout(r, 300));
      const got = smtp.mails.slice(before).flatMap((m) => m.to);
      expect(got.sort()).toEqual(['li.new@example.cn', ...Array.from({ length: 6 }, (_, i) => `digest${i}@example.cn`)].sort());
      const runs = await t.db.query<{ status: string; n: number }>(`select status, count(*)::int as n from notify_digest_runs where slot = $1 group by status`, [`daily:${dayjs(at).format('YYYY-MM-DD')}`]);
      expect(runs.rows).toEqual([{ status: 'sent', n: 7 }]);
    } finally {
      if (second !== t.db) await second.close();
    }
  });
});

describe('calendar feed', () => {
  it('serves every deadline with a stable UID, follows a moved deadline, and ends when revoked', async () => {
    const { url } = ok(await call('/api/personal/icalCreate', {}, user));
    expect(url).toMatch(/^\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = async () => t.app.inject({ method: 'GET', url });
    let res = await feed();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/calendar/);
    const d1 = deadlines[0].dueDate.replace(/-/g, '');
    expect(res.body).toContain('UID:test-1@ipms');
    expect(res.body).toContain('UID:test-2@ipms');
    expect(res.body).toContain(`DTSTART;VALUE=DATE:${d1}`);
    // The deadline moves: the same UID with the new date, no second event.
    deadlines[0] = { ...deadlines[0], dueDate: dayjs(today).add(9, 'day').format('YYYY-MM-DD') };
    res = await feed();
    expect(res.body.match(/UID:test-1@ipms/g)).toHaveLength(1);
    expect(res.body).toContain(`DTSTART;VALUE=DATE:${deadlines[0].dueDate.replace(/-/g, '')}`);
    expect(res.body).not.toContain(`DTSTART;VALUE=DATE:${d1}`);
    // Another user's feed has none of them; a renewed address ends the old one; revoking ends it.
    const adminFeed = ok(await call('/api/personal/icalCreate', {}, admin)).url;
    expect((await t.app.inject({ method: 'GET', url: adminFeed })).body).not.toContain('UID:test-1@ipms');
    const renewed = ok(await call('/api/personal/icalCreate', {}, user)).url;
    expect((await feed()).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: renewed })).statusCode).toBe(200);
    expect(ok(await call('/api/personal/icalRevoke', {}, user)).icalActive).toBe(false);
    const gone = await t.app.inject({ method: 'GET', url: renewed });
    expect(gone.statusCode).toBe(404);
    expect(JSON.parse(gone.body).subMessage).toBe('日历订阅地址无效或已停用');
    expect((await t.app.inject({ method: 'GET', url: '/calendar/feed/short' })).statusCode).toBe(400);
  });

  it('refuses the personal calls without a session', async () => {
    refused(await t.call('/api/personal/profile', {}), 40100, /./);
    const guest = await tokenWithoutGrants(t);
    expect(ok(await call('/api/personal/profile', {}, guest)).account).toBe('guest');
  });
});

describe('event notifications follow the message settings', () => {
  const settingOf = async (event: string) => ok(await call('/api/messageSettings/list', { pageNo: 1, pageSize: 20 })).list.find((r: any) => r.eventType === event);
  const messages = async (title: string) =>
    (await t.db.query<{ n: number }>(`select count(*)::int as n from messages where user_id = $1 and title like $2`, [userUid, `${title}%`])).rows[0].n;
  /** A new official document of a mark the demo specialist owns. */
  async function newDocument(tmName: string) {
    const tenantId = (await t.db.query<{ tenant_id: number }>('select tenant_id from users where id = $1', [userUid])).rows[0].tenant_id;
    const mark = (await t.db.query<{ id: number }>(`update trademarks set created_by = $1 where id = (select min(id) from trademarks where tenant_id = $2 and deleted_at is null) returning id`, [userUid, tenantId])).rows[0].id;
    const type = (await t.db.query<{ code: string }>(`select code from official_doc_types where tenant_id = $1 order by code limit 1`, [tenantId])).rows[0].code;
    await t.db.query(`insert into official_documents (tenant_id, trademark_id, tm_name, app_no, type_code, medium, issue_date) values ($1, $2, $3, '70000001', $4, 'electronic', current_date)`, [tenantId, mark, tmName, type]);
    return tenantId;
  }

  it('a received document reaches its mark owner once, on the workbench and by email as set', async () => {
    await t.db.query(`update users set email = 'events.user@example.cn' where id = $1`, [userUid]);
    const doc = await settingOf('documentReceived');
    ok(await call('/api/messageSettings/set', setting(doc, { channelEmail: true })));
    // The demo documents recorded at the seed (within the last day) are told about first; then one new document.
    await scanEvents(t.db);
    await deliverEventMails(t.db, quiet, 'events-0');
    const before = await messages('收到新官文');
    const tenantId = await newDocument('云杉事件');
    await scanEvents(t.db);
    expect(await messages('收到新官文')).toBe(before + 1);
    expect(await deliverEventMails(t.db, quiet, 'events-1')).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitFor((m) => m.to.includes('events.user@example.cn') && m.subject.includes('收到新官文') && m.text.includes('云杉事件'));
    expect(mail.subject).toMatch(/^【.+】收到新官文：/);
    // Scanned again: nobody is told twice.
    await scanEvents(t.db);
    expect(await messages('收到新官文')).toBe(before + 1);
    expect(await deliverEventMails(t.db, quiet, 'events-2')).toBe(0);
    // The workbench channel off: the next document leaves no message, and shouldNotify says so.
    const now = await settingOf('documentReceived');
    ok(await call('/api/messageSettings/set', setting(now, { channelWorkbench: false })));
    await withTenant(t.db, tenantId, async (tx) => {
      expect(await shouldNotify(tx, tenantId, userUid, 'documentReceived', 'workbench')).toBe(false);
      expect(await shouldNotify(tx, tenantId, userUid, 'documentReceived', 'email')).toBe(true);
      // Not responsible and of no listed role: not reached.
      expect(await shouldNotify(tx, tenantId, userUid, 'documentReceived', 'email', { responsible: false })).toBe(false);
    });
    await newDocument('云杉事件二');
    await scanEvents(t.db);
    expect(await messages('收到新官文')).toBe(before + 1);
    // The event off: nothing at all.
    const off = await settingOf('documentReceived');
    ok(await call('/api/messageSettings/set', setting(off, { enabled: false })));
    await withTenant(t.db, tenantId, async (tx) => expect(await shouldNotify(tx, tenantId, userUid, 'documentReceived', 'email')).toBe(false));
    const last = await settingOf('documentReceived');
    ok(await call('/api/messageSettings/set', setting(last, { enabled: true, channelWorkbench: true, channelEmail: false })));
  });

  it('an expiring qualification reaches the users of the roles the setting lists', async () => {
    const tenantId = (await t.db.query<{ tenant_id: number }>('select tenant_id from users where id = $1', [userUid])).rows[0].tenant_id;
    const role = (await t.db.query<{ role_id: number }>('select role_id from users where id = $1', [userUid])).rows[0].role_id;
    const q = await settingOf('qualificationExpiring');
    ok(await call('/api/messageSettings/set', setting(q, { notifyResponsible: false, roleIds: [role], daysBefore: 20 })));
    await t.db.query(`insert into qualification_proofs (tenant_id, kind, name, holder, valid_until) values ($1, 'license', '事件测试营业执照', '星河品牌', current_date + 10)`, [tenantId]);
    await t.db.query(`insert into qualification_proofs (tenant_id, kind, name, holder, valid_until) values ($1, 'license', '远期营业执照', '星河品牌', current_date + 60)`, [tenantId]);
    await withTenant(t.db, tenantId, (tx) => scanQualificationsExpiring(tx, tenantId));
    expect(await messages('资质即将到期：事件测试营业执照')).toBe(1);
    expect(await messages('资质即将到期：远期营业执照')).toBe(0);
    // Another user of no listed role (the administrator) is not told.
    const adminId = await userId(t.db, 'admin');
    expect((await t.db.query<{ n: number }>(`select count(*)::int as n from messages where user_id = $1 and title like '资质即将到期：事件测试%'`, [adminId])).rows[0].n).toBe(0);
  });
});
