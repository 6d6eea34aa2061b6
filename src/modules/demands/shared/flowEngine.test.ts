import { describe, expect, it } from 'vitest';
import { compareAmounts } from './amount';
import {
  addParticipants, conditionHolds, currentApprovers, decide, FlowError, pickFlow, reassign, startFlow, withdraw,
  type ApproverRef, type FlowDef, type Person,
} from './flowEngine';

const people: Record<number, Person> = {
  1: { userId: 1, name: '提出人', active: true },
  2: { userId: 2, name: '主管', active: true },
  3: { userId: 3, name: '法务甲', active: true },
  4: { userId: 4, name: '法务乙', active: true },
  5: { userId: 5, name: '离职者', active: false },
  6: { userId: 6, name: '总监', active: true },
};
// role 10 = 法务 (3, 4, 5), department 20 = 管理层 (2, 6)
const resolve = (ref: ApproverRef): Person[] =>
  ref.kind === 'user' ? (people[ref.id] ? [people[ref.id]] : [])
  : ref.kind === 'role' ? (ref.id === 10 ? [people[3], people[4], people[5]] : [])
  : ref.kind === 'department' && ref.id === 20 ? [people[2], people[6]] : [];

const T = '2026-11-26T03:00:00.000Z';
const facts = { demandType: 'register', amount: '5000.00' };

const flow: FlowDef = {
  id: 1,
  name: '标准流程',
  steps: [
    { name: '主管审批', mode: 'any', approvers: [{ kind: 'user', id: 2 }] },
    { name: '法务会签', mode: 'all', approvers: [{ kind: 'role', id: 10 }] },
    { name: '总监审批', mode: 'any', approvers: [{ kind: 'user', id: 6 }], condition: { minAmount: '10000' } },
  ],
};

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(FlowError);
    return { code: (e as FlowError).code, message: (e as Error).message };
  }
  throw new Error('expected a refusal');
};

describe('flow engine', () => {
  it('runs sequential steps and skips a step whose condition fails', () => {
    let o = startFlow(flow, facts, resolve, 1, 1, T);
    expect(o.state.steps.map((s) => s.status)).toEqual(['active', 'waiting', 'skipped']);
    expect(o.events).toEqual([{ kind: 'awaiting', userIds: [2], step: '主管审批' }]);
    expect(currentApprovers(o.state)).toEqual([2]);
    o = decide(o.state, 2, 'adopt', '同意', T);
    expect(o.state.current).toBe(1);
    // the disabled member of the role never becomes an approver
    expect(currentApprovers(o.state)).toEqual([3, 4]);
    expect(o.events).toContainEqual({ kind: 'awaiting', userIds: [3, 4], step: '法务会签' });
    o = decide(o.state, 3, 'adopt', null, T);
    expect(o.state.status).toBe('pending');
    expect(currentApprovers(o.state)).toEqual([4]);
    o = decide(o.state, 4, 'adopt', null, T);
    expect(o.state.status).toBe('adopted');
    expect(o.events).toContainEqual({ kind: 'adopted', requesterId: 1 });
    expect(currentApprovers(o.state)).toEqual([]);
  });

  it('countersign: every approver counts once; an any-one step completes with the first adoption', () => {
    const def: FlowDef = { id: 2, name: '会签', steps: [{ name: '管理层', mode: 'any', approvers: [{ kind: 'department', id: 20 }] }, { name: '法务', mode: 'all', approvers: [{ kind: 'role', id: 10 }, { kind: 'user', id: 3 }] }] };
    let o = startFlow(def, facts, resolve, 1, 1, T);
    expect(currentApprovers(o.state)).toEqual([2, 6]);
    o = decide(o.state, 6, 'adopt', null, T);
    // the listed user who is also in the role is one vote, not two
    expect(o.state.steps[1].votes.map((v) => v.userId)).toEqual([3, 4]);
    o = decide(o.state, 3, 'adopt', null, T);
    expect(refusal(() => decide(o.state, 3, 'adopt', null, T))).toEqual({ code: 'conflict', message: expect.stringMatching(/不能重复审批/) });
    o = decide(o.state, 4, 'adopt', null, T);
    expect(o.state.status).toBe('adopted');
  });

  it('conditions by demand type and exact amount', () => {
    expect(conditionHolds({ demandTypes: ['oppose'] }, facts)).toBe(false);
    expect(conditionHolds({ demandTypes: ['register', 'oppose'] }, facts)).toBe(true);
    expect(conditionHolds({ minAmount: '5000' }, facts)).toBe(true);
    expect(conditionHolds({ minAmount: '5000.01' }, facts)).toBe(false);
    expect(conditionHolds({ maxAmount: '4999.99' }, facts)).toBe(false);
    expect(conditionHolds({ minAmount: '1' }, { demandType: 'register', amount: null })).toBe(false);
    expect(compareAmounts('0.1', '0.10')).toBe(0);
    const big = startFlow(flow, { demandType: 'register', amount: '10000' }, resolve, 1, 1, T);
    expect(big.state.steps.map((s) => s.status)).toEqual(['active', 'waiting', 'waiting']);
    const flows = [
      { ...flow, id: 7, name: '异议流程', condition: { demandTypes: ['oppose'] } },
      { ...flow, id: 8, name: '默认', condition: null },
    ];
    expect(pickFlow(flows, facts)?.id).toBe(8);
    expect(pickFlow(flows, { demandType: 'oppose', amount: null })?.id).toBe(7);
  });

  it('reject returns the demand to its requester with the comment; a rejection needs a comment', () => {
    const o = startFlow(flow, facts, resolve, 1, 1, T);
    expect(refusal(() => decide(o.state, 2, 'reject', '  ', T)).code).toBe('validation');
    const r = decide(o.state, 2, 'reject', '材料不全', T);
    expect(r.state.status).toBe('rejected');
    expect(r.events).toEqual([{ kind: 'rejected', requesterId: 1, by: 2, comment: '材料不全' }]);
    expect(refusal(() => decide(r.state, 2, 'adopt', null, T)).message).toMatch(/已驳回/);
    // resubmitted: a new round starts from the first step
    const again = startFlow(flow, facts, resolve, 1, 2, T);
    expect([again.state.round, again.state.current]).toEqual([2, 0]);
  });

  it('only the current approver may act', () => {
    const o = startFlow(flow, facts, resolve, 1, 1, T);
    expect(refusal(() => decide(o.state, 3, 'adopt', null, T))).toEqual({ code: 'forbidden', message: '您不是当前审批步骤“主管审批”的审批人' });
  });

  it('reassigns an undecided approver; the replaced one can no longer act', () => {
    let o = startFlow(flow, facts, resolve, 1, 1, T);
    o = reassign(o.state, 2, people[6], 1, '主管休假', T);
    expect(currentApprovers(o.state)).toEqual([6]);
    expect(o.state.steps[0].votes[0].reassignedFrom).toMatchObject({ userId: 2, comment: '主管休假' });
    expect(o.events).toContainEqual({ kind: 'awaiting', userIds: [6], step: '主管审批' });
    expect(refusal(() => decide(o.state, 2, 'adopt', null, T)).code).toBe('forbidden');
    expect(refusal(() => reassign(o.state, 6, people[5], 1, null, T)).message).toMatch(/已停用/);
    expect(refusal(() => reassign(o.state, 3, people[4], 1, null, T)).code).toBe('validation');
    o = decide(o.state, 6, 'adopt', null, T);
    expect(o.state.current).toBe(1);
  });

  it('a step without any active approver is refused at submit instead of hanging', () => {
    const def: FlowDef = { id: 3, name: '离职', steps: [{ name: '原主管', mode: 'any', approvers: [{ kind: 'user', id: 5 }] }] };
    expect(refusal(() => startFlow(def, facts, resolve, 1, 1, T)).message).toMatch(/没有可用的审批人/);
    const none: FlowDef = { id: 4, name: '大额', steps: [{ name: '总监', mode: 'any', approvers: [{ kind: 'user', id: 6 }], condition: { minAmount: '99999' } }] };
    expect(refusal(() => startFlow(none, facts, resolve, 1, 1, T)).message).toMatch(/没有适用/);
  });

  it('withdrawal: only the requester, only while pending; approving afterwards is refused', () => {
    const o = startFlow(flow, facts, resolve, 1, 1, T);
    expect(refusal(() => withdraw(o.state, 2, T)).code).toBe('forbidden');
    const w = withdraw(o.state, 1, T);
    expect(w.state.status).toBe('withdrawn');
    expect(w.events).toEqual([{ kind: 'withdrawn', userIds: [2] }]);
    expect(refusal(() => decide(w.state, 2, 'adopt', null, T))).toEqual({ code: 'conflict', message: '需求已撤回，不能再审批' });
    expect(refusal(() => withdraw(w.state, 1, T)).code).toBe('conflict');
  });

  it('adds participants without duplicates', () => {
    expect(addParticipants([{ id: 1, name: 'a' }], [{ id: 1, name: 'a' }, { id: 2, name: 'b' }, { id: 2, name: 'b' }])).toEqual([{ id: 1, name: 'a' }, { id: 2, name: 'b' }]);
  });
});
