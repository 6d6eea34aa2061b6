// /biAnalyse 统计报表: charts over the tenant's data (marks by status, class and country; upcoming deadlines by week
// and month; cases by type and stage; documents received by month; costs by month and currency), filtered by a date
// range, an applicant and a department. A page of its own (not a schema list): charts are not rows. The aggregates
// come from the server in one call (narrowed to the caller's data scope); the chart library loads after the filters
// paint. Every chart exports as PNG and its data as xlsx; 导出全部数据 writes one workbook with a sheet per chart.
import { Button, Col, Row, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { LazyDatePicker } from '../../../client/runtime/lazyAntd';
import { useBreakpoint } from '../../../client/runtime/breakpoints';
import { useSettings } from '../../../client/settings/settings';
import { useT } from '../i18n';
import { ChartCard } from './ChartCard';
import { CHARTS, costTable, tableOf } from './chartOptions';
import { CostsCard, costHeaders } from './CostsCard';
import { exportXlsx } from './exportXlsx';

const FULL = { width: '100%' } as const;

interface Filter { dateFrom?: string; dateTo?: string; applicant?: string; deptId?: number }

export default function ReportsPage() {
  const t = useT();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const narrow = useBreakpoint() === 'xs';
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const [applicant, setApplicant] = useState<string | undefined>();
  const [deptId, setDeptId] = useState<number | undefined>();
  const [departments, setDepartments] = useState<Array<{ value: number; label: string }>>([]);
  useEffect(() => {
    void api.organisation.departmentOptions({}).then((o) => setDepartments(o as Array<{ value: number; label: string }>), () => undefined);
  }, []);
  const [filter, setFilter] = useState<Filter>({});
  const { data } = useSWR(['biAnalyse', filter], () => api.reports.getReport(filter));
  const stamp = dayjs().format('YYYY-MM-DD');

  const search = () =>
    setFilter({
      ...(from ? { dateFrom: from.format('YYYY-MM-DD') } : {}),
      ...(to ? { dateTo: to.format('YYYY-MM-DD') } : {}),
      ...(applicant ? { applicant } : {}),
      ...(deptId ? { deptId } : {}),
    });
  const reset = () => {
    setFrom(null);
    setTo(null);
    setApplicant(undefined);
    setDeptId(undefined);
    setFilter({});
  };
  const exportAll = () => {
    if (!data) return;
    const sheets = [
      ...CHARTS.map((c) => ({ name: t(`reports.chart.${c.key}`), rows: tableOf(data.charts[c.key], lang) })),
      { name: t('reports.chart.costsByMonth'), headers: costHeaders(t), rows: costTable(data.costs, lang) },
    ];
    exportXlsx(sheets, `${t('reports.title')}-${stamp}.xlsx`, lang, [t('reports.name'), t('reports.count')]).catch((e: Error) => notify.error(t('reports.exportFailed', { reason: e.message })));
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="reports-page">
      <div className="ipms-page-card" style={{ padding: 16, background: 'var(--ant-color-bg-container, #fff)', borderRadius: 8 }}>
        <Row gutter={[12, 12]}>
          <Col xs={12} md={6} xl={4}>
            <LazyDatePicker value={from} onChange={(d) => setFrom(d)} placeholder={t('reports.from')} style={FULL} data-testid="report-from" />
          </Col>
          <Col xs={12} md={6} xl={4}>
            <LazyDatePicker value={to} onChange={(d) => setTo(d)} placeholder={t('reports.to')} style={FULL} data-testid="report-to" />
          </Col>
          <Col xs={24} md={12} xl={5}>
            <Select
              showSearch
              allowClear
              value={applicant}
              onChange={setApplicant}
              placeholder={t('reports.allApplicants')}
              options={(data?.applicants ?? []).map((a) => ({ value: a, label: a }))}
              style={FULL}
              data-testid="report-applicant"
            />
          </Col>
          <Col xs={24} md={12} xl={5}>
            <Select
              showSearch
              allowClear
              value={deptId}
              onChange={setDeptId}
              placeholder={t('reports.allDepartments')}
              optionFilterProp="label"
              options={departments}
              style={FULL}
              data-testid="report-department"
            />
          </Col>
          <Col xs={24} xl={6}>
            <Space wrap>
              <Button type="primary" onClick={search} data-testid="report-search">
                {t('reports.search')}
              </Button>
              <Button onClick={reset}>{t('reports.reset')}</Button>
              <Button onClick={exportAll} disabled={!data} data-testid="report-export-all">
                {t('reports.exportAll')}
              </Button>
            </Space>
          </Col>
        </Row>
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: 12 }}>
          {t('reports.hint')} {data && t('reports.window', { from: data.from, to: data.to })}
        </Typography.Paragraph>
      </div>
      <Row gutter={[16, 16]}>
        {CHARTS.map((c) => (
          <Col key={c.key} xs={24} lg={12}>
            <ChartCard chart={c.key} type={c.type} data={data?.charts[c.key] ?? []} lang={lang} narrow={narrow} stamp={stamp} />
          </Col>
        ))}
        <Col xs={24} lg={12}>
          <CostsCard rows={data?.costs ?? []} lang={lang} narrow={narrow} stamp={stamp} />
        </Col>
      </Row>
    </Space>
  );
}
