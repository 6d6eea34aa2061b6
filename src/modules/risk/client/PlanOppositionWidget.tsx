// The hit lists' 拟提异议 row button (widget riskPlanOpposition): the dialog on the row, the list refreshed after.
import type { RiskHit } from '../../../generated/types';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { PlanOppositionDialog } from './PlanOppositionDialog';

export default function PlanOppositionWidget({ context, onClose }: WidgetProps) {
  if (!context.row) return null;
  return <PlanOppositionDialog hit={context.row as unknown as RiskHit} onClose={onClose} onDone={context.refresh} />;
}
