// Cases, server entry: the /caseManage calls (save, submit, stages, results, timeline, statistics, search, export,
// custom values, handlers, archive items), /intelligent/* (filing way, sub-cases), demo cases; createCase for other
// modules (demands).
import { defineServerModule } from '../../server/modules';
import * as cases from './server/handlers';
import * as lifecycle from './server/lifecycle';
import { fillCaseSearch } from './server/search';
import { seedCases } from './server/seed';
import { caseTodos } from './server/todos';

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
    'cases.setCustomValue': lifecycle.setCustomValue,
    'cases.usersWithPermissions': lifecycle.usersWithPermissions,
    'cases.setHandler': lifecycle.setHandler,
    'cases.collectTmItem': lifecycle.collectTmItem,
    'cases.changeSubmitTypeOrResubmit': lifecycle.changeSubmitTypeOrResubmit,
    'cases.subcase': lifecycle.subcase,
  },
  // Workbench to-do: cases to file.
  todos: caseTodos,
  seedDemo: seedCases,
  // Cases written before migration 023 get their search columns once (the list's name filters read them).
  onStart: async (db, log) => {
    const n = await fillCaseSearch(db);
    if (n) log.info?.(`cases: search columns filled for ${n} cases`);
  },
});

/** Creates a case as the signed-in caller, validated by its form (other modules, e.g. demands, call this). */
export { createCase, type NewCase } from './server/lifecycle';
// For the case-form designer's demo cases: the list columns of a case and its search text.
export { deriveColumns } from './server/derive';
export { caseSearch } from './server/search';

/** Work of other modules when a case is submitted, in the same transaction (finance: the case's fees become entries). */
export { onCaseSubmitted, type SubmittedCase } from './server/submitHooks';
