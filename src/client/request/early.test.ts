// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubCode } from '../../shared/subcodes';
import { tokenStore } from '../session/token';
import type { EarlyCalls } from './early';
import { post } from './http';

const envelope = (data: unknown) => new Response(JSON.stringify({ subCode: SubCode.SUCCESS, subMessage: '', data }), { headers: { 'content-type': 'application/json' } });

function leaveEarly(token: string | null, paths: string[]) {
  const early: EarlyCalls = { token, calls: {} };
  for (const p of paths) early.calls[p] = Promise.resolve(envelope({ early: p }));
  (window as unknown as { __ipmsEarly?: EarlyCalls }).__ipmsEarly = early;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as { __ipmsEarly?: EarlyCalls }).__ipmsEarly;
  localStorage.clear();
});

describe('calls index.html sent before the app loaded', () => {
  it('answer the first call of their path once; the next one asks the server', async () => {
    tokenStore.set('tok-1', { name: 'n', phone: '' });
    leaveEarly('tok-1', ['/homepage/getUserInfo']);
    const fetchMock = vi.fn(async () => envelope({ fetched: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(post('/homepage/getUserInfo', {})).resolves.toEqual({ early: '/homepage/getUserInfo' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(post('/homepage/getUserInfo', {})).resolves.toEqual({ fetched: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are not used for another token, a body, or another path', async () => {
    const fetchMock = vi.fn(async () => envelope({ fetched: true }));
    vi.stubGlobal('fetch', fetchMock);
    tokenStore.set('tok-2', { name: 'n', phone: '' });
    leaveEarly('tok-1', ['/homepage/getMenuList']);
    await expect(post('/homepage/getMenuList', {})).resolves.toEqual({ fetched: true });
    leaveEarly('tok-2', ['/homepage/getMenuList']);
    await expect(post('/homepage/getMenuList', { pageNo: 2 })).resolves.toEqual({ fetched: true });
    leaveEarly('tok-2', ['/homepage/getMenuList']);
    await expect(post('/homepage/getUserInfo', {})).resolves.toEqual({ fetched: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
