// 商标对比: two marks side by side (name, class, applicant, announcement, goods with the common ones marked) and
// the server's verdict hints (/tm/compareMarks). One column under md, so it fits 390 px.
import { Alert, Col, Descriptions, Grid, Modal, Row, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { TmCompareMarksResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { useT } from '../i18n';
import { OppositionTag, ReasonTags } from './MarkCard';

type Result = TmCompareMarksResponse;
const VERDICT_TYPE = { high: 'error', medium: 'warning', low: 'success' } as const;

export function CompareDialog({ ids, onClose }: { ids: [number, number]; onClose: () => void }) {
  const t = useT();
  const screens = Grid.useBreakpoint();
  const [data, setData] = useState<Result | null>(null);
  useEffect(() => {
    void api.tm.compareMarks({ leftId: ids[0], rightId: ids[1] }).then(setData);
  }, [ids]);

  const side = (m: Result['left'], only: string[], end: string | null, title: string) => (
    <Col xs={24} md={12}>
      <Descriptions size="small" bordered column={1} title={title} data-testid="pm-compare-side">
        <Descriptions.Item label={t('pm.search.field.tm_name')}>
          <Typography.Text strong>{m.tmName}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('pm.mark.appNo')}>{m.appNo}</Descriptions.Item>
        <Descriptions.Item label={t('pm.search.classes')}>{m.tmCl ? t('pm.mark.class', { n: m.tmCl }) : '-'}</Descriptions.Item>
        <Descriptions.Item label={t('pm.mark.applicant')}>{m.applicant ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('pm.mark.announcement')}>
          {m.announcementType ?? '-'} {m.announcementDate ?? ''} <OppositionTag end={end} />
        </Descriptions.Item>
        <Descriptions.Item label={t('pm.mark.goods')}>
          {data!.commonGoods.map((g) => (
            <Tag key={g} color="red">
              {g}
            </Tag>
          ))}
          {only.map((g) => (
            <Tag key={g}>{g}</Tag>
          ))}
        </Descriptions.Item>
      </Descriptions>
    </Col>
  );

  return (
    <Modal open title={t('pm.compare.title')} onCancel={onClose} footer={null} width={screens.md ? 960 : '100%'} style={screens.md ? undefined : { top: 8, maxWidth: '100vw', paddingInline: 4 }} destroyOnHidden>
      {!data ? (
        <Spin />
      ) : (
        <div data-testid="pm-compare">
          <Alert
            type={VERDICT_TYPE[data.verdict]}
            showIcon
            style={{ marginBottom: 12 }}
            message={
              <span data-testid="pm-verdict">
                {t(`pm.compare.verdict.${data.verdict}`)}　{t('pm.mark.score', { n: Math.round(data.score * 100) })} <ReasonTags reasons={data.reasons} />
              </span>
            }
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {data.hints.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            }
          />
          <Row gutter={[12, 12]}>
            {side(data.left, data.leftOnlyGoods, data.leftOppositionEnd, t('pm.compare.left'))}
            {side(data.right, data.rightOnlyGoods, data.rightOppositionEnd, t('pm.compare.right'))}
          </Row>
        </div>
      )}
    </Modal>
  );
}
