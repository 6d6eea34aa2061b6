// A verification as the reader sees it: the headline (all passed / which failed), the chain's head hash to keep
// elsewhere, problems of the chain as a whole, and per record whether it passed and why not.
import { Alert, Space, Switch, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBreakpoint } from '../../../client/runtime/breakpoints';
import { useT } from '../i18n';
import { rowsOf, verifyView, type Line, type Verification, type VerifiedRecord } from './verifyModel';

const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');

function Problems({ problems }: { problems: VerifiedRecord['problems'] }) {
  const t = useT();
  return (
    <Space direction="vertical" size={2} style={{ width: '100%' }}>
      {problems.map((p, i) => (
        <div key={i} data-testid="verify-problem" data-code={p.code}>
          <Tag color="error" bordered={false}>{t(`pres.problem.${p.code}`)}</Tag>
          <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>{p.message}</Typography.Text>
        </div>
      ))}
    </Space>
  );
}

export function VerifyResult({ v, onOpen }: { v: Verification; onOpen?: () => void }) {
  const t = useT();
  const narrow = useBreakpoint() === 'xs';
  const view = verifyView(v);
  const [onlyFailed, setOnlyFailed] = useState(view.failedFirst);
  const line = (l: Line | null) => (l ? <div>{t(l.key, l.vars)}</div> : null);
  const rows = rowsOf(v, onlyFailed);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="verify-result" data-ok={String(v.scope === 'record' ? !!v.records[0]?.ok : v.chainOk)}>
      <Alert
        type={view.tone}
        showIcon
        message={<span data-testid="verify-headline">{t(view.headline.key, view.headline.vars)}</span>}
        description={
          <>
            {line(view.chainLine)}
            {line(view.hiddenLine)}
            {v.chainProblems.length ? <Problems problems={v.chainProblems} /> : null}
            <Typography.Text type="secondary">{t('pres.verify.checkedAt', { at: when(v.checkedAt) })}</Typography.Text>
          </>
        }
      />
      {v.scope === 'record' && v.records[0] && !v.records[0].ok ? <Problems problems={v.records[0].problems} /> : null}
      {v.headSeq > 0 ? (
        <div>
          <Typography.Text strong>{t('pres.verify.head', { seq: v.headSeq })}</Typography.Text>
          <div>
            <Typography.Text code copyable data-testid="verify-head-hash" style={{ wordBreak: 'break-all' }}>{v.headHash}</Typography.Text>
          </div>
          <Typography.Text type="secondary">{t('pres.verify.headNote')}</Typography.Text>
        </div>
      ) : null}
      {v.scope === 'chain' && v.records.length ? (
        <>
          <Space>
            <Switch size="small" checked={onlyFailed} onChange={setOnlyFailed} data-testid="verify-only-failed" />
            <span>{t('pres.verify.onlyFailed')}</span>
          </Space>
          <Table<VerifiedRecord>
            size="small"
            rowKey="id"
            dataSource={rows}
            pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            scroll={narrow ? { x: 560 } : undefined}
            locale={{ emptyText: t('pres.verify.noFailed') }}
            onRow={(r) => ({ 'data-testid': 'verify-row', 'data-seq': r.seq, 'data-ok': String(r.ok) }) as never}
            columns={[
              { key: 'seq', title: t('pres.verify.seq'), dataIndex: 'seq', width: 70 },
              {
                key: 'title',
                title: t('pres.verify.name'),
                dataIndex: 'title',
                render: (title: string, r) => (
                  <Link to={`/risk/existing-detail?id=${r.id}`} onClick={onOpen}>
                    {title}
                  </Link>
                ),
              },
              {
                key: 'ok',
                title: t('pres.verify.result'),
                dataIndex: 'ok',
                width: 90,
                render: (ok: boolean) => <Tag color={ok ? 'success' : 'error'}>{t(ok ? 'pres.verify.passed' : 'pres.verify.failed')}</Tag>,
              },
              { key: 'problems', title: t('pres.verify.problems'), dataIndex: 'problems', render: (p: VerifiedRecord['problems']) => (p.length ? <Problems problems={p} /> : '—') },
            ]}
          />
        </>
      ) : null}
    </Space>
  );
}
