/** Today in China (UTC+8), as YYYY-MM-DD. */
export function todayInChina(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
