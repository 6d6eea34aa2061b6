// /tool/brandSearch 商标查询: up to three conditions on 商标名称 / 申请号 / 注册号, each exact, contains or similar
// (/tm/customSearchV2), class and announcement-date filters, name suggestions (/tm/getBrandName) and similar-name
// hints (/tm/getBrandNameHint) while typing, ranked results with their reasons and opposition windows, and two
// picked results compared side by side. 图形检索 (?mode=image) searches by an uploaded, cropped image instead
// (ImageSearchPanel, loaded on first use). A custom page: each result carries a score, reasons and a pick for the
// comparison, which the schema list runtime does not have.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Card, DatePicker, Form, Input, Radio, Segmented, Select, Space, Spin, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { dicts } from '../../../generated/dicts';
import type { TmCustomSearchRequest, TmCustomSearchResponse, TmGetBrandNameHintResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { useSettings } from '../../../client/settings/settings';
import { compareLink } from '../shared/compareRefs';
import { useT } from '../i18n';
import { MarkCard, PickBox, ReasonTags } from './MarkCard';
import { ResultPage } from './ResultPage';

type Cond = TmCustomSearchRequest['shouldFields'][number];
const FIELDS: Cond['field'][] = ['tm_name', 'app_no', 'reg_no'];
const TYPES: Cond['searchType'][] = ['exact', 'contains', 'similar'];
const ImageSearchPanel = lazy(() => import('./ImageSearchPanel'));

export default function BrandSearchPage() {
  const t = useT();
  const navigate = useNavigate();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode') === 'image' ? 'image' : 'text';
  const [conds, setConds] = useState<Cond[]>([{ field: 'tm_name', value: '', searchType: 'similar' }]);
  const [rangeType, setRangeType] = useState(3);
  const [classes, setClasses] = useState<number[]>([]);
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [result, setResult] = useState<TmCustomSearchResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [suggest, setSuggest] = useState<string[]>([]);
  const [hints, setHints] = useState<TmGetBrandNameHintResponse>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const classOptions = useMemo(
    () => Object.entries(dicts['PublicMark.tmCl'] as Record<string, { zh: string; en: string }>).map(([v, l]) => ({ value: Number(v), label: l[lang] })),
    [lang],
  );

  const nameTerm = conds.find((c) => c.field === 'tm_name')?.value.trim() ?? '';
  useEffect(() => {
    clearTimeout(timer.current);
    if (!nameTerm) {
      setSuggest([]);
      setHints([]);
      return;
    }
    timer.current = setTimeout(() => {
      void api.tm.getBrandName({ keyword: nameTerm.slice(0, 50) }, { noLoading: true }).then(setSuggest, () => undefined);
      void api.tm.getBrandNameHint({ keyword: nameTerm.slice(0, 50) }, { noLoading: true }).then(setHints, () => undefined);
    }, 400);
    return () => clearTimeout(timer.current);
  }, [nameTerm]);

  const run = async (p = page) => {
    const filled = conds.filter((c) => c.value.trim());
    if (!filled.length) {
      notify.error(t('pm.search.valueRequired'));
      return;
    }
    setLoading(true);
    try {
      const body: TmCustomSearchRequest = { shouldFields: filled.map((c) => ({ ...c, value: c.value.trim() })), rangeType, pageNo: p.pageNo, pageSize: p.pageSize };
      if (classes.length) body.tmCl = classes;
      if (from) body.dateFrom = from.format('YYYY-MM-DD');
      if (to) body.dateTo = to.format('YYYY-MM-DD');
      setResult(await api.tm.customSearchV2(body));
      setPage(p);
    } finally {
      setLoading(false);
    }
  };

  const setCond = (i: number, patch: Partial<Cond>) => setConds((cs) => cs.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const pick = (id: number, on: boolean) => setPicked((p) => (on ? [...p, id].slice(-2) : p.filter((x) => x !== id)));

  const modes = (
    <Segmented
      style={{ marginBottom: 12 }}
      value={mode}
      data-testid="pm-mode"
      onChange={(v) => setParams(v === 'image' ? { mode: 'image' } : {}, { replace: true })}
      options={(['text', 'image'] as const).map((m) => ({ value: m, label: t(`pm.search.mode.${m}`) }))}
    />
  );
  if (mode === 'image')
    return (
      <div style={{ padding: 12, maxWidth: '100%' }}>
        {modes}
        <Suspense fallback={<Spin />}>
          <ImageSearchPanel lang={lang} classOptions={classOptions} />
        </Suspense>
      </div>
    );

  return (
    <div style={{ padding: 12, maxWidth: '100%' }}>
      {modes}
      <Card size="small" style={{ marginBottom: 12 }}>
        <Form layout="vertical" onFinish={() => void run({ ...page, pageNo: 1 })}>
          {conds.map((c, i) => (
            <Space key={i} wrap style={{ marginBottom: 8, width: '100%' }} data-testid="pm-cond">
              <Select style={{ width: 120 }} value={c.field} onChange={(v) => setCond(i, { field: v, searchType: v === 'tm_name' ? c.searchType : c.searchType === 'similar' ? 'contains' : c.searchType })} options={FIELDS.map((f) => ({ value: f, label: t(`pm.search.field.${f}`) }))} data-testid="pm-field" />
              {c.field === 'tm_name' ? (
                <AutoComplete style={{ width: 220, maxWidth: 'calc(100vw - 48px)' }} value={c.value} options={suggest.map((s) => ({ value: s }))} onChange={(v) => setCond(i, { value: v })}>
                  <Input placeholder={t('pm.search.value')} maxLength={200} data-testid="pm-value" onPressEnter={() => void run({ ...page, pageNo: 1 })} />
                </AutoComplete>
              ) : (
                <Input style={{ width: 220, maxWidth: 'calc(100vw - 48px)' }} value={c.value} placeholder={t('pm.search.value')} maxLength={50} onChange={(e) => setCond(i, { value: e.target.value })} data-testid="pm-value" />
              )}
              <Radio.Group optionType="button" size="small" value={c.searchType} onChange={(e) => setCond(i, { searchType: e.target.value })} data-testid="pm-type"
                options={TYPES.filter((x) => c.field === 'tm_name' || x !== 'similar').map((x) => ({ value: x, label: t(`pm.search.type.${x}`) }))} />
              {conds.length > 1 && <Button icon={<DeleteOutlined />} size="small" onClick={() => setConds((cs) => cs.filter((_, j) => j !== i))} aria-label="remove" />}
            </Space>
          ))}
          {hints.length > 0 && (
            <div style={{ marginBottom: 8 }} data-testid="pm-hints">
              <Typography.Text type="secondary">{t('pm.search.hints')}：</Typography.Text>
              {hints.map((h) => (
                <Tag key={h.name} style={{ cursor: 'pointer', marginBottom: 4 }} onClick={() => setCond(conds.findIndex((c) => c.field === 'tm_name'), { value: h.name })}>
                  {h.name}（{h.count}）<ReasonTags reasons={h.reasons.slice(0, 1)} />
                </Tag>
              ))}
            </div>
          )}
          <Space wrap style={{ width: '100%' }}>
            {conds.length < 3 && (
              <Button icon={<PlusOutlined />} onClick={() => setConds((cs) => [...cs, { field: FIELDS.find((f) => !cs.some((c) => c.field === f)) ?? 'app_no', value: '', searchType: 'exact' }])}>
                {t('pm.search.addField')}
              </Button>
            )}
            <Select style={{ width: 200 }} value={rangeType} onChange={setRangeType} options={[3, 1, 2].map((r) => ({ value: r, label: t(`pm.search.range.${r}` as 'pm.search.range.1') }))} aria-label={t('pm.search.range')} />
            <Select style={{ width: 220, maxWidth: 'calc(100vw - 48px)' }} mode="multiple" allowClear maxTagCount={2} placeholder={t('pm.search.classes')} value={classes} onChange={setClasses} options={classOptions} />
            <DatePicker value={from} onChange={setFrom} placeholder={`${t('pm.search.dates')} ≥`} style={{ width: 150 }} />
            <DatePicker value={to} onChange={setTo} placeholder={`${t('pm.search.dates')} ≤`} style={{ width: 150 }} />
            <Button type="primary" htmlType="submit" loading={loading} data-testid="pm-submit">
              {t('pm.search.submit')}
            </Button>
            <Button disabled={picked.length !== 2} onClick={() => navigate(compareLink({ source: 'publicMark', id: picked[0] }, { source: 'publicMark', id: picked[1] }))} data-testid="pm-compare-open">
              {t('pm.search.compare', { n: picked.length })}
            </Button>
          </Space>
        </Form>
      </Card>
      <Spin spinning={loading}>
        {result && (
          <ResultPage count={result.list.length} total={result.total} pageNo={page.pageNo} pageSize={page.pageSize} onPage={(pageNo, pageSize) => void run({ pageNo, pageSize })} empty={t('pm.search.empty')}>
            {result.list.map((h) => (
              <MarkCard key={h.mark.id} hit={h} showScore extra={<PickBox checked={picked.includes(h.mark.id)} disabled={false} onChange={(on) => pick(h.mark.id, on)} />} />
            ))}
          </ResultPage>
        )}
      </Spin>
    </div>
  );
}
