// /try45 (spec 2.1, public, no sign-in): class 45 with its similar-goods groups and items, read from the
// classification through /open/class45. With no classification loaded the page says so instead of a blank list.
import { Alert, Button, Card, Empty, Input, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OpenClass45Response } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { useT } from '../i18n';
import '../../../client/pages/login/login.css';

export default function Try45Page() {
  const t = useT();
  const navigate = useNavigate();
  const [data, setData] = useState<OpenClass45Response | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [q, setQ] = useState('');
  useEffect(() => {
    let live = true;
    setError(null);
    api.open.class45({}).then(
      (d) => live && setData(d),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const groups = useMemo(() => {
    if (!data) return [];
    const term = q.trim();
    if (!term) return data.groups;
    return data.groups
      .map((g) => (g.name.includes(term) || g.code.includes(term) ? g : { ...g, items: g.items.filter((i) => i.name.includes(term) || i.code.includes(term)) }))
      .filter((g) => g.items.length > 0 || g.name.includes(term));
  }, [data, q]);
  return (
    <div className="ipms-login" style={{ alignItems: 'flex-start', display: 'block' }}>
      <div style={{ maxWidth: 1080, margin: '0 auto' }} data-testid="try45">
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('try45.title')}
          </Typography.Title>
          <Space>
            <Button onClick={() => navigate('/')}>{t('try45.home')}</Button>
            <Button type="primary" onClick={() => navigate('/login')}>
              {t('try45.login')}
            </Button>
          </Space>
        </Space>
        <Typography.Paragraph type="secondary">{data?.heading ?? t('try45.intro')}</Typography.Paragraph>
        {error ? (
          <Result status="warning" title={t('try45.failed', { reason: error })} extra={<Button onClick={() => setAttempt((n) => n + 1)}>{t('try45.retry')}</Button>} />
        ) : !data ? (
          <Card>
            <Skeleton active paragraph={{ rows: 8 }} />
          </Card>
        ) : !data.edition || data.groups.length === 0 ? (
          <Alert type="info" showIcon message={data.edition ? t('try45.noClass', { edition: data.edition.edition }) : t('try45.empty')} data-testid="try45-empty" />
        ) : (
          <>
            <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
              <Typography.Text data-testid="try45-edition">
                {t('try45.edition', { edition: data.edition.edition, groups: data.groups.length, items: data.itemCount })}
              </Typography.Text>
              <Input.Search allowClear placeholder={t('try45.filter')} style={{ width: 280 }} onChange={(e) => setQ(e.target.value)} />
            </Space>
            {groups.length === 0 ? (
              <Empty description={t('try45.noMatch', { q })} />
            ) : (
              <Space direction="vertical" style={{ width: '100%' }} size={12}>
                {groups.map((g) => (
                  <Card
                    key={g.code}
                    size="small"
                    data-testid="try45-group"
                    title={
                      <span>
                        {g.code} {g.name}
                      </span>
                    }
                    extra={<Typography.Text type="secondary">{t('try45.items', { n: g.items.length })}</Typography.Text>}
                  >
                    <Space wrap size={[6, 6]}>
                      {g.items.map((i) => (
                        <Tag key={`${g.code}/${i.code}`} title={i.code}>
                          {i.code} {i.name}
                        </Tag>
                      ))}
                    </Space>
                  </Card>
                ))}
              </Space>
            )}
          </>
        )}
      </div>
    </div>
  );
}
