// 日期 (spec 3.12, 9): values 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm' (hour-minute format); display formats
// YYYY/MM/DD, with weekday, with hour and minute, MM/DD; the remaining period (剩余N天 / 已超期N天); the reminder
// settings (people, offset same day .. 2 months before, hour 00:00-23:00, show remaining, auto-fill).
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldConfig, Lang } from '../model';

export const DATE_FORMATS = ['YYYY/MM/DD', 'YYYY/MM/DD dddd', 'YYYY/MM/DD HH:mm', 'MM/DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DATE_LIMITS = ['0d', '1d', '2d', '1w', '2w', '1m', '2m'] as const;
export type DateLimit = (typeof DATE_LIMITS)[number];
/** Reminder hours 00:00 .. 23:00 (spec 5, 9). */
export const REMIND_HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

const WEEKDAYS: Record<Lang, string[]> = {
  zh: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

export interface DateConfig {
  dateFormat: DateFormat;
  remind: 0 | 1;
  remindType: '1';
  limitPerson: number[];
  dateLimit: DateLimit;
  limitTime: string;
  showRemaining: boolean;
  isAuto: boolean;
}

export function dateConfigOf(config: FieldConfig | undefined): DateConfig {
  const c = config ?? {};
  return {
    dateFormat: DATE_FORMATS.includes(c.dateFormat as DateFormat) ? (c.dateFormat as DateFormat) : 'YYYY/MM/DD',
    remind: c.remind === 1 ? 1 : 0,
    remindType: '1',
    limitPerson: Array.isArray(c.limitPerson) ? (c.limitPerson as unknown[]).map(Number).filter((n) => Number.isInteger(n) && n > 0) : [],
    dateLimit: DATE_LIMITS.includes(c.dateLimit as DateLimit) ? (c.dateLimit as DateLimit) : '0d',
    limitTime: REMIND_HOURS.includes(c.limitTime as string) ? (c.limitTime as string) : '00:00',
    showRemaining: c.showRemaining === true,
    isAuto: c.isAuto === true,
  };
}

export const hasTime = (format: string) => format.includes('HH:mm');

/** A stored value as a day (null when empty or not a date). */
export function parseDateValue(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/.test(value)) return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** The value to store from a picked date: with the time only for the hour-minute format. */
export function toDateValue(d: Dayjs | null | undefined, format: string): string | null {
  if (!d || !d.isValid()) return null;
  return hasTime(format) ? d.format('YYYY-MM-DDTHH:mm') : d.format('YYYY-MM-DD');
}

/** A format for dayjs with the weekday written out in the given language (independent of the global locale). */
export function displayFormat(format: string, d: Dayjs, lang: Lang): string {
  return format.replace('dddd', `[${WEEKDAYS[lang][d.day()]}]`);
}

export function formatDateValue(value: unknown, format: string, lang: Lang): string {
  const d = parseDateValue(value);
  if (!d) return value === null || value === undefined ? '' : String(value);
  return d.format(displayFormat(format, d, lang));
}

export interface Remaining { kind: 'left' | 'today' | 'over'; days: number }

/** Days from today to the date (calendar days): left N, due today, or overdue N. */
export function remainingOf(value: unknown, today: Dayjs = dayjs()): Remaining | null {
  const d = parseDateValue(value);
  if (!d) return null;
  const days = d.startOf('day').diff(today.startOf('day'), 'day');
  return days > 0 ? { kind: 'left', days } : days === 0 ? { kind: 'today', days: 0 } : { kind: 'over', days: -days };
}

/** When a reminder fires for a date: the offset before it, at the reminder hour. */
export function reminderAt(value: unknown, config: Pick<DateConfig, 'dateLimit' | 'limitTime'>): Dayjs | null {
  const d = parseDateValue(value);
  if (!d) return null;
  const n = Number(config.dateLimit.slice(0, -1));
  const unit = config.dateLimit.endsWith('w') ? 'week' : config.dateLimit.endsWith('m') ? 'month' : 'day';
  const hour = Number(config.limitTime.slice(0, 2));
  return d.startOf('day').subtract(n, unit).hour(hour);
}

/** The date settings' check and clean (sync, apart from the panel). */
export const dateRules = {
  // A reminder needs someone to remind.
  check: (config: FieldConfig): 'cf.date.personRequired' | null => {
    const c = dateConfigOf(config);
    return c.remind === 1 && c.limitPerson.length === 0 ? 'cf.date.personRequired' : null;
  },
  // Without a reminder the reminder settings keep their defaults; people are sent only when reminding.
  clean: (config: FieldConfig): FieldConfig => {
    const c = dateConfigOf(config);
    return { ...c, limitPerson: c.remind === 1 ? c.limitPerson : [] };
  },
};
