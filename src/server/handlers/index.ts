import type { HandlerRegistry } from '../http/context';
import * as auth from './auth';
import * as messages from './messages';
import * as users from './users';

/** Every handler key of the catalogue; the type fails to compile when one is missing or mistyped. */
export const handlers: HandlerRegistry = {
  'auth.login': auth.login,
  'auth.logout': auth.logout,
  'auth.userInfo': auth.userInfo,
  'auth.menuList': auth.menuList,
  'auth.changePassword': auth.changePassword,
  'auth.agreement': auth.agreement,
  'messages.list': messages.list,
  'messages.setRead': messages.setRead,
  'messages.groupInfo': messages.groupInfo,
  'users.disable': users.disable,
  'users.enable': users.enable,
  'users.unlock': users.unlock,
};
