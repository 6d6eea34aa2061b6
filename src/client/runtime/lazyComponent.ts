// A component whose code loads on first render, behind its own Suspense boundary (nothing shown meanwhile).
// Registries hand these out so a module's code loads only where it is used, and a cell, form field or
// button that is still loading never blanks the page around it.
import { createElement, lazy, Suspense, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyComponent<P extends object = any>(load: () => Promise<ComponentType<P>>, name?: string): ComponentType<P> {
  const Lazy = lazy(() => load().then((c) => ({ default: c })));
  const Component = (props: P) => createElement(Suspense, { fallback: null }, createElement(Lazy as unknown as ComponentType<P>, props));
  if (name) Component.displayName = name;
  return Component;
}
