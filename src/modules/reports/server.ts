// Reports (统计报表, /biAnalyse), server entry: the chart aggregates in SQL, deadlines through collectDeadlines.
import { defineServerModule } from '../../server/modules';
import { getReport } from './server/report';

export const reportsServer = defineServerModule({
  name: 'reports',
  handlers: { 'reports.getReport': getReport },
});
