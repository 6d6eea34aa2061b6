// The memo calls: the generic list/record functions over memos_view, run as the caller (app.user_id), so a user
// lists, reads, edits and deletes only their own notes; another user's note answers "not found".
import type { Queryable } from '../../../server/db/types';
import { signedIn, type CallContext, type Handler } from '../../../server/http/context';
import { insertRecord, loadRecord, removeRecord, runList, specOf, updateRecord } from '../../../server/lists/generic';
import type { ListRequest } from '../../../server/lists/engine';

/** Narrows the call's transaction to the caller's own notes (memos_view reads app.user_id). */
async function asOwner(ctx: CallContext): Promise<Queryable> {
  const { session } = signedIn(ctx);
  await ctx.db.query(`select set_config('app.user_id', $1, true)`, [String(session.userId)]);
  return ctx.db;
}

type Memo = Awaited<ReturnType<Handler<'memo.create'>>>;

export const list: Handler<'memo.list'> = async (ctx, body) => (await runList(await asOwner(ctx), specOf(ctx), body as ListRequest)) as never;

export const create: Handler<'memo.create'> = async (ctx, body) => {
  const db = await asOwner(ctx);
  const spec = specOf(ctx);
  const id = await insertRecord(db, spec, body as unknown as Record<string, unknown>, [['user_id', signedIn(ctx).session.userId]]);
  return (await loadRecord(db, spec, id)) as unknown as Memo;
};

export const update: Handler<'memo.update'> = async (ctx, body) => {
  const db = await asOwner(ctx);
  const spec = specOf(ctx);
  // A new reminder time arms the reminder again (one that was sent stays sent while the time is unchanged).
  const before = (await loadRecord(db, spec, body.id)) as unknown as Memo;
  const rearm = 'remindAt' in body && !sameInstant(body.remindAt ?? null, before.remindAt);
  await updateRecord(db, spec, body.id, body as unknown as Record<string, unknown>, rearm ? [['reminded_at', null]] : []);
  return (await loadRecord(db, spec, body.id)) as unknown as Memo;
};

export const remove: Handler<'memo.remove'> = async (ctx, body) => {
  const db = await asOwner(ctx);
  const spec = specOf(ctx);
  await loadRecord(db, spec, body.id); // only one's own (the view), else 40400
  await removeRecord(db, spec, body.id);
  return null;
};

function sameInstant(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return new Date(a).getTime() === new Date(b).getTime();
}
