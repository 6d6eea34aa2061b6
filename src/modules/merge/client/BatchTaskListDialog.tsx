// Batch task list (批量任务列表, 648 px; spec 2.16, 3.15, 7.4), opened by the archive toolbar (widget
// batchTaskList): the onceMerge tasks with operateStatus 0 processing / 1 success / 2 failure and endTime,
// 20 per page (pageNo/pageSize). While a task is processing the list refreshes itself every 2 seconds.
import { Button, Modal, Progress, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { BrandMergeBatchTaskListResponse } from '../../../generated/types';
import { useT } from '../i18n';
import { api } from '../../../client/request/api';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { TASK_STATUS_COLOR, type TaskStatus } from './mergeModel';

type Task = BrandMergeBatchTaskListResponse['list'][number];
const PAGE_SIZE = 20;
const POLL_MS = 2000;
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '—');

export default function BatchTaskListDialog({ context, onClose: close }: WidgetProps) {
  // Tasks may have finished before or while the dialog was open: the archive page reloads on close.
  const onClose = () => {
    context.refresh();
    close();
  };
  const t = useT();
  const [page, setPage] = useState<BrandMergeBatchTaskListResponse | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [loading, setLoading] = useState(false);

  const load = async (no: number, quiet = false) => {
    if (!quiet) setLoading(true);
    try {
      setPage(await api.brandMerge.batchTaskList({ operateType: 'onceMerge', pageNo: no, pageSize: PAGE_SIZE }));
      setPageNo(no);
    } catch {
      // shown by the request layer
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    void load(1);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once when opened

  const processing = page?.list.some((x) => x.operateStatus === 0) ?? false;
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => void load(pageNo, true), POLL_MS);
    return () => {
      clearInterval(timer);
      // a task that finished while the dialog was open changed the archive
      context.refresh();
    };
  }, [processing, pageNo]); // eslint-disable-line react-hooks/exhaustive-deps

  const columns: ColumnsType<Task> = [
    { title: t('batchTask.type'), dataIndex: 'operateType', width: 80, render: () => t('batchTask.onceMerge') },
    {
      title: t('batchTask.status'),
      dataIndex: 'operateStatus',
      width: 100,
      render: (s: TaskStatus, r) => (
        <>
          <Tag color={TASK_STATUS_COLOR[s]} data-testid={`task-status-${r.id}`}>{t(`batchTask.status${s}`)}</Tag>
          {s === 0 && r.total > 0 && <Progress percent={Math.round((r.progress / r.total) * 100)} size="small" showInfo={false} />}
        </>
      ),
    },
    {
      title: t('batchTask.result'),
      render: (_, r) => {
        if (r.operateStatus === 2) return <Tooltip title={r.errorMessage}><Typography.Text type="danger" ellipsis style={{ maxWidth: 150 }}>{r.errorMessage}</Typography.Text></Tooltip>;
        const result = r.result as { groups?: number; merged?: number } | null;
        if (r.operateStatus === 1 && result?.groups !== undefined) return t('batchTask.resultMerge', { groups: result.groups, merged: result.merged ?? 0 });
        return r.total ? t('batchTask.progress', { done: r.progress, total: r.total }) : '';
      },
    },
    { title: t('batchTask.createdAt'), dataIndex: 'createdAt', width: 160, render: time },
    { title: t('batchTask.endTime'), dataIndex: 'endTime', width: 160, render: time },
  ];

  return (
    <Modal
      open
      title={t('batchTask.title')}
      width={648}
      onCancel={onClose}
      destroyOnHidden
      data-testid="batch-task-dialog"
      footer={
        <>
          <Button onClick={() => void load(pageNo)}>{t('batchTask.refresh')}</Button>
          <Button type="primary" onClick={onClose}>{t('batchTask.close')}</Button>
        </>
      }
    >
      <Table<Task>
        size="small"
        rowKey="id"
        loading={loading}
        columns={columns}
        dataSource={page?.list ?? []}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: page?.total ?? 0, showSizeChanger: false, size: 'small', onChange: (no) => void load(no) }}
      />
    </Modal>
  );
}
