// Duplicates, merge (with undo), batch task list and related-trademark search (schemas/api/brandMerge.json).
import { signedIn, type Handler } from '../../../server/http/context';
import { batchTaskList as listTasks, duplicateGroups, mergeBrands, mergeDetail, startOnceMerge, undoMerge as undo } from './merge';
import { relevanceBrand as searchRelevance } from './relevance';
import { enqueueSingleTask } from '../../../server/tasks/runner';

export const sameBrandStatistic: Handler<'merge.sameBrandStatistic'> = (ctx, body) => duplicateGroups(ctx.db, body);

export const detail: Handler<'merge.detail'> = (ctx, body) => mergeDetail(ctx.db, body.idList) as unknown as ReturnType<Handler<'merge.detail'>>;

export const mergeBrand: Handler<'merge.mergeBrand'> = (ctx, body) => mergeBrands(ctx.db, signedIn(ctx).session.userId, body.mergeList);

export const onceMerge: Handler<'merge.onceMerge'> = (ctx) => startOnceMerge(ctx.db, signedIn(ctx).session.userId, enqueueSingleTask);

export const batchTaskList: Handler<'merge.batchTaskList'> = (ctx, body) => listTasks(ctx.db, body);

export const undoMerge: Handler<'merge.undoMerge'> = (ctx, body) => undo(ctx.db, signedIn(ctx).session.userId, body.logId);

export const relevanceBrand: Handler<'merge.relevanceBrand'> = (ctx, body) => searchRelevance(ctx.db, body) as unknown as ReturnType<Handler<'merge.relevanceBrand'>>;
