// Page area: keep-alive routes (meta.keepAlive) stay mounted while their tab is open, hidden when not
// active, so filters and scroll survive switching tabs; other routes mount fresh each time.
import { useRef, type ReactNode } from 'react';
import type { MenuItem } from '../../generated/types';
import { pageElement } from '../app/routes';

export function KeepAliveContent({ route, openPaths, refreshKey }: { route: MenuItem; openPaths: ReadonlySet<string>; refreshKey: number }) {
  const cache = useRef(new Map<string, { element: ReactNode; key: number }>());
  for (const path of [...cache.current.keys()]) if (!openPaths.has(path) && path !== route.path) cache.current.delete(path);
  if (route.meta.keepAlive) {
    const hit = cache.current.get(route.path);
    if (!hit || hit.key !== refreshKey) cache.current.set(route.path, { element: pageElement(route), key: refreshKey });
  }
  return (
    <>
      {[...cache.current.entries()].map(([path, { element, key }]) => (
        <div key={`${path}:${key}`} style={{ display: path === route.path ? 'block' : 'none' }}>
          {element}
        </div>
      ))}
      {!route.meta.keepAlive && <div key={`${route.path}:${refreshKey}`}>{pageElement(route)}</div>}
    </>
  );
}
