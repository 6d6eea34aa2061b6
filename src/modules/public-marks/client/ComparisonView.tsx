// A comparison as the server made it (MarkComparison): the verdict with its hints, the two images side by side at
// one size with their perceptual-hash similarity (无图样 for a word mark), the two marks side by side (name,
// numbers, class, applicant, announcement and opposition window, goods), and the goods placed in the similar-goods
// groups with the common ones first. One column under md, so it fits 390 px; the two images shrink side by side.
import { Alert, Card, Col, Descriptions, Empty, Image, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { CompareSide, ImageComparison, MarkComparison } from '../../../generated/types';
import { useT } from '../i18n';
import { OppositionTag, ReasonTags } from './MarkCard';

const VERDICT_TYPE = { high: 'error', medium: 'warning', low: 'success' } as const;

function SideCard({ side, title, same }: { side: CompareSide; title: string; same: Set<string> }) {
  const t = useT();
  const announcement = [side.announcementType, side.announcementIssue ? t('pm.mark.issue', { n: side.announcementIssue }) : null, side.announcementDate]
    .filter(Boolean)
    .join(' ');
  return (
    <Card
      size="small"
      data-testid="pm-compare-side"
      title={
        <Space size={4} wrap>
          {title}
          <Tag color={side.source === 'trademark' ? 'green' : side.source === 'watch' ? 'purple' : 'blue'}>{t(`pm.compare.source.${side.source}`)}</Tag>
        </Space>
      }
    >
      <Descriptions size="small" column={1} styles={{ label: { width: 112 } }}>
        <Descriptions.Item label={t('pm.search.field.tm_name')}>
          <Typography.Text strong className="pm-compare-name">
            {side.tmName || '—'}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('pm.compare.number')}>{[side.appNo, side.regNo].filter(Boolean).join(' / ') || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('pm.search.classes')}>{side.tmCl ? t('pm.mark.class', { n: side.tmCl }) : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('pm.mark.applicant')}>{side.applicant ?? '—'}</Descriptions.Item>
        {side.status && <Descriptions.Item label={t('pm.mark.status')}>{side.status}</Descriptions.Item>}
        {announcement && (
          <Descriptions.Item label={t('pm.mark.announcement')}>
            <Space size={4} wrap>
              {announcement}
              <OppositionTag end={side.oppositionEnd} />
            </Space>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('pm.mark.goods')}>
          {side.goods.length ? (
            <span style={{ wordBreak: 'break-all' }}>
              {side.goods.map((g) => (
                <Tag key={g} color={same.has(g) ? 'red' : undefined} style={{ marginBottom: 4 }}>
                  {g}
                </Tag>
              ))}
            </span>
          ) : (
            <Typography.Text type="secondary">{t('pm.compare.noGoods')}</Typography.Text>
          )}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

const IMAGE_BOX = 160;
const LEVEL_COLOR = { similar: 'red', partial: 'orange', different: 'green' } as const;

/** One side's image in a box of IMAGE_BOX px height, contained; a click opens it large. 无图样 for a word mark. */
function ImageSlot({ side, title }: { side: CompareSide; title: string }) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  const box = { height: IMAGE_BOX, border: '1px solid #f0f0f0', borderRadius: 4, background: '#fafafa' } as const;
  const empty = (text: string, testId: string) => (
    <div data-testid={testId} style={{ ...box, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', textAlign: 'center', padding: 8 }}>
      <Typography.Text type="secondary">{text}</Typography.Text>
    </div>
  );
  return (
    <div style={{ flex: '1 1 0', minWidth: 0 }} data-testid="pm-compare-image-slot">
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
        {title}
      </Typography.Text>
      {!side.hasImage || !side.tmImage
        ? empty(`${t('pm.compare.noImage')}${side.tmName.trim() ? `（${t('pm.compare.wordMark')}）` : ''}`, 'pm-compare-noimage')
        : broken
          ? empty(t('pm.compare.imageBroken'), 'pm-compare-image-broken')
          : (
            <div style={box}>
              <Image
                src={side.tmImage}
                alt={`${title} ${t('pm.compare.image')}`}
                width="100%"
                height={IMAGE_BOX - 2}
                style={{ objectFit: 'contain', cursor: 'zoom-in' }}
                rootClassName="pm-compare-image"
                onError={() => setBroken(true)}
                preview={{ mask: null }}
              />
            </div>
          )}
    </div>
  );
}

/** The images row: both images at one size and their similarity with its hint. */
function ImagesCard({ data }: { data: MarkComparison }) {
  const t = useT();
  const img: ImageComparison = data.image;
  return (
    <Card size="small" title={t('pm.compare.images')} style={{ marginBottom: 12 }} data-testid="pm-compare-images">
      <div style={{ display: 'flex', gap: 12, marginBottom: 8 }}>
        <ImageSlot side={data.left} title={t('pm.compare.left')} />
        <ImageSlot side={data.right} title={t('pm.compare.right')} />
      </div>
      <Space size={4} wrap data-testid="pm-image-similarity">
        <Typography.Text type="secondary">{t('pm.compare.imageSimilarity')}：</Typography.Text>
        {img.level ? (
          <>
            <Tag color={LEVEL_COLOR[img.level]}>{t(`pm.compare.imageLevel.${img.level}`)}</Tag>
            <Typography.Text strong>{Math.round((img.similarity ?? 0) * 100)}%</Typography.Text>
            <Typography.Text type="secondary">{t('pm.compare.distance', { d: img.distance ?? 0 })}</Typography.Text>
          </>
        ) : (
          <>
            <Tag>{t('pm.compare.imageLevel.none')}</Tag>
            <Typography.Text type="secondary">{img.hint}</Typography.Text>
          </>
        )}
      </Space>
      {(data.left.hasImage || data.right.hasImage) && (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 12 }}>
          {t('pm.compare.zoom')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

export function ComparisonView({ data }: { data: MarkComparison }) {
  const t = useT();
  const same = new Set(data.sameGoods);
  const goodsOf = (xs: string[]) => (xs.length ? xs.join('、') : '—');
  return (
    <div data-testid="pm-compare">
      <Alert
        type={VERDICT_TYPE[data.verdict]}
        showIcon
        style={{ marginBottom: 12 }}
        message={
          <Space size={4} wrap data-testid="pm-verdict">
            <Typography.Text strong>{t(`pm.compare.verdict.${data.verdict}`)}</Typography.Text>
            <span>{t('pm.mark.score', { n: Math.round(data.score * 100) })}</span>
            <ReasonTags reasons={data.reasons} />
          </Space>
        }
        description={
          <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="pm-hints-list">
            {data.hints.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        }
      />
      <ImagesCard data={data} />
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} md={12}>
          <SideCard side={data.left} title={t('pm.compare.left')} same={same} />
        </Col>
        <Col xs={24} md={12}>
          <SideCard side={data.right} title={t('pm.compare.right')} same={same} />
        </Col>
      </Row>
      <Card
        size="small"
        title={t('pm.compare.goods')}
        extra={
          <Typography.Text type="secondary">
            {data.edition ? t('pm.compare.edition', { e: data.edition.toUpperCase() }) : t('pm.compare.noEdition')}
          </Typography.Text>
        }
      >
        {data.groups.length === 0 && !data.leftUngrouped.length && !data.rightUngrouped.length ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pm.compare.noGoods')} />
        ) : (
          <>
            {data.groups.map((g) => (
              <div key={g.groupCode} data-testid="pm-group" style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
                <Space size={4} wrap>
                  <Tag color={g.common ? 'red' : 'default'}>
                    {g.groupCode} {g.groupName}
                  </Tag>
                  {g.common && <Tag color="red">{t('pm.compare.commonGroup')}</Tag>}
                </Space>
                <div style={{ wordBreak: 'break-all' }}>
                  <Typography.Text type="secondary">{t('pm.compare.left')}：</Typography.Text>
                  {goodsOf(g.left)}
                </div>
                <div style={{ wordBreak: 'break-all' }}>
                  <Typography.Text type="secondary">{t('pm.compare.right')}：</Typography.Text>
                  {goodsOf(g.right)}
                </div>
              </div>
            ))}
            {data.groups.length === 0 && <Typography.Paragraph type="secondary">{t('pm.compare.noGroups')}</Typography.Paragraph>}
            {(data.leftUngrouped.length > 0 || data.rightUngrouped.length > 0) && (
              <div style={{ padding: '6px 0', wordBreak: 'break-all' }} data-testid="pm-ungrouped">
                <Tag>{t('pm.compare.ungrouped')}</Tag>
                <div>
                  <Typography.Text type="secondary">{t('pm.compare.left')}：</Typography.Text>
                  {goodsOf(data.leftUngrouped)}
                </div>
                <div>
                  <Typography.Text type="secondary">{t('pm.compare.right')}：</Typography.Text>
                  {goodsOf(data.rightUngrouped)}
                </div>
              </div>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
