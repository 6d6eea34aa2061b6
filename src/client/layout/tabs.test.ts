// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { orderedTabs, tabStore } from './tabs';

beforeEach(() => tabStore.reset());

describe('tags view', () => {
  it('puts pinned tabs first even when not visited', () => {
    expect(orderedTabs([{ path: '/a', fullPath: '/a' }], ['/deal']).map((t) => t.path)).toEqual(['/deal', '/a']);
  });
  it('opens each path once and keeps its latest query', () => {
    tabStore.open({ path: '/a', fullPath: '/a?x=1' });
    tabStore.open({ path: '/a', fullPath: '/a?x=2' });
    expect(tabStore.get()).toEqual([{ path: '/a', fullPath: '/a?x=2' }]);
  });
  it('never closes pinned tabs', () => {
    const pinned = new Set(['/deal']);
    ['/deal', '/a', '/b'].forEach((p) => tabStore.open({ path: p, fullPath: p }));
    tabStore.close('/deal', pinned);
    tabStore.closeOthers('/b', pinned);
    expect(tabStore.get().map((t) => t.path)).toEqual(['/deal', '/b']);
    tabStore.closeAll(pinned);
    expect(tabStore.get().map((t) => t.path)).toEqual(['/deal']);
  });
});
