// Mounts every catalogue call: POST + JSON, session/permission/tenant gate, generated request validator,
// handler inside a transaction, envelope. Handlers never see an unchecked body or an unscoped tenant.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { allCalls, type CallMeta } from '../../generated/catalogue';
import * as validators from '../../generated/validators.js';
import { SubCode, HTTP_STATUS } from '../../shared/subcodes';
import { assertPermission, resolveSession } from '../auth/gate';
import { bindDataScope, sessionDataScope } from '../lists/data-scope';
import { bindCountBudget } from '../lists/count-budget';
import { bindOverCapScope, tenantWrote, transactionWrote, writeGeneration } from '../lists/over-cap';
import { withSystem } from '../db/tenant';
import { runAfterCommit } from '../db/after-commit';
import type { Database, Queryable } from '../db/types';
import type { FileServices } from '../files/services';
import type { CallContext, HandlerRegistry } from './context';
import { ApiError, fail } from './errors';
import { unstorableTextAt } from './unstorable-text';
import { validationMessage } from './validation-message';

/** Handlers that only read: no need to ask whether their transaction wrote. */
const READ_ONLY_HANDLERS = new Set(['generic.list', 'generic.get']);

type Validator = (data: unknown) => boolean & { errors?: unknown };
const validatorFor = (name: string) => (validators as unknown as Record<string, Validator & { errors?: any[] }>)[name];

export function send(reply: FastifyReply, subCode: number, subMessage: string, data: unknown = null) {
  reply.code(HTTP_STATUS[subCode as keyof typeof HTTP_STATUS] ?? 200).send({ subCode, subMessage, data });
}

export interface RouterOptions {
  db: Database;
  handlers: HandlerRegistry;
  /** Check every response against its schema too (tests and development): a mismatch is an internal error. */
  validateResponses: boolean;
  files: FileServices;
  /** A list's count budget in ms (PostgreSQL), null for none: lists/count-budget.ts. */
  countBudgetMs: number | null;
}

export function mountCatalogue(app: FastifyInstance, opts: RouterOptions) {
  for (const call of allCalls) mountCall(app, call, opts);
}

function mountCall(app: FastifyInstance, call: CallMeta, { db, handlers, validateResponses, files, countBudgetMs }: RouterOptions) {
  const handler = (handlers as unknown as Record<string, (ctx: CallContext, body: unknown) => Promise<unknown>>)[call.handler];
  if (!handler) throw new Error(`no handler ${call.handler} for ${call.path}`);
  const validateRequest = validatorFor(call.validator.request);
  const validateResponse = validatorFor(call.validator.response);

  app.post(call.path, { bodyLimit: call.bodyLimit }, async (req, reply) => {
    const base = {
      call,
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
      requestId: req.id,
      log: req.log,
      files,
    };
    // No body at all is the empty request; a JSON null is a value like any other and its validator refuses it.
    const body = req.body === undefined ? {} : req.body;
    const run = async (ctx: CallContext) => {
      if (!validateRequest(body)) throw fail.validation(validationMessage(validateRequest.errors![0]));
      // Typed strings were checked by their schema (with their label); this catches values the schema leaves open.
      const badText = unstorableTextAt(body);
      if (badText) throw fail.validation(`字段（${badText}）不能包含 NUL 字符或不成对的代理字符`);
      let data: unknown;
      try {
        data = await handler(ctx, body);
      } catch (e) {
        // Returned instead of thrown so the transaction commits; reported after the commit.
        if (e instanceof ApiError && e.keepChanges) return { committedFailure: e };
        throw e;
      }
      if (validateResponses && !validateResponse(data ?? null)) {
        req.log.error({ call: call.path, errors: validateResponse.errors }, 'response does not match its schema');
        throw new Error(`response of ${call.path} does not match its schema: ${validationMessage(validateResponse.errors![0])}`);
      }
      return { data };
    };
    let outcome: { data?: unknown; committedFailure?: ApiError };
    let callTx: Queryable | undefined;
    let wroteTenant: number | null = null;
    if (call.permission === 'public') {
      outcome = await withSystem(db, (tx) => run({ ...base, db: (callTx = tx), session: null }));
    } else {
      // Read before the transaction's snapshot: a write committed after it is newer than this call's counts.
      const startedAt = writeGeneration();
      // One transaction: who is calling (as the owner role), then narrowed to their tenant for the handler.
      outcome = await db.transaction(async (tx) => {
        callTx = tx;
        const session = await resolveSession(tx, req.headers.token, { scope: true });
        assertPermission(call, session);
        bindDataScope(tx, sessionDataScope(session));
        bindOverCapScope(tx, session.tenantId, startedAt);
        if (countBudgetMs !== null) bindCountBudget(tx, countBudgetMs);
        const result = await run({ ...base, db: tx, session });
        if (!READ_ONLY_HANDLERS.has(call.handler) && (await transactionWrote(tx))) wroteTenant = session.tenantId;
        return result;
      });
    }
    // The tenant's lists may have changed: their remembered "over 10,000" counts are dropped (lists/over-cap.ts).
    if (wroteTenant !== null) tenantWrote(wroteTenant);
    // Committed: the work the call left for after the commit (e.g. its queued emails) starts in the background.
    if (callTx) void runAfterCommit(callTx, db, req.log);
    if (outcome.committedFailure) throw outcome.committedFailure;
    send(reply, SubCode.SUCCESS, '成功', outcome.data ?? null);
  });
}

export { ApiError };
