// Which registered widget (dialog or drawer) the list page shows, opened by a button with action type
// 'widget'. The page's WidgetHost renders it; the widget gets the list's context.
import { useSyncExternalStore } from 'react';
import type { Row } from '../list/listController';
import type { ScreenDef } from '../screen-types';

export interface WidgetContext {
  screen: ScreenDef;
  /** The row of a row button. */
  row?: Row;
  /** The list's current filters, sorts, visible columns and selected ids (as an export would send them). */
  list: Record<string, unknown>;
  /** Reloads the list's current page. */
  refresh: () => void;
}

let open: { key: string; context: WidgetContext } | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openWidget(key: string, context: WidgetContext) {
  open = { key, context };
  emit();
}

export function closeWidget() {
  open = null;
  emit();
}

export function useOpenWidget() {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => open,
  );
}
