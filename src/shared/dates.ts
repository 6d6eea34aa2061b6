// Today in China (UTC+8) as YYYY-MM-DD: the calendar day deadlines, fees, digests and to-dos count in. The one
// definition; modules re-export or import it (they once each had their own copy).
export function todayInChina(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
