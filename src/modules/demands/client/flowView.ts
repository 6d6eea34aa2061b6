// The flow chart's model: a stored flow state as antd Steps items (status, who decided what and when). Pure, so
// the chart's rules are unit-tested apart from the view (flowView.test.ts).
import dayjs from 'dayjs';
import type { DemandDemandFlowChartResponse } from '../../../generated/types';

export type FlowChartState = NonNullable<DemandDemandFlowChartResponse>;
type Tr = (key: string, vars?: Record<string, string | number>) => string;

export interface ChartStep {
  title: string;
  subTitle: string;
  /** Whom the step asks for (e.g. 审批人：提出人所在部门的部门经理), null for a step without references. */
  source: string | null;
  status: 'wait' | 'process' | 'finish' | 'error';
  lines: Array<{ who: string; what: string; tone: 'ok' | 'bad' | 'wait' | 'muted'; at: string | null; comment: string | null; note: string | null }>;
}

const time = (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : null);

type Ref = NonNullable<FlowChartState['steps'][number]['approvers']>[number];

/** The step's approver references in words: named users, roles, departments, the requester's department. */
export function sourceText(refs: Ref[] | undefined, tr: Tr): string | null {
  if (!refs?.length) return null;
  const users = refs.filter((r) => r.kind === 'user').map((r) => r.name ?? `#${r.id}`);
  const parts = [
    ...(users.length ? [tr('demands.source.users', { names: users.join('、') })] : []),
    ...refs.flatMap((r) => {
      const name = r.name ?? `#${r.id}`;
      if (r.kind === 'role') return [tr('demands.source.role', { name })];
      if (r.kind === 'department') return [r.roleName ? tr('demands.source.deptRole', { name, role: r.roleName }) : tr('demands.source.dept', { name })];
      if (r.kind === 'requesterDept') return [r.roleName ? tr('demands.source.requesterDeptRole', { role: r.roleName }) : tr('demands.source.requesterDept')];
      return [];
    }),
  ];
  return tr('demands.source', { text: parts.join('；') });
}

export function chartSteps(flow: FlowChartState, tr: Tr): ChartStep[] {
  return flow.steps.map((s) => {
    const status: ChartStep['status'] = s.status === 'adopted' ? 'finish' : s.status === 'rejected' ? 'error' : s.status === 'active' && flow.status === 'pending' ? 'process' : 'wait';
    const lines = s.status === 'skipped'
      ? []
      : s.votes.map((v) => ({
          who: v.name,
          what: v.decision === 'adopt' ? tr('demands.vote.adopt') : v.decision === 'reject' ? tr('demands.vote.reject') : s.status === 'adopted' ? tr('demands.vote.notNeeded') : tr('demands.vote.waiting'),
          tone: (v.decision === 'adopt' ? 'ok' : v.decision === 'reject' ? 'bad' : s.status === 'adopted' ? 'muted' : 'wait') as ChartStep['lines'][number]['tone'],
          at: time(v.at),
          comment: v.comment,
          note: v.reassignedFrom ? tr('demands.vote.reassigned', { name: v.reassignedFrom.name }) : null,
        }));
    // Nobody the step names can act now (moved away, disabled): the listed approvers are to be reassigned.
    // A step skipped because nobody could approve it says so; one skipped by its condition did not apply.
    const subTitle = s.status === 'skipped' ? tr(s.empty ? 'demands.step.empty' : 'demands.step.skipped')
      : s.unresolved && s.status === 'active' ? tr('demands.step.unresolved')
      : tr(s.mode === 'all' ? 'demands.mode.all' : 'demands.mode.any');
    return { title: s.name, subTitle, source: s.status === 'skipped' && !s.empty ? null : sourceText(s.approvers, tr), status, lines };
  });
}
