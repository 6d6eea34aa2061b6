// Public trademark data and the built-in search tools (issue 16), server entry: the /tm calls (search, name hints,
// batch search, the comparison of two marks), the file-loading batch tasks and the demo marks; the review documents
// (评审文书, /tm/review/*: list and export are generic, detail, loading and the PDF here).
import { defineServerModule } from '../../server/modules';
import * as h from './server/handlers';
import { HASH_TASK, queueImageHashing, runHashTask } from './server/hashTask';
import { IMPORT_TASK, runImportTask } from './server/import';
import { figure } from './server/routes';
import { seedPublicMarks } from './server/seed';
import * as review from './server/reviewDocs';

// For other modules (risk monitoring): the store's bulk insert, the name similarity and the opposition window.
export { insertMarks, type MarkInput } from './server/store';
export { lookAlike, nameSimilarity, normalizeName, SIMILAR_THRESHOLD, syllables, type SimilarityReason } from './shared/similarity';
export { oppositionEnd, oppositionRuleOn, OPPOSITION_RULES } from './shared/opposition';
// For risk monitoring: a hit compared with the watched mark; image watches by the perceptual hash.
export { hashStored } from './server/imageHash';
export { compareImages, hammingDistance, IMAGE_DISTANCE, imageSimilarity, bigintToHash } from './shared/imageHash';
export { compareSides, imageOf, publicMarkSide, trademarkSide, type SideInput } from './server/compare';

export const publicMarksServer = defineServerModule({
  name: 'public-marks',
  handlers: {
    'tm.customSearch': h.customSearch,
    'tm.customSearchV2': h.customSearchV2,
    'tm.getBrandName': h.getBrandName,
    'tm.getBrandNameHint': h.getBrandNameHint,
    'tm.graphicRetrieval': h.graphicRetrieval,
    'tm.batchByAppNos': h.batchByAppNos,
    'tm.compare': h.compare,
    'tm.compareCandidates': h.compareCandidates,
    'tm.importMarks': h.importMarks,
    'tm.importStatus': h.importStatus,
    'tm.reviewDetail': review.reviewDetail,
    'tm.reviewImport': review.reviewImport,
    'tm.reviewImportStatus': review.reviewImportStatus,
    'tm.reviewAttachPdf': review.reviewAttachPdf,
  },
  routeHandlers: { 'tm.figure': figure },
  taskKinds: { [IMPORT_TASK]: runImportTask, [HASH_TASK]: runHashTask, [review.REVIEW_IMPORT_TASK]: review.runReviewImportTask },
  // marks with an image of their own but no hash yet (loaded before migration 055) get hashed
  periodic: [{ everyMs: 60 * 1000, run: (db) => queueImageHashing(db) }],
  seedDemo: async (tx, tenantId) => {
    await seedPublicMarks(tx, tenantId);
    await review.seedReviewDocs(tx, tenantId);
  },
});
