// The Fastify application: catalogue calls, error mapping into envelopes, OpenAPI document, built front end.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { SubCode } from '../shared/subcodes';
import type { Database } from './db/types';
import { fileServices } from './files/services';
import { localStorage, type FileStorage } from './files/storage';
import { platformHandlers } from './handlers';
import { platformRouteHandlers } from './handlers/routes';
import { combineHandlers, combineRouteHandlers, type ServerModule } from './modules';
import { registerExportFormats } from './exports/formats';
import { registerDeadlineSource } from './deadlines/sources';
import { registerNotifier } from './notices';
import { registerDeadlineListLink, registerTodoSource } from './todos/sources';
import { registerTaskKind } from './tasks/runner';
import { databaseInputMessage } from './http/database-errors';
import { loadUniqueIndexes } from './lists/constraints';
import { loadKeyIndexes } from './lists/key-indexes';
import { ApiError } from './http/errors';
import { registerJsonBodyParser } from './http/json-body';
import { mountCatalogue, send } from './http/router';
import { countBudgetFromEnv } from './lists/count-budget';
import { mountHttpRoutes } from './http/routes';

export interface AppOptions {
  db: Database;
  /** The business modules (src/modules/server.ts): handlers, routes, task kinds. */
  modules: readonly ServerModule[];
  /** Directory of the built front end (vite build); not served when absent. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  validateResponses?: boolean;
  /** Where exports and uploads live (main: storageFromEnv; left out, a directory under the system temp dir). */
  storage?: FileStorage;
  /** Environment read for FILE_URL_SECRET and LIST_COUNT_BUDGET_MS (default process.env). */
  env?: Record<string, string | undefined>;
  /**
   * How long a list's total may take before the page is answered without it (PostgreSQL; null: always counted
   * with the page). Default LIST_COUNT_BUDGET_MS of the environment, else 5 ms (lists/count-budget.ts).
   */
  listCountBudgetMs?: number | null;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === '1',
  });

  registerJsonBodyParser(app);

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  app.setErrorHandler((err: Error & { code?: string; statusCode?: number }, req, reply) => {
    if (err instanceof ApiError) {
      const wait = (err.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
      if (err.subCode === SubCode.TOO_MANY_REQUESTS && typeof wait === 'number') reply.header('retry-after', String(wait));
      return send(reply, err.subCode, err.message, err.data);
    }
    switch (err.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, SubCode.TOO_LARGE, `请求体过大，超过了该接口 ${Math.round((reply.routeOptions.bodyLimit ?? 1048576) / 1024)} KB 的上限`);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, SubCode.VALIDATION, '请求体必须是 JSON（Content-Type: application/json）');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, SubCode.VALIDATION, '请求体为空，应为 JSON 对象');
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(reply, SubCode.VALIDATION, '请求体长度与 Content-Length 不一致');
    }
    if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
      return send(reply, SubCode.VALIDATION, `请求体不是合法的 JSON：${err.message}`);
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      return send(reply, SubCode.VALIDATION, `请求无效：${err.message}`);
    const refused = databaseInputMessage(err);
    if (refused) {
      req.log.warn({ err, requestId: req.id }, 'the database refused a value the request schema let through');
      return send(reply, SubCode.VALIDATION, refused);
    }
    req.log.error({ err, requestId: req.id }, 'internal error');
    return send(reply, SubCode.INTERNAL, `服务器内部错误，请稍后重试（请求编号 ${req.id}）`);
  });

  const handlers = combineHandlers(platformHandlers, opts.modules);
  for (const m of opts.modules) for (const [type, run] of Object.entries(m.taskKinds ?? {})) registerTaskKind(type, run);
  for (const m of opts.modules) if (m.exportFormats) registerExportFormats(m.exportFormats);
  for (const m of opts.modules) if (m.deadlines) registerDeadlineSource(m.name, m.deadlines);
  for (const m of opts.modules) if (m.todos) registerTodoSource(m.name, m.todos);
  const notifiers = opts.modules.filter((m) => m.notifier);
  if (notifiers.length > 1) throw new Error(`modules ${notifiers.map((m) => m.name).join(', ')} all register a notifier`);
  registerNotifier(notifiers[0]?.notifier ?? null);
  for (const m of opts.modules) for (const [source, l] of Object.entries(m.deadlineLinks ?? {})) registerDeadlineListLink(source, l);
  const files = await fileServices(opts.db, opts.storage ?? localStorage(join(tmpdir(), `ipms-files-${process.pid}`)), opts.env ?? process.env);
  const countBudgetMs = opts.listCountBudgetMs !== undefined ? opts.listCountBudgetMs : countBudgetFromEnv(opts.env ?? process.env);
  mountCatalogue(app, { db: opts.db, handlers, validateResponses: opts.validateResponses ?? false, files, countBudgetMs: opts.db.kind === 'postgres' ? countBudgetMs : null });
  await mountHttpRoutes(app, { db: opts.db, handlers: combineRouteHandlers(platformRouteHandlers, opts.modules), files });
  await loadUniqueIndexes(opts.db);
  await loadKeyIndexes(opts.db);

  const clientDir = opts.clientDir;
  const indexHtml = clientDir && existsSync(join(clientDir, 'index.html')) ? readFileSync(join(clientDir, 'index.html'), 'utf8') : null;
  if (clientDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDir,
      preCompressed: true,
      index: false,
      wildcard: false,
      setHeaders(reply, path) {
        // Hashed asset names never change content; everything else revalidates.
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const wantsPage = req.method === 'GET' && !req.url.startsWith('/assets/') && String(req.headers.accept ?? '').includes('text/html');
    if (wantsPage && indexHtml) return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    send(reply, SubCode.NOT_FOUND, `接口不存在：${req.method} ${decodeURI(req.url.split('?')[0])}`);
  });

  return app;
}
