// /tool/batchSearch 批量查询: pasted application numbers (/tm/batchTmSearchByAppNos); the marks found as cards and
// the numbers not found listed, so a missing one is seen at once. Two found marks can be compared.
import { Alert, Button, Card, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TmBatchTmSearchByAppNosResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { compareLink } from '../shared/compareRefs';
import { useT } from '../i18n';
import { MarkCard, PickBox } from './MarkCard';

export default function BatchSearchPage() {
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<TmBatchTmSearchByAppNosResponse | null>(null);
  const [picked, setPicked] = useState<number[]>([]);

  const run = async () => {
    const appNos = [...new Set(text.split(/[\s,，;；、]+/).map((s) => s.trim()).filter(Boolean))];
    if (!appNos.length) return notify.error(t('pm.batch.none'));
    if (appNos.length > 1000) return notify.error(t('pm.batch.tooMany'));
    setLoading(true);
    try {
      setResult(await api.tm.batchTmSearchByAppNos({ appNos: appNos.map((n) => n.slice(0, 50)) }));
      setPicked([]);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div style={{ padding: 12 }}>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Typography.Paragraph type="secondary">{t('pm.batch.input')}</Typography.Paragraph>
        <Input.TextArea rows={5} value={text} onChange={(e) => setText(e.target.value)} data-testid="pm-batch-input" />
        <Space wrap style={{ marginTop: 8 }}>
          <Button type="primary" loading={loading} onClick={() => void run()} data-testid="pm-batch-submit">
            {t('pm.batch.submit')}
          </Button>
          <Button disabled={picked.length !== 2} onClick={() => navigate(compareLink({ source: 'publicMark', id: picked[0] }, { source: 'publicMark', id: picked[1] }))}>
            {t('pm.search.compare', { n: picked.length })}
          </Button>
        </Space>
      </Card>
      {result && (
        <>
          {result.missing.length > 0 && (
            <Alert type="warning" showIcon style={{ marginBottom: 12 }} data-testid="pm-missing" message={t('pm.batch.missing', { n: result.missing.length })} description={<span style={{ wordBreak: 'break-all' }}>{result.missing.join('、')}</span>} />
          )}
          <Typography.Text type="secondary">{t('pm.batch.found', { n: result.found.length })}</Typography.Text>
          <div style={{ marginTop: 8 }}>
            {result.found.map((h) => (
              <MarkCard key={h.mark.id} hit={h} extra={<PickBox checked={picked.includes(h.mark.id)} disabled={false} onChange={(on) => setPicked((p) => (on ? [...p, h.mark.id].slice(-2) : p.filter((x) => x !== h.mark.id)))} />} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
