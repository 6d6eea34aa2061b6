// /mobile/demand?id=: the approval page a message links to, made for a 390 px phone: the demand, its 官文 and the
// flow; 通过 and 驳回 lead to the confirming pages (/mobile/adopt, /mobile/reject), so a decision is two taps.
import { Button, Empty, Result, Spin, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSettings } from '../../../client/settings/settings';
import { useT } from '../i18n';
import { AttachmentLinks } from './Attachments';
import { dictLabel, STATUS_COLOR } from './DemandDetailPage';
import { DocPreview } from './DocPreview';
import { FlowChart } from './FlowChart';
import { idParam, useDemandDetail, type DemandDetail } from './useDemandDetail';
import './mobile.css';

export function MobileSummary({ detail }: { detail: DemandDetail }) {
  const t = useT();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const d = detail.demand;
  const none = t('demands.none');
  const rows: Array<[string, string]> = [
    [t('demands.no'), d.demandNo],
    [t('demands.form.type'), dictLabel('Demand.demandType', d.demandType, lang)],
    [t('demands.form.priority'), dictLabel('Demand.priority', d.priority, lang)],
    [t('demands.requester'), d.requesterName],
    [t('demands.due'), d.dueDate ?? none],
    [t('demands.amount'), d.amount ?? none],
    [t('demands.marks'), d.tmNames.join('、') || none],
  ];
  return (
    <>
      <div className="demand-mobile-section">
        <h3>{d.title} <Tag color={STATUS_COLOR[d.status]} data-testid="mobile-status">{dictLabel('Demand.status', d.status, lang)}</Tag></h3>
        {rows.map(([k, v]) => (
          <div className="demand-mobile-row" key={k}><span>{k}</span><span>{v}</span></div>
        ))}
        {d.description && <p style={{ margin: '8px 0 0', whiteSpace: 'pre-wrap' }}>{d.description}</p>}
        {d.attachments.length > 0 && <div style={{ marginTop: 8 }}><AttachmentLinks files={d.attachments} /></div>}
      </div>
      <div className="demand-mobile-section" data-testid="mobile-docs">
        <h3>{t('demands.docs')}</h3>
        {detail.documents.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={none} />}
        {detail.documents.map((o) => (
          <div className="demand-mobile-doc" key={o.id}>
            <div>{o.typeName}</div>
            <div style={{ color: 'rgba(0,0,0,0.45)' }}>
              {[o.tmName, o.appNo, o.deadline ? `${t('demands.doc.deadline')} ${o.deadline}` : null].filter(Boolean).join(' · ')}
            </div>
            <DocPreview demandId={d.id} doc={o} />
          </div>
        ))}
      </div>
    </>
  );
}

export function MobileFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="demand-mobile">
      <div className="demand-mobile-header">{title}</div>
      {children}
    </div>
  );
}

export default function MobileDemandPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params);
  const { detail, missing } = useDemandDetail(id);
  if (missing) return <MobileFrame title={t('demands.mobile.title')}><Result status="404" title={id ? t('demands.notFound') : t('demands.mobile.missingId')} /></MobileFrame>;
  if (!detail) return <MobileFrame title={t('demands.mobile.title')}><Spin style={{ display: 'block', margin: '80px auto' }} /></MobileFrame>;
  const step = detail.flow && detail.flow.current >= 0 ? detail.flow.steps[detail.flow.current].name : '';
  return (
    <MobileFrame title={t('demands.mobile.title')}>
      <MobileSummary detail={detail} />
      <div className="demand-mobile-section">
        <h3>{t('demands.flow')}</h3>
        <FlowChart flow={detail.flow} direction="vertical" />
      </div>
      <div className="demand-mobile-bar">
        {detail.can.approve ? (
          <>
            <Button danger size="large" data-testid="mobile-reject" onClick={() => navigate(`/mobile/reject?id=${id}`)}>{t('demands.action.reject')}</Button>
            <Button type="primary" size="large" data-testid="mobile-adopt" onClick={() => navigate(`/mobile/adopt?id=${id}`)}>{t('demands.mobile.yourTurn', { step })}</Button>
          </>
        ) : (
          <Button size="large" onClick={() => navigate(`/brand/demandDetail?id=${id}`)}>{t('demands.mobile.notYours')}</Button>
        )}
      </div>
    </MobileFrame>
  );
}
