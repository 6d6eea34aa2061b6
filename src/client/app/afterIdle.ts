// Work a signed-in page does not need for its first paint (the unread-message badge, the release-log dialog)
// waits until the browser is idle: on a 2-core machine their requests and renders otherwise landed between the
// list's first page arriving and its rows being drawn (issue 18: first paint). At most IDLE_TIMEOUT_MS late.
import { useEffect, useState } from 'react';

const IDLE_TIMEOUT_MS = 3000;
let idle = false;
const waiting = new Set<() => void>();

function whenIdle(done: () => void) {
  if (idle) return done();
  waiting.add(done);
  if (waiting.size > 1) return;
  const fire = () => {
    idle = true;
    for (const f of waiting) f();
    waiting.clear();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fire, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(fire, 200);
}

/** False until the browser first went idle after the shell mounted; then true for good. */
export function useAfterIdle(): boolean {
  const [ready, setReady] = useState(idle);
  useEffect(() => {
    if (ready) return;
    let live = true;
    whenIdle(() => live && setReady(true));
    return () => void (live = false);
  }, [ready]);
  return ready;
}
