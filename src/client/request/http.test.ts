// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls } from '../../generated/calls';
import { ForcedLogout, SubCode } from '../../shared/subcodes';
import { tokenStore } from '../session/token';
import { ApiCallError, MSG_NETWORK, MSG_TIMEOUT, REQUEST_TIMEOUT_MS, onForcedLogout, post, transport } from './http';
import { loading } from './loading';
import { setNavigate } from './navigation';
import { setMessageApi } from './notify';

const toasts: Array<[string, string]> = [];
const navigations: string[] = [];

function respond(body: unknown, status = 200) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

beforeEach(() => {
  toasts.length = 0;
  navigations.length = 0;
  localStorage.clear();
  setMessageApi({ error: (t: string) => toasts.push(['error', t]), warning: (t: string) => toasts.push(['warning', t]), success: (t: string) => toasts.push(['success', t]) } as never);
  setNavigate((to) => navigations.push(to));
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request layer', () => {
  it('sends the token header and returns data on success', async () => {
    tokenStore.set('tok-1', { name: 'n', phone: 'p' });
    const fetchMock = respond({ subCode: SubCode.SUCCESS, subMessage: '成功', data: { a: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(post('/homepage/getUserInfo', {})).resolves.toEqual({ a: 1 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).token).toBe('tok-1');
    expect(init.method).toBe('POST');
    expect(toasts).toEqual([]);
  });

  it('percent-encodes Chinese paths', async () => {
    const fetchMock = respond({ subCode: SubCode.SUCCESS, subMessage: '', data: null });
    vi.stubGlobal('fetch', fetchMock);
    await transport(calls.account.getAgreement, {});
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe(encodeURI('/api/获取协议'));
  });

  it('shows subMessage as an error toast and rejects for other failures', async () => {
    vi.stubGlobal('fetch', respond({ subCode: SubCode.FORBIDDEN, subMessage: '没有操作权限：启用/停用用户', data: null }, 403));
    const err: any = await post('/api/user/auth/close', { userId: 2 }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiCallError);
    expect(err.subCode).toBe(SubCode.FORBIDDEN);
    expect(toasts).toEqual([['error', '没有操作权限：启用/停用用户']]);
  });

  it('stays quiet on 10002', async () => {
    vi.stubGlobal('fetch', respond({ subCode: SubCode.QUIET_FAILURE, subMessage: 'handled by caller', data: { x: 1 } }));
    const err: any = await post('/x', {}).catch((e) => e);
    expect(err.subCode).toBe(SubCode.QUIET_FAILURE);
    expect(err.data).toEqual({ x: 1 });
    expect(toasts).toEqual([]);
  });

  it('forces a logout 100 ms after a listed message', async () => {
    vi.useFakeTimers();
    tokenStore.set('tok-2', { name: 'n', phone: 'p' });
    const listener = vi.fn();
    const off = onForcedLogout(listener);
    vi.stubGlobal('fetch', respond({ subCode: SubCode.UNAUTHENTICATED, subMessage: ForcedLogout.LOGIN_EXPIRED, data: null }, 401));
    await expect(post('/homepage/getUserInfo', {})).rejects.toThrow(ForcedLogout.LOGIN_EXPIRED);
    expect(tokenStore.get()).toBe('tok-2');
    vi.advanceTimersByTime(99);
    expect(navigations).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(tokenStore.get()).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    expect(navigations[0]).toMatch(/^\/login\?redirect=/);
    expect(toasts).toEqual([['warning', ForcedLogout.LOGIN_EXPIRED]]);
    off();
  });

  it('reports a network error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(post('/x', {})).rejects.toThrow(MSG_NETWORK);
    expect(toasts).toEqual([['error', MSG_NETWORK]]);
  });

  it('times out after 30 minutes', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))),
    );
    const p = post('/slow', {}).catch((e) => e);
    vi.advanceTimersByTime(REQUEST_TIMEOUT_MS);
    expect(((await p) as Error).message).toBe(MSG_TIMEOUT);
    expect(toasts).toEqual([['error', MSG_TIMEOUT]]);
  });

  it('sends an offline browser to /500 without calling', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    const fetchMock = respond({});
    vi.stubGlobal('fetch', fetchMock);
    await expect(post('/x', {})).rejects.toBeInstanceOf(ApiCallError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigations).toEqual(['/500']);
  });

  it('shows the HTTP status when the answer is not an envelope', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })));
    const err: any = await post('/x', {}).catch((e) => e);
    expect(err.httpStatus).toBe(502);
    expect(toasts[0][1]).toContain('502');
  });

  it('keeps one loading state for concurrent calls unless noLoading', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal('fetch', vi.fn(async () => (await gate, new Response(JSON.stringify({ subCode: 10000, subMessage: '', data: 1 })))));
    const a = post('/a', {});
    const b = post('/b', {});
    const quiet = post('/c', {}, { noLoading: true });
    expect(loading.active).toBe(true);
    release();
    await Promise.all([a, b, quiet]);
    expect(loading.active).toBe(false);
  });

  it('uses the catalogue noLoading default', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal('fetch', vi.fn(async () => (await gate, new Response(JSON.stringify({ subCode: 10000, subMessage: '', data: 1 })))));
    const p = transport(calls.homepage.getMessageList, {});
    expect(loading.active).toBe(false);
    release();
    await p;
  });
});
