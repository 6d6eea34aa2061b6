import type { HandlerRegistry } from '../http/context';
import * as exports from '../exports/export';
import * as generic from '../lists/generic';
import * as archive from '../archive/handlers';
import * as auth from './auth';
import * as brandMaps from './brandMaps';
import * as classification from './classification';
import * as country from './country';
import * as customFields from './customFields';
import * as display from './display';
import * as merge from './merge';
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
  'users.create': users.create,
  'users.update': users.update,
  'users.remove': users.remove,
  'users.roleOptions': users.roleOptions,
  'users.peopleSearch': users.peopleSearch,
  'display.set': display.set,
  'display.query': display.query,
  'generic.list': generic.list,
  'generic.get': generic.get,
  'generic.create': generic.create,
  'generic.update': generic.update,
  'generic.remove': generic.remove,
  'generic.export': exports.exportList,
  'exports.remove': exports.removeExport,
  'customFields.list': customFields.list,
  'customFields.save': customFields.save,
  'customFields.saveAll': customFields.saveAll,
  'customFields.sort': customFields.sort,
  'customFields.setValue': customFields.setValue,
  'customFields.batchSet': customFields.batchSet,
  'classification.tree': classification.tree,
  'classification.children': classification.children,
  'classification.search': classification.search,
  'classification.lookup': classification.lookup,
  'classification.matchNames': classification.matchNames,
  'classification.similarGoods': classification.similarGoods,
  'country.tree': country.tree,
  'country.categoryTree': country.categoryTree,
  'country.saveCategories': country.saveCategories,
  'merge.sameBrandStatistic': merge.sameBrandStatistic,
  'merge.detail': merge.detail,
  'merge.mergeBrand': merge.mergeBrand,
  'merge.onceMerge': merge.onceMerge,
  'merge.batchTaskList': merge.batchTaskList,
  'merge.undoMerge': merge.undoMerge,
  'merge.relevanceBrand': merge.relevanceBrand,
  'brandMaps.list': brandMaps.list,
  'brandMaps.detail': brandMaps.detail,
  'brandMaps.save': brandMaps.save,
  'brandMaps.remove': brandMaps.remove,
  'brandMaps.tagOptions': brandMaps.tagOptions,
  'brandTags.statsBySelection': brandMaps.statsBySelection,
  'brandTags.statsOwn': brandMaps.statsOwn,
  'brandTags.statsByCondition': brandMaps.statsByCondition,
  'brandTags.writeBySelection': brandMaps.writeBySelection,
  'brandTags.writeOwn': brandMaps.writeOwn,
  'brandTags.writeByCondition': brandMaps.writeByCondition,
  'brandTags.removeOne': brandMaps.removeOne,
  'archive.create': archive.create,
  'archive.update': archive.update,
  'archive.remove': archive.remove,
  'archive.importConfirm': archive.importConfirm,
  'archive.importStatus': archive.importStatus,
  'archive.operateLog': archive.operateLog,
  'disputes.manage': archive.manageDispute,
  'disputes.remove': archive.removeDispute,
};
