// Route mounting (spec 2): public routes and error pages from the generated route table without a session
// check; everything else behind the session gate, built from the menus the server returned for the role.
import { lazy, Suspense, useEffect } from 'react';
import { isScreenKey, screenLoaders } from '../../generated/screens';
import { ListSkeleton } from '../runtime/list/ListSkeleton';
import { removeBoot } from './boot';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { menuRoutes, publicRoutes, standaloneRoutes, type ComponentKey } from '../../generated/routes';
import { loadSession } from '../session/session';
import { tokenStore } from '../session/token';
import { flattenRoutes } from './routeTree';
import type { MenuItem } from '../../generated/types';
import { pageOf, preloadPage } from '../pages/registry';
import { setNavigate } from '../request/navigation';
import { RouteProgress } from './RouteProgress';
import { SessionGate } from './SessionGate';

// The signed-in shell (layout, menus, tabs) is its own chunk: public pages such as /login never load it.
const loadShell = () => import('./ShellRoutes');
const ShellRoutes = lazy(loadShell);

/** Called when sign-in starts, so the shell chunk loads while the credentials are checked. */
export const preloadShell = () => void loadShell().catch(() => undefined);

/**
 * Starts loading a signed-in route's code at once - the shell, the page, a list's screen (and, through the list
 * page, the grid) - instead of one after the other behind the session calls (issue 18: first paint).
 */
export function preloadRoute(path: string) {
  const route = flattenRoutes(menuRoutes).find((r) => r.path === path);
  if (!route?.component) return;
  preloadShell();
  preloadPage(route.component);
  if (route.component === 'schemaList' && route.screen && isScreenKey(route.screen)) {
    void screenLoaders[route.screen]().catch(() => undefined);
    void import('../runtime/grid/DataGrid').catch(() => undefined);
  }
}

/**
 * Starts a list route's first page, settings and cell code as soon as the session says the user has the route
 * (sign-in, direct load), while the shell and the page still load and render; the page takes them on mount.
 */
export function startRoute(path: string, query: string, menus: MenuItem[]) {
  const route = flattenRoutes(menus).find((r) => r.path === path);
  if (route?.component !== 'schemaList' || !route.screen || !isScreenKey(route.screen)) return;
  void Promise.all([screenLoaders[route.screen](), import('../runtime/list/earlyList')])
    .then(([screen, early]) => early.startList(screen, path, query))
    .catch(() => undefined);
}

// A direct load of a signed-in page: its code at once, its rows once the session is known.
if (typeof window !== 'undefined' && tokenStore.get()) {
  const { pathname, search } = window.location;
  preloadRoute(pathname);
  if (flattenRoutes(menuRoutes).some((r) => r.path === pathname))
    loadSession()
      .then((session) => startRoute(pathname, search, session.menus))
      .catch(() => undefined);
}

/** Error pages stay reachable without a session (the request layer sends an offline browser to /500). */
const UNGUARDED = new Set(['forbidden', 'notFound', 'serverError']);

function NavigationBridge() {
  const nav = useNavigate();
  useEffect(() => setNavigate((to, opts) => nav(to, opts)), [nav]);
  return null;
}

/** Removes the boot frame once mounted (inside a page's Suspense: when the page itself has rendered). */
function BootDone() {
  useEffect(removeBoot, []);
  return null;
}

export function pageElement(route: MenuItem) {
  const Page = route.component ? pageOf(route.component as ComponentKey) : undefined;
  const list = route.component === 'schemaList';
  // A list route loads its screen definition alongside the page's code rather than after it.
  if (list && route.screen && isScreenKey(route.screen)) void screenLoaders[route.screen]().catch(() => undefined);
  return Page ? (
    <Suspense
      fallback={
        <>
          <RouteProgress />
          {list && <ListSkeleton />}
        </>
      }
    >
      <Page route={route} />
      <BootDone />
    </Suspense>
  ) : null;
}

export function AppRoutes() {
  const open = [...publicRoutes, ...standaloneRoutes.filter((r) => UNGUARDED.has(r.name))].filter((r) => r.component);
  const redirects = [...publicRoutes, ...standaloneRoutes].filter((r) => r.redirect);
  // A public route that is not built yet answers the 404 page, signed in or not (not the sign-in page).
  const notBuilt = publicRoutes.filter((r) => !r.redirect && !(r.component && pageOf(r.component as ComponentKey)));
  const NotFound = pageOf('notFound');
  return (
    <>
      <NavigationBridge />
      <Routes>
        {open.map((r) => (
          <Route key={r.path} path={r.path} element={pageElement(r)} />
        ))}
        {NotFound &&
          notBuilt.map((r) => (
            <Route
              key={r.path}
              path={r.path}
              element={
                <Suspense fallback={<RouteProgress />}>
                  <NotFound route={r} />
                </Suspense>
              }
            />
          ))}
        {redirects.map((r) => (
          <Route key={r.path} path={r.path} element={<Navigate to={r.redirect!} replace />} />
        ))}
        <Route
          path="*"
          element={
            <SessionGate>
              <Suspense fallback={<RouteProgress />}>
                <ShellRoutes />
              </Suspense>
            </SessionGate>
          }
        />
      </Routes>
    </>
  );
}
