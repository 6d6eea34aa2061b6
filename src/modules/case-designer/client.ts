// Case-form designer, client entry: the designer (/system/caseCreate, /system/proposalConfig), the designed case form
// page (/case-custom) and the public proposal page (/case-proposal), each loaded on first use.
import type { ClientModule } from '../../client/modules';

export const caseDesignerClient: ClientModule = {
  name: 'case-designer',
  pages: {
    caseDesigner: () => import('./client/DesignerPage'),
    caseCustom: () => import('./client/CaseCustomPage'),
    proposalDesigner: () => import('./client/ProposalDesignerPage'),
    caseProposal: () => import('./client/CaseProposalPage'),
  },
};
