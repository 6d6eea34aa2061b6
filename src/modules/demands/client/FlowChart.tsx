// The approval flow chart (demandFlowChart): the steps in order with antd Steps, each with whom it asks for (a
// department step: 提出人所在部门的部门经理), who decided what, when, and their comment.
import { Empty, Space, Steps, Tag, Typography } from 'antd';
import type { FlowChartState } from './flowView';
import { chartSteps } from './flowView';
import { useT } from '../i18n';

const TONE = { ok: 'green', bad: 'red', wait: 'gold', muted: 'default' } as const;

export function FlowChart({ flow, direction = 'horizontal' }: { flow: FlowChartState | null; direction?: 'horizontal' | 'vertical' }) {
  const t = useT();
  if (!flow) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('demands.flowNone')} />;
  const steps = chartSteps(flow, t as never);
  return (
    <div data-testid="demand-flow-chart">
      <Typography.Text type="secondary">{t('demands.flowRound', { name: flow.flowName, round: flow.round })}</Typography.Text>
      <Steps
        style={{ marginTop: 12 }}
        direction={direction}
        size="small"
        items={steps.map((s) => ({
          title: s.title,
          subTitle: s.subTitle,
          status: s.status,
          description: (
            <Space direction="vertical" size={2} data-testid="demand-flow-step">
              {s.source && <Typography.Text type="secondary" data-testid="demand-flow-source">{s.source}</Typography.Text>}
              {s.lines.map((l, i) => (
                <span key={i}>
                  {l.who} <Tag color={TONE[l.tone]}>{l.what}</Tag>
                  {l.note && <Typography.Text type="secondary">（{l.note}）</Typography.Text>}
                  {l.at && <div><Typography.Text type="secondary">{l.at}</Typography.Text></div>}
                  {l.comment && <div>“{l.comment}”</div>}
                </span>
              ))}
            </Space>
          ),
        }))}
      />
    </div>
  );
}
