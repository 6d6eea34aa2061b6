// The flow chart's model: a stored flow state as antd Steps items (status, who decided what and when). Pure, so
// the chart's rules are unit-tested apart from the view (flowView.test.ts).
import dayjs from 'dayjs';
import type { DemandDemandFlowChartResponse } from '../../../generated/types';

export type FlowChartState = NonNullable<DemandDemandFlowChartResponse>;
type Tr = (key: string, vars?: Record<string, string | number>) => string;

export interface ChartStep {
  title: string;
  subTitle: string;
  status: 'wait' | 'process' | 'finish' | 'error';
  lines: Array<{ who: string; what: string; tone: 'ok' | 'bad' | 'wait' | 'muted'; at: string | null; comment: string | null; note: string | null }>;
}

const time = (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : null);

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
    const subTitle = s.status === 'skipped' ? tr('demands.step.skipped') : s.unresolved && s.status === 'active' ? tr('demands.step.unresolved') : tr(s.mode === 'all' ? 'demands.mode.all' : 'demands.mode.any');
    return { title: s.name, subTitle, status, lines };
  });
}
