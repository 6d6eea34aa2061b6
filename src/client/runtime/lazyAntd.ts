// antd's date pickers and tree select (about 55 KB gzip with dayjs glue and rc-tree) for editors and filter rows
// that a list's first paint does not show: their code loads when one first renders (issue 18 item 8: a list
// screen's first load within 550 KB). Same props as antd's; nothing is shown for the moment the code loads.
import type { DatePickerProps, TreeSelectProps } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { lazyComponent } from './lazyComponent';

const datePicker = () => import('antd/es/date-picker').then((m) => m.default);

export const LazyDatePicker = lazyComponent<DatePickerProps>(datePicker, 'DatePicker');
export const LazyRangePicker = lazyComponent<RangePickerProps>(() => datePicker().then((d) => d.RangePicker), 'RangePicker');
export const LazyTreeSelect = lazyComponent<TreeSelectProps>(() => import('antd/es/tree-select').then((m) => m.default as never), 'TreeSelect');
