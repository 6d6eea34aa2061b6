// A list route's runtime started before its page mounts (issue 18 item 8: rows soon after the sign-in click).
// Once the session is known - right after sign-in, or on a direct load of a list's address - the first page's
// call, the column settings and the cell kinds' code go out while the shell and the page still load and render,
// instead of after them. The page takes the runtime when it mounts for the same address; one is kept at most.
import { api } from '../../request/api';
import { transport } from '../../request/http';
import { preloadFieldKinds } from '../field-kinds/registry';
import { scrollToFilterField } from '../filter/dom';
import type { ScreenDef } from '../screen-types';
import { createListRuntime, type ListRuntime, type ListRuntimeDeps } from './listRuntime';

/** What a list screen's runtime calls: the request layer, the user's display settings, the filter form. */
export function listRuntimeDeps(query: string): ListRuntimeDeps {
  return {
    call: (call, body, options) => transport(call, body, options),
    displayQuery: (displayType, tableKey) => api.userCustomDisplay.query({ displayType, tableKey }, { noLoading: true }),
    displaySet: (displayType, tableKey, displayContent) => api.userCustomDisplay.set({ displayType, tableKey, displayContent }, { noLoading: true }),
    onInvalid: scrollToFilterField,
    query,
  };
}

let started: { path: string; query: string; screen: ScreenDef; rt: ListRuntime } | null = null;

/** Starts the list of `path` (its first page, settings and custom fields) unless it is started already. */
export function startList(screen: ScreenDef, path: string, query: string) {
  if (started?.path === path && started.query === query) return;
  started?.rt.dispose();
  preloadFieldKinds(screen.columns.map((c) => c.fieldKind));
  const rt = createListRuntime(screen, path, listRuntimeDeps(query));
  rt.list.prefetchFirstPage();
  rt.load();
  started = { path, query, screen, rt };
}

/** The screen definition a started list of `path` already has (its page then renders without waiting). */
export function startedScreen(path: string): ScreenDef | undefined {
  return started?.path === path ? started.screen : undefined;
}

/**
 * The started runtime of this screen, address and query, if any. Reading it changes nothing: a render that
 * suspends is thrown away and runs again, so the page hands it over with `handedOver` once mounted.
 */
export function startedList(screen: ScreenDef, path: string, query: string): ListRuntime | undefined {
  return started && started.path === path && started.screen === screen && started.query === query ? started.rt : undefined;
}

/** The mounted page owns the runtime now (it disposes it). */
export function handedOver(rt: ListRuntime) {
  if (started?.rt === rt) started = null;
}
