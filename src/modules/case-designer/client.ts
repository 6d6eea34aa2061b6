// Case-form designer, client entry: the designer (/system/caseCreate, /system/proposalConfig), the designed case form
// page (/case-custom) and the public proposal page (/case-proposal), each loaded on first use.
import type { ClientModule } from '../../client/modules';

// A designed case's form, read-only, for the case detail page (cases module).
export const loadDesignedFormView = () => import('./client/DesignedFormView');

export const caseDesignerClient: ClientModule = {
  name: 'case-designer',
  pages: {
    caseDesigner: () => import('./client/DesignerPage'),
    caseCustom: () => import('./client/CaseCustomPage'),
    proposalDesigner: () => import('./client/ProposalDesignerPage'),
    caseProposal: () => import('./client/CaseProposalPage'),
  },
};
