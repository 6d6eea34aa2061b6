// Cases, client entry: the case list page (/brand/caseList).
import type { ClientModule } from '../../client/modules';

export const casesClient: ClientModule = {
  name: 'cases',
  pages: { caseList: () => import('./client/CaseListPage') },
};
