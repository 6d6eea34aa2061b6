// Every producer of event notices follows the message settings (issue 17, 系统设置 / 消息设置): a demand waiting
// for approval (需求审批), the daily official deadline reminders and a date field's reminder (期限将至), a monitoring
// run's new hits (监控命中) and an expiring qualification (资质到期). Switched off, an event leaves no workbench message
// and no mail; with the email channel on, the mail arrives at a real SMTP server on 127.0.0.1 (a call's mail right
// after it commits, a task's with the delivery run); with the workbench channel off, no workbench message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverEventMails } from '../../src/modules/notify/server/events';
import { scanQualificationsExpiring } from '../../src/modules/notify/server/scan';
import { remindDays, runReminders } from '../../src/modules/official-docs/server/reminders';
import { monitorStep } from '../../src/modules/risk/server/monitor';
import { hashPassword } from '../../src/server/auth/password';
import { sendDueReminders } from '../../src/server/custom-fields/reminders';
import { withTenant } from '../../src/server/db/tenant';
import type { TaskRow, TaskRun } from '../../src/server/tasks/runner';
import { todayInChina } from '../../src/shared/dates';
import { startTestApp, userId, type CallResult, type TestApp } from './harness';
import { startSmtp, type TestSmtp } from './smtp';

let t: TestApp;
let smtp: TestSmtp;
let admin: string;
let tenantId: number;
let adminUid: number;
let specialistUid: number;
const quiet = { info: () => undefined };

const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const call = (path: string, body: object = {}, token = admin) => t.call(path, body, { token });

const settingOf = async (event: string) => ok(await call('/api/messageSettings/list', { pageNo: 1, pageSize: 20 })).list.find((r: any) => r.eventType === event);
/** Saves an event's message setting with the given changes (the whole form, as the dialog sends it). */
async function setEvent(event: string, patch: object) {
  const r = await settingOf(event);
  return ok(await call('/api/messageSettings/set', {
    id: r.id, version: r.version, enabled: r.enabled, notifyResponsible: r.notifyResponsible, channelWorkbench: r.channelWorkbench, channelEmail: r.channelEmail, daysBefore: r.daysBefore, roleIds: r.roleIds, remark: r.remark, ...patch,
  }));
}
const on = { enabled: true, channelWorkbench: true, channelEmail: false };
const emailOnly = { enabled: true, channelWorkbench: false, channelEmail: true };
const off = { enabled: false };

/** Workbench messages of a user whose title starts with / content contains the given text. */
async function messages(user: number, title: string, content = ''): Promise<number> {
  const r = await t.db.query<{ n: number }>(`select count(*)::int as n from messages where user_id = $1 and title like $2 and content like $3`, [user, `${title}%`, `%${content}%`]);
  return r.rows[0].n;
}
/** Mails received so far for an address whose subject contains the text. */
const mailsTo = (address: string, subject: string) => smtp.mails.filter((m) => m.to.includes(address) && m.subject.includes(subject));
const settle = () => new Promise((r) => setTimeout(r, 400));

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  adminUid = await userId(t.db, 'admin');
  specialistUid = await userId(t.db, 'user');
  tenantId = (await t.db.query<{ tenant_id: number }>(`select tenant_id from users where id = $1`, [adminUid])).rows[0].tenant_id;
  await t.db.query(`update users set email = 'admin.events@example.cn' where id = $1`, [adminUid]);
  await t.db.query(`update users set email = 'user.events@example.cn' where id = $1`, [specialistUid]);
}, 120_000);
afterAll(async () => {
  delete process.env.SMTP_URL;
  await t?.close();
  await smtp?.close();
});

describe('需求审批 (approvalWaiting)', () => {
  let approver: { id: number; token: string };
  let flowId: number;

  beforeAll(async () => {
    const role = (await t.db.query<{ role_id: number }>(`select role_id from users where id = $1`, [adminUid])).rows[0].role_id;
    const r = await t.db.query<{ id: number }>(
      `insert into users (tenant_id, account, name, phone, email, role_id, password_hash) values ($1, 'notice.approver', '吴审批', '13800000011', 'approver.events@example.cn', $2, $3) returning id`,
      [tenantId, role, await hashPassword('Appr@2026x')],
    );
    approver = { id: r.rows[0].id, token: await t.tokenFor('notice.approver', 'Appr@2026x') };
    const flow = ok(await call('/api/demandFlowCreate', { name: '通知测试审批', sort: 0, enabled: true, demandTypes: ['invalidation'] }));
    ok(await call('/api/demandFlowStepCreate', { flowId: flow.id, seq: 1, name: '法务审批', mode: 'any', approverUsers: [{ id: approver.id, name: '吴审批' }], approverRoleIds: [] }));
    flowId = flow.id;
  });
  afterAll(async () => {
    await setEvent('approvalWaiting', on);
  });

  /** A demand of the test flow, submitted by the administrator; returns it. */
  async function submitted(title: string) {
    const d = ok(await call('/api/demandManagement', { title, demandType: 'invalidation', priority: 'normal' }));
    const s = ok(await call('/api/submitForApproval', { id: d.id, version: d.version }));
    expect(ok(await call('/api/demandFlowChart', { id: d.id })).flowId).toBe(flowId);
    return s;
  }

  it('switched off: the approver gets neither a workbench message nor a mail', async () => {
    await setEvent('approvalWaiting', { ...off, channelEmail: true });
    const before = smtp.mails.length;
    await submitted('通知关闭的无效宣告');
    await settle();
    expect(await messages(approver.id, '待审批需求', '通知关闭的无效宣告')).toBe(0);
    expect(smtp.mails.length).toBe(before);
    expect((await t.db.query(`select 1 from notify_event_deliveries where event_type = 'approvalWaiting' and user_id = $1`, [approver.id])).rows).toHaveLength(0);
  });

  it('email only: the mail arrives right after the call commits, no workbench message; the outcome mails the requester', async () => {
    await setEvent('approvalWaiting', emailOnly);
    const d = await submitted('仅邮件的无效宣告');
    const mail = await smtp.waitFor((m) => m.to.includes('approver.events@example.cn') && m.text.includes('仅邮件的无效宣告'));
    expect(mail.subject).toMatch(/^【.+】待审批需求$/);
    expect(await messages(approver.id, '待审批需求', '仅邮件的无效宣告')).toBe(0);
    // The approver adopts: the requester (the administrator) is mailed the outcome, once.
    ok(await call('/api/demandApproval', { id: d.id, decision: 'adopt', comment: '同意' }, approver.token));
    await smtp.waitFor((m) => m.to.includes('admin.events@example.cn') && m.subject.includes('需求已通过') && m.text.includes(d.demandNo));
    await settle();
    expect(mailsTo('admin.events@example.cn', '需求已通过').filter((m) => m.text.includes(d.demandNo))).toHaveLength(1);
  });

  it('the roles of the setting hear of a waiting demand, not of its outcome', async () => {
    const managerRole = (await t.db.query<{ role_id: number }>(`select role_id from users where account = 'dept.manager'`)).rows[0].role_id;
    const manager = await userId(t.db, 'dept.manager');
    await setEvent('approvalWaiting', { ...on, roleIds: [managerRole] });
    const d = await submitted('角色也被通知的无效宣告');
    expect(await messages(manager, '待审批需求', '角色也被通知的无效宣告')).toBe(1);
    expect(await messages(approver.id, '待审批需求', '角色也被通知的无效宣告')).toBe(1);
    ok(await call('/api/demandApproval', { id: d.id, decision: 'adopt' }, approver.token));
    expect(await messages(adminUid, '需求已通过', '角色也被通知的无效宣告')).toBe(1);
    expect(await messages(manager, '需求已通过', '角色也被通知的无效宣告')).toBe(0);
    await setEvent('approvalWaiting', { ...on, roleIds: [] });
  });
});

describe('期限将至 (deadlineDue): official deadline reminders and date-field reminders', () => {
  const day = todayInChina();
  /** The reminder task of the day for the tenant, run directly (the scheduler claims a day once). */
  const remind = () =>
    runReminders({ tenant_id: tenantId, payload: { day } } as unknown as TaskRow, { checkpoint: null, step: (fn: never) => withTenant(t.db, tenantId, fn) } as unknown as TaskRun);
  /** A pending official document due in `days` days. */
  async function dueDoc(appNo: string, days: number) {
    const type = (await t.db.query<{ code: string }>(`select code from official_doc_types where tenant_id = $1 and code = 'rejection'`, [tenantId])).rows[0].code;
    await t.db.query(
      `insert into official_documents (tenant_id, tm_name, app_no, type_code, medium, issue_date, deadline) values ($1, '提醒云杉', $2, $3, 'electronic', current_date, $4::date + $5::int)`,
      [tenantId, appNo, type, day, days],
    );
  }
  afterAll(async () => {
    await setEvent('deadlineDue', { enabled: true, channelWorkbench: true, channelEmail: true, daysBefore: 14 });
  });

  it('the reminder days start at the setting’s 提前天数', () => {
    expect(remindDays(null)).toEqual([30, 15, 7, 3, 1, 0]);
    expect(remindDays(14)).toEqual([14, 7, 3, 1, 0]);
    expect(remindDays(5)).toEqual([5, 3, 1, 0]);
  });

  it('switched off: no reminder at all; email only: a mail and no message; 提前天数 5 leaves out a deadline 7 days away', async () => {
    await dueDoc('RMD-OFF', 7);
    await setEvent('deadlineDue', { ...off, daysBefore: 14 });
    expect(await remind()).toMatchObject({ documents: 0, sent: 0 });
    expect(await messages(adminUid, '官文期限提醒', 'RMD-OFF')).toBe(0);

    await setEvent('deadlineDue', { ...emailOnly, daysBefore: 14 });
    const r = await remind();
    expect(r.sent).toBe(0);
    expect(r.emails).toBeGreaterThanOrEqual(1);
    expect(await messages(adminUid, '官文期限提醒', 'RMD-OFF')).toBe(0);
    expect(await deliverEventMails(t.db, quiet, 'reminders')).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitFor((m) => m.to.includes('admin.events@example.cn') && m.subject.includes('官文期限提醒') && m.text.includes('RMD-OFF'));
    expect(mail.subject).toContain('还有 7 天到期');
    // The same day again tells nobody twice.
    expect((await remind()).emails).toBe(0);

    await dueDoc('RMD-SEVEN', 7);
    await dueDoc('RMD-FIVE', 5);
    await setEvent('deadlineDue', { ...on, daysBefore: 5 });
    await remind();
    expect(await messages(adminUid, '官文期限提醒', 'RMD-SEVEN')).toBe(0);
    expect(await messages(adminUid, '官文期限提醒：驳回通知书还有 5 天到期', 'RMD-FIVE')).toBe(1);
  });

  it('a date field’s reminder follows the same setting', async () => {
    const content = JSON.stringify({ dateFormat: 'YYYY/MM/DD', remind: 1, remindType: '1', limitPerson: [adminUid], dateLimit: '0d', limitTime: '09:00', showRemaining: true, isAuto: false });
    const field = ok(await call('/customField/setCustomField', { type: 1, fieldTitle: '通知测试日', fieldType: 6, isRequire: 0, fieldContent: content })).id;
    const marks = (await t.db.query<{ id: number }>(`select id from trademarks where tenant_id = $1 and deleted_at is null order by id limit 2`, [tenantId])).rows;
    ok(await call('/customField/setCustomFieldData', { type: 1, id: marks[0].id, fieldId: field, value: '2032-05-01' }));
    ok(await call('/customField/setCustomFieldData', { type: 1, id: marks[1].id, fieldId: field, value: '2032-05-02' }));
    await setEvent('deadlineDue', { ...off });
    expect(await sendDueReminders(t.db, new Date('2032-05-01T01:01:00Z'))).toBe(0); // 09:01 in China
    expect(await messages(adminUid, '期限提醒：通知测试日')).toBe(0);
    await setEvent('deadlineDue', { ...on });
    expect(await sendDueReminders(t.db, new Date('2032-05-02T01:01:00Z'))).toBe(1);
    expect(await messages(adminUid, '期限提醒：通知测试日', '2032-05-02')).toBe(1);
  });
});

describe('监控命中 (monitoringHit)', () => {
  let n = 0;
  /** A watch of an applicant owned by the specialist, and a new public mark of that applicant; runs the step. */
  async function hitFor(applicant: string) {
    n++;
    const last = (await t.db.query<{ m: number }>(`select coalesce(max(id), 0) as m from public_marks`)).rows[0].m;
    await t.db.query(
      `insert into risk_watches (tenant_id, name, kind, country, cron, created_by, pending, checked_up_to) values ($1, $2, 'applicant', 'CN', '0 7 * * *', $3, true, $4)`,
      [tenantId, applicant, specialistUid, last],
    );
    await t.db.query(
      `insert into public_marks (tenant_id, tm_name, applicant, app_no, announcement_type, announcement_date) values ($1, $2, $3, $4, '初审公告', current_date)`,
      [tenantId, `监控样本${n}`, `${applicant}有限公司`, `7788000${n}`],
    );
    return withTenant(t.db, tenantId, (tx) => monitorStep(tx));
  }
  afterAll(async () => {
    await setEvent('monitoringHit', on);
  });

  it('tells the watch’s owner on the workbench; off records the hit and tells nobody; email only mails', async () => {
    await setEvent('monitoringHit', on);
    expect((await hitFor('观澜申请人')).hits).toBe(1);
    expect(await messages(specialistUid, '监控命中：观澜申请人', '新发现 1 条近似商标')).toBe(1);
    const msg = (await t.db.query<{ link: string }>(`select link from messages where user_id = $1 and title = '监控命中：观澜申请人'`, [specialistUid])).rows[0];
    expect(msg.link).toBe(`/risk/brandList?${new URLSearchParams({ watchName: '观澜申请人' })}`);

    await setEvent('monitoringHit', off);
    expect((await hitFor('远眺申请人')).hits).toBe(1);
    expect(await messages(specialistUid, '监控命中：远眺申请人')).toBe(0);

    await setEvent('monitoringHit', emailOnly);
    const before = smtp.mails.length;
    expect((await hitFor('临风申请人')).hits).toBe(1);
    expect(await messages(specialistUid, '监控命中：临风申请人')).toBe(0);
    expect(await deliverEventMails(t.db, quiet, 'monitor')).toBe(1);
    const mail = await smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.to.includes('user.events@example.cn'));
    expect(mail.subject).toContain('监控命中：临风申请人');
  });
});

describe('资质到期 (qualificationExpiring)', () => {
  afterAll(async () => {
    await setEvent('qualificationExpiring', { ...on, daysBefore: 30 });
  });

  it('switched off tells nobody; on, the keepers of proofs are told', async () => {
    await t.db.query(`insert into qualification_proofs (tenant_id, kind, name, holder, valid_until) values ($1, 'license', '开关测试营业执照', '星河品牌', current_date + 5)`, [tenantId]);
    await setEvent('qualificationExpiring', { ...off, daysBefore: 30 });
    expect(await withTenant(t.db, tenantId, (tx) => scanQualificationsExpiring(tx, tenantId))).toBe(0);
    expect(await messages(adminUid, '资质即将到期：开关测试营业执照')).toBe(0);
    await setEvent('qualificationExpiring', { ...on, daysBefore: 30 });
    await withTenant(t.db, tenantId, (tx) => scanQualificationsExpiring(tx, tenantId));
    expect(await messages(adminUid, '资质即将到期：开关测试营业执照')).toBe(1);
  });
});
