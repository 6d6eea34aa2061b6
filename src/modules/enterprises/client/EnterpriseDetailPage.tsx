// /system/companyList/detail?id=: the enterprise (every field of the enterprises screen, its country by name through
// the country kind) and its marks, cases and official documents: how many, the latest ten with links to their
// detail, and 查看全部 opening the full list filtered on the enterprise. A record page is beyond the list runtime
// (lists and form dialogs only), hence this page.
import { Button, Card, Col, Descriptions, Empty, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { dicts } from '../../../generated/dicts';
import { screenLoaders } from '../../../generated/screens';
import type { EnterPriseRecordsResponse } from '../../../generated/types';
import { useI18nText } from '../../../client/i18n';
import { api } from '../../../client/request/api';
import { CellView } from '../../../client/runtime/field-kinds/CellView';
import { fieldCtx, fieldKindImpl, loadFieldKind, type FieldKindImpl } from '../../../client/runtime/field-kinds';
import { formatCell, isBlank } from '../../../client/runtime/grid/format';
import type { ScreenDef } from '../../../client/runtime/screen-types';
import { useBreakpoint } from '../../../client/runtime/breakpoints';
import { useSettings } from '../../../client/settings/settings';
import { useT } from '../i18n';

type Rec = Record<string, unknown>;
type Lang = 'zh' | 'en';
const HIDDEN = new Set(['id', 'customValues', 'version', 'businessLicense', 'idPhoto']);
/** Kinds whose value needs their own cell (a country code shown by its name). */
const OWN_CELL = new Set(['country']);

const caseTypeLabel = (v: unknown, lang: Lang) => (dicts['Case.caseType' as keyof typeof dicts] as Record<string, { zh: string; en: string }> | undefined)?.[String(v)]?.[lang] ?? String(v ?? '-');

function KindValue({ kind, value, lang }: { kind: string; value: unknown; lang: Lang }) {
  const [impl, setImpl] = useState<FieldKindImpl | undefined>(() => fieldKindImpl(kind));
  useEffect(() => {
    if (!impl) void loadFieldKind(kind).then(setImpl, () => undefined);
  }, [kind, impl]);
  if (!impl) return <>{String(value ?? '-')}</>;
  return <CellView cell={impl.cell} value={value} ctx={fieldCtx(kind, lang)} />;
}

function Section<T extends { id: number; link: string }>(props: {
  testId: string;
  title: string;
  data: { total: number; link: string; list: T[] } | null;
  columns: Array<{ key: keyof T & string; title: string; render?: (v: unknown, r: T) => ReactNode }>;
}) {
  const t = useT();
  const { data } = props;
  if (!data) return null;
  return (
    <Card
      className="ipms-page-card"
      size="small"
      data-testid={`enterprise-${props.testId}`}
      title={
        <Space>
          <span>{props.title}</span>
          <Tag color="orange" bordered={false} data-testid={`enterprise-${props.testId}-count`}>
            {t('enterprise.detail.count', { n: data.total })}
          </Tag>
        </Space>
      }
      extra={data.total > 0 && <Link to={data.link} data-testid={`enterprise-${props.testId}-all`}>{t('enterprise.detail.all')}</Link>}
    >
      {data.list.length ? (
        <Table<T>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={data.list}
          columns={props.columns.map((c, i) => ({
            key: c.key,
            dataIndex: c.key,
            title: c.title,
            render: (v: unknown, r: T) => (i === 0 ? <Link to={r.link}>{String(v ?? '-')}</Link> : c.render ? c.render(v, r) : isBlank(v) ? '-' : String(v)),
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('enterprise.detail.none')} />
      )}
    </Card>
  );
}

export default function EnterpriseDetailPage() {
  const t = useT();
  const text = useI18nText();
  const navigate = useNavigate();
  const lang: Lang = useSettings().language === 'en' ? 'en' : 'zh';
  const narrow = useBreakpoint() === 'xs';
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const [screen, setScreen] = useState<ScreenDef | null>(null);
  const [rec, setRec] = useState<Rec | null | undefined>(undefined);
  const [records, setRecords] = useState<EnterPriseRecordsResponse | null>(null);
  const [groups, setGroups] = useState<Map<number, string>>(new Map());

  useEffect(() => {
    if (!valid) return;
    let alive = true;
    void screenLoaders.enterprises().then((s) => alive && setScreen(s));
    api.enterPrise.getCompanyDetailInfo({ id }, { noLoading: true }).then(
      (r) => alive && setRec(r as unknown as Rec),
      () => alive && setRec(null),
    );
    // 分组 is a department: shown by its path of names.
    api.organisation.departmentOptions({}, { noLoading: true }).then(
      (o) => alive && setGroups(new Map((o as Array<{ value: number; label: string }>).map((d) => [d.value, d.label]))),
      () => undefined,
    );
    api.enterPrise.records({ id }, { noLoading: true }).then(
      (r) => alive && setRecords(r),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [id, valid]);

  const back = <Button onClick={() => navigate('/system/companyList')}>{t('enterprise.detail.back')}</Button>;
  if (!valid) return <Card className="ipms-page-card"><Empty description={t('enterprise.detail.noId')}>{back}</Empty></Card>;
  if (rec === null) return <Card className="ipms-page-card"><Empty description={t('enterprise.detail.notFound')}>{back}</Empty></Card>;
  if (!rec || !screen) return <Card className="ipms-page-card"><Skeleton active /></Card>;

  const formats = new Map(screen.columns.filter((c) => c.prop).map((c) => [c.prop!, c]));
  const order = [...screen.columns.map((c) => c.prop).filter((p): p is string => !!p && p in screen.fields), ...Object.keys(screen.fields)];
  const entries = [...new Set(order)].map((prop) => [prop, screen.fields[prop]] as const).filter(([prop]) => !HIDDEN.has(prop) && prop in rec);

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="enterprise-detail">
      <Card className="ipms-page-card" title={<Typography.Text strong ellipsis>{String(rec.applicantName ?? '')}</Typography.Text>} extra={!narrow && back}>
        <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }} title={t('enterprise.detail.basic')} data-testid="enterprise-basic">
          {entries.map(([prop, field]) => (
            <Descriptions.Item key={prop} label={text(field.label)}>
              {prop === 'groupId' && typeof rec.groupId === 'number'
                ? (groups.get(rec.groupId) ?? String(rec.groupId))
                : field.fieldKind && OWN_CELL.has(field.fieldKind)
                  ? <KindValue kind={field.fieldKind} value={rec[prop]} lang={lang} />
                  : formatCell(rec[prop], field, formats.get(prop) ?? {}, lang)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      {records ? (
        <Row gutter={[12, 12]}>
          <Col xs={24} xl={12}>
            <Section
              testId="marks"
              title={t('enterprise.detail.marks')}
              data={records.marks}
              columns={[
                { key: 'tmName', title: t('enterprise.detail.tmName') },
                { key: 'regNo', title: t('enterprise.detail.regNo') },
                { key: 'tmCl', title: t('enterprise.detail.tmCl') },
                { key: 'tmStatus', title: t('enterprise.detail.tmStatus') },
              ]}
            />
          </Col>
          <Col xs={24} xl={12}>
            <Section
              testId="cases"
              title={t('enterprise.detail.cases')}
              data={records.cases}
              columns={[
                { key: 'caseNo', title: t('enterprise.detail.caseNo') },
                { key: 'caseType', title: t('enterprise.detail.caseType'), render: (v) => caseTypeLabel(v, lang) },
                { key: 'caseStatus', title: t('enterprise.detail.caseStatus') },
              ]}
            />
          </Col>
          <Col xs={24}>
            <Section
              testId="documents"
              title={t('enterprise.detail.documents')}
              data={records.documents}
              columns={[
                { key: 'typeName', title: t('enterprise.detail.typeName') },
                { key: 'tmName', title: t('enterprise.detail.tmName') },
                { key: 'appNo', title: t('enterprise.detail.appNo') },
                { key: 'deadline', title: t('enterprise.detail.deadline') },
              ]}
            />
          </Col>
        </Row>
      ) : (
        <Card className="ipms-page-card"><Skeleton active /></Card>
      )}
    </Space>
  );
}
