// A record's history (operate log, spec 7.5 /userManage/queryOperateLog): newest first, who did what when;
// undone entries are marked. Used by the history drawer of list rows and by the detail page.
import { Empty, Spin, Tag, Timeline } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { UserManageQueryOperateLogResponse } from '../../../generated/types';
import { useT } from '../i18n';
import { api } from '../../../client/request/api';
import { historyAction } from '../../../client/runtime/history/historyActions';
import './archive.css';

export type HistoryEntity = 'trademark' | 'dispute' | 'announcement';
type Entry = UserManageQueryOperateLogResponse[number];

const COLORS: Record<string, string> = { create: 'green', import: 'green', update: 'blue', delete: 'red', merge: 'orange', unmerge: 'gray' };

/** Which history a screen's rows have (screen key -> log entity). */
export const HISTORY_ENTITY: Record<string, HistoryEntity> = { brandRecords: 'trademark', disputes: 'dispute', announcements: 'announcement' };

export default function HistoryTimeline({ entity, recordId, reloadKey }: { entity: HistoryEntity; recordId: number; reloadKey?: unknown }) {
  const t = useT();
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [undone, setUndone] = useState(0);
  useEffect(() => {
    let live = true;
    setEntries(null);
    api.userManage
      .queryOperateLog({ entity, recordId })
      .then((list) => live && setEntries(list))
      .catch(() => live && setEntries([]));
    return () => {
      live = false;
    };
  }, [entity, recordId, reloadKey, undone]);
  if (!entries) return <Spin />;
  if (!entries.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('archive.historyEmpty')} />;
  return (
    <Timeline
      data-testid="record-history"
      items={entries.map((e) => ({
        color: COLORS[e.action] ?? 'gray',
        children: (
          <div>
            <div className="tm-history-summary">
              {e.summary} {e.undoneAt && <Tag>{t('archive.undone')}</Tag>}
              {/* A merge can be taken back from the kept record's history (newest first; the server says when not). */}
              {!e.undoneAt && renderAction(e.action, e.id, () => setUndone((n) => n + 1))}
            </div>
            <div className="tm-history-meta">
              {dayjs(e.createdAt).format('YYYY-MM-DD HH:mm:ss')} · {e.userName ?? t('archive.system')}
            </div>
          </div>
        ),
      }))}
    />
  );
}

/** The button a module registered for this kind of entry (e.g. 撤销合并 on a merge), if any. */
function renderAction(action: string, logId: number, onDone: () => void) {
  const Action = historyAction(action);
  return Action ? <Action logId={logId} onDone={onDone} /> : null;
}
