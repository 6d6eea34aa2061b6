import { describe, expect, it } from 'vitest';
import { activeTab, caseTabs, filterOfTab } from './caseTabs';

describe('case type tabs', () => {
  const stats = { total: 5, list: [{ caseType: 'add-brand', label: { zh: '商标注册申请', en: 'Trademark application' }, count: 3 }, { caseType: 'brand-extension', label: { zh: '商标续展注册申请', en: 'Renewal' }, count: 2 }] };
  it('puts 全部 with the total first, then each type with its count', () => {
    expect(caseTabs(stats, 'zh', '全部')).toEqual([
      { key: 'all', label: '全部', count: 5 },
      { key: 'add-brand', label: '商标注册申请', count: 3 },
      { key: 'brand-extension', label: '商标续展注册申请', count: 2 },
    ]);
    expect(caseTabs(stats, 'en', 'All')[2].label).toBe('Renewal');
    expect(caseTabs(null, 'zh', '全部')).toEqual([{ key: 'all', label: '全部', count: 0 }]);
  });
  it('leaves out the types without cases, unless active', () => {
    const some = { total: 3, list: [stats.list[0], { ...stats.list[1], count: 0 }] };
    expect(caseTabs(some, 'zh', '全部').map((x) => x.key)).toEqual(['all', 'add-brand']);
    expect(caseTabs(some, 'zh', '全部', 'brand-extension').map((x) => x.key)).toEqual(['all', 'add-brand', 'brand-extension']);
  });
  it('a tab is the caseType filter holding exactly its type', () => {
    expect(activeTab(['add-brand'])).toBe('add-brand');
    expect(activeTab(['add-brand', 'change-name'])).toBe('all');
    expect(activeTab(undefined)).toBe('all');
    expect(filterOfTab('all')).toEqual([]);
    expect(filterOfTab('change-name')).toEqual(['change-name']);
  });
});
