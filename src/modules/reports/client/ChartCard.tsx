// One report chart: a card with the ECharts canvas (useEchart), and its 导出图片 (PNG) and 导出数据 (xlsx) buttons.
import { Button, Card, Empty, Space } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { notify } from '../../../client/request/notify';
import { useT } from '../i18n';
import { chartOption, tableOf, type ChartKey, type Datum, type Lang } from './chartOptions';
import { exportPng, exportXlsx, type Sheet } from './exportXlsx';
import { useEchart } from './useEchart';

export function ChartCard({ chart, type, data, lang, narrow, stamp }: { chart: ChartKey; type: 'pie' | 'bar' | 'hbar' | 'line'; data: readonly Datum[]; lang: Lang; narrow: boolean; stamp: string }) {
  const t = useT();
  const empty = data.length === 0 || data.every((d) => d.value === 0);
  const option = useMemo(() => (empty ? null : chartOption(type, data, lang, narrow)), [data, lang, narrow, type, empty]);
  return <ChartFrame testId={chart} title={t(`reports.chart.${chart}`)} option={option} lang={lang} narrow={narrow} stamp={stamp} sheet={{ rows: tableOf(data, lang) }} />;
}

/** The card around a chart: title, optional controls, the canvas or 暂无数据, PNG and xlsx export of its data. */
export function ChartFrame(props: { testId: string; title: string; option: Record<string, unknown> | null; lang: Lang; narrow: boolean; stamp: string; sheet: Omit<Sheet, 'name'>; controls?: ReactNode }) {
  const { testId, title, option, lang, narrow, stamp, sheet, controls } = props;
  const t = useT();
  const { el, png } = useEchart(option);
  const savePng = () => {
    const url = png();
    if (url) exportPng(url, `${title}-${stamp}.png`);
  };
  const xlsx = () =>
    exportXlsx([{ name: title, ...sheet }], `${title}-${stamp}.xlsx`, lang, [t('reports.name'), t('reports.count')]).catch((e: Error) => notify.error(t('reports.exportFailed', { reason: e.message })));
  return (
    <Card
      className="ipms-page-card"
      size="small"
      title={title}
      data-testid={`chart-${testId}`}
      extra={
        <Space size={4} wrap>
          {controls}
          <Button size="small" type="link" onClick={savePng} disabled={!option} data-testid={`png-${testId}`}>
            {t('reports.png')}
          </Button>
          <Button size="small" type="link" onClick={xlsx} disabled={!option} data-testid={`xlsx-${testId}`}>
            {t('reports.xlsx')}
          </Button>
        </Space>
      }
    >
      {option ? <div ref={el} style={{ width: '100%', height: narrow ? 260 : 300 }} data-testid={`canvas-${testId}`} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reports.empty')} style={{ height: 268 }} />}
    </Card>
  );
}
