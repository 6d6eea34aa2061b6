// 全部期限 (/brand/allDeadlines): every module's pending deadlines in one list, nearest first — 官文 response
// periods, patent annual fees, hearings and appeal periods, qualification expiry — each with how it was derived and
// a link to its record. A hand-written page: the rows come from every module's deadline source
// (/homepage/deadlineList → collectDeadlines), not from one table the schema list runtime could page.
import { Alert, Card, Empty, List, Segmented, Space, Switch, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import useSWR from 'swr';
import { useI18nText, useT } from '../../i18n';
import { api } from '../../request/api';
import { DeadlineLine } from '../deal/DeadlineLine';

/** The windows offered: overdue and the next N days. */
const WINDOWS = [30, 90, 365] as const;

export default function AllDeadlinesPage() {
  const t = useT();
  const text = useI18nText();
  const [days, setDays] = useState<(typeof WINDOWS)[number]>(90);
  const [mine, setMine] = useState(false);
  // Sorted by remaining days either way; one kind (官文, 专利年费, 开庭 ...) or all.
  const [order, setOrder] = useState<'near' | 'far'>('near');
  const [kind, setKind] = useState<string | null>(null);
  const to = dayjs().add(days, 'day').format('YYYY-MM-DD');
  const { data, error } = useSWR(['allDeadlines', to, mine], () => api.homepage.deadlineList({ to, mine }));
  const kinds = new Map<string, number>();
  for (const d of data?.items ?? []) kinds.set(d.kind, (kinds.get(d.kind) ?? 0) + 1);
  const rows = (data?.items ?? []).filter((d) => !kind || d.kind === kind);
  if (order === 'far') rows.reverse();
  return (
    <Card className="ipms-page-card" title={t('deadlines.title')} data-testid="all-deadlines">
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          value={days}
          onChange={(v) => setDays(v as (typeof WINDOWS)[number])}
          options={WINDOWS.map((n) => ({ value: n, label: t('deadlines.window', { n }) }))}
          data-testid="deadlines-window"
        />
        <Segmented
          value={order}
          onChange={(v) => setOrder(v as 'near' | 'far')}
          options={[{ value: 'near', label: t('deadlines.nearFirst') }, { value: 'far', label: t('deadlines.farFirst') }]}
          data-testid="deadlines-order"
        />
        <Space size={4}>
          <Switch checked={mine} onChange={setMine} data-testid="deadlines-mine" />
          <Typography.Text>{t('deadlines.mine')}</Typography.Text>
        </Space>
      </Space>
      {data && kinds.size > 0 && (
        <div style={{ marginBottom: 8 }}>
          {[...kinds].map(([k, n]) => (
            <Tag.CheckableTag key={k} checked={kind === k} onChange={(on) => setKind(on ? k : null)} data-testid="deadlines-kind">{`${k} ${n}`}</Tag.CheckableTag>
          ))}
        </div>
      )}
      {error ? <Alert type="error" showIcon message={t('deadlines.failed')} /> : null}
      {data?.truncated ? <Alert type="warning" showIcon message={t('deadlines.truncated', { n: data.items.length })} style={{ marginBottom: 8 }} /> : null}
      <List
        size="small"
        loading={!data && !error}
        dataSource={rows}
        locale={{ emptyText: <Empty description={t('deadlines.none')} /> }}
        pagination={data && data.items.length > 50 ? { pageSize: 50, showSizeChanger: false, size: 'small' } : false}
        renderItem={(item) => (
          <List.Item data-testid="deadline-row">
            <DeadlineLine
              item={item}
              before={
                <>
                  <Tag color="geekblue">{item.kind}</Tag>
                  {item.sourceLabel ? <Typography.Text type="secondary">{text(item.sourceLabel)}</Typography.Text> : null}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
