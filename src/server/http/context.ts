import type { FastifyBaseLogger } from 'fastify';
import type { CallMeta, HandlerTypes } from '../../generated/catalogue';
import type { SessionContext } from '../auth/gate';
import type { Queryable } from '../db/types';

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
