// Plain-date arithmetic (YYYY-MM-DD) with dayjs.
import dayjs from 'dayjs';

export const addDays = (date: string, days: number): string => dayjs(date).add(days, 'day').format('YYYY-MM-DD');
