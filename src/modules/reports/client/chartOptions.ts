// The ECharts option of each report chart (pure: data in, option out; unit-tested), and the table its data exports as.
import type { ReportsGetReportResponse } from '../../../generated/types';

export type ChartKey = keyof ReportsGetReportResponse['charts'];
export type Datum = ReportsGetReportResponse['charts'][ChartKey][number];
export type Lang = 'zh' | 'en';
export type CostRow = ReportsGetReportResponse['costs'][number];

export const CHARTS: ReadonlyArray<{ key: ChartKey; type: 'pie' | 'bar' | 'hbar' | 'line' }> = [
  { key: 'marksByStatus', type: 'pie' },
  { key: 'marksByClass', type: 'bar' },
  { key: 'marksByCountry', type: 'hbar' },
  { key: 'casesByStage', type: 'pie' },
  { key: 'deadlinesByWeek', type: 'bar' },
  { key: 'deadlinesByMonth', type: 'bar' },
  { key: 'casesByType', type: 'hbar' },
  { key: 'documentsByMonth', type: 'line' },
];

const COLOR = '#ff7200';

export function chartOption(type: 'pie' | 'bar' | 'hbar' | 'line', data: readonly Datum[], lang: Lang, narrow: boolean): Record<string, unknown> {
  const names = data.map((d) => d[lang]);
  const values = data.map((d) => d.value);
  if (type === 'pie')
    return {
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { type: 'scroll', bottom: 0 },
      series: [{ type: 'pie', radius: narrow ? ['30%', '58%'] : ['35%', '65%'], center: ['50%', '45%'], data: data.map((d) => ({ name: d[lang], value: d.value })), label: { show: !narrow } }],
    };
  const category = { type: 'category', data: names, axisLabel: { interval: type === 'hbar' ? 0 : 'auto', hideOverlap: true, width: narrow ? 70 : 110, overflow: 'truncate' } };
  const value = { type: 'value', minInterval: 1 };
  const horizontal = type === 'hbar';
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? { ...category, inverse: true } : value,
    series: [{ type: type === 'line' ? 'line' : 'bar', data: values, itemStyle: { color: COLOR }, smooth: type === 'line', barMaxWidth: 28 }],
  };
}

/** The rows a chart's data exports as: its item, the grouped value and the count. */
export function tableOf(data: readonly Datum[], lang: Lang): Array<[string, string, number]> {
  return data.map((d) => [d[lang], d.key, d.value]);
}

/** The currencies of the cost rows, the one with the most rows first (CNY before others on a tie). */
export function currenciesOf(rows: readonly CostRow[]): string[] {
  const n = new Map<string, number>();
  for (const r of rows) n.set(r.currency, (n.get(r.currency) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1] || (a[0] === 'CNY' ? -1 : b[0] === 'CNY' ? 1 : a[0].localeCompare(b[0]))).map(([c]) => c);
}

/**
 * Costs of one currency by month: a bar per month. One currency at a time, so amounts of different currencies are
 * never drawn on one axis; the tooltip shows the exact decimal text the server summed.
 */
export function costsOption(rows: readonly CostRow[], currency: string, lang: Lang, narrow: boolean): Record<string, unknown> {
  const mine = rows.filter((r) => r.currency === currency);
  return {
    tooltip: { trigger: 'item', formatter: (p: { dataIndex: number }) => `${mine[p.dataIndex][lang]}<br/>${currency} ${mine[p.dataIndex].amount}` },
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: mine.map((r) => r[lang]), axisLabel: { hideOverlap: true, width: narrow ? 70 : 110, overflow: 'truncate' } },
    yAxis: { type: 'value', name: currency },
    series: [{ type: 'bar', name: currency, data: mine.map((r) => Number(r.amount)), itemStyle: { color: COLOR }, barMaxWidth: 28 }],
  };
}

/** The rows the costs export as: month, currency, amount (the exact decimal as a number of 2 places), entries. */
export function costTable(rows: readonly CostRow[], lang: Lang): Array<[string, string, number, number]> {
  return rows.map((r) => [r[lang], r.currency, Number(r.amount), r.count]);
}
