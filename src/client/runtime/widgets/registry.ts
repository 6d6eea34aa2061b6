// Widgets a screen button can open (action type 'widget'): key -> lazy component. Modules register theirs
// through their client entry (src/modules/<module>/client.ts); each loads only when opened.
import type { ComponentType } from 'react';
import type { WidgetContext } from './widgetStore';

export interface WidgetProps {
  context: WidgetContext;
  onClose: () => void;
}

export type WidgetLoader = () => Promise<{ default: ComponentType<WidgetProps> }>;

export const widgetRegistry: Record<string, WidgetLoader> = {};

export function registerWidgets(widgets: Record<string, WidgetLoader>) {
  for (const [key, load] of Object.entries(widgets)) {
    if (widgetRegistry[key]) throw new Error(`widget ${key} is registered twice`);
    widgetRegistry[key] = load;
  }
}
