// Case-form designer, client entry: the designer (/system/caseCreate) and the designed case form page
// (/case-custom), both loaded on first use.
import type { ClientModule } from '../../client/modules';

export const caseDesignerClient: ClientModule = {
  name: 'case-designer',
  pages: {
    caseDesigner: () => import('./client/DesignerPage'),
    caseCustom: () => import('./client/CaseCustomPage'),
  },
};
