// Evidence of use and company qualification proofs, server entry: the evidence calls (list, save, the detail of a
// mark with its 撤三 checklist, export, the ZIP of a mark's files), the qualification proofs (list, save) and their expiry as deadlines, the
// demo data.
import { defineServerModule } from '../../server/modules';
import { proofDeadlines } from './server/deadlines';
import * as h from './server/handlers';
import { seedEvidence } from './server/seed';
import { evidenceZipRoute } from './server/zip';

export const evidenceServer = defineServerModule({
  name: 'evidence',
  handlers: {
    'evidence.list': h.list,
    'evidence.save': h.save,
    'evidence.detail': h.detail,
    'evidence.markGoods': h.goodsOfMark,
    'evidence.aptitudeList': h.aptitudeList,
    'evidence.aptitudeSave': h.aptitudeSave,
  },
  routeHandlers: { 'evidence.zip': evidenceZipRoute },
  seedDemo: seedEvidence,
  deadlines: proofDeadlines,
  // Holders of aptitudeList see expiring qualification proofs among the deadlines.
  deadlineLinks: {
    qualificationProof: { label: { zh: '资质到期', en: 'Qualification expiry' }, link: () => '/brand/aptitudeProveEdit', permission: 'aptitudeList' },
  },
});
