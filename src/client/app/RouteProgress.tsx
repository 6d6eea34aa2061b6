import { useEffect } from 'react';
import { doneProgress, startProgress } from './progressBar';

/** Suspense and session fallback: runs the top progress bar while it is shown. */
export function RouteProgress() {
  useEffect(() => {
    startProgress();
    return doneProgress;
  }, []);
  return null;
}
