import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';

// Spec 9: progress bar speed 500, trickle 200, minimum 0.3.
NProgress.configure({ speed: 500, trickleSpeed: 200, minimum: 0.3, showSpinner: false });

/** Suspense fallback while a route chunk loads: runs the top progress bar. */
export function RouteProgress() {
  useEffect(() => {
    NProgress.start();
    return () => {
      NProgress.done();
    };
  }, []);
  return null;
}
