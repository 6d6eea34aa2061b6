// Promise-returning confirmations (spec 2.16, 4): confirm({type, title, content}) resolves true on OK,
// false on cancel. One <ConfirmHost/> renders them; several hosts may mount (keep-alive tabs), the first
// one mounted shows the dialogs.
import type { ReactNode } from 'react';
import { createStore } from '../store';

export type ConfirmKind = 'issue' | 'delete' | 'success' | 'change';
export interface ConfirmOptions {
  type: ConfirmKind;
  title?: ReactNode;
  content: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
}
export interface ConfirmRequest extends ConfirmOptions {
  id: number;
  resolve: (ok: boolean) => void;
}

/** The success type closes itself after this many seconds (spec 9). */
export const SUCCESS_COUNTDOWN_SECONDS = 3;

export const confirmStore = createStore<{ queue: ConfirmRequest[]; hosts: number[] }>({ queue: [], hosts: [] });
let nextId = 1;

export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    confirmStore.set((s) => ({ queue: [...s.queue, { ...options, id, resolve }] }));
  });
}

/** Answers the request at the head of the queue. */
export function answer(id: number, ok: boolean) {
  const req = confirmStore.get().queue.find((r) => r.id === id);
  if (!req) return;
  confirmStore.set((s) => ({ queue: s.queue.filter((r) => r.id !== id) }));
  req.resolve(ok);
}

export function registerHost(): { id: number; release: () => void } {
  const id = nextId++;
  confirmStore.set((s) => ({ hosts: [...s.hosts, id] }));
  return { id, release: () => confirmStore.set((s) => ({ hosts: s.hosts.filter((h) => h !== id) })) };
}
