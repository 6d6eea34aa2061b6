// What a business module contributes to the server platform. Each module's server entry
// (src/modules/<module>/server.ts) exports one ServerModule; the composition root (src/main.server.ts, and the
// test harness) hands the list to buildApp and seedDemo. The platform never imports a module.
import { allCalls } from '../generated/catalogue';
import { httpRoutes } from '../generated/http-routes';
import type { Database, Queryable } from './db/types';
import type { HandlerRegistry, RouteHandlerRegistry } from './http/context';
import type { ExportFormat } from './exports/formats';
import type { TaskKind } from './tasks/runner';
import type { DeadlineSource } from './deadlines/sources';
import type { DeadlineListEntry, TodoSource } from './todos/sources';
import type { Notifier } from './notices';
import type { FileStorage } from './files/storage';

export interface ServerModule<H extends Partial<HandlerRegistry> = Partial<HandlerRegistry>> {
  name: string;
  /** Handlers of the module's catalogue calls, by the handler key named in schemas/api. */
  handlers: H;
  /** Handlers of the module's HTTP routes (schemas/http-routes.json: downloads, uploads, images). */
  routeHandlers?: Partial<RouteHandlerRegistry>;
  /** Persisted batch task kinds, by operate_type. */
  taskKinds?: Record<string, TaskKind>;
  /** xlsx export formats of the module's field kinds (schemas/field-kinds: `export`). */
  exportFormats?: Record<string, ExportFormat>;
  /**
   * Demo data for a new demo tenant, in module order (runs unscoped inside seedDemo's transaction). `files` is the
   * server's file storage when the seed has one (a started server); without it (the API tests' template database)
   * demo data that needs stored files is left out.
   */
  seedDemo?: (tx: Queryable, tenantId: number, files?: FileStorage) => Promise<void>;
  /**
   * Work at every start, after the migrations and before serving (e.g. loading the reference data the module
   * ships). Must be idempotent, quick when there is nothing to do, and safe when several servers start at once
   * on one database. Runs unscoped, as the owning role. Test databases run it too (tests/api/harness.ts).
   */
  onStart?: (db: Database, log: StartLog) => Promise<void>;
  /**
   * Work repeated while the server runs (src/server/main.ts; test apps do not run it): e.g. starting a daily batch
   * task. Every server runs it, so it must be safe with several servers (claim in the database).
   */
  periodic?: Array<{ everyMs: number; run: (db: Database) => Promise<unknown> }>;
  /**
   * The module's pending dated obligations (src/server/deadlines/sources.ts): the deadline monitor, to-dos,
   * reminders, digests and the calendar feed read every module's through collectDeadlines.
   */
  deadlines?: DeadlineSource;
  /** Demo sign-ins the module's seed adds, printed by npm start after the platform's. */
  demoLogins?: ReadonlyArray<{ role: string; account: string; password: string }>;
  /**
   * Where the workbench's deadline counts link, per DeadlineItem.source: the module's list of the deadlines due up to
   * a day (overdue included), shown to holders of `permission` (src/server/todos/sources.ts).
   */
  deadlineLinks?: Record<string, DeadlineListEntry>;
  /** The caller's to-dos of this module for the workbench (counts with links that open exactly those rows). */
  todos?: TodoSource;
  /**
   * The sender of the platform's own notices (a date field's 期限提醒) by the tenant's message settings
   * (src/server/notices.ts); one module at most.
   */
  notifier?: Notifier;
}

export interface StartLog { info(message: string): void }

/** Runs every module's start hook in module order. */
export async function startModules(db: Database, modules: readonly ServerModule[], log: StartLog = { info: () => undefined }): Promise<void> {
  for (const m of modules) await m.onStart?.(db, log);
}

/** Keeps a module's handler keys in its type, so the composition root can check completeness at compile time. */
export const defineServerModule = <H extends Partial<HandlerRegistry>>(m: ServerModule<H>) => m;

/**
 * The platform's handlers and every module's, as one registry. Fails at start (and in the unit test) when a
 * catalogue call has no handler or two modules claim the same one.
 */
export function combineHandlers(platform: Partial<HandlerRegistry>, modules: readonly ServerModule[]): HandlerRegistry {
  const out: Record<string, unknown> = { ...platform };
  for (const m of modules)
    for (const [key, fn] of Object.entries(m.handlers)) {
      if (out[key]) throw new Error(`handler ${key} of module ${m.name} is already registered`);
      out[key] = fn;
    }
  const missing = [...new Set(allCalls.map((c) => c.handler))].filter((h) => !out[h]);
  if (missing.length) throw new Error(`catalogue calls without a handler: ${missing.join(', ')}`);
  return out as HandlerRegistry;
}

/** The platform's HTTP route handlers and every module's; fails when a route of schemas/http-routes.json has none. */
export function combineRouteHandlers(platform: Partial<RouteHandlerRegistry>, modules: readonly ServerModule[]): RouteHandlerRegistry {
  const out: Record<string, unknown> = { ...platform };
  for (const m of modules)
    for (const [key, fn] of Object.entries(m.routeHandlers ?? {})) {
      if (out[key]) throw new Error(`route handler ${key} of module ${m.name} is already registered`);
      out[key] = fn;
    }
  const missing = httpRoutes.map((r) => r.handler).filter((h) => !out[h]);
  if (missing.length) throw new Error(`http routes without a handler: ${missing.join(', ')}`);
  return out as RouteHandlerRegistry;
}
