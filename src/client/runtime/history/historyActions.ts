// Buttons a module offers on a record-history entry, by the entry's action (e.g. merge → 撤销合并). The
// history view belongs to the module that shows it; the action to the module that wrote the entry, so
// neither imports the other: the writer registers here through its client entry.
import type { ComponentType } from 'react';
import { lazyComponent } from '../lazyComponent';

export interface HistoryActionProps {
  /** The operate-log entry. */
  logId: number;
  /** Called after the action changed the record (the history reloads). */
  onDone: () => void;
}

export type HistoryActionLoader = () => Promise<ComponentType<HistoryActionProps>>;

const loaders = new Map<string, HistoryActionLoader>();
const components = new Map<string, ComponentType<HistoryActionProps>>();

export function registerHistoryActions(actions: Record<string, HistoryActionLoader>) {
  for (const [action, load] of Object.entries(actions)) {
    if (loaders.has(action)) throw new Error(`history action ${action} is registered twice`);
    loaders.set(action, load);
  }
}

/** The button for an entry's action, or undefined when no module offers one. */
export function historyAction(action: string): ComponentType<HistoryActionProps> | undefined {
  const known = components.get(action);
  if (known) return known;
  const load = loaders.get(action);
  if (!load) return undefined;
  const Action = lazyComponent(load, `HistoryAction(${action})`);
  components.set(action, Action);
  return Action;
}
