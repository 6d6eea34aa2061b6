// Rights enforcement, client entry. The leads (/proceed/infringement), litigations (/proceed/list), their stages
// (/proceed/stages) and costs (/proceed/costs) are schema screens on the platform's list page; the module adds the
// creation pages (/proceed/created, /proceed/createdCase: the screens' create forms in a page) and the litigation
// detail page (/proceed/detaild).
import type { ClientModule } from '../../client/modules';

export const enforcementClient: ClientModule = {
  name: 'enforcement',
  pages: {
    enforcementForm: () => import('./client/EnforcementFormPage'),
    litigationDetail: () => import('./client/LitigationDetailPage'),
  },
};
