// The approval flow engine of demands (需求审批), pure: no database, no clock, no I/O. A flow definition is data an
// administrator edits (ordered steps; approvers by user, role or department; any-one or all-must-approve; an
// optional condition by demand type or amount). Submitting resolves the definition against the demand into a
// flow state (who must act on which step); each decision, reassignment or withdrawal is a function from state to
// a new state plus the events to notify. The server keeps the state on the demand row and applies these functions
// under the row's lock, so the rules live here once and are unit-tested (flowEngine.test.ts).
import { compareAmounts } from './amount';

/**
 * Who approves a step. Department references are resolved by the server from the organisation's departments:
 * `department` names the members of a department (only those holding `roleId` when given); `requesterDept` the
 * requester's own department (its members holding `roleId`, e.g. the department manager, looked for upwards).
 */
export type ApproverRef =
  | { kind: 'user'; id: number }
  | { kind: 'role'; id: number }
  | { kind: 'department'; id: number; roleId?: number | null }
  | { kind: 'requesterDept'; roleId?: number | null };
export type StepMode = 'any' | 'all';

/** When a step (or a flow) applies; every given part must hold. Amounts are exact decimal strings ("1200.50"). */
export interface Condition {
  demandTypes?: string[] | null;
  minAmount?: string | null;
  maxAmount?: string | null;
}

export interface StepDef {
  /** The definition's id (demand_flow_steps.id): an edit of the step reaches the demands waiting on it. */
  id?: number;
  name: string;
  mode: StepMode;
  approvers: ApproverRef[];
  condition?: Condition | null;
  /** When the approvers name nobody who can act, skip the step (instead of refusing or waiting for a reassignment). */
  skipIfEmpty?: boolean;
}

export interface FlowDef {
  id: number;
  name: string;
  steps: StepDef[];
}

/** What conditions are evaluated against. */
export interface DemandFacts {
  demandType: string;
  amount: string | null;
}

/** A user an approver reference resolves to; disabled users (active false) never become approvers. */
export interface Person {
  userId: number;
  name: string;
  active: boolean;
}

export type Resolver = (ref: ApproverRef) => Person[];
export type Decision = 'adopt' | 'reject';

export interface Vote {
  userId: number;
  name: string;
  decision: Decision | null;
  comment: string | null;
  at: string | null;
  /** Set when this approver took the place of another (demandReassign). */
  reassignedFrom?: { userId: number; name: string; by: number; at: string; comment: string | null } | null;
}

export type StepStatus = 'waiting' | 'active' | 'adopted' | 'rejected' | 'skipped';

export interface StepState {
  name: string;
  mode: StepMode;
  status: StepStatus;
  votes: Vote[];
  /** The step's approver references, kept so the step is resolved again when it becomes active or the organisation changes. */
  approvers?: ApproverRef[];
  /** Set when the references name nobody who can act now: the approvers still listed must be reassigned. */
  unresolved?: boolean;
  /** The definition it was made from (StepDef.id). */
  stepId?: number;
  /** StepDef.skipIfEmpty, kept so the step is skipped when it becomes active with nobody to act. */
  skipIfEmpty?: boolean;
  /** Skipped because its approvers named nobody who could act (status 'skipped'). */
  empty?: boolean;
}

export type FlowStatus = 'pending' | 'adopted' | 'rejected' | 'withdrawn';

export interface FlowState {
  flowId: number;
  flowName: string;
  round: number;
  requesterId: number;
  status: FlowStatus;
  /** Index of the active step while pending; -1 otherwise. */
  current: number;
  steps: StepState[];
  submittedAt: string;
  finishedAt: string | null;
}

export type FlowEvent =
  | { kind: 'awaiting'; userIds: number[]; step: string }
  | { kind: 'stepAdopted'; step: string; by: number }
  | { kind: 'adopted'; requesterId: number }
  | { kind: 'rejected'; requesterId: number; by: number; comment: string | null }
  | { kind: 'reassigned'; from: number; to: number; toName: string; step: string }
  | { kind: 'withdrawn'; userIds: number[] }
  /** Undecided approvers of the active step who no longer approve it (moved, disabled, expired, the flow edited); `remaining` names who still does. */
  | { kind: 'removed'; userIds: number[]; names: string[]; step: string; requesterId: number; remaining: string[] }
  /** The active step names nobody who can act any more: the requester is asked to reassign it. */
  | { kind: 'unresolved'; requesterId: number; step: string };

/** A refusal of the engine: `code` maps to the API's subCode (forbidden 40300, conflict 40900, validation 40000). */
export class FlowError extends Error {
  constructor(readonly code: 'forbidden' | 'conflict' | 'validation', message: string) {
    super(message);
  }
}

export interface Outcome {
  state: FlowState;
  events: FlowEvent[];
}

export function conditionHolds(c: Condition | null | undefined, facts: DemandFacts): boolean {
  if (!c) return true;
  if (c.demandTypes?.length && !c.demandTypes.includes(facts.demandType)) return false;
  if (c.minAmount != null && c.minAmount !== '') {
    if (facts.amount == null || compareAmounts(facts.amount, c.minAmount) < 0) return false;
  }
  if (c.maxAmount != null && c.maxAmount !== '') {
    if (facts.amount == null || compareAmounts(facts.amount, c.maxAmount) > 0) return false;
  }
  return true;
}

/** The first flow (in the order given: the administrator's priority) whose condition holds for the demand. */
export function pickFlow<F extends FlowDef & { condition?: Condition | null }>(flows: F[], facts: DemandFacts): F | null {
  return flows.find((f) => f.steps.length > 0 && conditionHolds(f.condition, facts)) ?? null;
}

function unique(people: Person[]): Person[] {
  const seen = new Set<number>();
  return people.filter((p) => (seen.has(p.userId) ? false : (seen.add(p.userId), true)));
}

const pendingVote = (p: Person): Vote => ({ userId: p.userId, name: p.name, decision: null, comment: null, at: null, reassignedFrom: null });

/**
 * The step's votes with its references resolved again: decisions and explicit handovers (reassignedFrom) stay,
 * undecided approvers who no longer resolve (moved department, changed role, disabled) drop out, newly resolved
 * active users join; someone whose place was handed to another does not come back. When the references name
 * nobody who can act, the votes stay as they are and the step is marked unresolved (to be reassigned).
 */
export function resolveVotes(step: StepState, resolve: Resolver): { votes: Vote[]; unresolved: boolean } {
  if (!step.approvers?.length) return { votes: step.votes, unresolved: !!step.unresolved };
  const kept = step.votes.filter((v) => v.decision !== null || v.reassignedFrom);
  const excluded = new Set([...kept.map((v) => v.userId), ...step.votes.flatMap((v) => (v.reassignedFrom ? [v.reassignedFrom.userId] : []))]);
  const people = unique(step.approvers.flatMap(resolve)).filter((p) => p.active && !excluded.has(p.userId));
  const undecided = [...kept.filter((v) => v.decision === null), ...people];
  if (!undecided.length && !kept.some((v) => v.decision === 'adopt')) return { votes: step.votes, unresolved: step.votes.some((v) => v.decision === null) };
  const existing = new Map(step.votes.map((v) => [v.userId, v]));
  return { votes: [...kept, ...people.map((p) => existing.get(p.userId) ?? pendingVote(p))], unresolved: false };
}

const replaceStep = (steps: StepState[], at: number, step: StepState) => steps.map((s, i) => (i === at ? step : s));

/**
 * Moves to the first step after `from` that is not skipped, resolving its approvers now (a step marked skipIfEmpty
 * that names nobody who can act is skipped on the way); finishes the flow when there is none.
 */
function advance(state: FlowState, from: number, now: string, events: FlowEvent[], resolve?: Resolver): FlowState {
  let steps = state.steps;
  for (let next = from + 1; next < steps.length; next++) {
    const s = steps[next];
    if (s.status !== 'waiting') continue;
    const resolved = resolve ? resolveVotes(s, resolve) : null;
    if (s.skipIfEmpty && resolved?.unresolved) {
      steps = replaceStep(steps, next, { ...s, status: 'skipped', empty: true });
      continue;
    }
    steps = replaceStep(steps, next, { ...s, status: 'active', ...(resolved ?? {}) });
    events.push({ kind: 'awaiting', userIds: steps[next].votes.map((v) => v.userId), step: s.name });
    return { ...state, steps, current: next };
  }
  events.push({ kind: 'adopted', requesterId: state.requesterId });
  return { ...state, steps, status: 'adopted', current: -1, finishedAt: now };
}

/**
 * Submits a demand to a flow: steps whose condition fails are kept as skipped (the chart shows them), the others
 * resolve to their active approvers. A step left without any active approver is refused, so nothing hangs on a
 * disabled user; the administrator fixes the flow or the approver's account first.
 */
export function startFlow(def: FlowDef, facts: DemandFacts, resolve: Resolver, requesterId: number, round: number, now: string): Outcome {
  if (!def.steps.length) throw new FlowError('validation', `审批流程“${def.name}”没有审批步骤`);
  const steps: StepState[] = def.steps.map((s) => {
    const made = { name: s.name, mode: s.mode, ...(s.id !== undefined ? { stepId: s.id } : {}) };
    if (!conditionHolds(s.condition, facts)) return { ...made, status: 'skipped', votes: [] };
    const kept = { ...made, approvers: s.approvers, ...(s.skipIfEmpty ? { skipIfEmpty: true } : {}) };
    const people = unique(s.approvers.flatMap(resolve)).filter((p) => p.active);
    if (!people.length && s.skipIfEmpty) return { ...kept, status: 'skipped', votes: [], empty: true };
    if (!people.length) throw new FlowError('validation', `审批流程“${def.name}”的步骤“${s.name}”没有可用的审批人（审批人不存在或已停用），请先在审批流程设置中调整`);
    return { ...kept, status: 'waiting', votes: people.map(pendingVote) };
  });
  if (steps.every((s) => s.status === 'skipped' && !s.empty)) throw new FlowError('validation', `审批流程“${def.name}”没有适用于该需求的审批步骤`);
  if (steps.every((s) => s.status === 'skipped')) throw new FlowError('validation', `审批流程“${def.name}”的审批步骤都没有可用的审批人，请先在审批流程设置中调整`);
  const events: FlowEvent[] = [];
  const base: FlowState = { flowId: def.id, flowName: def.name, round, requesterId, status: 'pending', current: -1, steps, submittedAt: now, finishedAt: null };
  return { state: advance(base, -1, now, events), events };
}

function refuseUnlessPending(state: FlowState) {
  if (state.status === 'withdrawn') throw new FlowError('conflict', '需求已撤回，不能再审批');
  if (state.status === 'adopted') throw new FlowError('conflict', '审批已结束：需求已通过');
  if (state.status === 'rejected') throw new FlowError('conflict', '审批已结束：需求已驳回');
}

/** The users who may still act on the active step (empty when the flow is not pending). */
export function currentApprovers(state: FlowState | null): number[] {
  if (!state || state.status !== 'pending' || state.current < 0) return [];
  return state.steps[state.current].votes.filter((v) => v.decision === null).map((v) => v.userId);
}

/**
 * An approver's decision on the active step. Only an approver of that step who has not decided yet may act
 * (others: forbidden; a second decision: conflict). A rejection ends the flow and returns the demand to its
 * requester; an adoption completes an any-one step at once and an all-must-approve step with the last vote.
 */
export function decide(state: FlowState, userId: number, decision: Decision, comment: string | null, now: string, resolve?: Resolver): Outcome {
  refuseUnlessPending(state);
  const step = state.steps[state.current];
  const vote = step.votes.find((v) => v.userId === userId);
  if (!vote) throw new FlowError('forbidden', `您不是当前审批步骤“${step.name}”的审批人`);
  if (vote.decision !== null) throw new FlowError('conflict', `您已在步骤“${step.name}”${vote.decision === 'adopt' ? '通过' : '驳回'}过该需求，不能重复审批`);
  if (decision === 'reject' && !comment?.trim()) throw new FlowError('validation', '驳回时必须填写“审批意见”（comment）');
  const votes = step.votes.map((v) => (v.userId === userId ? { ...v, decision, comment: comment?.trim() || null, at: now } : v));
  const events: FlowEvent[] = [];
  if (decision === 'reject') {
    const steps = state.steps.map((s, i) => (i === state.current ? { ...s, votes, status: 'rejected' as const } : s));
    events.push({ kind: 'rejected', requesterId: state.requesterId, by: userId, comment: comment?.trim() || null });
    return { state: { ...state, steps, status: 'rejected', current: -1, finishedAt: now }, events };
  }
  const done = step.mode === 'any' || votes.every((v) => v.decision === 'adopt');
  const steps = state.steps.map((s, i) => (i === state.current ? { ...s, votes, status: done ? ('adopted' as const) : s.status } : s));
  const next = { ...state, steps };
  if (!done) return { state: next, events };
  events.push({ kind: 'stepAdopted', step: step.name, by: userId });
  return { state: advance(next, state.current, now, events, resolve), events };
}

/**
 * The active step resolved again against the organisation as it is now (see resolveVotes): newly named approvers
 * are told; an all-must-approve step whose remaining approvers all left completes with the adoptions it has.
 */
export function refresh(state: FlowState, resolve: Resolver, now: string): Outcome {
  if (state.status !== 'pending' || state.current < 0) return { state, events: [] };
  const step = state.steps[state.current];
  const { votes: resolved, unresolved } = resolveVotes(step, resolve);
  // A step marked skipIfEmpty that names nobody who can act any more is skipped: its listed approvers are let go.
  const skip = unresolved && !!step.skipIfEmpty;
  const votes = skip ? step.votes.filter((v) => v.decision !== null) : resolved;
  const undecided = (vs: Vote[]) => vs.filter((v) => v.decision === null);
  const before = undecided(step.votes);
  const after = new Set(undecided(votes).map((v) => v.userId));
  const added = undecided(votes).filter((v) => !before.some((b) => b.userId === v.userId)).map((v) => v.userId);
  const removed = before.filter((v) => !after.has(v.userId));
  const events: FlowEvent[] = [];
  if (removed.length)
    events.push({ kind: 'removed', userIds: removed.map((v) => v.userId), names: removed.map((v) => v.name), step: step.name, requesterId: state.requesterId, remaining: skip ? [] : undecided(votes).map((v) => v.name) });
  if (added.length) events.push({ kind: 'awaiting', userIds: added, step: step.name });
  if (skip) {
    const steps = replaceStep(state.steps, state.current, { ...step, votes, unresolved: false, status: 'skipped', empty: true });
    return { state: advance({ ...state, steps }, state.current, now, events, resolve), events };
  }
  if (unresolved && !step.unresolved) events.push({ kind: 'unresolved', requesterId: state.requesterId, step: step.name });
  const done = votes.length > 0 && votes.every((v) => v.decision === 'adopt');
  const steps = replaceStep(state.steps, state.current, { ...step, votes, unresolved, status: done ? 'adopted' : step.status });
  if (!done) return { state: { ...state, steps }, events };
  events.push({ kind: 'stepAdopted', step: step.name, by: 0 });
  return { state: advance({ ...state, steps }, state.current, now, events, resolve), events };
}

/**
 * An administrator's edit of a flow step reaches the demands waiting on it: their active and coming steps made from
 * it (stepId; states from before step ids by the step's former name) take its new name, approvers and skipIfEmpty.
 * Coming steps show the approvers the references name now; the active one is left to refresh(), which lets go of
 * those no longer named and tells the new ones. Decisions and handovers stay; the mode stays as submitted.
 */
export function editStep(state: FlowState, def: { id: number; formerName: string; name: string; approvers: ApproverRef[]; skipIfEmpty: boolean }, resolve: Resolver): FlowState {
  if (state.status !== 'pending') return state;
  const steps = state.steps.map((s, i) => {
    const mine = s.stepId === def.id || (s.stepId === undefined && s.name === def.formerName);
    if (!mine || i < state.current || (s.status !== 'waiting' && s.status !== 'active')) return s;
    const { skipIfEmpty: _was, ...rest } = s;
    const edited: StepState = { ...rest, stepId: def.id, name: def.name, approvers: def.approvers, ...(def.skipIfEmpty ? { skipIfEmpty: true } : {}) };
    if (s.status === 'active') return edited;
    const people = unique(def.approvers.flatMap(resolve)).filter((p) => p.active);
    return people.length ? { ...edited, votes: people.map(pendingVote) } : edited;
  });
  return { ...state, steps };
}

/**
 * Hands an undecided approver's place on the active step to another active user (a disabled or absent approver,
 * or one who delegates). The replaced approver may no longer act; the new one is notified.
 */
export function reassign(state: FlowState, fromUserId: number, to: Person, byUserId: number, comment: string | null, now: string): Outcome {
  refuseUnlessPending(state);
  const step = state.steps[state.current];
  const vote = step.votes.find((v) => v.userId === fromUserId);
  if (!vote) throw new FlowError('validation', `原审批人不是当前步骤“${step.name}”的审批人`);
  if (vote.decision !== null) throw new FlowError('conflict', `原审批人已在步骤“${step.name}”审批过，不能转交`);
  if (!to.active) throw new FlowError('validation', `用户“${to.name}”已停用，不能作为审批人`);
  if (step.votes.some((v) => v.userId === to.userId)) throw new FlowError('conflict', `用户“${to.name}”已是当前步骤的审批人`);
  const votes = step.votes.map((v) =>
    v.userId === fromUserId ? { ...pendingVote(to), reassignedFrom: { userId: v.userId, name: v.name, by: byUserId, at: now, comment: comment?.trim() || null } } : v,
  );
  const steps = state.steps.map((s, i) => (i === state.current ? { ...s, votes, unresolved: false } : s));
  return { state: { ...state, steps }, events: [{ kind: 'reassigned', from: fromUserId, to: to.userId, toName: to.name, step: step.name }, { kind: 'awaiting', userIds: [to.userId], step: step.name }] };
}

/** The requester takes a pending demand back; the approvers still due are told. */
export function withdraw(state: FlowState, byUserId: number, now: string): Outcome {
  if (byUserId !== state.requesterId) throw new FlowError('forbidden', '只有需求的提出人可以撤回');
  if (state.status !== 'pending') {
    refuseUnlessPending(state);
  }
  const waiting = currentApprovers(state);
  const steps = state.steps.map((s) => (s.status === 'active' ? { ...s, status: 'waiting' as const } : s));
  return { state: { ...state, steps, status: 'withdrawn', current: -1, finishedAt: now }, events: [{ kind: 'withdrawn', userIds: waiting }] };
}

/** Participants after adding some: existing order kept, duplicates dropped. */
export function addParticipants<P extends { id: number }>(current: P[], added: P[]): P[] {
  const seen = new Set(current.map((p) => p.id));
  return [...current, ...added.filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)))];
}
