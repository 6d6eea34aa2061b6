// The published versions of a form (when, by whom, fields, cases filed with it) and the field differences between
// two of them, or between a version and the current draft.
import { Drawer, Empty, List, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { api } from '../../../client/request/api';
import { useT } from '../i18n';

type Rec = Record<string, any>;

export default function VersionsDrawer({ formId, open, onClose }: { formId: number; open: boolean; onClose: () => void }) {
  const t = useT();
  const [versions, setVersions] = useState<Rec[]>([]);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | 'draft'>('draft');
  const [diff, setDiff] = useState<Rec | null>(null);
  useEffect(() => {
    if (!open) return;
    void api.caseDesign.versions({ id: formId }).then((r) => {
      setVersions(r.list);
      setFrom(r.list.length ? r.list[r.list.length > 1 ? 1 : 0].formVersion : null);
      setTo(r.list.length > 1 ? r.list[0].formVersion : 'draft');
    });
  }, [open, formId]);
  useEffect(() => {
    if (!open || from === null) return setDiff(null);
    void api.caseDesign.diff({ id: formId, from, ...(to === 'draft' ? {} : { to }) }).then(setDiff, () => setDiff(null));
  }, [open, formId, from, to]);
  const options = versions.map((v) => ({ value: v.formVersion, label: `v${v.formVersion}` }));
  const section = (key: 'added' | 'removed' | 'changed', color: string) =>
    diff?.[key]?.length ? (
      <List
        size="small"
        header={<Tag color={color}>{t(`designer.${key}`)}</Tag>}
        dataSource={diff[key] as Rec[]}
        renderItem={(x) => (
          <List.Item>
            {x.label} <Typography.Text code>{x.path}</Typography.Text>
            {x.changes.length ? <Typography.Text type="secondary"> {x.changes.join('、')}</Typography.Text> : null}
          </List.Item>
        )}
      />
    ) : null;
  return (
    <Drawer open={open} onClose={onClose} title={t('designer.versions')} width="min(640px, 100vw)" destroyOnHidden>
      <Table
        size="small"
        rowKey="formVersion"
        pagination={false}
        dataSource={versions}
        data-testid="designer-versions"
        columns={[
          { title: t('designer.versions'), dataIndex: 'formVersion', render: (v: number) => `v${v}` },
          { title: t('designer.publishedAt'), dataIndex: 'publishedAt', render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
          { title: t('designer.publishedBy'), dataIndex: 'publishedBy' },
          { title: t('designer.fieldCount'), dataIndex: 'fieldCount' },
          { title: t('designer.caseCount'), dataIndex: 'caseCount' },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>{t('designer.diff')}</Typography.Title>
      {versions.length ? (
        <>
          <Space wrap>
            {t('designer.diffFrom')}
            <Select style={{ width: 90 }} value={from} options={options} onChange={setFrom} data-testid="diff-from" />
            {t('designer.diffTo')}
            <Select style={{ width: 140 }} value={to} options={[{ value: 'draft', label: t('designer.diffDraft') }, ...options]} onChange={setTo} data-testid="diff-to" />
          </Space>
          <div data-testid="designer-diff">
            {diff && !diff.added.length && !diff.removed.length && !diff.changed.length ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer.noDiff')} /> : null}
            {section('added', 'green')}
            {section('removed', 'red')}
            {section('changed', 'blue')}
          </div>
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Drawer>
  );
}
