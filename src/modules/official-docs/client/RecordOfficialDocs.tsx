// The copyright official documents of one work or software copyright, for its detail page (/copyRight/detailOrdinary,
// /copyRight/detailSoftware): type, dates, deadline with the time left, status; 查看 opens the document in the
// official-document dialog. Shown to holders of copyrightOfficialList (the list call it reads needs it).
import { Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { dicts } from '../../../generated/dicts';
import type { OfficialDoc } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { usePermission } from '../../../client/session/permission';
import { useSettings } from '../../../client/settings/settings';
import { useT } from '../i18n';
import { remainingTag } from './DeadlineWidget';
import OfficialDocDialog from './OfficialDocDialog';
import type { CopyrightKind } from './model';

const PAGE = 50;
const STATUS_COLOR: Record<string, string> = { pending: 'orange', handled: 'green', ignored: 'default' };

export interface RecordOfficialDocsProps { kind: CopyrightKind; id: number; title?: string }

export default function RecordOfficialDocs({ kind, id, title }: RecordOfficialDocsProps) {
  const t = useT();
  const can = usePermission();
  const { language } = useSettings();
  const lang = language === 'en' ? 'en' : 'zh';
  const [page, setPage] = useState<{ list: OfficialDoc[]; total: number } | null>(null);
  const [open, setOpen] = useState<OfficialDoc | null>(null);
  const allowed = can('copyrightOfficialList');

  const load = useCallback(() => {
    if (!allowed) return;
    void api.copyrightOfficial
      .list({ pageNo: 1, pageSize: PAGE, sorts: [{ key: 'issueDate', asc: false }], filters: kind === 'work' ? { copyrightWorkId: id } : { copyrightSoftwareId: id } }, { noLoading: true })
      .then((p) => setPage({ list: p.list, total: p.total }), () => setPage({ list: [], total: 0 }));
  }, [allowed, kind, id]);
  useEffect(load, [load]);

  if (!allowed) return null;
  const status = dicts['OfficialDoc.status' as keyof typeof dicts] as Record<string, { zh: string; en: string }> | undefined;
  return (
    <Card className="ipms-page-card" size="small" title={t('official.copyright.docs')} data-testid="ip-detail-official"
      extra={page && page.total > PAGE && title ? <Link to={`/copyRight/officeFile?${new URLSearchParams({ tmName: title })}`}>{t('official.copyright.docsMore', { n: page.total })}</Link> : null}>
      {page && !page.list.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('official.copyright.noDocs')} />
      ) : (
        <Table<OfficialDoc> size="small" rowKey="id" loading={!page} dataSource={page?.list ?? []} pagination={false} scroll={{ x: 860 }}
          columns={[
            { title: t('official.upload.type'), dataIndex: 'typeName', width: 240, render: (v: string, d) => <Space size={4} wrap><span>{v}</span>{!d.isRead && <Tag color="blue">{t('official.copyright.unread')}</Tag>}</Space> },
            { title: t('official.upload.issueDate'), dataIndex: 'issueDate', width: 110 },
            { title: t('official.copyright.number'), dataIndex: 'appNo', width: 160, render: (v: string | null) => v ?? '-' },
            {
              title: t('official.derivation.deadline'), dataIndex: 'deadline', width: 190,
              render: (v: string | null) => (v ? <Space size={4} wrap><span>{v}</span>{remainingTag(dayjs(v).startOf('day').diff(dayjs().startOf('day'), 'day'), t)}</Space> : <Typography.Text type="secondary">{t('official.upload.noDeadline')}</Typography.Text>),
            },
            { title: t('official.copyright.status'), dataIndex: 'status', width: 90, render: (v: string) => <Tag color={STATUS_COLOR[v]} bordered={false}>{status?.[v]?.[lang] ?? v}</Tag> },
            { title: '', key: 'view', width: 70, fixed: 'right', render: (_, d) => <Button size="small" type="link" onClick={() => setOpen(d)}>{t('official.copyright.view')}</Button> },
          ]}
        />
      )}
      {open && <OfficialDocDialog mode="view" right="copyright" row={open as unknown as Record<string, unknown>} onClose={() => setOpen(null)} onSaved={load} />}
    </Card>
  );
}
