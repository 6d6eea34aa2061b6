import { describe, expect, it } from 'vitest';
import type { CountryNode } from '../../../generated/types';
import { codesOf, picksGroup, toOptions } from './countryTreeModel';
import { isDismissed } from './countryGroupHint';

const tree: CountryNode[] = [
  { name: '比荷卢', nameEn: 'Benelux', code: 'BX', kind: 'group', subList: [{ name: '比利时', nameEn: 'Belgium', code: 'BE', kind: 'country' }] },
  { name: '欧洲', nameEn: 'Europe', code: 'europe', kind: 'continent', subList: [{ name: '比利时', nameEn: 'Belgium', code: 'BE', kind: 'country' }] },
];

describe('country tree options', () => {
  it('gives each place a unique value and names in the language', () => {
    const zh = toOptions(tree, 'zh');
    expect(zh.map((o) => [o.value, o.title])).toEqual([['BX', '比荷卢 BX'], ['europe', '欧洲']]);
    expect(zh[0].children![0]).toEqual({ value: 'BX/BE', title: '比利时 BE', code: 'BE', kind: 'country' });
    expect(toOptions(tree, 'en')[1].children![0]).toMatchObject({ value: 'europe/BE', title: 'Belgium BE' });
  });

  it('maps picked values back to codes and spots regional offices', () => {
    expect(codesOf(['BX/BE', 'europe/BE', 'asia/CN', 'EM'])).toEqual(['BE', 'CN', 'EM']);
    expect(picksGroup(['asia/CN'])).toBe(false);
    expect(picksGroup(['EM'])).toBe(true);
    expect(picksGroup(['OA/CI'])).toBe(true);
  });

  it('reads the hint dismissal', () => {
    expect([isDismissed('1'), isDismissed(null), isDismissed('0')]).toEqual([true, false, false]);
  });
});
