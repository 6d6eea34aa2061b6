// When digests are due, computed with croner in China time: the daily slot is the last `0 H * * *` at or before
// now, the weekly one the last `0 H * * W`. A slot's key names the frequency and the China day it fell on, so a
// user gets one digest per slot whichever server sees it first (notify_digest_runs is unique per user and slot).
import { Cron } from 'croner';
import { todayInChina } from '../../../shared/dates';
import dayjs from 'dayjs';

export const CHINA_TZ = 'Asia/Shanghai';
export type Frequency = 'daily' | 'weekly';

export interface Slot { key: string; at: Date }

/** The cron pattern of a frequency: hour 0-23 China time; weekday 1-7 (Monday-Sunday). */
export function digestPattern(frequency: Frequency, hour: number, weekday: number): string {
  return frequency === 'daily' ? `0 ${hour} * * *` : `0 ${hour} * * ${weekday % 7}`;
}

/** The latest slot at or before now, or null when there has been none (never for these patterns). */
export function currentSlot(frequency: Frequency, hour: number, weekday: number, now: Date): Slot | null {
  const cron = new Cron(digestPattern(frequency, hour, weekday), { timezone: CHINA_TZ, paused: true });
  // previousRuns looks strictly before the reference: a run at exactly now counts, so look from a second later.
  const [at] = cron.previousRuns(1, new Date(now.getTime() + 1000));
  cron.stop();
  if (!at) return null;
  return { key: `${frequency}:${chinaDay(at)}`, at };
}

/** The China calendar day (YYYY-MM-DD) of an instant. */
export function chinaDay(at: Date): string {
  return todayInChina(at);
}

/** The inclusive day range of a digest: from the China day of `at` through `days` days later. */
export function digestRange(at: Date, days: number): { from: string; to: string } {
  const from = chinaDay(at);
  return { from, to: dayjs(from).add(days, 'day').format('YYYY-MM-DD') };
}

/** A human description of the schedule, e.g. 每天 8:00 / 每周一 8:00（北京时间）. */
export function describeSchedule(frequency: 'off' | Frequency, hour: number, weekday: number): string {
  if (frequency === 'off') return '未订阅';
  const days = ['一', '二', '三', '四', '五', '六', '日'];
  return `${frequency === 'daily' ? '每天' : `每周${days[(weekday - 1 + 7) % 7]}`} ${hour}:00（北京时间）`;
}
