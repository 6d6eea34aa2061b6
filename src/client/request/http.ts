// The request layer of spec 7 and 8: token header, envelope, forced logout 100 ms after the listed messages,
// an error toast with subMessage for any other failure except 10002, one loading overlay, 30-minute
// timeout, network and offline handling. The generated client sends every call through `transport`.
import type { CallRef } from '../../generated/calls';
import type { CallOptions, Transport } from '../../generated/client';
import { FORCED_LOGOUT_MESSAGES, SubCode } from '../../shared/subcodes';
import { tokenStore } from '../session/token';
import { takeEarlyResponse } from './early';
import { loading } from './loading';
import { navigate } from './navigation';
import { notify } from './notify';

export const REQUEST_TIMEOUT_MS = 30 * 60 * 1000;
export const MSG_TIMEOUT = '请求超时！请您稍后重试';
export const MSG_NETWORK = '网络错误！请您稍后重试';

/** A call that did not succeed; subCode is the server's, or 0 for transport failures. */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly subCode: number,
    readonly path: string,
    readonly data: unknown = null,
    readonly httpStatus = 0,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

let logoutTimer: ReturnType<typeof setTimeout> | null = null;
const logoutListeners = new Set<() => void>();

/** Session store hooks in here to drop user info and menus on a forced logout. */
export function onForcedLogout(listener: () => void) {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

const forbiddenListeners = new Set<() => void>();

/** Session store hooks in here to reload the role's permissions after a refusal (a role changed meanwhile). */
export function onForbidden(listener: () => void) {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}

export function isForcedLogoutMessage(message: string): boolean {
  return FORCED_LOGOUT_MESSAGES.includes(message);
}

function scheduleForcedLogout() {
  if (logoutTimer) return;
  logoutTimer = setTimeout(() => {
    logoutTimer = null;
    tokenStore.clear();
    logoutListeners.forEach((l) => l());
    const back = window.location.pathname + window.location.search;
    navigate(back.startsWith('/login') ? '/login' : `/login?redirect=${encodeURIComponent(back)}`, { replace: true });
  }, 100);
}

function goOffline() {
  navigate('/500', { replace: true });
}

/** Low-level POST returning the parsed envelope handling; used by the generated client. */
export async function post<Res>(path: string, body: unknown, opts: { noLoading?: boolean; signal?: AbortSignal } = {}): Promise<Res> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    goOffline();
    throw new ApiCallError(MSG_NETWORK, 0, path);
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = tokenStore.get();
  if (token) headers.token = token;
  if (!opts.noLoading) loading.begin();
  try {
    let res: Response;
    try {
      res = await (takeEarlyResponse(path, body, token) ?? fetch(encodeURI(path), { method: 'POST', headers, body: JSON.stringify(body ?? {}), credentials: 'include', signal }));
    } catch (e) {
      if (opts.signal?.aborted) throw new ApiCallError('请求已取消', 0, path);
      if (timeout.signal.aborted) {
        notify.error(MSG_TIMEOUT);
        throw new ApiCallError(MSG_TIMEOUT, 0, path);
      }
      if (navigator.onLine === false) goOffline();
      notify.error(MSG_NETWORK);
      throw new ApiCallError(MSG_NETWORK, 0, path, null);
    }
    let envelope: { subCode?: unknown; subMessage?: unknown; data?: unknown } | null = null;
    try {
      envelope = await res.json();
    } catch {
      envelope = null;
    }
    if (!envelope || typeof envelope.subCode !== 'number') {
      const text = `请求失败（HTTP ${res.status}${res.statusText ? ' ' + res.statusText : ''}）`;
      notify.error(text);
      throw new ApiCallError(text, 0, path, null, res.status);
    }
    const { subCode, subMessage = '', data = null } = envelope as { subCode: number; subMessage?: string; data?: unknown };
    if (subCode === SubCode.SUCCESS) return data as Res;
    const message = String(subMessage);
    if (isForcedLogoutMessage(message)) {
      notify.warning(message);
      scheduleForcedLogout();
    } else if (subCode !== SubCode.QUIET_FAILURE) {
      notify.error(message || `请求失败（${subCode}）`);
    }
    if (subCode === SubCode.FORBIDDEN) forbiddenListeners.forEach((l) => l());
    throw new ApiCallError(message, subCode, path, data, res.status);
  } finally {
    clearTimeout(timer);
    if (!opts.noLoading) loading.end();
  }
}

export const transport: Transport = <Res>(call: CallRef, body: unknown, options?: CallOptions) =>
  post<Res>(call.path, body, { noLoading: options?.noLoading ?? call.noLoading, signal: options?.signal });
