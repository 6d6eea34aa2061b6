// Rights enforcement (维权管理, spec 2.9), server entry: infringement leads (evidence hashed with SHA-256, follow-ups),
// litigations and their stages, whose hearing dates and appeal deadlines join the platform deadline sources.
// Lists are the generic handlers of the schema screens (infringementLeads, litigations, litigationStages,
// litigationCosts); a litigation's costs reach the finance entries through onLitigationCost (server/costHooks.ts).
import { defineServerModule } from '../../server/modules';
import { litigationDeadlines } from './server/deadlines';
import * as costs from './server/costs';
import * as h from './server/handlers';
import { seedEnforcement } from './server/seed';

export const enforcementServer = defineServerModule({
  name: 'enforcement',
  handlers: {
    'enforcement.leadSave': h.leadSave,
    'enforcement.leadToLitigation': h.leadToLitigation,
    'enforcement.leadOptions': h.leadOptions,
    'enforcement.litigationSave': h.litigationSave,
    'enforcement.litigationOptions': h.litigationOptions,
    'enforcement.stageSave': h.stageSave,
    'enforcement.copyrightOptions': h.copyrightOptions,
    'enforcement.patentOptions': h.patentOptions,
    'enforcement.costSave': costs.costSave,
    'enforcement.costDelete': costs.costDelete,
    'enforcement.litigationDelete': costs.litigationDelete,
  },
  seedDemo: seedEnforcement,
  deadlines: litigationDeadlines,
  // Holders of litigationView see hearings and appeal periods among the deadlines (workbench, 全部期限); the count
  // opens the stages due by then.
  deadlineLinks: {
    hearing: { label: { zh: '开庭', en: 'Hearings' }, link: ({ to }) => `/proceed/stages?kind=hearing&done=false&dueDate=,${to}`, permission: 'litigationView' },
    appeal: { label: { zh: '上诉期限', en: 'Appeal periods' }, link: ({ to }) => `/proceed/stages?kind=judgement,ruling&done=false&dueDate=,${to}`, permission: 'litigationView' },
  },
});

/** Where a litigation's costs go besides enforcement's tables (the finance entries: src/modules/server.ts). */
export { onLitigationCost, type LitigationCostEntry, type LitigationCostSink } from './server/costHooks';
