// /homepage/getTodoList: the workbench to-dos of the caller. Deadlines come from every module's DeadlineSource
// (collectDeadlines): due within TODO_DEADLINE_DAYS days, overdue ones counted apart and listed first; the other
// to-dos come from each module's TodoSource. Counts only what the caller's role may open.
import dayjs from 'dayjs';
import { collectDeadlines } from '../deadlines/sources';
import { todayInChina } from '../../shared/dates';
import { signedIn, type Handler } from '../http/context';
import { collectTodos, deadlineListEntry } from '../todos/sources';

/** Deadlines due within this many days (from today) are to-dos. */
export const TODO_DEADLINE_DAYS = 7;
const LISTED = 10;

/** Today in China (UTC+8), YYYY-MM-DD. */
export const chinaToday = (now = new Date()): string => todayInChina(now);

export const list: Handler<'todos.list'> = async (ctx) => {
  const { session } = signedIn(ctx);
  const today = chinaToday();
  const to = dayjs(today).add(TODO_DEADLINE_DAYS, 'day').format('YYYY-MM-DD');
  const visible = (source: string) => {
    const perm = deadlineListEntry(source)?.permission;
    return !perm || session.roleAuth.has(perm);
  };
  const all = (await collectDeadlines(ctx.db, { tenantId: session.tenantId, to })).filter((d) => visible(d.source));
  const bySource = new Map<string, { count: number; overdue: number }>();
  for (const d of all) {
    const s = bySource.get(d.source) ?? { count: 0, overdue: 0 };
    s.count++;
    if (d.dueDate < today) s.overdue++;
    bySource.set(d.source, s);
  }
  const overdue = all.filter((d) => d.dueDate < today).length;
  const sources = [...bySource].flatMap(([source, s]) => {
    const entry = deadlineListEntry(source);
    return entry ? [{ source, label: entry.label, count: s.count, overdue: s.overdue, link: entry.link({ to }) }] : [];
  });
  const todos = await collectTodos(ctx.db, { tenantId: session.tenantId, userId: session.userId, permissions: session.roleAuth, today });
  return {
    today,
    deadlines: {
      days: TODO_DEADLINE_DAYS,
      overdue,
      dueSoon: all.length - overdue,
      sources,
      // collectDeadlines sorts nearest first, so the overdue ones lead.
      items: all.slice(0, LISTED).map((d) => ({
        source: d.source,
        sourceId: d.sourceId,
        kind: d.kind,
        title: d.title,
        dueDate: d.dueDate,
        daysLeft: dayjs(d.dueDate).diff(dayjs(today), 'day'),
        derivation: d.derivation,
        link: d.link,
      })),
    },
    todos: todos.map((t) => ({ module: t.module, key: t.key, label: t.label, count: t.count, link: t.link, tone: t.tone })),
  };
};

/** At most this many deadlines in one answer (truncated says when more matched). */
export const DEADLINE_LIST_MAX = 2000;

/**
 * /homepage/deadlineList (全部期限): every module's pending deadlines in a range, nearest first, each with its
 * derivation; a source whose list needs a permission the caller lacks is left out, as on the workbench.
 */
export const deadlines: Handler<'todos.deadlines'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const today = chinaToday();
  const visible = (source: string) => {
    const perm = deadlineListEntry(source)?.permission;
    return !perm || session.roleAuth.has(perm);
  };
  const all = (
    await collectDeadlines(ctx.db, { tenantId: session.tenantId, from: body.from ?? undefined, to: body.to, userId: body.mine ? session.userId : undefined })
  ).filter((d) => visible(d.source));
  return {
    today,
    truncated: all.length > DEADLINE_LIST_MAX,
    items: all.slice(0, DEADLINE_LIST_MAX).map((d) => ({
      source: d.source,
      sourceLabel: deadlineListEntry(d.source)?.label ?? null,
      sourceId: d.sourceId,
      kind: d.kind,
      title: d.title,
      dueDate: d.dueDate,
      daysLeft: dayjs(d.dueDate).diff(dayjs(today), 'day'),
      derivation: d.derivation,
      link: d.link,
    })),
  };
};
