import { describe, expect, it, vi } from 'vitest';

describe('toasts from the request layer', () => {
  it('raised before the app registered its message holder show once it does', async () => {
    vi.resetModules();
    const { notify, setMessageApi } = await import('./notify');
    notify.warning('登录已过期，请重新登录');
    const shown: string[] = [];
    setMessageApi({ warning: (t: string) => shown.push(t), error: (t: string) => shown.push(t), success: (t: string) => shown.push(t) } as never);
    expect(shown).toEqual(['登录已过期，请重新登录']);
    notify.error('网络错误！请您稍后重试');
    expect(shown).toEqual(['登录已过期，请重新登录', '网络错误！请您稍后重试']);
  });
});
