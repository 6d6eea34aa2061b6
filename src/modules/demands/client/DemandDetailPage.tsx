// /brand/demandDetail?id=: the demand (type, status, requester, handler, participants, marks, due date), its
// buttons, the approval flow chart, the linked 官文 and cases, the schemes, comments with history, and the
// agency's analysis.
import { Button, Card, Col, Descriptions, Input, Result, Row, Spin, Table, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { caseForms, type CaseFormKey } from '../../../generated/case-forms';
import { dicts } from '../../../generated/dicts';
import { api } from '../../../client/request/api';
import { Authorized } from '../../../client/session/permission';
import { useSettings } from '../../../client/settings/settings';
import { useT } from '../i18n';
import { AttachmentLinks } from './Attachments';
import { DemandActions } from './DemandActions';
import { DocPreview } from './DocPreview';
import { FlowChart } from './FlowChart';
import { idParam, useDemandDetail } from './useDemandDetail';

export const STATUS_COLOR: Record<string, string> = { draft: 'default', pending: 'gold', adopted: 'green', rejected: 'red', withdrawn: 'default' };
type DictKey = 'Demand.status' | 'Demand.demandType' | 'Demand.priority';
export const dictLabel = (key: DictKey, value: string, lang: 'zh' | 'en') => (dicts[key] as Record<string, { zh: string; en: string }>)[value]?.[lang] ?? value;

export default function DemandDetailPage() {
  const t = useT();
  const lang = useSettings().language === 'en' ? 'en' : 'zh';
  const [params] = useSearchParams();
  const { detail, missing, reload } = useDemandDetail(idParam(params));
  const [comment, setComment] = useState('');
  const [analysis, setAnalysis] = useState<string | null>(null);
  if (missing) return <Card className="ipms-page-card"><Result status="404" title={t('demands.notFound')} extra={<Link to="/brand/demandList">{t('demands.back')}</Link>} /></Card>;
  if (!detail) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const d = detail.demand;
  const none = t('demands.none');
  const send = async () => {
    if (!comment.trim()) return;
    await api.demand.demandComment({ id: d.id, content: comment });
    setComment('');
    await reload();
  };
  const submitAnalysis = async () => {
    if (!analysis?.trim()) return;
    await api.demand.proxyAnalysisSub({ id: d.id, content: analysis });
    setAnalysis(null);
    await reload();
  };
  return (
    <div className="ipms-page-card" data-testid="demand-detail">
      <Card title={<span style={{ whiteSpace: 'normal' }}>{d.title} <Tag color={STATUS_COLOR[d.status]} data-testid="demand-status">{dictLabel('Demand.status', d.status, lang)}</Tag></span>}>
        {/* The buttons under the title, not in the header's corner: they wrap on a phone instead of overflowing. */}
        <div style={{ marginBottom: 12 }}>
          <DemandActions detail={detail} reload={reload} />
        </div>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={t('demands.no')}>{d.demandNo}</Descriptions.Item>
          <Descriptions.Item label={t('demands.form.type')}>{dictLabel('Demand.demandType', d.demandType, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('demands.form.priority')}>{dictLabel('Demand.priority', d.priority, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('demands.requester')}>{d.requesterName}</Descriptions.Item>
          <Descriptions.Item label={t('demands.handler')}>{d.handlerName ?? none}</Descriptions.Item>
          <Descriptions.Item label={t('demands.due')}>{d.dueDate ?? none}</Descriptions.Item>
          <Descriptions.Item label={t('demands.amount')}>{d.amount ?? none}</Descriptions.Item>
          <Descriptions.Item label={t('demands.participants')}>{d.participants.map((p) => p.name).join('、') || none}</Descriptions.Item>
          <Descriptions.Item label={t('demands.marks')}>{d.tmNames.join('、') || none}</Descriptions.Item>
          <Descriptions.Item label={t('demands.form.attachments')}>{<AttachmentLinks files={d.attachments} />}</Descriptions.Item>
          <Descriptions.Item label={t('demands.description')} span={3}>{d.description ?? none}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('demands.flow')} style={{ marginTop: 12 }}>
        <FlowChart flow={detail.flow} />
      </Card>
      <Row gutter={12}>
        <Col xs={24} lg={14}>
          <Card title={t('demands.docs')} style={{ marginTop: 12 }}>
            <Table
              size="small" rowKey="id" pagination={false} dataSource={detail.documents} scroll={{ x: 520 }}
              data-testid="demand-docs-table"
              expandable={{ rowExpandable: (o) => !!o.uploadId, expandedRowRender: (o) => <DocPreview demandId={d.id} doc={o} auto />, defaultExpandedRowKeys: detail.documents.filter((o) => o.uploadId).slice(0, 1).map((o) => o.id) }}
              columns={[
                { title: t('demands.doc.type'), dataIndex: 'typeName' },
                { title: t('demands.doc.mark'), dataIndex: 'tmName' },
                { title: t('demands.doc.appNo'), dataIndex: 'appNo' },
                { title: t('demands.doc.issue'), dataIndex: 'issueDate', width: 110 },
                { title: t('demands.doc.deadline'), dataIndex: 'deadline', width: 110 },
              ]}
            />
          </Card>
          <Card title={t('demands.schemes')} style={{ marginTop: 12 }}>
            <Table
              size="small" rowKey="id" pagination={false} dataSource={detail.schemes} data-testid="demand-schemes"
              columns={[
                { title: t('demands.form.schemeTitle'), dataIndex: 'title' },
                { title: t('demands.form.caseType'), dataIndex: 'caseType', render: (v: string) => caseForms[v as CaseFormKey]?.label[lang] ?? v },
                { title: t('demands.scheme.case'), dataIndex: 'caseNo', render: (v: string | null) => (v ? <Link to={`/brandManage/case-detail?caseNo=${v}`} data-testid="demand-case-link">{v}</Link> : none) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('demands.history')} style={{ marginTop: 12 }}>
            <Timeline
              items={detail.events.map((e) => ({
                color: e.kind === 'comment' ? 'blue' : e.kind === 'analysis' ? 'purple' : 'gray',
                children: (
                  <div>
                    <Typography.Text strong>{e.userName}</Typography.Text>{' '}
                    <Typography.Text type="secondary">{dayjs(e.createdAt).format('YYYY-MM-DD HH:mm')}</Typography.Text>
                    {e.kind === 'analysis' && <Tag color="purple" style={{ marginLeft: 6 }}>{t('demands.analysis')}</Tag>}
                    <div style={{ whiteSpace: 'pre-wrap' }}>{e.content}</div>
                  </div>
                ),
              }))}
            />
            <Input.TextArea rows={2} maxLength={1000} value={comment} placeholder={t('demands.comment.placeholder')} onChange={(e) => setComment(e.target.value)} />
            <Button style={{ marginTop: 8 }} disabled={!comment.trim()} onClick={() => void send()}>{t('demands.comment.send')}</Button>
            <Authorized permission="demandAnalysis">
              <div style={{ marginTop: 16 }}>
                <Typography.Title level={5}>{t('demands.analysis')}</Typography.Title>
                <Input.TextArea rows={3} maxLength={8000} value={analysis ?? d.analysis ?? ''} onChange={(e) => setAnalysis(e.target.value)} />
                <Button style={{ marginTop: 8 }} disabled={!analysis?.trim()} onClick={() => void submitAnalysis()}>{t('demands.analysis.submit')}</Button>
              </div>
            </Authorized>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
