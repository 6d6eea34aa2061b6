// Responsive breakpoints of spec 9: under 768 xs, 768 sm, 992 md, 1200 lg, 1920 xl; default columns 1, 2, 2, 3, 4.
import { useSyncExternalStore } from 'react';

export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export const BREAKPOINTS: ReadonlyArray<readonly [Breakpoint, number]> = [
  ['xl', 1920],
  ['lg', 1200],
  ['md', 992],
  ['sm', 768],
  ['xs', 0],
];
export const DEFAULT_COLUMNS: Record<Breakpoint, number> = { xs: 1, sm: 2, md: 2, lg: 3, xl: 4 };

export function breakpointOf(width: number): Breakpoint {
  for (const [bp, min] of BREAKPOINTS) if (width >= min) return bp;
  return 'xs';
}

const listeners = new Set<() => void>();
let bound = false;
function bind() {
  if (bound || typeof window === 'undefined') return;
  bound = true;
  window.addEventListener('resize', () => listeners.forEach((l) => l()));
}

/** The breakpoint of the window width, re-rendering only when it changes. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(
    (l) => {
      bind();
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => breakpointOf(window.innerWidth),
    () => 'lg',
  );
}
