// 校验存证链 on /risk/evidence (a toolbar widget): verifies the tenant's whole chain — every record's hash, its link
// to the record before it, every stored file's SHA-256 — and shows which records pass and which do not.
import { Alert, Button, Modal, Skeleton, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../client/request/api';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { useT } from '../i18n';
import type { Verification } from './verifyModel';
import { VerifyResult } from './VerifyResult';

export default function VerifyDialog({ onClose }: WidgetProps) {
  const t = useT();
  const [v, setV] = useState<Verification | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useCallback(() => {
    setBusy(true);
    setError(null);
    api.preservation
      .verify({}, { noLoading: true })
      .then(setV, (e: Error) => setError(e.message))
      .finally(() => setBusy(false));
  }, []);
  useEffect(run, [run]);
  return (
    <Modal
      open
      title={t('pres.verify.title')}
      onCancel={onClose}
      width={900}
      style={{ maxWidth: 'calc(100vw - 16px)' }}
      footer={
        <Space wrap>
          <Button onClick={run} loading={busy} data-testid="verify-again">{t('pres.verify.again')}</Button>
          <Button type="primary" onClick={onClose}>{t('pres.verify.close')}</Button>
        </Space>
      }
    >
      {error ? <Alert type="error" showIcon message={error} /> : !v || busy ? <Skeleton active /> : <VerifyResult key={v.checkedAt} v={v} onOpen={onClose} />}
    </Modal>
  );
}
