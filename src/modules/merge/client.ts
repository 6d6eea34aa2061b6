// Duplicate merge, client entry: the merge dialog, the batch-task list, and 撤销合并 on a merge's history entry.
import type { ClientModule } from '../../client/modules';

export const mergeClient: ClientModule = {
  name: 'merge',
  widgets: {
    mergeDialog: () => import('./client/MergeDialog'),
    batchTaskList: () => import('./client/BatchTaskListDialog'),
  },
  historyActions: { merge: () => import('./client/UndoMergeButton').then((m) => m.default) },
};
