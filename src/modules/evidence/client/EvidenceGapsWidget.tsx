// 使用证据 on a 提供注册商标使用证据通知书 (撤三 notice) of /brand/filesAll: the linked mark's checklist for the
// three years before the notice's issue date (the cancellation request precedes it; the checklist page can move
// the reference date), and a link to the mark's evidence.
import { Alert, Button, Modal, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EvidenceDetailResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { useT } from '../i18n';
import { ChecklistSummary, ChecklistView } from './ChecklistView';

export default function EvidenceGapsWidget({ context, onClose }: WidgetProps) {
  const t = useT();
  const navigate = useNavigate();
  const row = context.row as { trademarkId?: number | null; issueDate?: string; tmName?: string | null } | undefined;
  const trademarkId = row?.trademarkId ?? null;
  const refDate = row?.issueDate ?? undefined;
  const [data, setData] = useState<EvidenceDetailResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!trademarkId) return;
    let live = true;
    api.evidence
      .detail(refDate ? { trademarkId, refDate } : { trademarkId }, { noLoading: true })
      .then((d) => live && setData(d))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [trademarkId, refDate]);
  const link = `/brand/useEvidenceDetail?id=${trademarkId}${refDate ? `&refDate=${refDate}` : ''}`;
  return (
    <Modal
      open
      title={`${t('evidence.gaps.title')}${row?.tmName ? ` · ${row.tmName}` : ''}`}
      onCancel={onClose}
      width={720}
      style={{ maxWidth: 'calc(100vw - 16px)' }}
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('evidence.gaps.close')}</Button>
          {trademarkId ? (
            <Button
              type="primary"
              data-testid="evidence-gaps-open"
              onClick={() => {
                onClose();
                navigate(link);
              }}
            >
              {t('evidence.gaps.open')}
            </Button>
          ) : null}
        </Space>
      }
    >
      {!trademarkId ? (
        <Alert type="info" showIcon message={t('evidence.gaps.noMark')} />
      ) : error ? (
        <Alert type="error" showIcon message={error} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <div data-testid="evidence-gaps">
          <Typography.Paragraph type="secondary">{t('evidence.gaps.refNote', { date: data.checklist.refDate })}</Typography.Paragraph>
          <div style={{ marginBottom: 8 }}>
            <ChecklistSummary checklist={data.checklist} />
          </div>
          <ChecklistView checklist={data.checklist} />
        </div>
      )}
    </Modal>
  );
}
