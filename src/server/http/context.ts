import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { CallMeta, HandlerTypes } from '../../generated/catalogue';
import type { HttpRouteMeta, RouteHandlerKey } from '../../generated/http-routes';
import type { SessionContext } from '../auth/gate';
import type { Database, Queryable } from '../db/types';
import type { FileServices } from '../files/services';

export interface CallContext {
  /** The catalogue entry being served (generic handlers find their screen through call.screen). */
  call: CallMeta;
  /** The call's transaction: tenant-scoped for signed-in calls, unscoped for public ones. */
  db: Queryable;
  session: SessionContext | null;
  ip: string;
  userAgent: string;
  requestId: string;
  log: FastifyBaseLogger;
  /** File storage and image URL signing of this app. */
  files: FileServices;
}

/** A signed-in call's context; handlers of session/permission calls can rely on it. */
export type SignedInContext = CallContext & { session: SessionContext };

export type Handler<K extends keyof HandlerTypes> = (
  ctx: CallContext,
  body: HandlerTypes[K]['request'],
) => Promise<HandlerTypes[K]['response']>;

export type HandlerRegistry = { [K in keyof HandlerTypes]: Handler<K> };

export function signedIn(ctx: CallContext): SignedInContext {
  if (!ctx.session) throw new Error('handler of a signed-in call ran without a session');
  return ctx as SignedInContext;
}

// ---- raw HTTP routes (schemas/http-routes.json, mounted by ./routes.ts) -----------------------------------

/**
 * A route's context after the gate: the caller's session (null for public and signed routes), the tenant the
 * route may act in (the session's, or the one a signed URL grants), validated params and query.
 */
export interface RouteContext {
  route: HttpRouteMeta;
  session: SessionContext | null;
  tenantId: number | null;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body checked by the route's body schema ({} for routes without one). */
  body: unknown;
  /** Runs fn in a transaction scoped to tenantId (row-level security), like a signed-in call's. */
  scoped<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  db: Database;
  files: FileServices;
  req: FastifyRequest;
  reply: FastifyReply;
  requestId: string;
  log: FastifyBaseLogger;
}

/** A file or document to send as it is (no envelope). */
export interface RouteContent {
  body: Readable | Buffer | string;
  type: string;
  /** Bytes, when known (sent as content-length). */
  size?: number;
  /** Offered as a download under this name (content-disposition: attachment). */
  attachmentName?: string;
  /** cache-control; default no-store. */
  cache?: string;
}

/** What a route handler answers: data in the usual envelope, or content sent as it is. */
export type RouteResult = { data: unknown } | { content: RouteContent };

export type RouteHandler = (ctx: RouteContext) => Promise<RouteResult>;

export type RouteHandlerRegistry = { [K in RouteHandlerKey]: RouteHandler };
