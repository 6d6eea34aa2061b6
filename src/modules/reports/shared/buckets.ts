// Pure grouping of dated items into weeks (Monday first) and months, for the deadline charts; every week or month of
// the window appears, empty ones with 0, so the axis is continuous.
import dayjs from 'dayjs';

export interface Bucket { key: string; zh: string; en: string; value: number }

/** The Monday of a date's week, YYYY-MM-DD. */
export function weekStart(date: string): string {
  const d = dayjs(date);
  return d.subtract((d.day() + 6) % 7, 'day').format('YYYY-MM-DD');
}

export function byWeek(dates: readonly string[], from: string, to: string): Bucket[] {
  const counts = new Map<string, number>();
  for (let w = dayjs(weekStart(from)); !w.isAfter(dayjs(to)); w = w.add(1, 'week')) counts.set(w.format('YYYY-MM-DD'), 0);
  for (const d of dates) {
    const k = weekStart(d);
    if (counts.has(k)) counts.set(k, counts.get(k)! + 1);
  }
  return [...counts].map(([key, value]) => ({ key, zh: `${key.slice(5).replace('-', '/')} 周`, en: `Week of ${key.slice(5)}`, value }));
}

export function byMonth(dates: readonly string[], from: string, to: string): Bucket[] {
  const counts = new Map<string, number>();
  for (let m = dayjs(from).startOf('month'); !m.isAfter(dayjs(to)); m = m.add(1, 'month')) counts.set(m.format('YYYY-MM'), 0);
  for (const d of dates) {
    const k = d.slice(0, 7);
    if (counts.has(k)) counts.set(k, counts.get(k)! + 1);
  }
  return [...counts].map(([key, value]) => ({ key, zh: `${Number(key.slice(0, 4))}年${Number(key.slice(5))}月`, en: key, value }));
}
