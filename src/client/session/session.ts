// Signed-in state: user info and the menu tree, loaded on the first access to a guarded route (spec 2.15)
// and dropped on logout. Button permissions come from role.roleAuth (spec 6).
import { useSyncExternalStore } from 'react';
import type { HomepageGetUserInfoResponse, MenuItem } from '../../generated/types';
import { api } from '../request/api';
import { onForbidden, onForcedLogout } from '../request/http';
import { tokenStore } from './token';

export interface SessionState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  user: HomepageGetUserInfoResponse | null;
  menus: MenuItem[];
  permissions: ReadonlySet<string>;
  /** Why loading failed; a forced logout is already on its way when isForcedLogoutMessage(error.message). */
  error?: Error;
}

const EMPTY: SessionState = { status: 'idle', user: null, menus: [], permissions: new Set() };
let state: SessionState = EMPTY;
let inflight: Promise<SessionState> | null = null;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  listeners.forEach((l) => l());
}

export function getSession() {
  return state;
}

/** Loads user info and menus once; later callers share the result. */
export function loadSession(): Promise<SessionState> {
  if (state.status === 'ready') return Promise.resolve(state);
  if (inflight) return inflight;
  set({ ...state, status: 'loading' });
  inflight = Promise.all([api.homepage.getUserInfo({}), api.homepage.getMenuList({})])
    .then(([user, menus]) => {
      const permissions = new Set(user.role.roleAuth.split(',').map((s) => s.trim()).filter(Boolean));
      set({ status: 'ready', user, menus, permissions });
      return state;
    })
    .catch((e) => {
      set({ ...EMPTY, status: 'error', error: e });
      throw e;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

export function clearSession() {
  tokenStore.clear();
  set(EMPTY);
}

onForcedLogout(() => set(EMPTY));

/**
 * Reloads user info and menus in place (no page reload): a role edited meanwhile shows its buttons and menus
 * as they are now. Runs after a refusal (40300) and when the tab comes back into view, at most every 30 s.
 */
let lastRefresh = 0;
export async function refreshSession(force = false): Promise<void> {
  if (state.status !== 'ready' || inflight) return;
  if (!force && Date.now() - lastRefresh < 30_000) return;
  lastRefresh = Date.now();
  try {
    const [user, menus] = await Promise.all([api.homepage.getUserInfo({}, { noLoading: true }), api.homepage.getMenuList({}, { noLoading: true })]);
    if (state.status !== 'ready') return;
    set({ status: 'ready', user, menus, permissions: new Set(user.role.roleAuth.split(',').map((s) => s.trim()).filter(Boolean)) });
  } catch {
    // a forced logout or a network error is handled by the request layer
  }
}
onForbidden(() => void refreshSession(true));
if (typeof document !== 'undefined') document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void refreshSession());

export async function logout() {
  try {
    await api.loginPage.loginQuit({});
  } finally {
    clearSession();
  }
}

export function useSession(): SessionState {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => state,
  );
}
