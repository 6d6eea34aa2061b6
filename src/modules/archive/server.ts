// Trademark archive, server entry: record calls, disputes, import (routes + batch task), demo marks.
import { defineServerModule } from '../../server/modules';
import * as archive from './server/handlers';
import { IMPORT_TASK, runImportTask } from './server/import';
import * as routes from './server/routes';
import { seedArchive } from './server/seed';

export const archiveServer = defineServerModule({
  name: 'archive',
  handlers: {
    'archive.create': archive.create,
    'archive.update': archive.update,
    'archive.remove': archive.remove,
    'archive.importConfirm': archive.importConfirm,
    'archive.importStatus': archive.importStatus,
    'archive.operateLog': archive.operateLog,
    'disputes.manage': archive.manageDispute,
    'disputes.remove': archive.removeDispute,
  },
  routeHandlers: { 'archive.importTemplate': routes.importTemplate, 'archive.importUpload': routes.importUpload, 'archive.logo': routes.logo },
  taskKinds: { [IMPORT_TASK]: runImportTask },
  seedDemo: (tx, tenantId) => seedArchive(tx, tenantId),
});

/** For cases: the archive records a registration case writes (dplSource 3) and the end dates a renewal moves. */
export { upsertCaseTrademarks, renewCaseTrademarks, type CaseMark } from './server/from-case';
/** Writing an official document's updateBrandInfo to a mark's archive record (the official-docs module's confirm). */
export { applyBrandInfo, type BrandInfoUpdate } from './server/brandInfo';
/** The word-mark image generated from a name (the comparison shows it for a mark without an image of its own). */
export { logoUrl } from './server/records';
