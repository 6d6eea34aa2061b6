// Limits of a web capture (网页取证), shown on the add page and enforced by the server (server/webFetch.ts). Files
// take the general upload's limits (src/shared/files/limits.ts: 30 MB, types by content).
export const WEB_CAPTURE_LIMITS = {
  /** Everything (connection, redirects, the whole body) within this time. */
  timeoutMs: 15_000,
  /** The decoded body at most. */
  maxBytes: 10 * 1024 * 1024,
  maxRedirects: 5,
} as const;
