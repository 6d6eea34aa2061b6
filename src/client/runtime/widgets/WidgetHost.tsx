import { lazy, Suspense, useMemo } from 'react';
import { widgetRegistry } from './registry';
import { closeWidget, useOpenWidget } from './widgetStore';

const cache = new Map<string, ReturnType<typeof lazy>>();

/** Renders the widget a button opened (lazily loaded), until it closes itself. */
export function WidgetHost() {
  const current = useOpenWidget();
  const Widget = useMemo(() => {
    if (!current || !widgetRegistry[current.key]) return null;
    if (!cache.has(current.key)) cache.set(current.key, lazy(widgetRegistry[current.key]));
    return cache.get(current.key)!;
  }, [current]);
  if (!current || !Widget) return null;
  return (
    <Suspense fallback={null}>
      <Widget context={current.context} onClose={closeWidget} />
    </Suspense>
  );
}
