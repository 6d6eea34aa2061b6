// The workbench to-do list (/deal, /homepage/getTodoList, spec 7.9 "to-do list"). Each module contributes its own
// to-dos (approvals waiting for me, demands sent back to me, unread 官文, cases to file ...) through
// ServerModule.todos, and the platform adds the deadlines every module contributes (collectDeadlines), so the
// platform never imports a module. Every to-do carries its count and a link that opens exactly the rows counted
// (a list screen with the matching filter values in its query string, see runtime/filter/queryFilters.ts).
import type { Queryable } from '../db/types';

export interface TodoItem {
  /** Stable key within the module, e.g. 'approvals', 'unreadDocs'. */
  key: string;
  label: { zh: string; en: string };
  count: number;
  /** Client route of exactly the counted rows, e.g. /brand/filesAll?isRead=false. */
  link: string;
  /** How urgent: 'danger' (overdue, sent back), 'warning' (waiting for me), 'normal'. */
  tone: 'danger' | 'warning' | 'normal';
}

export interface TodoContext {
  tenantId: number;
  userId: number;
  /** The caller's button permission keys: a module contributes only what the caller may open. */
  permissions: ReadonlySet<string>;
  /** Today in China, YYYY-MM-DD. */
  today: string;
}

/** Reads the caller's to-dos of one module within the call's transaction (tenant-scoped). */
export type TodoSource = (tx: Queryable, ctx: TodoContext) => Promise<TodoItem[]>;

/** A link to a module's list of the deadlines due up to `to` (inclusive), overdue ones included. */
export type DeadlineListLink = (q: { to: string }) => string;

const sources = new Map<string, TodoSource>();
export interface DeadlineListEntry {
  /** Name of the source's deadlines on the workbench, e.g. 官文期限. */
  label: { zh: string; en: string };
  link: DeadlineListLink;
  /** Only holders of this permission key see the source's deadlines (the list they link to needs it). */
  permission?: string;
}

const deadlineLinks = new Map<string, DeadlineListEntry>();

export function registerTodoSource(module: string, source: TodoSource) {
  sources.set(module, source);
}

/** A module's deadline list (the count of its deadlines links there), shown to holders of `permission`. */
export function registerDeadlineListLink(source: string, entry: DeadlineListEntry) {
  deadlineLinks.set(source, entry);
}

export function deadlineListEntry(source: string): DeadlineListEntry | undefined {
  return deadlineLinks.get(source);
}

/** Every module's to-dos in module order, empty ones left out. */
export async function collectTodos(tx: Queryable, ctx: TodoContext): Promise<Array<TodoItem & { module: string }>> {
  const out: Array<TodoItem & { module: string }> = [];
  for (const [module, source] of sources) for (const item of await source(tx, ctx)) if (item.count > 0) out.push({ ...item, module });
  return out;
}
