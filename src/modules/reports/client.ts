// Reports (统计报表), client entry: the /biAnalyse page. ECharts loads only with that page (and after its filters).
import type { ClientModule } from '../../client/modules';

export const reportsClient: ClientModule = {
  name: 'reports',
  pages: { biAnalyse: () => import('./client/ReportsPage') },
};
