// API test harness: a fresh migrated and seeded database of the kind selected by TEST_DB (pglite, the default,
// or postgres), the real Fastify app on top of it with response validation on, and small call helpers.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { migrate } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/open';
import type { Database, QueryOptions, Queryable } from '../../src/server/db/types';
import { forgetOverCapFacts } from '../../src/server/lists/over-cap';
import { localStorage, type FileStorage } from '../../src/server/files/storage';
import { startModules } from '../../src/server/modules';
import { seedDemo } from '../../src/server/seed';
import { hashPassword } from '../../src/server/auth/password';
import { serverModules } from '../../src/modules/server';
import { openPglite } from '../../src/server/db/pglite';
import { dropPostgresDatabase, maintenance, MAINTENANCE_URL } from './maintenance';
import type { DbTemplate } from './template';

export type DbKind = 'pglite' | 'postgres';

function selectedKind(): DbKind {
  const kind = process.env.TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`TEST_DB must be pglite or postgres, not ${kind}`);
  return kind;
}
export const DB_KIND: DbKind = selectedKind();

export interface TestDatabase {
  db: Database;
  kind: DbKind;
  /** PostgreSQL: the connection URL of this database (for a second process); undefined on PGlite. */
  url?: string;
  /** Migration versions the first migrate() applied (empty when created with migrate: false). */
  applied: number[];
  /** Closes the database and, on PostgreSQL, drops it. */
  drop(): Promise<void>;
}

/** The project's template (globalSetup, ./template.ts) when this runs under vitest with one of this kind. */
function providedTemplate(): DbTemplate | undefined {
  try {
    const t = inject('dbTemplate');
    return t?.kind === DB_KIND ? t : undefined;
  } catch {
    return undefined; // not inside a vitest worker (a script using the harness)
  }
}

/**
 * A fresh database: in-memory PGlite, or a uniquely named PostgreSQL database ipms_test_<random>. Seeded ones
 * (the default) also ran the modules' start hooks, as a server's first start does (the shipped classification
 * edition is loaded); `start: false` leaves those out. The default one is a copy of the project's template
 * (./template.ts) when there is one: the same contents, built once per run.
 */
export async function createTestDatabase(opts: { migrate?: boolean; seed?: boolean; start?: boolean } = {}): Promise<TestDatabase> {
  const kind = DB_KIND;
  const template = opts.migrate === undefined && opts.seed === undefined && opts.start === undefined ? providedTemplate() : undefined;
  if (template) return copyOfTemplate(template);
  let db: Database;
  let dbUrl: string | undefined;
  let dropDb = async () => {};
  if (kind === 'pglite') {
    db = await openDatabase({ dataDir: null });
  } else {
    const name = `ipms_test_${randomBytes(6).toString('hex')}`;
    await maintenance((c) => c.query(`create database "${name}"`));
    dropDb = () => dropPostgresDatabase(name);
    const url = new URL(MAINTENANCE_URL);
    url.pathname = `/${name}`;
    dbUrl = url.href;
    try {
      db = await openDatabase({ databaseUrl: dbUrl });
    } catch (e) {
      await dropDb();
      throw e;
    }
  }
  let closed = false;
  const drop = async () => {
    if (closed) return;
    closed = true;
    try {
      await db.close();
    } finally {
      await dropDb();
    }
  };
  try {
    const applied = opts.migrate === false ? [] : await migrate(db);
    if (opts.migrate !== false && opts.seed !== false) {
      if (opts.start !== false) await startModules(db, serverModules);
      await seedDemo(db, serverModules);
    }
    return { db, kind, url: dbUrl, applied, drop };
  } catch (e) {
    await drop();
    throw e;
  }
}

async function copyOfTemplate(t: DbTemplate): Promise<TestDatabase> {
  if (t.kind === 'pglite') {
    const db = await openPglite(undefined, { loadDataDir: new Blob([readFileSync(t.dumpPath)]) });
    let closed = false;
    const drop = async () => {
      if (closed) return;
      closed = true;
      await db.close();
    };
    return { db, kind: 'pglite', applied: t.applied, drop };
  }
  const name = `ipms_test_${randomBytes(6).toString('hex')}`;
  await maintenance((c) => c.query(`create database "${name}" template "${t.name}"`));
  const url = new URL(MAINTENANCE_URL);
  url.pathname = `/${name}`;
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: url.href });
  } catch (e) {
    await dropPostgresDatabase(name);
    throw e;
  }
  let closed = false;
  const drop = async () => {
    if (closed) return;
    closed = true;
    try {
      await db.close();
    } finally {
      await dropPostgresDatabase(name);
    }
  };
  return { db, kind: 'postgres', url: url.href, applied: t.applied, drop };
}

export const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export interface CallOptions {
  token?: string;
  /** Extra headers; a header set to undefined is not sent. */
  headers?: Record<string, string | undefined>;
  /** Sent as is instead of JSON-encoding the body. */
  raw?: string;
  contentType?: string;
  /** Client address the server sees (the failed-sign-in limits count per address). */
  ip?: string;
  method?: 'POST' | 'GET';
}

export interface CallResult<T = any> {
  status: number;
  subCode: number;
  subMessage: string;
  data: T;
  headers: Record<string, unknown>;
  body: string;
}

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  /**
   * The app's own database handle. `db` is the same database, but its direct writes drop the app's remembered
   * over-cap counts as the app's own writes do; writes through appDb go unheard, as another process's would.
   */
  appDb: Database;
  /** The app's file storage (batch tasks get it from the runner: new TaskRunner(t.db, log, t.storage)). */
  storage: FileStorage;
  /** POSTs a catalogue call (the path is percent-encoded here) and parses the envelope. */
  call<T = any>(path: string, body?: unknown, opts?: CallOptions): Promise<CallResult<T>>;
  /** Signs in through /loginPage/login and returns the whole result. */
  login(username: string, password: string, opts?: CallOptions): Promise<CallResult>;
  /** Signs in and returns the token; fails the test when sign-in fails. */
  tokenFor(username: string, password: string, opts?: CallOptions): Promise<string>;
  close(): Promise<void>;
}

/**
 * Fresh database + app. Lists count their totals with the page (no count budget, whose timing would make totals
 * depend on the machine's load) unless listCountBudgetMs is given (tests/api/list-count-budget.test.ts). `configure` runs before the app is first used (e.g. to add a test-only route).
 * Files go to `storage` when given, else to a fresh temp directory removed by close(). Call close() in afterAll.
 */
export async function startTestApp(
  opts: { configure?: (app: FastifyInstance) => void; storage?: FileStorage; listCountBudgetMs?: number | null } = {},
): Promise<TestApp> {
  const tdb = await createTestDatabase();
  const filesDir = opts.storage ? null : mkdtempSync(join(tmpdir(), 'ipms-test-files-'));
  const removeFiles = () => filesDir && rmSync(filesDir, { recursive: true, force: true });
  const storage = opts.storage ?? localStorage(filesDir!);
  let app: FastifyInstance;
  try {
    app = await buildApp({ db: tdb.db, modules: serverModules, validateResponses: true, storage, listCountBudgetMs: opts.listCountBudgetMs ?? null });
    opts.configure?.(app);
  } catch (e) {
    await tdb.drop();
    removeFiles();
    throw e;
  }
  const call = async <T = any>(path: string, body: unknown = {}, o: CallOptions = {}): Promise<CallResult<T>> => {
    const headers: Record<string, string> = {};
    if (o.token !== undefined) headers.token = o.token;
    for (const [k, v] of Object.entries(o.headers ?? {})) if (v !== undefined) headers[k] = v;
    const method = o.method ?? 'POST';
    if (method === 'POST') headers['content-type'] = o.contentType ?? 'application/json';
    const res = await app.inject({
      method,
      url: encodeURI(path),
      headers,
      payload: method === 'POST' ? (o.raw ?? JSON.stringify(body)) : undefined,
      remoteAddress: o.ip ?? '127.0.0.1',
    });
    let parsed: any = null;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      // not an envelope; callers look at body
    }
    return {
      status: res.statusCode,
      subCode: parsed?.subCode,
      subMessage: parsed?.subMessage,
      data: parsed?.data,
      headers: res.headers,
      body: res.body,
    };
  };
  const login = (username: string, password: string, o?: CallOptions) =>
    call('/loginPage/login', { username, password: b64(password), encryptionType: 'base64' }, o);
  const tokenFor = async (username: string, password: string, o?: CallOptions) => {
    const r = await login(username, password, o);
    if (r.subCode !== 10000) throw new Error(`sign-in of ${username} failed: ${r.subCode} ${r.subMessage}`);
    return r.data.token as string;
  };
  return {
    ...tdb,
    db: forgettingOverCap(tdb.db),
    appDb: tdb.db,
    app,
    storage,
    call,
    login,
    tokenFor,
    async close() {
      try {
        await app.close();
      } finally {
        await tdb.drop();
        removeFiles();
      }
    },
  };
}

/** Id of a user by account, read past row-level security. */
export async function userId(db: Database, account: string): Promise<number> {
  const r = await db.query<{ id: number }>('select id from users where account = $1', [account]);
  if (!r.rows[0]) throw new Error(`no user ${account}`);
  return r.rows[0].id;
}

/**
 * Token of a user of the demo tenant whose role holds no button permission (a role an administrator made, not a
 * built-in one): for checking that a call or route refuses a role without its key. The demo 商标专员 holds the
 * archive's keys (schemas/roles.json), so it no longer serves as "a user without permissions".
 */
export async function tokenWithoutGrants(t: TestApp, account = 'guest'): Promise<string> {
  const tenant = (await t.db.query<{ tenant_id: number }>(`select tenant_id from users where account = 'admin' order by id limit 1`)).rows[0].tenant_id;
  const role = await t.db.query<{ id: number }>(
    `insert into roles (tenant_id, role_name, role_auth, menu_keys) values ($1, '访客', '', array['deal', 'brandManage', 'brandRecord']) on conflict (tenant_id, role_name) do update set role_auth = '' returning id`,
    [tenant],
  );
  const password = 'Guest@2026';
  await t.db.query(
    `insert into users (tenant_id, account, name, phone, role_id, password_hash) values ($1, $2, '访客', '13800000099', $3, $4)`,
    [tenant, account, role.rows[0].id, await hashPassword(password)],
  );
  return t.tokenFor(account, password);
}

/**
 * The test's own database handle: a direct write (seeding rows, hiding them) stands for writes the app makes, so it
 * drops the app's remembered over-cap counts as the app's committed writes do (src/server/lists/over-cap.ts).
 */
function forgettingOverCap(db: Database): Database {
  const reads = /^\s*(select|explain|show)\b/i;
  return {
    kind: db.kind,
    session: db.session?.bind(db),
    close: () => db.close(),
    query: async (sql: string, params?: unknown[], options?: QueryOptions) => {
      const r = await db.query(sql, params, options);
      if (!reads.test(sql)) forgetOverCapFacts();
      return r;
    },
    exec: async (sql: string) => {
      await db.exec(sql);
      forgetOverCapFacts();
    },
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>) => {
      const r = await db.transaction(fn);
      forgetOverCapFacts();
      return r;
    },
  } as Database;
}
