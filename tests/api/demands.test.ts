// Demands and approvals (issue 13): a demand with a linked 官文 takes its due date from the document; submitting
// picks the flow by type and amount; only the current approver may decide (others 40300); deciding twice or after
// withdrawal is refused; a rejection returns it to the requester; adoption creates the draft cases of its schemes
// through the cases module; two approvers of an all-must-approve step acting at once both count exactly once;
// approvers and requester get messages (and mails at a real SMTP server, as the message settings say); flows are
// edited through the settings calls; approvers named by department follow the organisation while a step waits;
// another tenant sees nothing. The demo flow asks the requester's department manager first (skipped for a requester
// without one); an approver let go (handed over, moved, the flow step edited, the account expired) is told through
// the notify framework and the demand leaves their 待我审批; the scheduled check applies an account's end date and a
// demand's passed due date once, also run by two servers at once; the demand's people preview its 官文 without the
// 官文 permission, nobody else and no other document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { withSystem } from '../../src/server/db/tenant';
import { openDatabase } from '../../src/server/db/open';
import { createTenant } from '../../src/server/seed';
import dayjs from 'dayjs';
import { checkDemandDates } from '../../src/modules/demands/server/expiry';
import { deliverEventMails } from '../../src/modules/notify/server/events';
import { todayInChina } from '../../src/shared/dates';
import { multipart } from './multipart';
import { textPdf } from './pdf';
import { DB_KIND, startTestApp, tokenWithoutGrants, userId, type CallResult, type TestApp } from './harness';
import { startSmtp, type TestSmtp } from './smtp';

let t: TestApp;
let admin: string;
let guest: string;
let other: string;
const approver: Record<string, { id: number; token: string }> = {};

const ok = <T = any>(r: CallResult<T>): T => {
  expect([r.subCode, r.subMessage]).toEqual([10000, '成功']);
  return r.data;
};
const refused = (r: CallResult, subCode: number, message: RegExp) => {
  expect([r.subCode, r.subMessage]).toEqual([subCode, expect.stringMatching(message)]);
};
const call = (path: string, body: object, token = admin) => t.call(path, body, { token });

async function addUser(account: string, name: string) {
  const tenant = (await t.db.query<{ tenant_id: number; role_id: number }>(`select tenant_id, role_id from users where account = 'admin' order by id limit 1`)).rows[0];
  const r = await t.db.query<{ id: number }>(
    `insert into users (tenant_id, account, name, phone, role_id, password_hash) values ($1, $2, $3, '13800000000', $4, $5) returning id`,
    [tenant.tenant_id, account, name, tenant.role_id, await hashPassword('Appr@2026x')],
  );
  approver[account] = { id: r.rows[0].id, token: await t.tokenFor(account, 'Appr@2026x') };
}

let docId: number;
let docDeadline: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin', 'Admin@2026');
  guest = await tokenWithoutGrants(t);
  await addUser('li', '李法务');
  await addUser('wang', '王法务');
  await withSystem(t.db, (tx) =>
    createTenant(tx, { name: '远山知识产权代理有限公司', code: 'yuanshan' }, [{ account: 'zhao', password: 'Zhao@2026x', name: '赵管理', phone: '13900000001', role: '管理员' }]),
  );
  other = await t.tokenFor('zhao@yuanshan', 'Zhao@2026x');
  const doc = (await t.db.query<{ id: number; d: string }>(`select id, to_char(deadline, 'YYYY-MM-DD') as d from official_documents where deadline is not null and status = 'pending' and deleted_at is null order by deadline limit 1`)).rows[0];
  docId = doc.id;
  docDeadline = doc.d;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const messages = async (token: string) => ok(await call('/homepage/getMessageList', { pageNo: 1, pageSize: 20 }, token)).page.list as Array<{ title: string; content: string; link: string; msgType: number }>;
/** The notify framework's deliveries of a demand's notices (one per occurrence and user). */
const deliveries = async (demandId: number) =>
  (await t.db.query<{ event: string; userId: number; subject: string }>(
    `select event_type as event, user_id as "userId", subject from notify_event_deliveries where source_key like $1 order by id`,
    [`demand:${demandId}:%`],
  )).rows;
const waitingFor = async (token: string) => ok(await call('/homepage/getTodoList', {}, token)).todos.find((x: any) => x.key === 'approvals')?.count ?? 0;
const history = async (id: number): Promise<string[]> => ok(await call('/api/demandDetails', { id })).events.filter((e: any) => e.kind === 'history').map((e: any) => e.content as string);
const mailLog = { info: () => undefined };
const chart = async (id: number) => ok(await call('/api/demandFlowChart', { id }));

const newDemand = async (extra: object = {}) =>
  ok(await call('/api/demandManagement', { title: '答复驳回通知', demandType: 'officeAction', priority: 'high', officialDocIds: [docId], schemes: [{ title: '驳回复审', caseType: 'reject-recheck' }], ...extra }));

describe('demands', () => {
  it('the demo tenant starts with demands in every state, taken through the flow engine', async () => {
    const seeded = (await t.db.query<{ status: string; current: number; case_nos: string[] }>(
      `select d.status, cardinality(d.current_approver_ids) as current, d.case_nos from demands d join users u on u.id = d.requester_id where u.account = 'user' order by d.id`,
    )).rows;
    expect(seeded.map((d) => d.status).sort()).toEqual(['adopted', 'draft', 'pending', 'pending', 'rejected', 'withdrawn']);
    expect(seeded.filter((d) => d.status === 'pending').every((d) => d.current > 0)).toBe(true);
    expect(seeded.find((d) => d.status === 'adopted')!.case_nos).toHaveLength(1);
    const list = ok(await call('/demand/getList', { pageNo: 1, pageSize: 50 }));
    expect(list.list.filter((x: any) => x.requesterName === '李专员').length).toBeGreaterThanOrEqual(6);
  });

  it("the demo flow asks the requester's department manager first (skipped for a requester without one)", async () => {
    const steps = ok(await call('/api/demandFlowStepList', { pageNo: 1, pageSize: 50 })).list.filter((s: any) => s.flowName === '标准需求审批');
    expect(steps.map((s: any) => [s.name, s.mode, s.requesterDept, s.skipIfEmpty])).toEqual([
      ['部门审批', 'any', true, true], ['管理员审批', 'any', false, false], ['大额会签', 'all', false, false],
    ]);
    const managerRole = (await t.db.query<{ id: number }>(`select role_id as id from users where account = 'dept.manager'`)).rows[0].id;
    expect(steps[0].deptRoleId).toBe(managerRole);
    // 李专员 (商标组) asked: 周经理 (部门经理 of 法务部, above 商标组) decides first, and sees it waiting for him
    const manager = await t.tokenFor('dept.manager', 'Manager@2026');
    const zhou = await userId(t.db, 'dept.manager');
    const seeded = ok(await call('/demand/getList', { pageNo: 1, pageSize: 50 })).list.filter((d: any) => d.requesterName === '李专员' && d.status === 'pending');
    const waiting = seeded.find((d: any) => d.title === '答复“云帆”第9类驳回通知');
    const detail = ok(await call('/api/demandDetails', { id: waiting.id }, manager));
    expect(detail.can.approve).toBe(true);
    expect(detail.flow.steps[0]).toMatchObject({ name: '部门审批', status: 'active', approvers: [{ kind: 'requesterDept', roleName: '部门经理' }], votes: [{ userId: zhou, name: '周经理', decision: null }] });
    expect(await waitingFor(manager)).toBeGreaterThanOrEqual(1);
    // the large one: 周经理 passed it, the administrators decide now, 大额会签 comes after
    const large = await chart(seeded.find((d: any) => d.title.includes('星河湾')).id);
    expect(large.steps.map((s: any) => s.status)).toEqual(['adopted', 'active', 'waiting']);
    expect(large.steps[0].votes[0]).toMatchObject({ name: '周经理', decision: 'adopt' });
  });

  it('creates a demand whose due date is its 官文 deadline; bad input names the field', async () => {
    const d = await newDemand({ manualDueDate: '2099-01-01' });
    expect(d).toMatchObject({ status: 'draft', dueDate: docDeadline, officialDocIds: [docId], requesterName: expect.any(String), demandNo: expect.stringMatching(/^XQ\d{12}$/) });
    refused(await call('/api/demandManagement', { title: 'x', demandType: 'officeAction', priority: 'high', officialDocIds: [99999] }), 40000, /officialDocIds\[0\]/);
    refused(await call('/api/demandManagement', { title: 'x', demandType: 'nope', priority: 'high' }), 40000, /demandType/);
    refused(await call('/api/demandManagement', { title: 'x', demandType: 'other', priority: 'high', handlerId: 99999 }), 40000, /handlerId/);
    const file = { uid: '00000000-0000-4000-8000-000000000000', name: 'a.pdf', size: 1, path: 'x' };
    refused(await call('/api/demandManagement', { title: 'x', demandType: 'other', priority: 'high', attachments: [file] }), 40000, /attachments\[0\]/);
    const list = ok(await call('/demand/getList', { pageNo: 1, pageSize: 10 }));
    expect(list.list.some((x: any) => x.id === d.id)).toBe(true);
    refused(await call('/demand/getList', { pageNo: 1, pageSize: 10 }, guest), 40300, /.+/);
    // another tenant does not see it
    refused(await call('/api/demandDetails', { id: d.id }, other), 40400, /不存在/);
  });

  it('submits, refuses non-approvers with 40300, adopts, creates the case through the cases module, refuses a second decision', async () => {
    const d = await newDemand();
    const sub = ok(await call('/api/submitForApproval', { id: d.id, version: d.version }));
    expect(sub.status).toBe('pending');
    refused(await call('/api/demandManagement', { id: d.id, version: sub.version, title: 'y', demandType: 'other', priority: 'low' }), 40900, /审批中/);
    // the standard demo flow names the 管理员 role: li and wang are in it, guest is not
    refused(await call('/api/demandApproval', { id: d.id, decision: 'adopt' }, guest), 40300, /不是当前审批步骤/);
    const detail = ok(await call('/api/demandDetails', { id: d.id }, approver.li.token));
    expect(detail.can.approve).toBe(true);
    // the administrator has no department manager above him: 部门审批 is skipped, the administrators decide
    expect(detail.flow.steps.map((s: any) => [s.name, s.status])).toEqual([['部门审批', 'skipped'], ['管理员审批', 'active'], ['大额会签', 'skipped']]);
    expect(detail.flow.steps[0]).toMatchObject({ empty: true, approvers: [{ kind: 'requesterDept', roleName: '部门经理' }] });
    const msgs = ok(await call('/homepage/getMessageList', { pageNo: 1, pageSize: 10 }, approver.li.token));
    expect(msgs.page.list[0]).toMatchObject({ title: '待审批需求', msgType: 3, link: `/mobile/demand?id=${d.id}` });
    const adopted = ok(await call('/api/demandApproval', { id: d.id, decision: 'adopt', comment: '同意' }, approver.li.token));
    expect(adopted.status).toBe('adopted');
    expect(adopted.caseNos).toHaveLength(1);
    const c = ok(await call('/caseManage/queryCase', { caseNo: adopted.caseNos[0] }));
    expect(c).toMatchObject({ caseType: 'reject-recheck', caseStatus: '草稿', remark: expect.stringContaining(d.demandNo) });
    refused(await call('/api/demandApproval', { id: d.id, decision: 'adopt' }, approver.li.token), 40900, /审批已结束/);
    refused(await call('/api/demandApproval', { id: d.id, decision: 'adopt' }, approver.wang.token), 40900, /审批已结束/);
    const chart = ok(await call('/api/demandFlowChart', { id: d.id }));
    expect(chart.steps[1].votes.find((v: any) => v.userId === approver.li.id)).toMatchObject({ decision: 'adopt', comment: '同意' });
    const requesterMsgs = ok(await call('/homepage/getMessageList', { pageNo: 1, pageSize: 10 }));
    expect(requesterMsgs.page.list[0].title).toBe('需求已通过');
    const schemes = ok(await call('/api/schemeList', { demandId: d.id }));
    expect(schemes[0].caseNo).toBe(adopted.caseNos[0]);
  });

  it('rejection needs a comment and returns the demand to the requester, who can resubmit; withdrawal stops approval', async () => {
    const d = await newDemand();
    let cur = ok(await call('/api/submitForApproval', { id: d.id, version: d.version }));
    refused(await call('/api/demandApproval', { id: d.id, decision: 'reject' }, approver.wang.token), 40000, /审批意见/);
    cur = ok(await call('/api/demandApproval', { id: d.id, decision: 'reject', comment: '材料不全' }, approver.wang.token));
    expect(cur.status).toBe('rejected');
    const msgs = ok(await call('/homepage/getMessageList', { pageNo: 1, pageSize: 10 }));
    expect(msgs.page.list[0]).toMatchObject({ title: '需求被驳回', content: expect.stringContaining('材料不全') });
    cur = ok(await call('/api/demandManagement', { id: d.id, version: cur.version, title: '答复驳回通知（补充材料）', demandType: 'officeAction', priority: 'high' }));
    cur = ok(await call('/api/submitForApproval', { id: d.id, version: cur.version }));
    expect(ok(await call('/api/demandFlowChart', { id: d.id })).round).toBe(2);
    refused(await call('/api/demandWithdraw', { id: d.id }, approver.li.token), 40300, /提出人/);
    cur = ok(await call('/api/demandWithdraw', { id: d.id }));
    expect(cur.status).toBe('withdrawn');
    refused(await call('/api/demandApproval', { id: d.id, decision: 'adopt' }, approver.li.token), 40900, /已撤回/);
  });

  it('reassigns an approver; the replaced one can no longer act; participants are added once', async () => {
    // a flow for oppositions naming li alone
    const flow = ok(await call('/api/demandFlowCreate', { name: '异议审批', sort: 1, enabled: true, demandTypes: ['opposition'] }));
    refused(await call('/api/demandFlowStepCreate', { flowId: flow.id, seq: 1, name: '法务', mode: 'any', approverUsers: [], approverRoleIds: [] }), 40000, /至少填写一项/);
    ok(await call('/api/demandFlowStepCreate', { flowId: flow.id, seq: 1, name: '法务', mode: 'any', approverUsers: [{ id: approver.li.id, name: '李法务' }], approverRoleIds: [] }));
    const d = ok(await call('/api/demandManagement', { title: '异议“星河”', demandType: 'opposition', priority: 'normal' }));
    ok(await call('/api/submitForApproval', { id: d.id, version: d.version }));
    expect(ok(await call('/api/demandFlowChart', { id: d.id })).flowName).toBe('异议审批');
    refused(await call('/api/demandReassign', { id: d.id, fromUserId: approver.li.id, toUserId: approver.wang.id }, guest), 40300, /转交/);
    ok(await call('/api/demandReassign', { id: d.id, fromUserId: approver.li.id, toUserId: approver.wang.id, comment: '休假' }, approver.li.token));
    refused(await call('/api/demandApproval', { id: d.id, decision: 'adopt' }, approver.li.token), 40300, /不是当前审批步骤/);
    // li is told it left their 待审批 (a message of the notify framework), wang that it waits for him
    expect((await messages(approver.li.token))[0]).toMatchObject({ title: '需求审批已转交', content: expect.stringContaining('转交给王法务审批') });
    expect((await messages(approver.wang.token))[0]).toMatchObject({ title: '待审批需求', link: `/mobile/demand?id=${d.id}` });
    expect(await deliveries(d.id)).toEqual(expect.arrayContaining([
      { event: 'approvalWaiting', userId: approver.li.id, subject: '需求审批已转交' },
      { event: 'approvalWaiting', userId: approver.wang.id, subject: '待审批需求' },
    ]));
    // a user without the demand keys sees a demand only once he works on it
    refused(await call('/api/demandDetails', { id: d.id }, guest), 40300, /没有查看该需求的权限/);
    const p = ok(await call('/api/addParticipants', { id: d.id, userIds: [approver.li.id, approver.li.id, await userId(t.db, 'guest')] }));
    expect(p.participants.map((x: any) => x.name)).toEqual(['李法务', '访客']);
    expect(ok(await call('/api/demandDetails', { id: d.id }, guest)).can.approve).toBe(false);
    expect(ok(await call('/api/addParticipants', { id: d.id, userIds: [approver.li.id] })).participants).toHaveLength(2);
    const done = ok(await call('/api/demandApproval', { id: d.id, decision: 'adopt' }, approver.wang.token));
    expect([done.status, done.caseNos]).toEqual(['adopted', []]);
    ok(await call('/api/demandFlowDelete', { id: flow.id }));
  });

  it('two approvers of an all-must-approve step acting at once both count exactly once', async () => {
    const flow = ok(await call('/api/demandFlowCreate', { name: '会签', sort: 0, enabled: true, demandTypes: ['invalidation'] }));
    ok(await call('/api/demandFlowStepCreate', {
      flowId: flow.id, seq: 1, name: '会签', mode: 'all', approverUsers: [{ id: approver.li.id, name: '李法务' }, { id: approver.wang.id, name: '王法务' }], approverRoleIds: [],
    }));
    for (let round = 0; round < 3; round++) {
      const d = ok(await call('/api/demandManagement', { title: `无效宣告 ${round}`, demandType: 'invalidation', priority: 'normal', schemes: [{ title: '无效申请', caseType: 'brand-invalid-apply' }] }));
      ok(await call('/api/submitForApproval', { id: d.id, version: d.version }));
      const [a, b] = await Promise.all([
        call('/api/demandApproval', { id: d.id, decision: 'adopt' }, approver.li.token),
        call('/api/demandApproval', { id: d.id, decision: 'adopt' }, approver.wang.token),
      ]);
      ok(a);
      ok(b);
      const chart = ok(await call('/api/demandFlowChart', { id: d.id }));
      expect(chart.status).toBe('adopted');
      expect(chart.steps[0].votes.map((v: any) => v.decision)).toEqual(['adopt', 'adopt']);
      const detail = ok(await call('/api/demandDetails', { id: d.id }));
      expect(detail.cases).toHaveLength(1);
      expect(detail.events.filter((e: any) => /通过了“会签”/.test(e.content))).toHaveLength(2);
    }
    ok(await call('/api/demandFlowDelete', { id: flow.id }));
  });

  it('a demand with no fitting flow is refused with a hint; a step whose approvers are all disabled is refused too', async () => {
    await t.db.query(`update demand_flows set enabled = false`);
    const d = await newDemand();
    refused(await call('/api/submitForApproval', { id: d.id, version: d.version }), 40000, /没有适用于该需求的审批流程/);
    const flow = ok(await call('/api/demandFlowCreate', { name: '停用人', sort: 0, enabled: true, demandTypes: [] }));
    ok(await call('/api/demandFlowStepCreate', { flowId: flow.id, seq: 1, name: '离职者', mode: 'any', approverUsers: [{ id: approver.li.id, name: '李法务' }], approverRoleIds: [] }));
    await t.db.query(`update users set status = 0 where id = $1`, [approver.li.id]);
    refused(await call('/api/submitForApproval', { id: d.id, version: d.version }), 40000, /没有可用的审批人/);
    await t.db.query(`update users set status = 1 where id = $1`, [approver.li.id]);
    await t.db.query(`update demand_flows set enabled = true`);
    ok(await call('/api/demandFlowDelete', { id: flow.id }));
  });

  it('官文 joins a demand; comments and the agency analysis are recorded', async () => {
    const d = ok(await call('/api/demandManagement', { title: '续展', demandType: 'renewal', priority: 'low' }));
    expect(d.dueDate).toBeNull();
    const joined = ok(await call('/api/官文加入需求', { demandId: d.id, officialIds: [docId] }));
    expect(joined.dueDate).toBe(docDeadline);
    ok(await call('/api/demandComment', { id: d.id, content: '请尽快' }));
    ok(await call('/api/proxyAnalysisSub', { id: d.id, content: '建议续展全部类别' }));
    const detail = ok(await call('/api/demandDetails', { id: d.id }));
    expect(detail.events.map((e: any) => e.kind)).toEqual(['history', 'history', 'comment', 'analysis']);
    expect(detail.documents[0].id).toBe(docId);
    expect(ok(await call('/api/getDemandList', { key: '续展' })).some((x: any) => x.id === d.id)).toBe(true);
    ok(await call('/api/delDemand', { id: d.id }));
    refused(await call('/api/demandDetails', { id: d.id }), 40400, /不存在/);
  });

  describe('approvers by department, mails', () => {
    let smtp: TestSmtp;
    beforeAll(async () => {
      smtp = await startSmtp();
      process.env.SMTP_URL = smtp.url;
    });
    afterAll(async () => {
      delete process.env.SMTP_URL;
      await smtp?.close();
    });

    const settingRow = async () => ok(await call('/api/messageSettings/list', { pageNo: 1, pageSize: 20 })).list.find((r: any) => r.eventType === 'approvalWaiting');
    const setEmail = async (on: boolean) => {
      const r = await settingRow();
      ok(await call('/api/messageSettings/set', {
        id: r.id, version: r.version, enabled: r.enabled, notifyResponsible: r.notifyResponsible, channelWorkbench: r.channelWorkbench, channelEmail: on, daysBefore: r.daysBefore, roleIds: r.roleIds, remark: r.remark,
      }));
    };

    it("the requester's department manager approves; moving people between departments changes who approves the waiting step; mails follow the settings", async () => {
      const user = await t.tokenFor('user', 'User@2026');
      const manager = await t.tokenFor('dept.manager', 'Manager@2026');
      const dept = async (name: string) => (await t.db.query<{ id: number }>(`select d.id from departments d join users u on u.tenant_id = d.tenant_id where u.account = 'admin' and d.name = $1`, [name])).rows[0].id;
      const managerRole = (await t.db.query<{ id: number }>(`select m.role_id as id from users m join users a on a.tenant_id = m.tenant_id and a.account = 'admin' where m.account = 'dept.manager'`)).rows[0].id;
      const [legal, market] = [await dept('法务部'), await dept('市场部')];
      // li becomes a 部门经理 of 市场部 (an administrator's edit), with a mail address; so has 周经理
      await t.db.query(`update users set role_id = $2, dept_id = $3, email = 'li.fawu@example.cn' where id = $1`, [approver.li.id, managerRole, market]);
      await t.db.query(`update users set email = 'zhou.jingli@example.cn' where account = 'dept.manager'`);

      const flow = ok(await call('/api/demandFlowCreate', { name: '部门审批', sort: 0, enabled: true, demandTypes: ['other'] }));
      refused(await call('/api/demandFlowStepCreate', { flowId: flow.id, seq: 1, name: '部门经理', mode: 'any', approverUsers: [], approverRoleIds: [], approverDeptIds: [999999] }), 40000, /审批部门.*approverDeptIds.*999999/);
      refused(await call('/api/demandFlowStepCreate', { flowId: flow.id, seq: 1, name: '部门经理', mode: 'any', approverUsers: [], approverRoleIds: [], approverDeptIds: [], requesterDept: false }), 40000, /至少填写一项/);
      const step = ok(await call('/api/demandFlowStepCreate', { flowId: flow.id, seq: 1, name: '部门经理审批', mode: 'any', approverUsers: [], approverRoleIds: [], approverDeptIds: [], requesterDept: true, deptRoleId: managerRole }));
      expect(step).toMatchObject({ requesterDept: true, deptRoleId: managerRole, approverDeptNames: [] });
      const next = ok(await call('/api/demandFlowStepCreate', { flowId: flow.id, seq: 2, name: '市场部会签', mode: 'all', approverUsers: [], approverRoleIds: [], approverDeptIds: [market] }));
      expect(next.approverDeptNames).toEqual(['市场部']);

      await setEmail(true);
      const before = smtp.mails.length;
      // 李专员 (商标组) asks: 商标组 has no manager, 法务部 above has 周经理
      const d = ok(await call('/api/demandManagement', { title: '部门经理审批的需求', demandType: 'other', priority: 'normal' }, user));
      ok(await call('/api/submitForApproval', { id: d.id, version: d.version }, user));
      await deliverEventMails(t.db, mailLog, 'demands');
      const zhou = (await t.db.query<{ id: number }>(`select m.id from users m join users a on a.tenant_id = m.tenant_id and a.account = 'admin' where m.account = 'dept.manager'`)).rows[0].id;
      expect(ok(await call('/api/demandFlowChart', { id: d.id }, user)).steps[0].votes.map((v: any) => v.userId)).toEqual([zhou]);
      const mail = await smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.to.includes('zhou.jingli@example.cn'));
      expect(mail.subject).toContain('待审批需求');
      expect(mail.text).toContain('部门经理审批的需求');

      // li moves into 法务部 (the organisation's batch move): both managers may approve now, li is told (and mailed)
      ok(await call('/api/user/batchMove', { ids: [approver.li.id], deptId: legal }));
      const detail = ok(await call('/api/demandDetails', { id: d.id }, approver.li.token));
      expect(detail.can.approve).toBe(true);
      expect(detail.flow.steps[0].votes.map((v: any) => v.userId)).toEqual([zhou, approver.li.id]);
      await deliverEventMails(t.db, mailLog, 'demands');
      await smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.to.includes('li.fawu@example.cn'));
      // 周经理 moves to 市场部: he no longer approves this step; the list of "waiting for me" follows
      ok(await call('/api/user/batchMove', { ids: [zhou], deptId: market }));
      const waiting = ok(await call('/demand/getList', { pageNo: 1, pageSize: 50, filters: { approverIds: [approver.li.id] } }));
      expect(waiting.list.find((x: any) => x.id === d.id)?.approverIds).toEqual([approver.li.id]);
      refused(await call('/api/demandApproval', { id: d.id, decision: 'adopt' }, manager), 40300, /不是当前审批步骤/);
      // he is told it left his 待审批; the requester that the approvers changed
      expect((await messages(manager))[0]).toMatchObject({ title: '需求审批已调整', content: expect.stringContaining('部门经理审批的需求') });
      expect((await messages(user)).find((m) => m.title === '需求审批人变更')?.content).toContain('周经理不再审批，现由李法务审批');
      expect(ok(await call('/api/demandDetails', { id: d.id }, user)).events.some((e: any) => /组织调整/.test(e.content))).toBe(true);
      // li adopts; the next step resolves 市场部 as it is now: 周经理 and 钱市场 (li left it), both must approve
      const after = ok(await call('/api/demandApproval', { id: d.id, decision: 'adopt', comment: '同意' }, approver.li.token));
      expect(after.status).toBe('pending');
      const qian = (await t.db.query<{ id: number }>(`select m.id from users m join users a on a.tenant_id = m.tenant_id and a.account = 'admin' where m.account = 'market'`)).rows[0].id;
      expect(ok(await call('/api/demandFlowChart', { id: d.id }, user)).steps[1].votes.map((v: any) => v.userId)).toEqual([zhou, qian]);
      expect(ok(await call('/api/demandApproval', { id: d.id, decision: 'adopt' }, manager)).status).toBe('pending');
      const done = ok(await call('/api/demandApproval', { id: d.id, decision: 'adopt' }, await t.tokenFor('market', 'Market@2026')));
      expect(done.status).toBe('adopted');
      await deliverEventMails(t.db, mailLog, 'demands');
      const outcome = await smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.to.includes('li.zhuanyuan@demo-ipms.cn') && m.subject.includes('需求已通过'));
      expect(outcome.text).toContain(d.demandNo);

      // with the mail channel off, the same events write workbench messages only
      await setEmail(false);
      const quiet = smtp.mails.length;
      const d2 = ok(await call('/api/demandManagement', { title: '不发邮件', demandType: 'other', priority: 'low' }, user));
      ok(await call('/api/submitForApproval', { id: d2.id, version: d2.version }, user));
      const msgs = ok(await call('/homepage/getMessageList', { pageNo: 1, pageSize: 10 }, approver.li.token));
      expect(msgs.page.list[0]).toMatchObject({ title: '待审批需求', link: `/mobile/demand?id=${d2.id}` });
      expect(await deliverEventMails(t.db, mailLog, 'demands')).toBe(0);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.mails.length).toBe(quiet);
      ok(await call('/api/demandWithdraw', { id: d2.id }, user));
      ok(await call('/api/demandFlowDelete', { id: flow.id }));
    });
  });
});


describe('the department step, approvers let go, dates and the 官文 preview', () => {
  // li is an administrator again, without a department (the department test above made him a 部门经理 of 法务部)
  beforeAll(async () => {
    await t.db.query(`update users set role_id = (select role_id from users where account = 'admin'), dept_id = null where id = $1`, [approver.li.id]);
  });
  /** The scheduled check run by two app servers at once: a second pool on the same PostgreSQL (PGlite has one connection). */
  const twoServers = async () => {
    const second = DB_KIND === 'postgres' ? await openDatabase({ databaseUrl: t.url }) : t.db;
    try {
      return await Promise.all([checkDemandDates(t.db), checkDemandDates(second)]);
    } finally {
      if (second !== t.db) await second.close();
    }
  };
  const flowStep = (flowId: number, name: string, mode: 'any' | 'all', users: number[], extra: object = {}) =>
    call('/api/demandFlowStepCreate', { flowId, seq: 1, name, mode, approverUsers: users.map((id) => ({ id, name: id === approver.li.id ? '李法务' : '王法务' })), approverRoleIds: [], ...extra });

  it('an edit of the flow step lets the old approver go (told, gone from 待我审批) and asks the new one', async () => {
    const flow = ok(await call('/api/demandFlowCreate', { name: '调整流程', sort: 0, enabled: true, demandTypes: ['renewal'] }));
    const step = ok(await flowStep(flow.id, '法务审批', 'any', [approver.li.id]));
    const d = ok(await call('/api/demandManagement', { title: '续展（审批人调整）', demandType: 'renewal', priority: 'normal' }));
    ok(await call('/api/submitForApproval', { id: d.id, version: d.version }));
    const liWaiting = await waitingFor(approver.li.token);
    expect(liWaiting).toBeGreaterThanOrEqual(1);
    const { id, version, flowId, seq, mode, approverRoleIds, approverDeptIds, requesterDept, deptRoleId, demandTypes, minAmount, maxAmount, skipIfEmpty } = step;
    ok(await call('/api/demandFlowStepUpdate', {
      id, version, flowId, seq, name: '法务复核', mode, approverUsers: [{ id: approver.wang.id, name: '王法务' }], approverRoleIds, approverDeptIds, requesterDept, deptRoleId, demandTypes, minAmount, maxAmount, skipIfEmpty,
    }));
    const c = await chart(d.id);
    expect(c.steps[0]).toMatchObject({ name: '法务复核', stepId: step.id, votes: [{ userId: approver.wang.id, decision: null }] });
    expect(await waitingFor(approver.li.token)).toBe(liWaiting - 1);
    const listed = ok(await call('/demand/getList', { pageNo: 1, pageSize: 50, filters: { status: ['pending'], approverIds: [approver.li.id] } }, approver.li.token));
    expect(listed.list.some((x: any) => x.id === d.id)).toBe(false);
    refused(await call('/api/demandApproval', { id: d.id, decision: 'adopt' }, approver.li.token), 40300, /不是当前审批步骤/);
    expect((await messages(approver.li.token))[0]).toMatchObject({ title: '需求审批已调整', msgType: 3, content: expect.stringContaining('已从您的待审批中移除') });
    expect((await messages(approver.wang.token))[0]).toMatchObject({ title: '待审批需求', link: `/mobile/demand?id=${d.id}` });
    expect((await messages(admin)).find((m) => m.title === '需求审批人变更')?.content).toContain('李法务不再审批，现由王法务审批');
    expect(await deliveries(d.id)).toEqual(expect.arrayContaining([{ event: 'approvalWaiting', userId: approver.li.id, subject: '需求审批已调整' }]));
    expect((await history(d.id)).filter((h) => h.startsWith('审批流程调整：'))).toHaveLength(1);
    // saving the step again unchanged tells nobody anything
    const before = (await deliveries(d.id)).length;
    const again = ok(await call('/api/demandFlowStepList', { pageNo: 1, pageSize: 50 })).list.find((s: any) => s.id === step.id);
    ok(await call('/api/demandFlowStepUpdate', { id, version: again.version, flowId, seq, name: '法务复核', mode, approverUsers: again.approverUsers, approverRoleIds, approverDeptIds, requesterDept, deptRoleId, demandTypes, minAmount, maxAmount, skipIfEmpty }));
    expect((await deliveries(d.id)).length).toBe(before);
    ok(await call('/api/demandWithdraw', { id: d.id }));
    ok(await call('/api/demandFlowDelete', { id: flow.id }));
  });

  it("an approver's account reaching its end date is applied by the scheduled check, once with two servers; the people are told", async () => {
    const all = ok(await call('/api/demandFlowCreate', { name: '到期会签', sort: 0, enabled: true, demandTypes: ['renewal'] }));
    ok(await flowStep(all.id, '会签', 'all', [approver.li.id, approver.wang.id]));
    const alone = ok(await call('/api/demandFlowCreate', { name: '到期单人', sort: 0, enabled: true, demandTypes: ['register'] }));
    ok(await flowStep(alone.id, '王法务审批', 'any', [approver.wang.id]));
    const d1 = ok(await call('/api/demandManagement', { title: '续展（会签人到期）', demandType: 'renewal', priority: 'normal', schemes: [{ title: '续展申请', caseType: 'brand-extension' }] }));
    ok(await call('/api/submitForApproval', { id: d1.id, version: d1.version }));
    ok(await call('/api/demandApproval', { id: d1.id, decision: 'adopt' }, approver.li.token));
    const d2 = ok(await call('/api/demandManagement', { title: '注册（审批人到期）', demandType: 'register', priority: 'normal' }));
    ok(await call('/api/submitForApproval', { id: d2.id, version: d2.version }));
    // wang's account ends in a moment: nothing is written when it passes (reads have caught up with the edit itself)
    await t.db.query(`update users set valid_until = now() + interval '1500 milliseconds' where id = $1`, [approver.wang.id]);
    await t.db.query(`update demands set approvers_stale = false where approvers_stale`);
    await new Promise((r) => setTimeout(r, 1800));
    const [a, b] = await twoServers();
    expect(a.rechecked + b.rechecked).toBeGreaterThanOrEqual(2);
    // the countersign completes with li's adoption; its case is made (as the requester)
    const done = ok(await call('/api/demandDetails', { id: d1.id }));
    expect(done.demand.status).toBe('adopted');
    expect(done.cases).toHaveLength(1);
    expect((await history(d1.id)).filter((h) => h.startsWith('审批人账号到期：'))).toHaveLength(1);
    expect((await deliveries(d1.id)).filter((x) => x.subject === '需求已通过')).toEqual([{ event: 'approvalWaiting', userId: await userId(t.db, 'admin'), subject: '需求已通过' }]);
    // the single approver's step names nobody now: listed to be reassigned, the requester asked to, once
    const stuck = await chart(d2.id);
    expect(stuck.steps[0].unresolved).toBe(true);
    expect((await deliveries(d2.id)).filter((x) => x.subject === '需求审批无人处理')).toHaveLength(1);
    expect((await messages(admin)).find((m) => m.title === '需求审批无人处理')?.content).toContain('注册（审批人到期）');
    // later runs find nothing more to do
    await checkDemandDates(t.db);
    expect((await history(d1.id)).filter((h) => h.startsWith('审批人账号到期'))).toHaveLength(1);
    expect((await history(d2.id)).filter((h) => h.startsWith('审批人账号到期'))).toHaveLength(1);
    ok(await call('/api/demandReassign', { id: d2.id, fromUserId: approver.wang.id, toUserId: approver.li.id }));
    expect((await chart(d2.id)).steps[0].votes.map((v: any) => v.userId)).toEqual([approver.li.id]);
    await t.db.query(`update users set valid_until = null where id = $1`, [approver.wang.id]);
    ok(await call('/api/demandWithdraw', { id: d2.id }));
    ok(await call('/api/demandFlowDelete', { id: all.id }));
    ok(await call('/api/demandFlowDelete', { id: alone.id }));
  });

  it("a demand's due date passing tells its people once per due date, also with two servers", async () => {
    const day = (n: number) => dayjs(todayInChina()).subtract(n, 'day').format('YYYY-MM-DD');
    let d = ok(await call('/api/demandManagement', { title: '逾期的需求', demandType: 'other', priority: 'high', manualDueDate: day(2), handlerId: approver.li.id }));
    d = ok(await call('/api/addParticipants', { id: d.id, userIds: [approver.wang.id] }));
    await twoServers();
    const told = async () => (await t.db.query<{ userId: number; key: string }>(
      `select user_id as "userId", source_key as key from notify_event_deliveries where event_type = 'deadlineDue' and source_key like $1 order by user_id`, [`demand:${d.id}:%`],
    )).rows;
    const people = [await userId(t.db, 'admin'), approver.li.id, approver.wang.id].sort((x, y) => x - y);
    expect(await told()).toEqual(people.map((userId) => ({ userId, key: `demand:${d.id}:overdue:${day(2)}:0` })));
    expect((await history(d.id)).filter((h) => h.includes(`需求期限 ${day(2)} 已过`))).toHaveLength(1);
    expect((await messages(approver.wang.token))[0]).toMatchObject({ title: '需求已过期限', msgType: 2, link: `/brand/demandDetail?id=${d.id}` });
    await checkDemandDates(t.db);
    expect(await told()).toHaveLength(3);
    // a later due date that passes too is told again, once; one still ahead is not
    const fresh = ok(await call('/api/demandDetails', { id: d.id })).demand;
    const edited = ok(await call('/api/demandManagement', { id: d.id, version: fresh.version, title: '逾期的需求', demandType: 'other', priority: 'high', manualDueDate: day(1), handlerId: approver.li.id }));
    await checkDemandDates(t.db);
    expect(await told()).toHaveLength(6);
    ok(await call('/api/demandManagement', { id: d.id, version: edited.version, title: '逾期的需求', demandType: 'other', priority: 'high', manualDueDate: day(-3), handlerId: approver.li.id }));
    await checkDemandDates(t.db);
    expect(await told()).toHaveLength(6);
    ok(await call('/api/delDemand', { id: d.id }));
  });

  it('the people of a demand preview its 官文 without the 官文 permission; nobody else, and no other document', async () => {
    const pdf = textPdf([['商标驳回通知书', '申请号：77001234']]);
    const m = multipart('驳回.pdf', pdf);
    const up = JSON.parse((await t.app.inject({ method: 'POST', url: '/files/official', headers: { token: admin, 'content-type': m.contentType }, payload: m.payload })).body).data;
    const doc = ok(await call('/api/official/manage', { typeCode: 'rejection', medium: 'electronic', issueDate: '2026-03-01', appNo: '77001234', uploadId: up.uploadId }));
    const d = ok(await call('/api/demandManagement', { title: '预览官文', demandType: 'officeAction', priority: 'normal', officialDocIds: [doc.id] }));
    const elsewhere = ok(await call('/api/demandManagement', { title: '另一个需求', demandType: 'officeAction', priority: 'normal', officialDocIds: [docId] }));
    const get = async (url: string, token: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { token } });
      return { status: res.statusCode, type: res.headers['content-type'], body: res.rawPayload, env: String(res.headers['content-type']).includes('json') ? JSON.parse(res.body) : null };
    };
    const guestDemand = await get(`/files/demands/${d.id}/documents/${doc.id}`, guest);
    expect([guestDemand.status, guestDemand.env?.subCode]).toEqual([403, 40300]);
    // a participant: the file, though the 官文 route itself stays closed to him
    ok(await call('/api/addParticipants', { id: d.id, userIds: [await userId(t.db, 'guest')] }));
    const seen = await get(`/files/demands/${d.id}/documents/${doc.id}`, guest);
    expect([seen.status, seen.type]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(seen.body).equals(pdf)).toBe(true);
    expect((await get(`/files/official/${up.uploadId}`, guest)).env?.subCode).toBe(40300);
    // only documents linked to that demand; another demand's document, or one of another demand he is not in
    expect((await get(`/files/demands/${d.id}/documents/${docId}`, guest)).env).toMatchObject({ subCode: 40400, subMessage: '该需求没有关联这份官文' });
    expect((await get(`/files/demands/${elsewhere.id}/documents/${docId}`, guest)).env?.subCode).toBe(40300);
    // a holder of the demand list sees the demands of his data scope; another tenant nothing
    expect((await get(`/files/demands/${d.id}/documents/${doc.id}`, admin)).status).toBe(200);
    const tenant = (await t.db.query<{ tenant_id: number }>(`select tenant_id from users where account = 'admin'`)).rows[0].tenant_id;
    const role = await t.db.query<{ id: number }>(`insert into roles (tenant_id, role_name, role_auth, menu_keys, data_scope) values ($1, '仅本人需求', 'demandList', '{}', 3) returning id`, [tenant]);
    await t.db.query(`insert into users (tenant_id, account, name, phone, role_id, password_hash) values ($1, 'own.demands', '孙本人', '13800000077', $2, $3)`, [tenant, role.rows[0].id, await hashPassword('Own@2026xx')]);
    const own = await t.tokenFor('own.demands', 'Own@2026xx');
    expect((await get(`/files/demands/${d.id}/documents/${doc.id}`, own)).env?.subCode).toBe(40400);
    expect((await get(`/files/demands/${d.id}/documents/${doc.id}`, other)).env?.subCode).toBe(40400);
    expect((await get(`/files/demands/abc/documents/${doc.id}`, admin)).env?.subCode).toBe(40000);
  });
});
