// /tool/dplsearch4 商标比对: two marks side by side (ComparisonView). ?left=pm:12&right=tm:5 compares a public mark
// with an own mark (/tm/compareMarks), picked above by name or number (/tm/compareCandidates) or ticked in the
// trademark search; ?hit=7 compares a monitoring hit with the watched mark (/risk/brandList/compare) and shows the
// hit's actions from the risk module (拟提异议, 忽略, the demand or case planned from it).
import { Alert, Button, Card, Col, Empty, Row, Select, Spin } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { MarkComparison, RiskHit, TmCompareCandidatesResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { loadHitPanel } from '../../risk/client';
import { compareLink, parseHit, parseRef, refText, type SideRef } from '../shared/compareRefs';
import { useT } from '../i18n';
import { ComparisonView } from './ComparisonView';

const HitPanel = lazy(loadHitPanel);

type Option = { value: string; label: string };

const optionOf = (c: TmCompareCandidatesResponse[number], own: string): Option => ({
  value: refText({ source: c.source, id: c.id }),
  label: `${c.source === 'trademark' ? `［${own}］` : ''}${c.tmName}${c.tmCl ? ` 第${c.tmCl}类` : ''}${c.number ? ` ${c.number}` : ''}${c.applicant ? ` ${c.applicant}` : ''}`,
});

function SidePicker({
  value,
  onChange,
  placeholder,
  testId,
}: {
  value: Option | null;
  onChange: (o: Option | null) => void;
  placeholder: string;
  testId: string;
}) {
  const t = useT();
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = (text: string) => {
    clearTimeout(timer.current);
    const k = text.trim().slice(0, 50);
    if (!k) return setOptions([]);
    timer.current = setTimeout(() => {
      setLoading(true);
      void api.tm
        .compareCandidates({ keyword: k })
        .then(
          (list) => setOptions(list.map((c) => optionOf(c, t('pm.compare.source.trademark')))),
          () => setOptions([]),
        )
        .finally(() => setLoading(false));
    }, 300);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Select
      showSearch
      allowClear
      labelInValue
      filterOption={false}
      style={{ width: '100%' }}
      placeholder={placeholder}
      value={value ?? undefined}
      options={options}
      loading={loading}
      onSearch={search}
      onChange={(v) => onChange(v ? { value: String(v.value), label: String(v.label) } : null)}
      notFoundContent={loading ? <Spin size="small" /> : null}
      data-testid={testId}
    />
  );
}

export default function MarkComparePage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hitId = parseHit(params.get('hit'));
  const left = parseRef(params.get('left'));
  const right = parseRef(params.get('right'));
  const leftKey = left ? refText(left) : null;
  const rightKey = right ? refText(right) : null;
  const [data, setData] = useState<MarkComparison | null>(null);
  const [hit, setHit] = useState<RiskHit | null>(null);
  const [loading, setLoading] = useState(false);
  const [picks, setPicks] = useState<[Option | null, Option | null]>([null, null]);
  const bad = (params.has('hit') && !hitId) || ((params.has('left') || params.has('right')) && !hitId && (!left || !right));

  const load = useCallback(async () => {
    setLoading(true);
    try {
      if (hitId) {
        const r = await api.risk.hitCompare({ id: hitId });
        setHit(r.hit);
        setData(r.comparison);
      } else if (leftKey && rightKey) {
        const [l, r] = [parseRef(leftKey)!, parseRef(rightKey)!];
        const c = await api.tm.compareMarks({ leftId: l.id, leftSource: l.source, rightId: r.id, rightSource: r.source });
        setHit(null);
        setData(c);
        const label = (s: MarkComparison['left']) =>
          `${s.source === 'trademark' ? `［${t('pm.compare.source.trademark')}］` : ''}${s.tmName}${s.tmCl ? ` 第${s.tmCl}类` : ''}`;
        setPicks([
          { value: leftKey, label: label(c.left) },
          { value: rightKey, label: label(c.right) },
        ]);
      } else {
        setHit(null);
        setData(null);
      }
    } catch {
      setData(null);
    } finally {
      setLoading(false);
    }
  }, [hitId, leftKey, rightKey, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const run = () => {
    const [l, r] = picks.map((p) => parseRef(p?.value)) as [SideRef | null, SideRef | null];
    if (l && r) navigate(compareLink(l, r));
  };
  const picker = (
    <Card size="small" title={t('pm.compare.pickTitle')} style={{ marginBottom: 12 }}>
      <Row gutter={[8, 8]} align="middle">
        <Col xs={24} md={10}>
          <SidePicker
            value={picks[0]}
            onChange={(o) => setPicks((p) => [o, p[1]])}
            placeholder={`${t('pm.compare.left')}：${t('pm.compare.pickHint')}`}
            testId="pm-compare-left"
          />
        </Col>
        <Col xs={24} md={10}>
          <SidePicker
            value={picks[1]}
            onChange={(o) => setPicks((p) => [p[0], o])}
            placeholder={`${t('pm.compare.right')}：${t('pm.compare.pickHint')}`}
            testId="pm-compare-right"
          />
        </Col>
        <Col xs={24} md={4}>
          <Button type="primary" block disabled={!picks[0] || !picks[1]} onClick={run} data-testid="pm-compare-run">
            {t('pm.compare.run')}
          </Button>
        </Col>
      </Row>
    </Card>
  );

  return (
    <div style={{ padding: 12, maxWidth: '100%' }}>
      {hitId
        ? hit && (
            <Suspense fallback={<Spin />}>
              <HitPanel hit={hit} onChanged={() => void load()} />
            </Suspense>
          )
        : picker}
      {bad && <Alert type="warning" showIcon message={t('pm.compare.bad')} style={{ marginBottom: 12 }} />}
      <Spin spinning={loading}>
        {data ? (
          <ComparisonView data={data} />
        ) : (
          !loading && !hitId && <Empty description={<span>{t('pm.compare.empty')}</span>} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Spin>
    </div>
  );
}
