import { describe, expect, it } from 'vitest';
import { departmentApprovers, type OrgDept, type OrgUser } from './departments';
import { currentApprovers, decide, editStep, refresh, reassign, startFlow, type ApproverRef, type FlowDef, type FlowState, type Person } from './flowEngine';

// 总部(1) / 法务部(2) / 商标组(3); 市场部(4) under 总部. Role 9 = 部门经理, role 5 = 专员.
const depts: OrgDept[] = [{ id: 1, parentId: null }, { id: 2, parentId: 1 }, { id: 3, parentId: 2 }, { id: 4, parentId: 1 }];
const base: OrgUser[] = [
  { id: 1, name: '李专员', roleId: 5, deptId: 3, active: true },
  { id: 2, name: '周经理', roleId: 9, deptId: 2, active: true },
  { id: 3, name: '吴专员', roleId: 5, deptId: 3, active: true },
  { id: 4, name: '钱经理', roleId: 9, deptId: 4, active: true },
  { id: 5, name: '郑经理', roleId: 9, deptId: 1, active: true },
];
const T = '2026-11-28T03:00:00.000Z';
const facts = { demandType: 'register', amount: null };
const names = (us: OrgUser[]) => us.map((u) => u.name);

describe('department approvers', () => {
  it("the requester's department manager is looked for upwards; the requester never approves their own demand", () => {
    expect(names(departmentApprovers({ kind: 'requesterDept', roleId: 9 }, 1, base, depts))).toEqual(['周经理']);
    // without a role: the department's other members
    expect(names(departmentApprovers({ kind: 'requesterDept', roleId: null }, 1, base, depts))).toEqual(['吴专员']);
    // the manager requesting: the next manager above
    expect(names(departmentApprovers({ kind: 'requesterDept', roleId: 9 }, 2, base, depts))).toEqual(['郑经理']);
    // a named department's holders of the role; a user without department names nobody
    expect(names(departmentApprovers({ kind: 'department', id: 4, roleId: 9 }, 1, base, depts))).toEqual(['钱经理']);
    expect(departmentApprovers({ kind: 'requesterDept', roleId: 9 }, 1, base.map((u) => (u.id === 1 ? { ...u, deptId: null } : u)), depts)).toEqual([]);
  });

  it('a pending step follows the organisation: a move changes who approves, decisions and handovers stay', () => {
    let users = base;
    const resolve = (ref: ApproverRef): Person[] =>
      (ref.kind === 'user' ? users.filter((u) => u.id === ref.id) : ref.kind === 'role' ? users.filter((u) => u.roleId === ref.id) : departmentApprovers(ref, 1, users, depts))
        .map((u) => ({ userId: u.id, name: u.name, active: u.active }));
    const def: FlowDef = {
      id: 1, name: '部门流程',
      steps: [
        { name: '部门经理审批', mode: 'any', approvers: [{ kind: 'requesterDept', roleId: 9 }] },
        { name: '市场部会签', mode: 'all', approvers: [{ kind: 'department', id: 4 }] },
      ],
    };
    let o = startFlow(def, facts, resolve, 1, 1, T);
    expect(currentApprovers(o.state)).toEqual([2]);
    // 周经理 moves to 市场部: 法务部 has no manager now, the one above (郑经理, 总部) approves instead
    users = users.map((u) => (u.id === 2 ? { ...u, deptId: 4 } : u));
    o = refresh(o.state, resolve, T);
    expect(currentApprovers(o.state)).toEqual([5]);
    // 周经理 is let go (told, with the requester), 郑经理 is asked
    expect(o.events).toEqual([
      { kind: 'removed', userIds: [2], names: ['周经理'], step: '部门经理审批', requesterId: 1, remaining: ['郑经理'] },
      { kind: 'awaiting', userIds: [5], step: '部门经理审批' },
    ]);
    // the manager who moved away may no longer act on it
    expect(() => decide(o.state, 2, 'adopt', null, T, resolve)).toThrow(/不是当前审批步骤/);
    // nothing changed: no events, same state
    expect(refresh(o.state, resolve, T).events).toEqual([]);
    // the next step resolves when it becomes active: 市场部 now holds 钱经理 and 周经理
    o = decide(o.state, 5, 'adopt', '同意', T, resolve);
    expect(currentApprovers(o.state)).toEqual([2, 4]);
    o = decide(o.state, 4, 'adopt', null, T, resolve);
    // 周经理 is handed over to 吴专员, then leaves 市场部: the handover stays, 钱经理's adoption stays
    o = reassign(o.state, 2, { userId: 3, name: '吴专员', active: true }, 1, null, T);
    users = users.map((u) => (u.id === 2 ? { ...u, deptId: 1 } : u));
    o = refresh(o.state, resolve, T);
    expect(currentApprovers(o.state)).toEqual([3]);
    o = decide(o.state, 3, 'adopt', null, T, resolve);
    expect(o.state.status).toBe('adopted');
  });

  it('an all-must-approve step whose other approvers all left completes; a step left with nobody is marked for reassignment', () => {
    let users = [...base, { id: 6, name: '孙市场', roleId: 5, deptId: 4, active: true }];
    const resolve = (ref: ApproverRef): Person[] => departmentApprovers(ref, 1, users, depts).map((u) => ({ userId: u.id, name: u.name, active: u.active }));
    const def: FlowDef = { id: 2, name: '会签', steps: [{ name: '市场部会签', mode: 'all', approvers: [{ kind: 'department', id: 4 }] }] };
    let o = startFlow(def, facts, resolve, 1, 1, T);
    o = decide(o.state, 4, 'adopt', null, T, resolve);
    users = users.map((u) => (u.id === 6 ? { ...u, active: false } : u));
    o = refresh(o.state, resolve, T);
    expect(o.state.status).toBe('adopted');

    users = [...base];
    const any: FlowDef = { id: 3, name: '经理', steps: [{ name: '市场部经理', mode: 'any', approvers: [{ kind: 'department', id: 4, roleId: 9 }] }] };
    o = startFlow(any, facts, resolve, 1, 1, T);
    users = users.map((u) => (u.id === 4 ? { ...u, deptId: 1 } : u));
    o = refresh(o.state, resolve, T);
    // nobody resolves: the old approver stays listed (to be reassigned), the step says so
    expect(currentApprovers(o.state)).toEqual([4]);
    expect(o.state.steps[0].unresolved).toBe(true);
    // the requester is asked to reassign it, once
    expect(o.events).toEqual([{ kind: 'unresolved', requesterId: 1, step: '市场部经理' }]);
    expect(refresh(o.state, resolve, T).events).toEqual([]);
    o = reassign(o.state, 4, { userId: 5, name: '郑经理', active: true }, 1, null, T);
    expect(o.state.steps[0].unresolved).toBe(false);
    expect(currentApprovers(o.state)).toEqual([5]);
  });
});

describe('a department step skipped when nobody can approve it (skipIfEmpty)', () => {
  const resolverFor = (users: OrgUser[], requesterId: number) => (ref: ApproverRef): Person[] =>
    (ref.kind === 'user' ? users.filter((u) => u.id === ref.id) : ref.kind === 'role' ? users.filter((u) => u.roleId === ref.id) : departmentApprovers(ref, requesterId, users, depts))
      .map((u) => ({ userId: u.id, name: u.name, active: u.active }));
  const flow = (skipIfEmpty: boolean): FlowDef => ({
    id: 9, name: '标准需求审批',
    steps: [
      { id: 11, name: '部门审批', mode: 'any', approvers: [{ kind: 'requesterDept', roleId: 9 }], skipIfEmpty },
      { id: 12, name: '管理员审批', mode: 'any', approvers: [{ kind: 'user', id: 3 }] },
    ],
  });

  it("asks the requester's manager, and skips the step for a requester with no manager up to the top", () => {
    const mine = startFlow(flow(true), facts, resolverFor(base, 1), 1, 1, T);
    expect(mine.state.steps.map((s) => [s.status, s.stepId])).toEqual([['active', 11], ['waiting', 12]]);
    expect(currentApprovers(mine.state)).toEqual([2]);
    // 郑经理 of 总部 asks: nobody above him holds the role
    const top = startFlow(flow(true), facts, resolverFor(base, 5), 5, 1, T);
    expect(top.state.steps.map((s) => [s.status, s.empty ?? false])).toEqual([['skipped', true], ['active', false]]);
    expect(top.events).toEqual([{ kind: 'awaiting', userIds: [3], step: '管理员审批' }]);
    // without the mark the submission is refused, as before
    expect(() => startFlow(flow(false), facts, resolverFor(base, 5), 5, 1, T)).toThrow(/部门审批.*没有可用的审批人/);
    // a flow whose every step names nobody is refused with that reason
    const lonely: FlowDef = { id: 10, name: '部门', steps: [flow(true).steps[0]] };
    expect(() => startFlow(lonely, facts, resolverFor(base, 5), 5, 1, T)).toThrow(/审批步骤都没有可用的审批人/);
  });

  it('an active department step whose manager left is skipped: the manager is let go, the next step asked', () => {
    let users = base;
    const resolve = (ref: ApproverRef) => resolverFor(users, 1)(ref);
    const o = startFlow(flow(true), facts, resolve, 1, 1, T);
    users = users.map((u) => (u.id === 2 || u.id === 5 ? { ...u, active: false } : u));
    const r = refresh(o.state, resolve, T);
    expect(r.state.steps.map((s) => s.status)).toEqual(['skipped', 'active']);
    expect(r.state.steps[0]).toMatchObject({ empty: true, votes: [] });
    expect(r.events).toEqual([
      { kind: 'removed', userIds: [2], names: ['周经理'], step: '部门审批', requesterId: 1, remaining: [] },
      { kind: 'awaiting', userIds: [3], step: '管理员审批' },
    ]);
    // a coming department step with nobody to approve is skipped when it would become active
    users = base;
    const later: FlowDef = { id: 11, name: '先管理员', steps: [{ ...flow(true).steps[1], name: '管理员' }, { ...flow(true).steps[0] }] };
    let l = startFlow(later, facts, resolve, 1, 1, T);
    users = users.map((u) => (u.id === 2 || u.id === 5 ? { ...u, active: false } : u));
    l = decide(l.state, 3, 'adopt', null, T, resolve);
    expect(l.state.status).toBe('adopted');
    expect(l.state.steps[1]).toMatchObject({ status: 'skipped', empty: true });
  });
});

describe('an administrator edits a flow step while demands wait on it', () => {
  const people: Record<number, Person> = Object.fromEntries(base.map((u) => [u.id, { userId: u.id, name: u.name, active: u.active }]));
  const resolve = (ref: ApproverRef): Person[] => (ref.kind === 'user' && people[ref.id] ? [people[ref.id]] : []);
  const def: FlowDef = {
    id: 1, name: '标准',
    steps: [
      { id: 21, name: '主管', mode: 'all', approvers: [{ kind: 'user', id: 2 }, { kind: 'user', id: 4 }] },
      { id: 22, name: '总监', mode: 'any', approvers: [{ kind: 'user', id: 4 }] },
    ],
  };

  it('the active step lets go of those no longer named and asks the new ones; decisions stay; a coming step shows its new approvers', () => {
    let o = startFlow(def, facts, resolve, 1, 1, T);
    o = decide(o.state, 4, 'adopt', '同意', T, resolve);
    const edited = editStep(o.state, { id: 21, formerName: '主管', name: '主管审批', approvers: [{ kind: 'user', id: 3 }], skipIfEmpty: false }, resolve);
    const r = refresh(edited, resolve, T);
    expect(r.state.steps[0].name).toBe('主管审批');
    // 钱经理's adoption stays; 周经理 is let go; 吴专员 is asked
    expect(r.state.steps[0].votes.map((v) => [v.name, v.decision])).toEqual([['钱经理', 'adopt'], ['吴专员', null]]);
    expect(r.events).toEqual([
      { kind: 'removed', userIds: [2], names: ['周经理'], step: '主管审批', requesterId: 1, remaining: ['吴专员'] },
      { kind: 'awaiting', userIds: [3], step: '主管审批' },
    ]);
    expect(currentApprovers(r.state)).toEqual([3]);
    // the coming step: the new approver is shown, nobody is told before it becomes active
    const next = refresh(editStep(r.state, { id: 22, formerName: '总监', name: '总监', approvers: [{ kind: 'user', id: 5 }], skipIfEmpty: false }, resolve), resolve, T);
    expect(next.events).toEqual([]);
    expect(next.state.steps[1].votes.map((v) => v.userId)).toEqual([5]);
    // another step's edit, or a finished flow, changes nothing
    expect(editStep(r.state, { id: 99, formerName: 'x', name: 'x', approvers: [], skipIfEmpty: false }, resolve)).toEqual(r.state);
    const done = decide(r.state, 3, 'adopt', null, T, resolve);
    const finished = decide(done.state, 4, 'adopt', null, T, resolve).state;
    expect(editStep(finished, { id: 22, formerName: '总监', name: '总监', approvers: [{ kind: 'user', id: 5 }], skipIfEmpty: false }, resolve)).toEqual(finished);
  });

  it('states from before step ids are matched by the former name', () => {
    const o = startFlow(def, facts, resolve, 1, 1, T);
    const old: FlowState = { ...o.state, steps: o.state.steps.map(({ stepId: _id, ...s }) => s) };
    const r = refresh(editStep(old, { id: 21, formerName: '主管', name: '主管', approvers: [{ kind: 'user', id: 2 }], skipIfEmpty: false }, resolve), resolve, T);
    expect(r.state.steps[0]).toMatchObject({ stepId: 21 });
    expect(r.events).toEqual([{ kind: 'removed', userIds: [4], names: ['钱经理'], step: '主管', requesterId: 1, remaining: ['周经理'] }]);
  });
});
