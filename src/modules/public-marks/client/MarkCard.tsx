// One public mark as a card (search and batch results): name with score and reasons, numbers, class, applicant,
// announcement, goods, and for a 初审公告 its opposition window; the image search's cards also show the mark's image
// and its likeness tags. Cards wrap, so they fit a 390 px screen.
import { Card, Checkbox, Image, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { TmCustomSearchResponse } from '../../../generated/types';
import { useT } from '../i18n';

export type Hit = TmCustomSearchResponse['list'][number];

export function ReasonTags({ reasons }: { reasons: Hit['reasons'] }) {
  const t = useT();
  return (
    <>
      {reasons.map((r) => (
        <Tag key={r} color="orange" data-testid="pm-reason">
          {t(`pm.reason.${r}`)}
        </Tag>
      ))}
    </>
  );
}

export function OppositionTag({ end }: { end: string | null }) {
  const t = useT();
  if (!end) return null;
  const open = end >= dayjs().format('YYYY-MM-DD');
  return (
    <Tag color={open ? 'red' : 'default'} data-testid="pm-opposition">
      {t(open ? 'pm.mark.opposition' : 'pm.mark.oppositionOver', { d: end })}
    </Tag>
  );
}

const Pair = ({ label, value }: { label: string; value: ReactNode }) => (
  <span style={{ display: 'inline-block', whiteSpace: 'nowrap', marginRight: '1em' }}>
    {label}：{value}
  </span>
);

export function MarkCard({ hit, showScore, extra, image, tags }: { hit: Hit; showScore?: boolean; extra?: ReactNode; image?: string | null; tags?: ReactNode }) {
  const t = useT();
  const m = hit.mark;
  const body = (
    <>
      <Space size={[4, 4]} wrap style={{ marginBottom: 4 }}>
        {tags}
        {showScore && <Tag color="blue">{t('pm.mark.score', { n: Math.round(hit.score * 100) })}</Tag>}
        <ReasonTags reasons={hit.reasons} />
        {m.tmCl ? <Tag>{t('pm.mark.class', { n: m.tmCl })}</Tag> : null}
        {m.announcementType && <Tag color="geekblue">{m.announcementType}</Tag>}
        <OppositionTag end={hit.oppositionEnd} />
      </Space>
      {/* each label and its value on one line (a number or a date is not split on a phone); long names wrap anywhere */}
      <Typography.Paragraph style={{ marginBottom: 0, overflowWrap: 'anywhere' }}>
        <Pair label={t('pm.mark.appNo')} value={m.appNo} />
        {m.regNo ? <Pair label={t('pm.mark.regNo')} value={m.regNo} /> : null}
        {m.announcementIssue ? <Pair label={t('pm.mark.announcement')} value={`${t('pm.mark.issue', { n: m.announcementIssue })} ${m.announcementDate ?? ''}`} /> : null}
        {m.status ? <Pair label={t('pm.mark.status')} value={m.status} /> : null}
        <br />
        {t('pm.mark.applicant')}：{m.applicant ?? '-'}
        <br />
        {t('pm.mark.goods')}：{m.goods ?? '-'}
      </Typography.Paragraph>
    </>
  );
  return (
    <Card size="small" data-testid="pm-card" title={<span className="pm-name">{m.tmName}</span>} extra={extra} style={{ marginBottom: 8 }}>
      {image === undefined ? (
        body
      ) : (
        <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
          <div style={{ flex: '0 0 auto', width: 88, height: 88, border: '1px solid #f0f0f0', borderRadius: 4, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#fff' }}>
            {image ? <Image src={image} alt={m.tmName} width={84} height={84} style={{ objectFit: 'contain' }} data-testid="pm-card-image" /> : '-'}
          </div>
          <div style={{ flex: '1 1 0', minWidth: 0 }}>{body}</div>
        </div>
      )}
    </Card>
  );
}

export function PickBox({ checked, disabled, onChange }: { checked: boolean; disabled: boolean; onChange: (v: boolean) => void }) {
  const t = useT();
  return (
    <Checkbox checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} data-testid="pm-pick">
      {t('pm.search.pick')}
    </Checkbox>
  );
}
