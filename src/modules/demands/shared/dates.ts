// Today in China (UTC+8), as YYYY-MM-DD: the platform's one definition.
export { todayInChina } from '../../../shared/dates';
