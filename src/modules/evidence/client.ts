// Evidence of use, client entry: the public explanation page (/brand/useEvidenceIllustrate), a mark's evidence with
// its 撤三 checklist (/brand/useEvidenceDetail; the evidence list and the qualification proofs are schema screens),
// the checklist widget of a 撤三 notice on /brand/filesAll, and the markGoods field kind of the evidence form.
import type { ClientModule } from '../../client/modules';

export const evidenceClient: ClientModule = {
  name: 'evidence',
  pages: {
    useEvidenceIllustrate: () => import('./client/UseEvidenceIllustratePage'),
    useEvidenceDetail: () => import('./client/UseEvidenceDetailPage'),
  },
  widgets: { evidenceGaps: () => import('./client/EvidenceGapsWidget') },
  fieldKinds: { markGoods: () => import('./client/markGoodsKind').then((m) => m.markGoodsKind) },
};
