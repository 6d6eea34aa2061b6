// The litigation detail page (/proceed/detaild?id=, spec 2.9). A custom page because the runtime has lists and
// form dialogs but no record page: the case fields are the route's screen's (route.screen: litigations, labels and
// dictionaries from the entity, formatted like the grid); the stages and costs are read through their list calls
// and added with their screens' forms; the lead and the infringed right link to their records.
import { PaperClipOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { screenLoaders } from '../../../generated/screens';
import type { PageProps } from '../../../client/pages/registry';
import { useI18nText } from '../../../client/i18n';
import { api } from '../../../client/request/api';
import { download } from '../../../client/request/download';
import { useBreakpoint } from '../../../client/runtime/breakpoints';
import { dictColor, formatCell, isBlank } from '../../../client/runtime/grid/format';
import type { Row } from '../../../client/runtime/list/listController';
import type { ScreenDef } from '../../../client/runtime/screen-types';
import { Authorized } from '../../../client/session/permission';
import { useSettings } from '../../../client/settings/settings';
import { todayInChina } from '../../../shared/dates';
import { useT } from '../i18n';
import { rightLink } from './prefill';

const SchemaFormDialog = lazy(() => import('../../../client/runtime/form/SchemaFormDialog'));

type Rec = Record<string, any>;
interface Screens { litigations: ScreenDef; litigationStages: ScreenDef; litigationCosts: ScreenDef }
type Form = { screen: keyof Screens; mode: 'create' | 'update'; row: Row };
/** Shown in their own sections or not at all. */
const HIDDEN = new Set(['id', 'version', 'leadId', 'rightLabel', 'rightId', 'rightKind', 'documents']);

async function loadScreens(): Promise<Screens> {
  const [litigations, litigationStages, litigationCosts] = await Promise.all([screenLoaders.litigations(), screenLoaders.litigationStages(), screenLoaders.litigationCosts()]);
  return { litigations, litigationStages, litigationCosts };
}

export default function LitigationDetailPage(_: PageProps) {
  const t = useT();
  const text = useI18nText();
  const navigate = useNavigate();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const narrow = useBreakpoint() === 'xs';
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const [screens, setScreens] = useState<Screens | null>(null);
  const [rec, setRec] = useState<Rec | null | undefined>(undefined);
  const [lead, setLead] = useState<Rec | null>(null);
  const [stages, setStages] = useState<Rec[]>([]);
  const [costs, setCosts] = useState<Rec[]>([]);
  const [form, setForm] = useState<Form | null>(null);

  const reload = useCallback(async () => {
    if (!valid) return;
    try {
      const r = (await api.enforcement.litigationDetail({ id }, { noLoading: true })) as Rec;
      setRec(r);
      const by = { filters: { litigationId: [id] }, pageNo: 1, pageSize: 100 };
      const [s, c] = await Promise.all([api.enforcement.stageList(by as never, { noLoading: true }), api.enforcement.costList(by as never, { noLoading: true })]);
      setStages((s as { list: Rec[] }).list);
      setCosts((c as { list: Rec[] }).list);
      if (r.leadId) api.enforcement.leadDetail({ id: r.leadId }, { noLoading: true }).then((l) => setLead(l as Rec), () => setLead(null));
    } catch {
      setRec(null);
    }
  }, [id, valid]);
  useEffect(() => {
    void loadScreens().then(setScreens);
    void reload();
  }, [reload]);

  if (!valid) return <Card className="ipms-page-card"><Alert type="warning" message={t('enf.detail.noId')} /></Card>;
  if (rec === null) return <Card className="ipms-page-card"><Empty description={t('enf.detail.notFound')} /></Card>;
  if (!rec || !screens) return <Card className="ipms-page-card"><Skeleton active /></Card>;

  const cell = (s: ScreenDef, prop: string, value: unknown) => {
    const field = s.fields[prop];
    const shown = formatCell(value, field, s.columns.find((c) => c.prop === prop) ?? {}, lang);
    return field?.dict && !isBlank(value) ? <Tag color={dictColor(field, value)} bordered={false}>{shown}</Tag> : shown;
  };
  const columnsOf = (s: ScreenDef, props: string[]) => props.map((prop) => ({ key: prop, dataIndex: prop, title: text(s.fields[prop].label), render: (v: unknown) => cell(s, prop, v) }));
  const lit = screens.litigations;
  const order = [...new Set([...lit.columns.map((c) => c.prop).filter((p): p is string => !!p), ...Object.keys(lit.fields)])].filter((p) => p in lit.fields && !HIDDEN.has(p) && p in rec);
  const right = rightLink(rec.rightKind, rec.rightId);
  const documents = (rec.documents ?? []) as Array<{ uid: string; name: string; url?: string; path: string }>;
  const open = (f: Form) => setForm(f);

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} className="litigation-detail" data-testid="litigation-detail">
      <Card
        className="ipms-page-card"
        title={<Typography.Text strong ellipsis>{[rec.caseNo || t('enf.detail.noCaseNo'), rec.cause].join(' · ')}</Typography.Text>}
        extra={
          <Space wrap>
            <Authorized permission="litigationManage">
              <Button type="primary" onClick={() => open({ screen: 'litigations', mode: 'update', row: rec as Row })}>{t('enf.detail.edit')}</Button>
            </Authorized>
            <Button onClick={() => navigate('/proceed/list')}>{t('enf.detail.back')}</Button>
          </Space>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }} title={t('enf.detail.basic')}>
          <Descriptions.Item label={t('enf.detail.right')}>
            {right ? <Link to={right} data-testid="litigation-right">{rec.rightLabel}</Link> : rec.rightLabel || '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('enf.detail.lead')}>
            {lead ? <Link to={`/proceed/infringement?title=${encodeURIComponent(lead.title)}`}>{lead.title}</Link> : '-'}
          </Descriptions.Item>
          {order.map((prop) => (
            <Descriptions.Item key={prop} label={text(lit.fields[prop].label)}>{cell(lit, prop, rec[prop])}</Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <Card
        className="ipms-page-card"
        size="small"
        title={t('enf.detail.stages')}
        extra={
          <Space wrap>
            <Authorized permission="litigationManage">
              <Button size="small" onClick={() => open({ screen: 'litigationStages', mode: 'create', row: { litigationId: id, foreignParty: false, done: false } as unknown as Row })}>{t('enf.detail.addStage')}</Button>
            </Authorized>
            <Link to={`/proceed/stages?litigationId=${id}`}>{t('enf.detail.allStages')}</Link>
          </Space>
        }
      >
        <Table size="small" rowKey="id" pagination={false} scroll={{ x: narrow ? 480 : undefined }} dataSource={stages} locale={{ emptyText: t('enf.detail.none') }}
          columns={columnsOf(screens.litigationStages, ['kind', 'stageDate', 'dueDate', 'done', 'remark'])} />
      </Card>
      <Card
        className="ipms-page-card"
        size="small"
        title={t('enf.detail.costs')}
        extra={
          <Space wrap>
            <Authorized permission="litigationManage">
              <Button size="small" data-testid="add-cost" onClick={() => open({ screen: 'litigationCosts', mode: 'create', row: { litigationId: id, currency: 'CNY', costDate: todayInChina() } as unknown as Row })}>{t('enf.detail.addCost')}</Button>
            </Authorized>
            <Link to={`/proceed/costs?litigationId=${id}`}>{t('enf.detail.allCosts')}</Link>
            <Authorized permission="financeList">
              <Link to={`/brand/financeAll?caseNo=${encodeURIComponent(rec.caseNo || `诉讼${id}`)}`}>{t('enf.detail.finance')}</Link>
            </Authorized>
          </Space>
        }
      >
        <Table size="small" rowKey="id" pagination={false} scroll={{ x: narrow ? 560 : undefined }} dataSource={costs} locale={{ emptyText: t('enf.detail.none') }} data-testid="litigation-costs"
          columns={columnsOf(screens.litigationCosts, ['kind', 'currency', 'amount', 'costDate', 'payee', 'billStatus'])} />
      </Card>
      <Card className="ipms-page-card" size="small" title={t('enf.detail.documents')}>
        {documents.length ? (
          <Space direction="vertical" size={2}>
            {documents.map((f) => {
              const url = f.url ?? f.path;
              return (
                <a key={f.uid} href={url} onClick={(e) => { e.preventDefault(); void download(url, f.name); }}>
                  <PaperClipOutlined /> {f.name}
                </a>
              );
            })}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('enf.detail.noDocuments')}</Typography.Text>
        )}
      </Card>
      {form && (
        <Suspense fallback={null}>
          <SchemaFormDialog
            screen={screens[form.screen]}
            mode={form.mode}
            row={form.row}
            narrow={narrow}
            onClose={() => setForm(null)}
            onSaved={() => {
              setForm(null);
              void reload();
            }}
          />
        </Suspense>
      )}
    </Space>
  );
}
