// Public trademark data and the built-in search tools (issue 16), server entry: the /tm calls (search, name hints,
// batch search, the comparison of two marks), the file-loading batch task and the demo marks.
import { defineServerModule } from '../../server/modules';
import * as h from './server/handlers';
import { IMPORT_TASK, runImportTask } from './server/import';
import { seedPublicMarks } from './server/seed';

// For other modules (risk monitoring): the store's bulk insert, the name similarity and the opposition window.
export { insertMarks, type MarkInput } from './server/store';
export { lookAlike, nameSimilarity, normalizeName, SIMILAR_THRESHOLD, syllables, type SimilarityReason } from './shared/similarity';
export { oppositionEnd, oppositionRuleOn, OPPOSITION_RULES } from './shared/opposition';
// For risk monitoring: a hit compared with the watched mark.
export { compareSides, imageOf, publicMarkSide, trademarkSide, type SideInput } from './server/compare';

export const publicMarksServer = defineServerModule({
  name: 'public-marks',
  handlers: {
    'tm.customSearch': h.customSearch,
    'tm.customSearchV2': h.customSearchV2,
    'tm.getBrandName': h.getBrandName,
    'tm.getBrandNameHint': h.getBrandNameHint,
    'tm.batchByAppNos': h.batchByAppNos,
    'tm.compare': h.compare,
    'tm.compareCandidates': h.compareCandidates,
    'tm.importMarks': h.importMarks,
    'tm.importStatus': h.importStatus,
  },
  taskKinds: { [IMPORT_TASK]: runImportTask },
  seedDemo: seedPublicMarks,
});
