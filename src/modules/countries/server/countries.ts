// Countries and regions (spec 3.16 country tree: name, code, subList): ISO 3166-1 alpha-2 codes with Chinese and
// English names from i18n-iso-countries, continents from countries-list, and the regional trademark offices a
// filing can name instead of a country: 欧盟 (EM, EUIPO), 非知 (OA, OAPI) and 比荷卢 (BX, BOIP).
import { createRequire } from 'node:module';
import { continents, countries as countryData, type TContinentCode } from 'countries-list';
import isoCountries from 'i18n-iso-countries';
import type { CountryNode } from '../../../generated/types';

const require = createRequire(import.meta.url);
isoCountries.registerLocale(require('i18n-iso-countries/langs/zh.json'));
isoCountries.registerLocale(require('i18n-iso-countries/langs/en.json'));

/** Names as Chinese trademark practice writes them, where the package differs. */
const ZH_OVERRIDES: Record<string, string> = { HK: '中国香港', MO: '中国澳门', TW: '中国台湾' };
const EN_OVERRIDES: Record<string, string> = { TW: 'Taiwan, China', HK: 'Hong Kong, China', MO: 'Macao, China' };

export interface Country { code: string; name: string; nameEn: string; continent: TContinentCode | null }

export interface RegionalGroup { code: 'EM' | 'OA' | 'BX'; name: string; nameEn: string; fullName: string; members: string[] }

export const REGIONAL_GROUPS: readonly RegionalGroup[] = [
  {
    code: 'EM',
    name: '欧盟',
    nameEn: 'European Union',
    fullName: '欧盟知识产权局（EUIPO）',
    members: ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'],
  },
  {
    code: 'OA',
    name: '非知',
    nameEn: 'OAPI',
    fullName: '非洲知识产权组织（OAPI）',
    members: ['BJ', 'BF', 'CM', 'CF', 'TD', 'KM', 'CG', 'CI', 'GQ', 'GA', 'GN', 'GW', 'ML', 'MR', 'NE', 'SN', 'TG'],
  },
  {
    code: 'BX',
    name: '比荷卢',
    nameEn: 'Benelux',
    fullName: '比荷卢知识产权组织（BOIP）',
    members: ['BE', 'NL', 'LU'],
  },
];

const CONTINENTS: Array<{ code: TContinentCode; key: string; zh: string }> = [
  { code: 'AS', key: 'asia', zh: '亚洲' },
  { code: 'EU', key: 'europe', zh: '欧洲' },
  { code: 'AF', key: 'africa', zh: '非洲' },
  { code: 'NA', key: 'north-america', zh: '北美洲' },
  { code: 'SA', key: 'south-america', zh: '南美洲' },
  { code: 'OC', key: 'oceania', zh: '大洋洲' },
  { code: 'AN', key: 'antarctica', zh: '南极洲' },
];

const collator = new Intl.Collator('zh-Hans-CN');

let cache: Map<string, Country> | null = null;

/** Every ISO 3166-1 alpha-2 country or region, by code. */
export function countries(): Map<string, Country> {
  if (cache) return cache;
  const zh = isoCountries.getNames('zh');
  const en = isoCountries.getNames('en', { select: 'alias' });
  const list: Country[] = Object.keys(zh).map((code) => ({
    code,
    name: ZH_OVERRIDES[code] ?? zh[code],
    nameEn: EN_OVERRIDES[code] ?? en[code] ?? isoCountries.getName(code, 'en') ?? code,
    continent: (countryData as Record<string, { continent: TContinentCode }>)[code]?.continent ?? null,
  }));
  // China first, then by pinyin.
  list.sort((a, b) => (a.code === 'CN' ? -1 : b.code === 'CN' ? 1 : collator.compare(a.name, b.name)));
  cache = new Map(list.map((c) => [c.code, c]));
  return cache;
}

export const regionalGroup = (code: string) => REGIONAL_GROUPS.find((g) => g.code === code);

const countryNode = (c: Country): CountryNode => ({ name: c.name, nameEn: c.nameEn, code: c.code, kind: 'country' });

/** A country or regional office as a leaf node; undefined for an unknown code. */
export function leafNode(code: string): CountryNode | undefined {
  const c = countries().get(code.toUpperCase());
  if (c) return countryNode(c);
  const g = regionalGroup(code.toUpperCase());
  return g ? { name: g.name, nameEn: g.nameEn, code: g.code, kind: 'group' } : undefined;
}

export function groupNode(g: RegionalGroup): CountryNode {
  const all = countries();
  return { name: g.name, nameEn: g.nameEn, code: g.code, kind: 'group', subList: g.members.map((m) => countryNode(all.get(m)!)) };
}

/** The country tree: the three regional offices with their members, then every country by continent. */
export function countryTree(): CountryNode[] {
  const all = [...countries().values()];
  return [
    ...REGIONAL_GROUPS.map(groupNode),
    ...CONTINENTS.map((c) => ({
      name: c.zh,
      nameEn: continents[c.code],
      code: c.key,
      kind: 'continent' as const,
      subList: all.filter((x) => x.continent === c.code).map(countryNode),
    })),
  ];
}

/** The grouping a tenant starts with: the three regional offices as categories of their members. */
export function defaultCategories(): CountryNode[] {
  return REGIONAL_GROUPS.map((g) => ({ ...groupNode(g), kind: 'category' as const }));
}
