// Official documents (官文) and deadlines, server entry: documents with computed deadlines, dated period rules,
// the holiday calendar, recalculation, the type catalogue; the shipped reference data per tenant; demo documents.
// One pipeline for both right types: the trademark calls (official.*) and the copyright ones (copyrightOfficial.*)
// are the same handlers made for each right (documentHandlers, uploadHandlers).
import { defineServerModule } from '../../server/modules';
import { withSystem } from '../../server/db/tenant';
import { ensureTenantData } from './server/data';
import { RIGHT_TYPES } from './shared/rights';
import * as h from './server/handlers';
import { REMINDER_TASK, runReminders, scheduleReminders } from './server/reminders';
import { seedOfficialDocs } from './server/seed';
import { officialDeadlineLinks, officialDeadlines, officialTodos } from './server/todos';
import { getDocument } from './server/upload';
import { uploadHandlers } from './server/uploads';
import { DECOMPRESSION_TASK, runDecompression } from './server/zipBatch';

const trademarkUploads = uploadHandlers('trademark');
const copyrightUploads = uploadHandlers('copyright');

export const officialDocsServer = defineServerModule({
  name: 'official-docs',
  handlers: {
    'official.list': h.trademarkDocs.list,
    'official.deadlineList': h.deadlineList,
    'official.manage': h.trademarkDocs.manage,
    'official.confirm': h.confirm,
    'official.remove': h.trademarkDocs.remove,
    'official.markRead': h.trademarkDocs.markRead,
    'official.markAllRead': h.trademarkDocs.markAllRead,
    'official.ignore': h.trademarkDocs.ignore,
    'official.handle': h.trademarkDocs.handle,
    'official.typeList': h.trademarkDocs.typeList,
    'official.typeOptions': h.trademarkDocs.typeOptions,
    'official.allTypeOptions': h.allTypeOptions,
    'official.ruleList': h.ruleList,
    'official.ruleManage': h.ruleManage,
    'official.ruleDelete': h.ruleDelete,
    'official.calendarList': h.calendarList,
    'official.calendarManage': h.calendarManage,
    'official.calendarDelete': h.calendarDelete,
    'official.recalculate': h.recalculate,
    'official.deadlineChanges': h.deadlineChanges,
    'official.batchStatus': trademarkUploads.batchStatus,
    'official.pendingUploads': trademarkUploads.pendingUploads,
    'official.largeStart': trademarkUploads.largeStart,
    'official.largeComplete': trademarkUploads.largeComplete,
    // The same pipeline for copyright documents (/copyRight/officeFile, /copyRight/analysis).
    'copyrightOfficial.list': h.copyrightDocs.list,
    'copyrightOfficial.manage': h.copyrightDocs.manage,
    'copyrightOfficial.confirm': h.confirmCopyright,
    'copyrightOfficial.remove': h.copyrightDocs.remove,
    'copyrightOfficial.markRead': h.copyrightDocs.markRead,
    'copyrightOfficial.markAllRead': h.copyrightDocs.markAllRead,
    'copyrightOfficial.ignore': h.copyrightDocs.ignore,
    'copyrightOfficial.handle': h.copyrightDocs.handle,
    'copyrightOfficial.typeList': h.copyrightDocs.typeList,
    'copyrightOfficial.typeOptions': h.copyrightDocs.typeOptions,
    'copyrightOfficial.batchStatus': copyrightUploads.batchStatus,
    'copyrightOfficial.pendingUploads': copyrightUploads.pendingUploads,
    'copyrightOfficial.largeStart': copyrightUploads.largeStart,
    'copyrightOfficial.largeComplete': copyrightUploads.largeComplete,
  },
  routeHandlers: {
    'official.upload': trademarkUploads.upload,
    'official.file': trademarkUploads.file,
    'official.zipUpload': trademarkUploads.zipUpload,
    'official.largeChunk': trademarkUploads.largeChunk,
    'official.get': getDocument,
    'copyrightOfficial.upload': copyrightUploads.upload,
    'copyrightOfficial.file': copyrightUploads.file,
    'copyrightOfficial.zipUpload': copyrightUploads.zipUpload,
    'copyrightOfficial.largeChunk': copyrightUploads.largeChunk,
  },
  taskKinds: { [DECOMPRESSION_TASK]: runDecompression, [REMINDER_TASK]: runReminders },
  // Deadline reminders: each tenant's day claimed once (from 08:00 China time), then a batch task sends them.
  periodic: [{ everyMs: 10 * 60 * 1000, run: (db) => scheduleReminders(db) }],
  seedDemo: seedOfficialDocs,
  // Pending documents' deadlines for the workbench, reports and digests (collectDeadlines); unread ones as a to-do.
  deadlines: officialDeadlines,
  deadlineLinks: officialDeadlineLinks,
  todos: officialTodos,
  // Every existing tenant gets the shipped catalogues and calendar once (later tenants on their first call).
  onStart: async (db, log) => {
    const loaded = await withSystem(db, async (tx) => {
      const tenants = await tx.query<{ id: number }>(
        `select id from tenants t where not exists (select 1 from official_data_loads l where l.tenant_id = t.id and l.catalogues @> $1::text[])`,
        [[...RIGHT_TYPES]],
      );
      for (const t of tenants.rows) await ensureTenantData(tx, t.id);
      return tenants.rows.length;
    });
    if (loaded) log.info(`official-docs: catalogues and holiday calendar loaded for ${loaded} tenant(s)`);
  },
});

/** For other modules' routes: an uploaded official document's file as the answer, once they decided the caller may see it. */
export { uploadContent as officialFileContent } from './server/upload';
