// A minimal external store for the headless controllers: immutable state, subscribe, React hook.
import { useSyncExternalStore } from 'react';

export interface Store<S> {
  get(): S;
  set(patch: Partial<S> | ((s: S) => Partial<S>)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      const next = typeof patch === 'function' ? patch(state) : patch;
      state = { ...state, ...next };
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<S extends object>(store: Store<S>): S;
export function useStore<S extends object, T>(store: Store<S>, select: (s: S) => T): T;
export function useStore<S extends object, T>(store: Store<S>, select?: (s: S) => T): S | T {
  return useSyncExternalStore(store.subscribe, () => (select ? select(store.get()) : store.get()));
}
