// Undo of a merge, for the record-history drawer (engineer A's recordHistory widget): place it on history
// entries whose action is 'merge' and that are not undone yet: <UndoMergeButton logId={entry.id} onDone={reload} />.
// Asks for confirmation, calls /brandArchives/undoMerge; a refusal (40900: the kept mark changed in a way that
// makes the undo unsafe) is shown by the request layer with the server's reason.
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useT } from '../i18n';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { usePermission } from '../../../client/session/permission';

export interface UndoMergeButtonProps {
  /** operate_log id of the merge entry (entity 'trademark', action 'merge'). */
  logId: number;
  /** Called after a successful undo (reload the history and the list). */
  onDone?: (result: { targetBrandId: number; restoredIds: number[]; childRows: number }) => void;
  size?: 'small' | 'middle';
}

/** History actions a merge writes: 'merge' on the kept mark (undoable here), 'mergedInto' on each merged mark, 'undoMerge' after an undo. */
export const MERGE_HISTORY_ACTIONS = { merge: 'merge', mergedInto: 'mergedInto', undo: 'undoMerge' } as const;

export function UndoMergeButton({ logId, onDone, size = 'small' }: UndoMergeButtonProps) {
  const t = useT();
  const can = usePermission();
  const [busy, setBusy] = useState(false);
  if (!can('brandMerge')) return null;
  const run = async () => {
    setBusy(true);
    try {
      const r = await api.brandMerge.undoMerge({ logId });
      notify.success(t('merge.undone'));
      onDone?.(r);
    } catch {
      // the request layer shows the server's reason
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm title={t('merge.undo')} description={<div style={{ maxWidth: 320 }}>{t('merge.undoConfirm')}</div>} onConfirm={run} okButtonProps={{ loading: busy }}>
      <Button type="link" size={size} loading={busy} data-testid={`undo-merge-${logId}`}>
        {t('merge.undo')}
      </Button>
    </Popconfirm>
  );
}

export default UndoMergeButton;
