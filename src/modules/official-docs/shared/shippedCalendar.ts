// The holiday calendar the product ships (data/cn-calendar.json, see data/NOTICE.md).
import data from './data/cn-calendar.json';
import { type CalendarDay, type HolidayCalendar, makeCalendar } from './deadline';

export const shippedCalendarDays: readonly CalendarDay[] = (data.days as [string, string, string][]).map(([date, k, name]) => ({
  date, kind: k === 'H' ? 'holiday' : 'workday', name,
}));
export const shippedCalendarYears: readonly number[] = data.years;
export const shippedCalendarSource: string = data.source;
export const shippedCalendar = (): HolidayCalendar => makeCalendar(shippedCalendarYears, shippedCalendarDays);
