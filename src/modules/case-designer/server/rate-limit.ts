// Calls per client address per window for the public proposal calls (no sign-in, so the address is all there is).
// In memory per server: a visitor filling in a form never gets near the limits, a script looping does.
export function rateLimiter(calls: number, windowMs: number) {
  const hits = new Map<string, { start: number; n: number }>();
  return {
    /** null when the call may go on; else the seconds to wait. */
    take(ip: string, now = Date.now()): number | null {
      if (hits.size > 10_000) for (const [k, v] of hits) if (now - v.start >= windowMs) hits.delete(k);
      const h = hits.get(ip);
      if (!h || now - h.start >= windowMs) {
        hits.set(ip, { start: now, n: 1 });
        return null;
      }
      if (h.n >= calls) return Math.max(1, Math.ceil((h.start + windowMs - now) / 1000));
      h.n += 1;
      return null;
    },
    reset: () => hits.clear(),
  };
}
