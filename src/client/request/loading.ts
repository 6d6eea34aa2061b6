// One loading overlay for all concurrent calls (spec 7): shown while at least one call that wants it runs.
import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const loading = {
  begin() {
    pending += 1;
    if (pending === 1) emit();
  },
  end() {
    pending = Math.max(0, pending - 1);
    if (pending === 0) emit();
  },
  get active() {
    return pending > 0;
  },
};

export function useLoadingActive(): boolean {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => pending > 0,
  );
}
