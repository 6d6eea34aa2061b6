// The platform's own call handlers: sign-in and menus, messages, display settings, the generic list/record
// handlers, exports and custom fields. Modules bring the rest (src/server/modules.ts).
import type { HandlerRegistry } from '../http/context';
import * as exports from '../exports/export';
import * as generic from '../lists/generic';
import * as auth from './auth';
import * as customFields from './customFields';
import * as display from './display';
import * as messages from './messages';
import * as todos from './todos';

export const platformHandlers = {
  'auth.login': auth.login,
  'auth.logout': auth.logout,
  'auth.userInfo': auth.userInfo,
  'auth.menuList': auth.menuList,
  'auth.changePassword': auth.changePassword,
  'auth.agreement': auth.agreement,
  'messages.list': messages.list,
  'messages.setRead': messages.setRead,
  'messages.groupInfo': messages.groupInfo,
  'todos.list': todos.list,
  'todos.deadlines': todos.deadlines,
  'display.set': display.set,
  'display.query': display.query,
  'generic.list': generic.list,
  'generic.get': generic.get,
  'generic.create': generic.create,
  'generic.update': generic.update,
  'generic.remove': generic.remove,
  'generic.export': exports.exportList,
  'exports.list': exports.listExports,
  'exports.remove': exports.removeExport,
  'customFields.list': customFields.list,
  'customFields.save': customFields.save,
  'customFields.saveAll': customFields.saveAll,
  'customFields.sort': customFields.sort,
  'customFields.setValue': customFields.setValue,
  'customFields.batchSet': customFields.batchSet,
} satisfies Partial<HandlerRegistry>;
