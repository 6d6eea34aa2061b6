// The detail page of a copyright or patent record (/copyRight/detailOrdinary, /copyRight/detailSoftware,
// /patent/archives/detail, ?id=). A custom page because the schema runtime has lists and form dialogs but no
// record page: it is still driven by the route's screen (route.screen) — every field of the screen's entity with
// its label and dictionary, formatted like the grid, file fields as download links, the custom fields of the
// screen's module — plus, for patents, the next annual fee with the derivation the server stored, and for copyrights
// their official documents (版权官文, from the official-docs module).
import { PaperClipOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isScreenKey, screenLoaders } from '../../../generated/screens';
import type { PageProps } from '../../../client/pages/registry';
import { useI18nText } from '../../../client/i18n';
import { api } from '../../../client/request/api';
import { download } from '../../../client/request/download';
import { useSettings } from '../../../client/settings/settings';
import { dictColor, formatCell, isBlank } from '../../../client/runtime/grid/format';
import type { ScreenDef } from '../../../client/runtime/screen-types';
import { CopyrightRecordDocs } from '../../official-docs/client';
import { useT } from '../i18n';

type Rec = Record<string, unknown>;
interface FileRef { uid: string; name: string; url?: string; path: string }
interface CfDef { id: number; fieldTitle: string; showFieldTitle?: string | null; state?: number }

/** The detail call and the list route of each screen this page shows. */
const SOURCES: Record<string, { load: (id: number) => Promise<unknown>; list: string; title: string; copyright?: 'work' | 'software' }> = {
  copyrightWorks: { load: (id) => api.ipArchives.workDetail({ id }), list: '/copyRight/filesList', title: 'title', copyright: 'work' },
  copyrightSoftware: { load: (id) => api.ipArchives.softwareDetail({ id }), list: '/copyRight/softwareList', title: 'name', copyright: 'software' },
  patents: { load: (id) => api.ipArchives.patentDetail({ id }), list: '/patent/archives', title: 'title' },
};
/** Shown in their own sections or not at all. */
const HIDDEN = new Set(['id', 'customValues', 'feeDerivation', 'version']);

const isFiles = (v: unknown): v is FileRef[] => Array.isArray(v) && v.every((f) => f && typeof f === 'object' && 'uid' in f);

function FileLinks({ files }: { files: FileRef[] }) {
  const t = useT();
  if (!files.length) return <>{t('ip.detail.noFiles')}</>;
  return (
    <Space direction="vertical" size={2}>
      {files.map((f) => {
        const url = f.url ?? f.path ?? `/files/uploads/${f.uid}`;
        return (
          <a key={f.uid} href={url} onClick={(e) => { e.preventDefault(); void download(url, f.name); }}>
            <PaperClipOutlined /> {f.name}
          </a>
        );
      })}
    </Space>
  );
}

const cfText = (v: unknown): string => {
  if (isBlank(v)) return '-';
  if (Array.isArray(v)) return v.map((x) => (x && typeof x === 'object' ? String((x as { name?: string }).name ?? '') : String(x))).join('、') || '-';
  if (typeof v === 'object') return String((v as { amount?: string }).amount ?? JSON.stringify(v));
  return String(v);
};

export default function ArchiveDetailPage({ route }: PageProps) {
  const t = useT();
  const text = useI18nText();
  const navigate = useNavigate();
  const { language } = useSettings();
  const lang = language === 'en' ? 'en' : 'zh';
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const key = route.screen ?? '';
  const source = SOURCES[key];
  const [screen, setScreen] = useState<ScreenDef | null>(null);
  const [rec, setRec] = useState<Rec | null | undefined>(undefined);
  const [defs, setDefs] = useState<CfDef[]>([]);

  useEffect(() => {
    if (!isScreenKey(key) || !source || !Number.isInteger(id) || id < 1) return;
    let alive = true;
    void screenLoaders[key]().then((s) => {
      if (!alive) return;
      setScreen(s);
      if (s.customFieldModule)
        void api.customField.getCustomFieldList({ type: s.customFieldModule }, { noLoading: true }).then((d) => alive && setDefs(d as unknown as CfDef[]), () => undefined);
    });
    source.load(id).then(
      (r) => alive && setRec(r as Rec),
      () => alive && setRec(null),
    );
    return () => {
      alive = false;
    };
  }, [key, id, source]);

  if (!source || !Number.isInteger(id) || id < 1) return <Card className="ipms-page-card"><Alert type="warning" message={t('ip.detail.noId')} /></Card>;
  if (rec === null) return <Card className="ipms-page-card"><Empty description={t('ip.detail.notFound')} /></Card>;
  if (!rec || !screen) return <Card className="ipms-page-card"><Skeleton active /></Card>;

  const formats = new Map(screen.columns.filter((c) => c.prop).map((c) => [c.prop!, c]));
  // In the list's column order, then the fields the list does not show.
  const order = [...screen.columns.map((c) => c.prop).filter((p): p is string => !!p && p in screen.fields), ...Object.keys(screen.fields)];
  const entries = [...new Set(order)].map((prop) => [prop, screen.fields[prop]] as const).filter(([prop]) => !HIDDEN.has(prop) && prop in rec);
  const isFileProp = (prop: string) => screen.fields[prop].fieldKind === 'file';
  const values = (rec.customValues ?? {}) as Record<string, unknown>;
  const derivation = (rec.feeDerivation as string[] | undefined) ?? [];
  const due = rec.nextFeeDue as string | null | undefined;
  const days = due ? dayjs(due).startOf('day').diff(dayjs().startOf('day'), 'day') : null;

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} className="ip-archive-detail">
      <Card
        className="ipms-page-card"
        title={<Typography.Text strong ellipsis>{String(rec[source.title] ?? '')}</Typography.Text>}
        extra={<Button onClick={() => navigate(source.list)}>{t('ip.detail.back')}</Button>}
      >
        <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }} title={t('ip.detail.basic')} data-testid="ip-detail-basic">
          {entries
            .filter(([prop]) => !isFileProp(prop))
            .map(([prop, field]) => {
              const value = rec[prop];
              const shown = formatCell(value, field, formats.get(prop) ?? {}, lang);
              return (
                <Descriptions.Item key={prop} label={text(field.label)}>
                  {field.dict && !isBlank(value) ? <Tag color={dictColor(field, value)} bordered={false}>{shown}</Tag> : shown}
                </Descriptions.Item>
              );
            })}
        </Descriptions>
      </Card>
      {'feeDerivation' in rec && (
        <Card className="ipms-page-card" title={t('ip.detail.fees')} size="small">
          {due ? (
            <Alert
              type={days !== null && days < 0 ? 'error' : days !== null && days <= 30 ? 'warning' : 'info'}
              showIcon
              message={
                <Space wrap>
                  <span>{t('ip.detail.nextFee', { year: String(rec.nextFeeYear), date: due })}</span>
                  {days !== null && <Tag color={days < 0 ? 'red' : 'blue'}>{days < 0 ? t('ip.detail.overdue', { days: String(-days) }) : t('ip.detail.daysLeft', { days: String(days) })}</Tag>}
                </Space>
              }
            />
          ) : (
            <Alert type="info" showIcon message={t('ip.detail.noNextFee')} />
          )}
          {rec.expiryDate ? <Typography.Paragraph style={{ marginTop: 12 }}>{t('ip.detail.expiry', { date: String(rec.expiryDate), years: String(rec.termYears) })}</Typography.Paragraph> : null}
          <Typography.Title level={5} style={{ marginTop: 12 }}>{t('ip.detail.derivation')}</Typography.Title>
          <Timeline className="ip-fee-derivation" items={derivation.map((line, i) => ({ key: i, children: line }))} />
        </Card>
      )}
      {source.copyright && <CopyrightRecordDocs kind={source.copyright} id={id} title={String(rec[source.title] ?? '')} />}
      <Card className="ipms-page-card" title={t('ip.detail.files')} size="small">
        <Descriptions bordered size="small" column={1}>
          {entries
            .filter(([prop]) => isFileProp(prop))
            .map(([prop, field]) => (
              <Descriptions.Item key={prop} label={text(field.label)}>
                <FileLinks files={isFiles(rec[prop]) ? (rec[prop] as FileRef[]) : []} />
              </Descriptions.Item>
            ))}
        </Descriptions>
      </Card>
      {screen.customFieldModule ? (
        <Card className="ipms-page-card" title={t('ip.detail.custom')} size="small" data-testid="ip-detail-custom">
          {defs.length ? (
            <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}>
              {defs.map((d) => (
                <Descriptions.Item key={d.id} label={d.showFieldTitle || d.fieldTitle}>
                  {cfText(values[String(d.id)])}
                </Descriptions.Item>
              ))}
            </Descriptions>
          ) : (
            <Typography.Text type="secondary">{t('ip.detail.noCustom')}</Typography.Text>
          )}
        </Card>
      ) : null}
    </Space>
  );
}
