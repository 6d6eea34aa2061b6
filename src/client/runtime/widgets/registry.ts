// Widgets a screen button can open (action type 'widget'): key -> lazy component. Each widget lives with
// its feature (src/client/widgets/...) and loads only when opened.
import type { ComponentType } from 'react';
import type { WidgetContext } from './widgetStore';

export interface WidgetProps {
  context: WidgetContext;
  onClose: () => void;
}

type Loader = () => Promise<{ default: ComponentType<WidgetProps> }>;

export const widgetRegistry: Record<string, Loader> = {
  tagDrawer: () => import('../../widgets/tags/TagDrawer'),
  mergeDialog: () => import('../../widgets/merge/MergeDialog'),
  batchTaskList: () => import('../../widgets/merge/BatchTaskListDialog'),
  recordHistory: () => import('../../widgets/archive/RecordHistoryDrawer'),
  brandImport: () => import('../../widgets/archive/ImportDialog'),
};
