// 费用（按月） chart: the finance entries of the filter summed per month, one currency at a time (a switch when there
// are several), so amounts of different currencies are never added or drawn on one axis. Its data exports with
// every currency: month, currency, amount, entries.
import { Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '../i18n';
import { ChartFrame } from './ChartCard';
import { costsOption, costTable, currenciesOf, type CostRow, type Lang } from './chartOptions';

export function CostsCard({ rows, lang, narrow, stamp }: { rows: readonly CostRow[]; lang: Lang; narrow: boolean; stamp: string }) {
  const t = useT();
  const currencies = useMemo(() => currenciesOf(rows), [rows]);
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked && currencies.includes(picked) ? picked : currencies[0];
  const option = useMemo(() => (currency ? costsOption(rows, currency, lang, narrow) : null), [rows, currency, lang, narrow]);
  const controls =
    currencies.length > 1 ? <Segmented size="small" value={currency} options={currencies} onChange={(v) => setPicked(String(v))} data-testid="costs-currency" /> : null;
  return (
    <ChartFrame
      testId="costsByMonth"
      title={t('reports.chart.costsByMonth')}
      option={option}
      lang={lang}
      narrow={narrow}
      stamp={stamp}
      controls={controls}
      sheet={{ headers: costHeaders(t), rows: costTable(rows, lang) }}
    />
  );
}

export const costHeaders = (t: ReturnType<typeof useT>) => [t('reports.month'), t('reports.currency'), t('reports.amount'), t('reports.entries')];
