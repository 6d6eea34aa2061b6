// Trademark detail (/brand/detail and /brandManage/brandRecord/recordDetail, ?id=): image, every field of the
// record, goods per class with translation and similar-goods groups, tags, custom fields and the history.
// Only sections with content are shown: no empty tabs for modules that are not built yet.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Image, Space, Spin, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { screen as brandRecords } from '../../../generated/screens/brandRecords';
import type { CustomFieldDef, Trademark } from '../../../generated/types';
import { useI18nText } from '../../../client/i18n';
import { useT } from '../i18n';
import { api } from '../../../client/request/api';
import { GoodsCard } from '../../classification/client';
import { goodsOf, TagChips, TmStatusTag, type TagChip } from './cells';
import HistoryTimeline from './HistoryTimeline';
import './archive.css';

const screen = brandRecords;

/** Fields of the basic section, in reading order (the rest of the record has its own section). */
const BASIC = [
  'regNo', 'tmCl', 'countryCode', 'tmStatus', 'oriTmStatus', 'newTmName', 'brandManagementType', 'dplSource', 'applicant', 'applicantEn',
  'applicantAddress', 'applicantAddressEn', 'agent', 'agentEn', 'agentAddress', 'appDate', 'announcementIssue', 'regDate', 'regIssue', 'endDate',
  'niceEdition', 'createdAt', 'updatedAt',
] as const;

function customText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' && v ? String((v as { name?: string }).name ?? '') : String(v))).join('、');
  return String(value);
}

export default function BrandDetailPage() {
  const t = useT();
  const text = useI18nText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [record, setRecord] = useState<Trademark | null | undefined>(undefined);
  const [defs, setDefs] = useState<CustomFieldDef[]>([]);

  // No id at all (e.g. /brand/detail typed or bookmarked): back to the list rather than "不存在" (issue 18).
  const noId = !params.get('id');
  useEffect(() => {
    if (noId) navigate('/brandManage/brandRecord', { replace: true });
  }, [noId, navigate]);

  useEffect(() => {
    if (noId) return;
    if (!Number.isInteger(id) || id < 1) {
      setRecord(null);
      return;
    }
    let live = true;
    setRecord(undefined);
    api.brandArchives.queryBrandDetail({ id }).then((r) => live && setRecord(r)).catch(() => live && setRecord(null));
    api.customField.getCustomFieldList({ type: 1 }, { noLoading: true }).then((d) => live && setDefs(d)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id, noId]);

  const value = (prop: (typeof BASIC)[number]) => {
    const v = record?.[prop as keyof Trademark];
    if (v === null || v === undefined || v === '') return '-';
    if (prop === 'tmStatus') return <TmStatusTag status={String(v)} />;
    const field = screen.fields[prop];
    if (field?.dict) return text(field.dict[String(v)]) || String(v);
    if (field?.kind === 'datetime') return dayjs(String(v)).format('YYYY-MM-DD HH:mm');
    return String(v);
  };

  const custom = useMemo(() => {
    const values = (record?.customFieldInfo ?? {}) as Record<string, unknown>;
    return defs.filter((d) => d.state === 1 || values[String(d.id)] !== undefined).map((d) => ({ def: d, value: values[String(d.id)] }));
  }, [defs, record]);

  if (record === undefined) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (record === null) return <Empty style={{ marginTop: 80 }} description={t('archive.notFound')} />;

  const goods = goodsOf(record);
  const translate = Object.entries(record.goodsItemTranslate ?? {});
  const groups = record.registeredGroupInfo ?? [];
  const hasGoods = goods.length > 0 || translate.length > 0 || groups.length > 0;

  const tabs = [
    {
      key: 'basic',
      label: t('archive.basic'),
      children: (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="tm-detail-fields">
            {BASIC.map((prop) => (
              <Descriptions.Item key={prop} label={text(screen.fields[prop]?.label)}>
                {value(prop)}
              </Descriptions.Item>
            ))}
          </Descriptions>
          {custom.length > 0 && (
            <Descriptions title={t('archive.custom')} bordered size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="tm-detail-custom">
              {custom.map(({ def, value: v }) => (
                <Descriptions.Item key={def.id} label={def.showFieldTitle || def.fieldTitle}>
                  {customText(v)}
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
        </Space>
      ),
    },
    ...(hasGoods
      ? [
          {
            key: 'goods',
            label: t('archive.goods'),
            children: (
              <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="tm-detail-goods">
                {goods.length > 0 && <GoodsCard goods={goods} />}
                {translate.map(([cls, txt]) => (
                  <div key={cls}>
                    <Typography.Text type="secondary">{t('archive.goodsTranslate')}（{cls.padStart(2, '0')}）：</Typography.Text>
                    {txt}
                  </div>
                ))}
                {groups.length > 0 && (
                  <div>
                    <Typography.Text type="secondary">{t('archive.groups')}：</Typography.Text>
                    {groups.map((g) => (
                      <Tag key={g.name} color={g.contain ? 'blue' : undefined}>
                        {g.name}
                      </Tag>
                    ))}
                  </div>
                )}
              </Space>
            ),
          },
        ]
      : []),
    { key: 'history', label: t('archive.history'), children: <HistoryTimeline entity="trademark" recordId={record.id} /> },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card className="ipms-page-card">
        <div className="tm-detail-head">
          <div className="tm-detail-image">{record.tmImage ? <Image src={record.tmImage} alt={record.tmName} /> : <Typography.Text type="secondary">-</Typography.Text>}</div>
          <div style={{ flex: 1, minWidth: 0 }}>
            <h2 className="tm-detail-title" data-testid="tm-detail-name">
              {record.tmName}
              <TmStatusTag status={record.tmStatus} />
            </h2>
            <Space direction="vertical" size={6}>
              <Typography.Text>
                {text(screen.fields.regNo.label)}：{record.regNo ?? '-'}　{text(screen.fields.tmCl.label)}：{value('tmCl')}　{text(screen.fields.countryCode.label)}：{value('countryCode')}
              </Typography.Text>
              <Typography.Text>
                {text(screen.fields.applicant.label)}：{record.applicant ?? '-'}
              </Typography.Text>
              <span>
                <Typography.Text type="secondary">{t('archive.tags')}：</Typography.Text>
                {(record.tags ?? []).length ? <TagChips tags={record.tags as TagChip[]} max={20} /> : <Typography.Text type="secondary">{t('archive.noTags')}</Typography.Text>}
              </span>
            </Space>
          </div>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/brandManage/brandRecord')}>
            {t('archive.back')}
          </Button>
        </div>
      </Card>
      <Card className="ipms-page-card">
        <Tabs items={tabs} />
      </Card>
    </Space>
  );
}
