// Demands and approvals (issue 13): a demand with a linked 官文 takes its due date from the document; submitting
// picks the flow by type and amount; only the current approver may decide (others 40300); deciding twice or after
// withdrawal is refused; a rejection returns it to the requester; adoption creates the draft cases of its schemes
// through the cases module; two approvers of an all-must-approve step acting at once both count exactly once;
// approvers and requester get messages (and mails at a real SMTP server, as the message settings say); flows are
// edited through the settings calls; approvers named by department follow the organisation while a step waits;
// another tenant sees nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { withSystem } from '../../src/server/db/tenant';
import { createTenant } from '../../src/server/seed';
import { startTestApp, tokenWithoutGrants, userId, type CallResult, type TestApp } from './harness';
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
    expect(detail.flow.steps.map((s: any) => s.status)).toEqual(['active', 'skipped']);
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
    expect(chart.steps[0].votes.find((v: any) => v.userId === approver.li.id)).toMatchObject({ decision: 'adopt', comment: '同意' });
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
      await smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.to.includes('li.fawu@example.cn'));
      // 周经理 moves to 市场部: he no longer approves this step; the list of "waiting for me" follows
      ok(await call('/api/user/batchMove', { ids: [zhou], deptId: market }));
      const waiting = ok(await call('/demand/getList', { pageNo: 1, pageSize: 50, filters: { approverIds: [approver.li.id] } }));
      expect(waiting.list.find((x: any) => x.id === d.id)?.approverIds).toEqual([approver.li.id]);
      refused(await call('/api/demandApproval', { id: d.id, decision: 'adopt' }, manager), 40300, /不是当前审批步骤/);
      expect(ok(await call('/api/demandDetails', { id: d.id }, user)).events.some((e: any) => /组织调整/.test(e.content))).toBe(true);
      // li adopts; the next step resolves 市场部 as it is now: 周经理 and 钱市场 (li left it), both must approve
      const after = ok(await call('/api/demandApproval', { id: d.id, decision: 'adopt', comment: '同意' }, approver.li.token));
      expect(after.status).toBe('pending');
      const qian = (await t.db.query<{ id: number }>(`select m.id from users m join users a on a.tenant_id = m.tenant_id and a.account = 'admin' where m.account = 'market'`)).rows[0].id;
      expect(ok(await call('/api/demandFlowChart', { id: d.id }, user)).steps[1].votes.map((v: any) => v.userId)).toEqual([zhou, qian]);
      expect(ok(await call('/api/demandApproval', { id: d.id, decision: 'adopt' }, manager)).status).toBe('pending');
      const done = ok(await call('/api/demandApproval', { id: d.id, decision: 'adopt' }, await t.tokenFor('market', 'Market@2026')));
      expect(done.status).toBe('adopted');
      const outcome = await smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.to.includes('li.zhuanyuan@demo-ipms.cn') && m.subject.includes('需求已通过'));
      expect(outcome.text).toContain(d.demandNo);

      // with the mail channel off, the same events write workbench messages only
      await setEmail(false);
      const quiet = smtp.mails.length;
      const d2 = ok(await call('/api/demandManagement', { title: '不发邮件', demandType: 'other', priority: 'low' }, user));
      ok(await call('/api/submitForApproval', { id: d2.id, version: d2.version }, user));
      const msgs = ok(await call('/homepage/getMessageList', { pageNo: 1, pageSize: 10 }, approver.li.token));
      expect(msgs.page.list[0]).toMatchObject({ title: '待审批需求', link: `/mobile/demand?id=${d2.id}` });
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.mails.length).toBe(quiet);
      ok(await call('/api/demandWithdraw', { id: d2.id }, user));
      ok(await call('/api/demandFlowDelete', { id: flow.id }));
    });
  });
});

