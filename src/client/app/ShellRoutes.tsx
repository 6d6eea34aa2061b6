// Routes added after sign-in from the server's menu list (spec 2.5): full-screen routes outside the layout,
// the rest inside it. A built page the role lacks shows 403; anything else, a planned route without a page
// included, 404.
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { menuRoutes, standaloneRoutes } from '../../generated/routes';
import { AppLayout } from '../layout/AppLayout';
import { lazyComponent } from '../runtime/lazyComponent';

// 403/404 (antd Result and its pictures) load only when shown.
const ErrorPage = lazyComponent<{ code: 403 | 404 | 500 }>(() => import('../pages/error/ErrorPage').then((m) => m.ErrorPage), 'ErrorPage');
import { useSession } from '../session/session';
import { pageElement } from './routes';
import { flattenRoutes, homePath, isBuiltRoute } from './routeTree';
import { pageOf } from '../pages/registry';
import type { ComponentKey } from '../../generated/routes';

/** Standalone routes with a page that need a session (spec 2.2, e.g. /mindMap): full screen, for every role; the
 * page checks its own button permissions. Error pages are mounted without a session in routes.tsx. */
const signedInStandalone = standaloneRoutes.filter((r) => r.component && !['forbidden', 'notFound', 'serverError'].includes(r.component));

const knownRoutes = [...menuRoutes, ...standaloneRoutes];
const hasPage = (component: string) => !!pageOf(component as ComponentKey);

function Fallback() {
  const { pathname } = useLocation();
  return <ErrorPage code={isBuiltRoute(knownRoutes, pathname, hasPage) ? 403 : 404} />;
}

export default function ShellRoutes() {
  const { menus } = useSession();
  const flat = flattenRoutes(menus);
  const fullScreen = flat.filter((r) => r.component && r.meta.fullScreen);
  const home = homePath(menus);
  return (
    <Routes>
      {fullScreen.map((r) => (
        <Route key={r.path} path={r.path} element={pageElement(r)} />
      ))}
      {signedInStandalone.map((r) => (
        <Route key={r.path} path={r.path} element={pageElement(r)} />
      ))}
      {flat
        .filter((r) => r.redirect)
        .map((r) => (
          <Route key={`redirect:${r.path}`} path={r.path} element={<Navigate to={r.redirect!} replace />} />
        ))}
      {home && <Route path="/index" element={<Navigate to={home} replace />} />}
      <Route path="*" element={<AppLayout menus={menus} fallback={<Fallback />} />} />
    </Routes>
  );
}
