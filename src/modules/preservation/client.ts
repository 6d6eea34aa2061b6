// Evidence preservation (存证保全), client entry: the list (/risk/evidence) is a schema screen
// (schemas/screens/preservedEvidences.json) whose 校验存证链 opens the verification dialog; the module adds the add
// page (/risk/add-exist: a file or a web capture) and the detail page (/risk/existing-detail: 校验, download, preview).
import type { ClientModule } from '../../client/modules';

export const preservationClient: ClientModule = {
  name: 'preservation',
  pages: {
    preservationAdd: () => import('./client/AddEvidencePage'),
    preservationDetail: () => import('./client/EvidenceDetailPage'),
  },
  widgets: { preservationVerify: () => import('./client/VerifyDialog') },
};
