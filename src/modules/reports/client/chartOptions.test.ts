import { describe, expect, it } from 'vitest';
import { chartOption, costsOption, costTable, currenciesOf, tableOf } from './chartOptions';

const data = [
  { key: '已注册', zh: '已注册', en: 'Registered', value: 12 },
  { key: '申请中', zh: '申请中', en: 'Pending', value: 3 },
];

describe('report chart options', () => {
  it('draws a pie of the items with their counts', () => {
    const o = chartOption('pie', data, 'zh', false) as { series: Array<{ data: unknown }> };
    expect(o.series[0].data).toEqual([
      { name: '已注册', value: 12 },
      { name: '申请中', value: 3 },
    ]);
  });
  it('puts the categories on the value axis side by orientation', () => {
    const bar = chartOption('bar', data, 'en', false) as { xAxis: { data: string[] }; series: Array<{ data: number[]; type: string }> };
    expect(bar.xAxis.data).toEqual(['Registered', 'Pending']);
    expect(bar.series[0]).toMatchObject({ type: 'bar', data: [12, 3] });
    const hbar = chartOption('hbar', data, 'zh', true) as { yAxis: { data: string[]; inverse: boolean } };
    expect(hbar.yAxis).toMatchObject({ data: ['已注册', '申请中'], inverse: true });
    expect((chartOption('line', data, 'zh', false) as { series: Array<{ type: string }> }).series[0].type).toBe('line');
  });
  it('exports item, key and count', () => {
    expect(tableOf(data, 'en')).toEqual([
      ['Registered', '已注册', 12],
      ['Pending', '申请中', 3],
    ]);
  });
  it('draws costs one currency at a time and exports every currency with its exact amount', () => {
    const rows = [
      { key: '2026-09', zh: '2026年9月', en: '2026-09', currency: 'USD', amount: '1200.50', count: 2 },
      { key: '2026-09', zh: '2026年9月', en: '2026-09', currency: 'CNY', amount: '3000.00', count: 3 },
      { key: '2026-10', zh: '2026年10月', en: '2026-10', currency: 'CNY', amount: '0.10', count: 1 },
    ];
    expect(currenciesOf(rows)).toEqual(['CNY', 'USD']);
    const o = costsOption(rows, 'CNY', 'zh', false) as { xAxis: { data: string[] }; yAxis: { name: string }; series: Array<{ data: number[] }> };
    expect([o.xAxis.data, o.yAxis.name, o.series.length, o.series[0].data]).toEqual([['2026年9月', '2026年10月'], 'CNY', 1, [3000, 0.1]]);
    expect(costTable(rows, 'en')[0]).toEqual(['2026-09', 'USD', 1200.5, 2]);
  });
});
