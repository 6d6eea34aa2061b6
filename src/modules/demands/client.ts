// Demands and approvals, client entry: the detail page (/brand/demandDetail), the mobile approval pages
// (/mobile/demand, /mobile/adopt, /mobile/reject) and the 新建需求 drawer of the schema list (/brand/demandList).
// The flow settings (/system/demandFlows, /system/demandFlowSteps) are schema screens on the platform's list page.
import type { ClientModule } from '../../client/modules';

export const demandsClient: ClientModule = {
  name: 'demands',
  pages: {
    demandDetail: () => import('./client/DemandDetailPage'),
    mobileDemand: () => import('./client/MobileDemandPage'),
    mobileAdopt: () => import('./client/MobileDecisionPage').then((m) => ({ default: m.MobileAdoptPage })),
    mobileReject: () => import('./client/MobileDecisionPage').then((m) => ({ default: m.MobileRejectPage })),
  },
  widgets: { demandForm: () => import('./client/DemandFormDrawer'), demandJoinOfficial: () => import('./client/JoinDemandDialog') },
};
