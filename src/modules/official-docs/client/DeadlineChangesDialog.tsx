// Toolbar button 期限变化记录 (widget officialDeadlineChanges) on the rule and calendar screens: the deadlines that
// the last rule or calendar changes moved, and a manual recalculation.
import { Alert, Button, Modal, Table, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { OfficialDeadlineChangesResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { useT } from '../i18n';

type Change = OfficialDeadlineChangesResponse[number];

export default function DeadlineChangesDialog({ context, onClose }: WidgetProps) {
  const t = useT();
  const [rows, setRows] = useState<Change[] | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => api.official.deadlineChanges({}).then(setRows, () => setRows([])), []);
  useEffect(() => {
    void load();
  }, [load]);
  const recalc = async () => {
    setBusy(true);
    try {
      const r = await api.official.recalculate({});
      message.success(t('official.changes.recalcDone', { checked: r.checked, moved: r.moved.length }));
      await load();
      context.refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open width={900} title={t('official.changes.title')} onCancel={onClose} footer={<Button onClick={onClose}>OK</Button>} destroyOnHidden>
      <Alert type="info" showIcon message={t('official.changes.hint')} style={{ marginBottom: 12 }} action={<Button size="small" loading={busy} onClick={recalc}>{t('official.changes.recalc')}</Button>} />
      <Table<Change>
        size="small"
        rowKey={(r) => `${r.documentId}-${r.changedAt}`}
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={{ pageSize: 10 }}
        columns={[
          { title: t('official.changes.doc'), render: (_, r) => `${r.typeName}${r.tmName ? ` · ${r.tmName}` : ''}${r.appNo ? `（${r.appNo}）` : ''}` },
          { title: t('official.changes.old'), dataIndex: 'oldDeadline', width: 110, render: (v) => v ?? t('official.changes.none') },
          { title: t('official.changes.new'), dataIndex: 'newDeadline', width: 110, render: (v) => v ?? t('official.changes.none') },
          { title: t('official.changes.cause'), dataIndex: 'cause' },
          { title: t('official.changes.at'), dataIndex: 'changedAt', width: 170, render: (v: string) => new Date(v).toLocaleString('zh-CN', { hour12: false }) },
        ]}
      />
    </Modal>
  );
}
