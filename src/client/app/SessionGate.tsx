// Spec 2.15: no token -> /login; user info and menus loaded on first access; an invalid or locked account
// is sent to /login by the request layer's forced logout; a user without mauth goes to /?source=click.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isForcedLogoutMessage } from '../request/http';
import { loadSession, useSession } from '../session/session';
import { tokenStore } from '../session/token';
import { RouteProgress } from './RouteProgress';

export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const token = tokenStore.get();
  useEffect(() => {
    if (token && session.status === 'idle') loadSession().catch(() => undefined);
  }, [token, session.status]);
  if (!token) {
    const back = location.pathname + location.search;
    return <Navigate to={back === '/' ? '/login' : `/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (session.status === 'error') {
    // A forced logout redirects to /login itself in 100 ms; other failures (server down) show /500.
    if (session.error && isForcedLogoutMessage(session.error.message)) return <RouteProgress />;
    return <Navigate to="/500" replace />;
  }
  if (session.status !== 'ready' || !session.user) return <RouteProgress />;
  if (!session.user.mauth) return <Navigate to="/?source=click" replace />;
  return <>{children}</>;
}
