// Calls index.html sends before the app's code has loaded (a signed-in direct load asks for the session at
// once). The first call of the same path, with an empty body and the token index.html sent, takes that answer
// instead of asking again. Each is used once, and only in the page's first minute.
const EARLY_FRESH_MS = 60_000;

/** What index.html leaves on window (its inline script). */
export interface EarlyCalls { token: string | null; calls: Record<string, Promise<Response> | undefined> }

const earlyCalls = () => (typeof window === 'undefined' ? undefined : (window as unknown as { __ipmsEarly?: EarlyCalls }).__ipmsEarly);

/** The response index.html already asked for (once), or undefined. */
export function takeEarlyResponse(path: string, body: unknown, token: string | null): Promise<Response> | undefined {
  const early = earlyCalls();
  const response = early?.calls[path];
  if (!early || !response) return undefined;
  delete early.calls[path];
  const emptyBody = body == null || (typeof body === 'object' && Object.keys(body).length === 0);
  // A sign-in since the page loaded makes it another session's answer; performance.now() counts from the load.
  if (!emptyBody || token === null || token !== early.token || performance.now() > EARLY_FRESH_MS) return undefined;
  return response;
}
