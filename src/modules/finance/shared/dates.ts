// Today in China (UTC+8) as YYYY-MM-DD, the day finance entries and fee standards count in: the platform's one definition.
export { todayInChina } from '../../../shared/dates';
