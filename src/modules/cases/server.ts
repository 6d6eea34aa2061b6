// Cases, server entry: the /caseManage calls (save, submit, stages, results, timeline, statistics, search), demo cases.
import { defineServerModule } from '../../server/modules';
import * as cases from './server/handlers';
import { seedCases } from './server/seed';

export const casesServer = defineServerModule({
  name: 'cases',
  handlers: {
    'cases.save': cases.saveCase,
    'cases.update': cases.updateCase,
    'cases.submit': cases.submitCase,
    'cases.query': cases.queryCase,
    'cases.confirmSubmission': cases.confirmSubmission,
    'cases.appNoSupply': cases.appNoSupply,
    'cases.setResult': cases.setResult,
    'cases.remove': cases.removeCase,
    'cases.stages': cases.stages,
    'cases.trends': cases.trends,
    'cases.comment': cases.comment,
    'cases.typeStatistics': cases.typeStatistics,
    'cases.search': cases.search,
  },
  seedDemo: seedCases,
});
