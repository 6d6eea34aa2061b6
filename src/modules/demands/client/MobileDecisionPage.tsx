// /mobile/adopt?id= and /mobile/reject?id=: the second tap of a mobile approval. The demand in short, a comment
// (required to reject: the requester gets it back), one large confirming button, then the outcome.
import { Button, Input, Result, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DemandDemandApprovalResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { useT } from '../i18n';
import { MobileFrame, MobileSummary } from './MobileDemandPage';
import { idParam, useDemandDetail } from './useDemandDetail';

function MobileDecision({ decision }: { decision: 'adopt' | 'reject' }) {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params);
  const { detail, missing } = useDemandDetail(id);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<DemandDemandApprovalResponse | null>(null);
  const title = t(decision === 'adopt' ? 'demands.mobile.adoptTitle' : 'demands.mobile.rejectTitle');
  if (missing) return <MobileFrame title={title}><Result status="404" title={id ? t('demands.notFound') : t('demands.mobile.missingId')} /></MobileFrame>;
  if (!detail) return <MobileFrame title={title}><Spin style={{ display: 'block', margin: '80px auto' }} /></MobileFrame>;
  if (done)
    return (
      <MobileFrame title={title}>
        <Result
          status={decision === 'adopt' ? 'success' : 'info'}
          title={decision === 'adopt' ? t('demands.mobile.adopted') : t('demands.mobile.rejected')}
          subTitle={done.caseNos.length ? <span data-testid="mobile-cases">{t('demands.mobile.casesMade', { cases: done.caseNos.join('、') })}</span> : null}
          extra={<Button onClick={() => navigate(`/brand/demandDetail?id=${id}`)}>{t('demands.mobile.open')}</Button>}
        />
      </MobileFrame>
    );
  const needsComment = decision === 'reject';
  const confirm = async () => {
    setBusy(true);
    try {
      setDone(await api.demand.demandApproval({ id: id!, decision, comment: comment.trim() || null }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <MobileFrame title={title}>
      <MobileSummary detail={detail} />
      <div className="demand-mobile-section">
        <h3>{needsComment ? t('demands.comment') : t('demands.mobile.commentOptional')}</h3>
        <Input.TextArea rows={4} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} status={needsComment && !comment.trim() ? 'warning' : undefined} placeholder={needsComment ? t('demands.commentRequired') : undefined} data-testid="mobile-comment" />
      </div>
      <div className="demand-mobile-bar">
        <Button size="large" onClick={() => navigate(`/mobile/demand?id=${id}`)}>{t('demands.mobile.back')}</Button>
        <Button
          type="primary" danger={decision === 'reject'} size="large" loading={busy} disabled={!detail.can.approve || (needsComment && !comment.trim())}
          onClick={() => void confirm()} data-testid="mobile-confirm"
        >
          {t(decision === 'adopt' ? 'demands.mobile.adoptConfirm' : 'demands.mobile.rejectConfirm')}
        </Button>
      </div>
    </MobileFrame>
  );
}

export const MobileAdoptPage = () => <MobileDecision decision="adopt" />;
export const MobileRejectPage = () => <MobileDecision decision="reject" />;
