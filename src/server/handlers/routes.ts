// The platform's own HTTP route handlers (schemas/http-routes.json): uploads, exports, the OpenAPI document.
// Modules bring theirs through routeHandlers in their server entry (src/server/modules.ts).
import * as exportFiles from '../exports/export';
import * as files from '../files/uploads';
import type { RouteHandlerRegistry } from '../http/context';
import * as platform from '../http/platform';

export const platformRouteHandlers = {
  'files.upload': files.upload,
  'files.download': files.download,
  'files.image': files.image,
  'exports.download': exportFiles.download,
  'platform.openApi': platform.openApi,
  'platform.health': platform.health,
} satisfies Partial<RouteHandlerRegistry>;
