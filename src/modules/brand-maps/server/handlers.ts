// brandLabel (spec 7.4): brand maps and the tags they define. Permission and tenant are the gate's; the one
// extra rule here is that a batch write which removes tags needs delTags besides the call's addTags.
import { signedIn, type CallContext, type Handler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { getMap, listMaps, removeMap, saveMap, tagOptionsOf } from './maps';
import { parseNodeIds, parseSelection, removeOneTag, tagStatistics, tagWriteTask, writeTags, type TagScope } from './tags';

export const list: Handler<'brandMaps.list'> = (ctx) => listMaps(ctx.db);
export const detail: Handler<'brandMaps.detail'> = (ctx, body) => getMap(ctx.db, body.id);
export const save: Handler<'brandMaps.save'> = (ctx, body) => saveMap(ctx.db, signedIn(ctx).session.userId, body);
export const remove: Handler<'brandMaps.remove'> = async (ctx, body) => {
  await removeMap(ctx.db, signedIn(ctx).session.userId, body.id);
  return null;
};
export const tagOptions: Handler<'brandMaps.tagOptions'> = async (ctx) => tagOptionsOf(await listMaps(ctx.db));

export const statsBySelection: Handler<'brandTags.statsBySelection'> = (ctx, body) =>
  tagStatistics(ctx.db, { kind: 'selection', ids: parseSelection(body.trademark) });
export const statsOwn: Handler<'brandTags.statsOwn'> = (ctx) => tagStatistics(ctx.db, { kind: 'own' });
export const statsByCondition: Handler<'brandTags.statsByCondition'> = (ctx, body) =>
  tagStatistics(ctx.db, { kind: 'condition', condition: body.condition as Extract<TagScope, { kind: 'condition' }>['condition'] });

function write(ctx: CallContext, scope: TagScope, body: { addNodeId?: string; delNodeId?: string }) {
  const { session } = signedIn(ctx);
  const remove = parseNodeIds(body.delNodeId);
  if (remove.length && !session.roleAuth.has('delTags')) throw fail.forbidden('没有操作权限：删除标签');
  return writeTags(ctx.db, session.userId, scope, { add: parseNodeIds(body.addNodeId), remove });
}

export const writeBySelection: Handler<'brandTags.writeBySelection'> = (ctx, body) =>
  write(ctx, { kind: 'selection', ids: parseSelection(body.trademark) }, body);
export const writeOwn: Handler<'brandTags.writeOwn'> = (ctx, body) => write(ctx, { kind: 'own' }, body);
export const writeByCondition: Handler<'brandTags.writeByCondition'> = (ctx, body) =>
  write(ctx, { kind: 'condition', condition: body.condition as Extract<TagScope, { kind: 'condition' }>['condition'] }, body);
export const removeOne: Handler<'brandTags.removeOne'> = (ctx, body) => removeOneTag(ctx.db, signedIn(ctx).session.userId, body.id, body.nodeId);
export const task: Handler<'brandTags.task'> = (ctx, body) => tagWriteTask(ctx.db, signedIn(ctx).session.userId, body.taskId);
