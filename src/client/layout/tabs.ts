// Tags view state (visited pages as tabs). Pinned (affix) routes always stay first and cannot be closed.
// Kept in sessionStorage so a reload keeps the open tabs of this browser tab.
import { useSyncExternalStore } from 'react';

export interface Tab { path: string; fullPath: string }

const KEY = 'ipms.tabs';
let tabs: Tab[] = load();
const listeners = new Set<() => void>();

function load(): Tab[] {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((t) => typeof t?.path === 'string' && typeof t?.fullPath === 'string') : [];
  } catch {
    return [];
  }
}

function set(next: Tab[]) {
  tabs = next;
  sessionStorage.setItem(KEY, JSON.stringify(tabs));
  listeners.forEach((l) => l());
}

export const tabStore = {
  get: () => tabs,
  open(tab: Tab) {
    const i = tabs.findIndex((t) => t.path === tab.path);
    if (i < 0) set([...tabs, tab]);
    else if (tabs[i].fullPath !== tab.fullPath) set(tabs.map((t, j) => (j === i ? tab : t)));
  },
  close(path: string, pinned: ReadonlySet<string>) {
    if (!pinned.has(path)) set(tabs.filter((t) => t.path !== path));
  },
  closeOthers(path: string, pinned: ReadonlySet<string>) {
    set(tabs.filter((t) => t.path === path || pinned.has(t.path)));
  },
  closeAll(pinned: ReadonlySet<string>) {
    set(tabs.filter((t) => pinned.has(t.path)));
  },
  reset() {
    set([]);
  },
};

export function useTabs(): Tab[] {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => tabs,
  );
}

/** Tabs in display order: pinned routes first (in menu order), then visited ones in opening order. */
export function orderedTabs(visited: Tab[], pinnedPaths: string[]): Tab[] {
  const pinned = pinnedPaths.map((p) => visited.find((t) => t.path === p) ?? { path: p, fullPath: p });
  return [...pinned, ...visited.filter((t) => !pinnedPaths.includes(t.path))];
}
