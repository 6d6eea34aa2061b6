// Risk monitoring (风险监控, issue 16, spec 2.10), server entry: watches of own marks, keywords and applicants at
// home (/risk/riskTrademark) and abroad (/risk/abroadBrandRisk), their hits (/risk/brandList per watch, /risk/monitor
// for all, by country at /tool/overseasMonitor), the risky marks (/risk/riskBrands), the scheduled monitoring run
// (croner slot per watch, claimed once across servers, then a persisted batch task), a hit compared with the watched
// mark and planned for opposition (a demand or an opposition case linked to it; 已提异议 once its case is submitted),
// and the hits' opposition deadlines among the platform deadlines and to-dos. Lists, the watch delete and the hit's
// note are the generic engine over the schema screens.
import { defineServerModule } from '../../server/modules';
import { onCaseSubmitted } from '../cases/server';
import { riskDeadlineLinks, riskDeadlines, riskTodos } from './server/deadlines';
import * as h from './server/handlers';
import { MONITOR_TASK, runMonitorTask } from './server/monitor';
import * as o from './server/opposition';
import { scheduleMonitoring } from './server/schedule';
import { seedRisk } from './server/seed';

export const riskServer = defineServerModule({
  name: 'risk',
  handlers: {
    'risk.watchList': h.watchList,
    'risk.watchSave': h.watchSave,
    'risk.runNow': h.runNow,
    'risk.hitList': h.hitList,
    'risk.hitDismiss': o.hitDismiss,
    'risk.hitRestore': o.hitRestore,
    'risk.hitPlanOpposition': o.hitPlanOpposition,
    'risk.hitCompare': o.hitCompare,
  },
  taskKinds: { [MONITOR_TASK]: runMonitorTask },
  periodic: [{ everyMs: 60 * 1000, run: (db) => scheduleMonitoring(db) }],
  deadlines: riskDeadlines,
  deadlineLinks: riskDeadlineLinks,
  todos: riskTodos,
  seedDemo: seedRisk,
});

onCaseSubmitted(o.markOppositionFiled);
