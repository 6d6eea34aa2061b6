import { describe, expect, it } from 'vitest';
import { departmentApprovers, type OrgDept, type OrgUser } from './departments';
import { currentApprovers, decide, refresh, reassign, startFlow, type ApproverRef, type FlowDef, type Person } from './flowEngine';

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
    expect(o.events).toEqual([{ kind: 'awaiting', userIds: [5], step: '部门经理审批' }]);
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
    o = reassign(o.state, 4, { userId: 5, name: '郑经理', active: true }, 1, null, T);
    expect(o.state.steps[0].unresolved).toBe(false);
    expect(currentApprovers(o.state)).toEqual([5]);
  });
});
