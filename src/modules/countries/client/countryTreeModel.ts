// Country tree for TreeSelect: the same country may appear under a regional office and under its continent,
// so values are made unique by their place ("EM/FR", "europe/FR"); codes() maps picked values back to codes.
import type { CountryNode } from '../../../generated/types';

export interface CountryOption {
  value: string;
  title: string;
  code: string;
  kind: CountryNode['kind'];
  children?: CountryOption[];
}

export const REGIONAL_CODES = new Set(['EM', 'OA', 'BX']);

export function toOptions(nodes: readonly CountryNode[], lang: 'zh' | 'en', parent = ''): CountryOption[] {
  return nodes.map((n) => {
    const value = parent ? `${parent}/${n.code}` : n.code || n.name;
    const name = lang === 'en' && n.nameEn ? n.nameEn : n.name;
    return {
      value,
      title: n.kind === 'country' || n.kind === 'group' ? `${name} ${n.code}` : name,
      code: n.code,
      kind: n.kind,
      ...(n.subList ? { children: toOptions(n.subList, lang, value) } : {}),
    };
  });
}

/** The codes behind picked values, without duplicates ("europe/FR" and "EM/FR" are both FR). */
export function codesOf(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.slice(v.lastIndexOf('/') + 1)).filter(Boolean))];
}

/** Whether any picked value is a regional office (the country-group hint applies). */
export function picksGroup(values: readonly string[]): boolean {
  return values.some((v) => REGIONAL_CODES.has(v) || REGIONAL_CODES.has(v.slice(0, v.indexOf('/'))));
}
