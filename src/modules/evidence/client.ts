// Evidence of use, client entry: the public explanation page (/brand/useEvidenceIllustrate).
import type { ClientModule } from '../../client/modules';

export const evidenceClient: ClientModule = {
  name: 'evidence',
  pages: { useEvidenceIllustrate: () => import('./client/UseEvidenceIllustratePage') },
};
