// Official documents (官文) and deadlines, server entry: documents with computed deadlines, dated period rules,
// the holiday calendar, recalculation, the type catalogue; the shipped reference data per tenant; demo documents.
import { defineServerModule } from '../../server/modules';
import { withSystem } from '../../server/db/tenant';
import { ensureTenantData } from './server/data';
import * as h from './server/handlers';
import { REMINDER_TASK, runReminders, scheduleReminders } from './server/reminders';
import { seedOfficialDocs } from './server/seed';
import { officialDeadlineLinks, officialDeadlines, officialTodos } from './server/todos';
import { file, getDocument, upload } from './server/upload';
import { largeChunk, largeComplete, largeStart } from './server/largeUpload';
import { batchStatus, DECOMPRESSION_TASK, runDecompression, zipUpload } from './server/zipBatch';

export const officialDocsServer = defineServerModule({
  name: 'official-docs',
  handlers: {
    'official.list': h.list,
    'official.deadlineList': h.deadlineList,
    'official.manage': h.manage,
    'official.confirm': h.confirm,
    'official.remove': h.remove,
    'official.markRead': h.markRead,
    'official.markAllRead': h.markAllRead,
    'official.ignore': h.ignore,
    'official.handle': h.handle,
    'official.typeList': h.typeList,
    'official.typeOptions': h.typeOptions,
    'official.ruleList': h.ruleList,
    'official.ruleManage': h.ruleManage,
    'official.ruleDelete': h.ruleDelete,
    'official.calendarList': h.calendarList,
    'official.calendarManage': h.calendarManage,
    'official.calendarDelete': h.calendarDelete,
    'official.recalculate': h.recalculate,
    'official.deadlineChanges': h.deadlineChanges,
    'official.batchStatus': batchStatus,
    'official.largeStart': largeStart,
    'official.largeComplete': largeComplete,
  },
  routeHandlers: { 'official.upload': upload, 'official.file': file, 'official.zipUpload': zipUpload, 'official.largeChunk': largeChunk, 'official.get': getDocument },
  taskKinds: { [DECOMPRESSION_TASK]: runDecompression, [REMINDER_TASK]: runReminders },
  // Deadline reminders: each tenant's day claimed once (from 08:00 China time), then a batch task sends them.
  periodic: [{ everyMs: 10 * 60 * 1000, run: (db) => scheduleReminders(db) }],
  seedDemo: seedOfficialDocs,
  // Pending documents' deadlines for the workbench, reports and digests (collectDeadlines); unread ones as a to-do.
  deadlines: officialDeadlines,
  deadlineLinks: officialDeadlineLinks,
  todos: officialTodos,
  // Every existing tenant gets the shipped catalogue and calendar once (later tenants on their first call).
  onStart: async (db, log) => {
    const loaded = await withSystem(db, async (tx) => {
      const tenants = await tx.query<{ id: number }>(`select id from tenants t where not exists (select 1 from official_data_loads l where l.tenant_id = t.id)`);
      for (const t of tenants.rows) await ensureTenantData(tx, t.id);
      return tenants.rows.length;
    });
    if (loaded) log.info(`official-docs: catalogue and holiday calendar loaded for ${loaded} tenant(s)`);
  },
});

/** For other modules' routes: an uploaded official document's file as the answer, once they decided the caller may see it. */
export { uploadContent as officialFileContent } from './server/upload';
