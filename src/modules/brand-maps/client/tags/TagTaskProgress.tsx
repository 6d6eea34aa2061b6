// A large tag write's batch task, followed in the tag drawer (the answer of the write named its task): the marks
// gone through out of the scope's, polled once a second until the task ends. On success the list refreshes and
// the drawer closes as after a write within the call; on failure the reason shows. Closing the drawer leaves the
// task running on the server.
import { Alert, Progress, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { TagWriteTask } from '../../../../generated/types';
import { api } from '../../../../client/request/api';
import { useT } from '../../i18n';

export const TAG_TASK_POLL_MS = 1000;

export function TagTaskProgress({ taskId, total, onDone }: { taskId: number; total: number; onDone: (task: TagWriteTask) => void }) {
  const t = useT();
  const [task, setTask] = useState<TagWriteTask | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let next: TagWriteTask;
      try {
        next = await api.brandLabel.labelTask({ taskId }, { noLoading: true });
      } catch {
        // The transport showed why; polling stops (the task itself goes on on the server).
        return;
      }
      if (stopped) return;
      setTask(next);
      if (next.operateStatus !== 0) return done.current(next);
      timer = setTimeout(() => void poll(), TAG_TASK_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [taskId]);

  const end = Math.max(task?.total ?? total, 1);
  const gone = task?.progress ?? 0;
  return (
    <div data-testid="tag-task" style={{ padding: '24px 0' }}>
      <Typography.Paragraph>{t(task?.operateStatus === 2 ? 'tag.task.stopped' : 'tag.task.running', { done: gone, total: task?.total ?? total })}</Typography.Paragraph>
      <Progress percent={Math.min(100, Math.floor((gone / end) * 100))} status={task?.operateStatus === 2 ? 'exception' : 'active'} />
      {task?.operateStatus === 2 ? (
        <Alert type="error" showIcon message={t('tag.task.failed', { reason: task.errorMessage ?? '' })} style={{ marginTop: 12 }} />
      ) : (
        <Typography.Text type="secondary">{t('tag.task.hint')}</Typography.Text>
      )}
    </div>
  );
}
