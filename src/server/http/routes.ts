// Mounts the HTTP routes of schemas/http-routes.json (uploads, downloads, images, JSON routes whose work must not
// hold a transaction) through the same gate as the catalogue calls: path and query checked by their generated
// validators, then the session and the route's permission key from data (or, for signed routes, the URL's
// signature), a JSON body by its validator, the tenant scope, and every failure as the envelope
// {subCode, subMessage, data}. Handlers never look at the token themselves.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { httpRoutes, type HttpRouteMeta } from '../../generated/http-routes';
import * as validators from '../../generated/validators.js';
import { SubCode } from '../../shared/subcodes';
import { assertPermission, resolveSession, type SessionContext } from '../auth/gate';
import { withTenant } from '../db/tenant';
import { bindDataScope, sessionDataScope } from '../lists/data-scope';
import type { Database } from '../db/types';
import type { FileServices } from '../files/services';
import type { RouteContext, RouteHandler, RouteHandlerRegistry, RouteResult } from './context';
import { fail } from './errors';
import { send } from './router';
import { unstorableTextAt } from './unstorable-text';
import { validationMessage } from './validation-message';

type Validator = ((data: unknown) => boolean) & { errors?: any[] | null };
const validatorFor = (name: string | undefined) => (name ? (validators as unknown as Record<string, Validator>)[name] : undefined);

export interface HttpRoutesOptions {
  db: Database;
  handlers: RouteHandlerRegistry;
  files: FileServices;
}

export async function mountHttpRoutes(app: FastifyInstance, opts: HttpRoutesOptions) {
  for (const route of httpRoutes.filter((r) => !r.upload)) mountRoute(app, route, opts);
  // Multipart is parsed only by the upload routes: the catalogue keeps accepting JSON alone.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { files: 1, fields: 5, parts: 10 } });
    for (const route of httpRoutes.filter((r) => r.upload)) mountRoute(scope, route, opts);
  });
}

function check(validate: Validator | undefined, value: unknown, what: string) {
  if (validate && !validate(value ?? {})) throw fail.validation(`${what}${validationMessage(validate.errors![0])}`);
}

function mountRoute(app: FastifyInstance, route: HttpRouteMeta, { db, handlers, files }: HttpRoutesOptions) {
  const handler = (handlers as Record<string, RouteHandler>)[route.handler];
  if (!handler) throw new Error(`no route handler ${route.handler} for ${route.method} ${route.path}`);
  const validateParams = validatorFor(route.validator.params);
  const validateQuery = validatorFor(route.validator.query);
  const validateBody = validatorFor(route.validator.body);
  if ((route.validator.params && !validateParams) || (route.validator.query && !validateQuery) || (route.validator.body && !validateBody))
    throw new Error(`validators of route ${route.name} are missing`);

  app.route({
    method: route.method,
    url: route.path,
    handler: async (req, reply) => {
      const params = (req.params ?? {}) as Record<string, string>;
      const query = { ...((req.query ?? {}) as Record<string, string>) };
      // Without a declared query the route takes none: unknown parameters are ignored rather than refused,
      // as browsers and proxies add cache busters.
      check(validateParams, params, '路径参数');
      check(validateQuery, query, '查询参数');
      let session: SessionContext | null = null;
      let tenantId: number | null = null;
      if (route.permission === 'signed') tenantId = files.images.verify(params.uid, query as { tenant: string; expires: string; sig: string });
      else if (route.permission !== 'public') {
        // Before any body is read: an anonymous or unauthorised upload is refused unread.
        session = await db.transaction((tx) => resolveSession(tx, req.headers.token));
        assertPermission(route, session);
        tenantId = session.tenantId;
      }
      // A JSON body is checked like a call's (after the gate: an anonymous caller learns nothing from it).
      const body = validateBody ? (req.body === undefined ? {} : req.body) : {};
      if (validateBody) {
        if (!validateBody(body)) throw fail.validation(validationMessage(validateBody.errors![0]));
        const badText = unstorableTextAt(body);
        if (badText) throw fail.validation(`字段（${badText}）不能包含 NUL 字符或不成对的代理字符`);
      }
      const ctx: RouteContext = {
        route, session, tenantId, params, query, body, db, files, req, reply, requestId: req.id, log: req.log,
        // The tenant by row-level security, and the caller's data scope as a call's transaction has it: a record
        // a route reads through the list engine (loadRecord) or dataScopeSql is found only within the scope.
        scoped: (fn) => {
          if (tenantId === null) throw new Error(`route ${route.name} has no tenant to scope to`);
          return withTenant(db, tenantId, (tx) => {
            if (session) bindDataScope(tx, sessionDataScope(session));
            return fn(tx);
          });
        },
      };
      try {
        return answer(reply, await handler(ctx));
      } catch (e) {
        // A refused upload may still be arriving (up to gigabytes): close the connection after the answer
        // instead of reading the rest only to discard it.
        if (route.upload && !req.raw.readableEnded) reply.header('connection', 'close');
        throw e;
      }
    },
  });
}

function answer(reply: FastifyReply, result: RouteResult) {
  if ('data' in result) return send(reply, SubCode.SUCCESS, '成功', result.data ?? null);
  const c = result.content;
  reply.type(c.type).header('x-content-type-options', 'nosniff').header('cache-control', c.cache ?? 'no-store');
  if (c.size !== undefined) reply.header('content-length', c.size);
  if (c.attachmentName !== undefined)
    reply.header('content-disposition', `attachment; filename="${asciiName(c.attachmentName)}"; filename*=UTF-8''${encodeURIComponent(c.attachmentName)}`);
  return reply.send(c.body);
}

/** The ASCII fallback name of content-disposition (RFC 6266): filename* carries the real one. */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');
