import * as archive from '../archive/routes';
import * as exportFiles from '../exports/export';
import * as files from '../files/uploads';
import type { RouteHandlerRegistry } from '../http/context';
import * as platform from '../http/platform';

/** Every handler key of schemas/http-routes.json; the type fails to compile when one is missing or mistyped. */
export const routeHandlers: RouteHandlerRegistry = {
  'files.upload': files.upload,
  'files.download': files.download,
  'files.image': files.image,
  'exports.download': exportFiles.download,
  'archive.importTemplate': archive.importTemplate,
  'archive.importUpload': archive.importUpload,
  'archive.logo': archive.logo,
  'platform.openApi': platform.openApi,
  'platform.health': platform.health,
};
