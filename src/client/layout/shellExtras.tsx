// Components a module shows once in the signed-in shell, beside every page (e.g. the release-log dialog shown
// once per release). Registered through the client entry (ClientModule.shellExtras), each loaded lazily after the
// browser first went idle, so they weigh on no page's first paint.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useAfterIdle } from '../app/afterIdle';

export type ShellExtraLoader = () => Promise<{ default: ComponentType }>;

const extras: Array<LazyExoticComponent<ComponentType>> = [];

export function registerShellExtras(loaders: readonly ShellExtraLoader[]) {
  for (const load of loaders) extras.push(lazy(load));
}

export function ShellExtras() {
  if (!useAfterIdle()) return null;
  return (
    <Suspense fallback={null}>
      {extras.map((Extra, i) => (
        <Extra key={i} />
      ))}
    </Suspense>
  );
}
