// Demands and approvals, server entry: demands with schemes, linked marks, 官文 and cases; approval flows as data
// (flow engine in shared/flowEngine.ts); messages to approvers and requesters; an adopted demand's cases; the
// scheduled date checks; the linked 官文's files for the demand's people.
import { defineServerModule } from '../../server/modules';
import * as approvals from './server/approvals';
import { checkDemandDates } from './server/expiry';
import { officialFile } from './server/files';
import * as h from './server/handlers';
import { seedDemands } from './server/seed';
import * as settings from './server/settings';
import { demandTodos } from './server/todos';

export const demandsServer = defineServerModule({
  name: 'demands',
  handlers: {
    'demands.list': h.list,
    'demands.pick': h.pick,
    'demands.details': h.details,
    'demands.remove': h.remove,
    'demands.manage': h.manage,
    'demands.schemes': h.schemes,
    'demands.flowChart': h.flowChart,
    'demands.analysis': h.analysis,
    'demands.comment': h.comment,
    'demands.joinOfficial': h.joinOfficial,
    'demands.addParticipants': h.addParticipants,
    'demands.submit': approvals.submit,
    'demands.approve': approvals.approve,
    'demands.withdraw': approvals.withdraw,
    'demands.reassign': approvals.reassign,
    'demands.userOptions': settings.userOptions,
    'demands.roleOptions': settings.roleOptions,
    'demands.flowOptions': settings.flowOptions,
    'demands.officialOptions': settings.officialOptions,
    'demands.stepSave': settings.stepSave,
  },
  routeHandlers: { 'demands.officialFile': officialFile },
  seedDemo: seedDemands,
  // Every minute: approvers whose account reached its end date are let go, demands past their due date are told
  // of, each once across servers (src/modules/demands/server/expiry.ts).
  periodic: [{ everyMs: 60 * 1000, run: (db) => checkDemandDates(db) }],
  // Workbench to-dos: waiting for my approval, sent back to me.
  todos: demandTodos,
});
