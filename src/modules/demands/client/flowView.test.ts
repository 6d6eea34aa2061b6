import { describe, expect, it } from 'vitest';
import { chartSteps, type FlowChartState } from './flowView';

const tr = (k: string, v?: Record<string, string | number>) => (v ? `${k}:${Object.values(v).join(',')}` : k);
const vote = (userId: number, name: string, decision: 'adopt' | 'reject' | null, extra = {}) => ({ userId, name, decision, comment: null, at: decision ? '2026-11-26T03:00:00.000Z' : null, reassignedFrom: null, ...extra });

describe('flow chart model', () => {
  it('shows who decided what, who is still due, skipped steps and reassignments', () => {
    const flow: FlowChartState = {
      flowId: 1, flowName: '标准', round: 1, requesterId: 9, status: 'pending', current: 1, submittedAt: '2026-11-26T02:00:00.000Z', finishedAt: null,
      steps: [
        { name: '主管', mode: 'any', status: 'adopted', votes: [vote(1, '甲', 'adopt'), vote(2, '乙', null)] },
        { name: '会签', mode: 'all', status: 'active', votes: [vote(3, '丙', 'adopt'), vote(4, '丁', null, { reassignedFrom: { userId: 5, name: '戊', by: 9, at: '2026-11-26T02:30:00.000Z', comment: null } })] },
        { name: '总监', mode: 'any', status: 'skipped', votes: [] },
      ],
    };
    const steps = chartSteps(flow, tr);
    expect(steps.map((s) => s.status)).toEqual(['finish', 'process', 'wait']);
    expect(steps[0].lines.map((l) => [l.who, l.tone])).toEqual([['甲', 'ok'], ['乙', 'muted']]);
    expect(steps[1].lines[1]).toMatchObject({ who: '丁', tone: 'wait', note: 'demands.vote.reassigned:戊' });
    expect(steps[2]).toMatchObject({ subTitle: 'demands.step.skipped', lines: [] });
    expect(chartSteps({ ...flow, status: 'withdrawn' }, tr)[1].status).toBe('wait');
    // an active step whose department approvers all left says it must be reassigned
    const stuck = { ...flow, steps: flow.steps.map((st, i) => (i === 1 ? { ...st, unresolved: true } : st)) };
    expect(chartSteps(stuck, tr)[1].subTitle).toBe('demands.step.unresolved');
  });

  it('says whom each step asks for, and marks a step skipped because nobody could approve it', () => {
    const flow: FlowChartState = {
      flowId: 1, flowName: '标准', round: 1, requesterId: 9, status: 'pending', current: 1, submittedAt: '2026-11-26T02:00:00.000Z', finishedAt: null,
      steps: [
        { name: '部门审批', mode: 'any', status: 'skipped', votes: [], empty: true, approvers: [{ kind: 'requesterDept', roleId: 7, name: null, roleName: '部门经理' }] },
        {
          name: '管理员审批', mode: 'any', status: 'active', votes: [vote(1, '王管理', null)],
          approvers: [{ kind: 'role', id: 2, name: '管理员', roleName: null }, { kind: 'user', id: 1, name: '王管理', roleName: null }, { kind: 'department', id: 4, roleId: null, name: '市场部', roleName: null }],
        },
        { name: '总监', mode: 'any', status: 'skipped', votes: [], approvers: [{ kind: 'user', id: 3, name: '丙', roleName: null }] },
      ],
    };
    const steps = chartSteps(flow, tr);
    expect(steps[0]).toMatchObject({ subTitle: 'demands.step.empty', source: 'demands.source:demands.source.requesterDeptRole:部门经理' });
    expect(steps[1].source).toBe('demands.source:demands.source.users:王管理；demands.source.role:管理员；demands.source.dept:市场部');
    // a step that did not apply says nothing of its approvers
    expect(steps[2]).toMatchObject({ subTitle: 'demands.step.skipped', source: null });
  });
});
