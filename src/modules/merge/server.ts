// Duplicate merge, server entry: statistics, merge and undo, the one-click merge batch task, related marks.
import { defineServerModule } from '../../server/modules';
import * as merge from './server/handlers';
import { ONCE_MERGE_TASK, runOnceMerge } from './server/merge';

export const mergeServer = defineServerModule({
  name: 'merge',
  handlers: {
    'merge.sameBrandStatistic': merge.sameBrandStatistic,
    'merge.detail': merge.detail,
    'merge.mergeBrand': merge.mergeBrand,
    'merge.onceMerge': merge.onceMerge,
    'merge.batchTaskList': merge.batchTaskList,
    'merge.undoMerge': merge.undoMerge,
    'merge.relevanceBrand': merge.relevanceBrand,
  },
  taskKinds: { [ONCE_MERGE_TASK]: runOnceMerge },
});
