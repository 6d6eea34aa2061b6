// Overseas filings (tmItems, spec 3.8): the checks the schema cannot express — a country once per case, a
// translation only for a class the country is filed in, files only for a country of the case; the names of
// the countries filled from their codes, and the fee totals per currency in minor units (exact: no float sums).
// Pure, unit-tested.

type Rec = Record<string, any>;

export interface FieldProblem { path: string; label: string; message: string }

const items = (biz: Rec): Rec[] => (Array.isArray(biz.tmItems) ? biz.tmItems : []);

/** The first problem across the countries of an overseas form, naming the field, or null. */
export function overseasProblem(biz: Rec): FieldProblem | null {
  const list = items(biz);
  const seen = new Map<string, number>();
  for (const [i, it] of list.entries()) {
    const code = it?.appCountry;
    if (typeof code !== 'string' || !code) continue;
    if (seen.has(code))
      return { path: `tmItems[${i}].appCountry`, label: '申请国家/地区', message: `与第 ${seen.get(code)! + 1} 个国家/地区重复（${code}），同一国家/地区请在一项中填写全部类别` };
    seen.set(code, i);
  }
  for (const [i, it] of list.entries()) {
    const classes = new Set(Array.isArray(it?.tmCl) ? it.tmCl : []);
    const translated = it?.goodsItemTranslate && typeof it.goodsItemTranslate === 'object' ? Object.keys(it.goodsItemTranslate) : [];
    const stray = translated.find((cl) => !classes.has(cl));
    if (stray) return { path: `tmItems[${i}].goodsItemTranslate`, label: '商品/服务译文（按类别）', message: `有第 ${stray} 类的译文，但该国家/地区未申请第 ${stray} 类` };
  }
  const files: Rec[] = Array.isArray(biz.officialSubmitFiles) ? biz.officialSubmitFiles : [];
  for (const [i, g] of files.entries()) {
    const code = g?.appCountry;
    if (typeof code === 'string' && code && list.length && !seen.has(code))
      return { path: `officialSubmitFiles[${i}].appCountry`, label: '国家/地区', message: `${code} 不是本案申请的国家/地区` };
  }
  return null;
}

/** The form with the names of its countries filled from their codes (tmItems and file groups) and file names trimmed. */
export function withCountryNames(biz: Rec, nameOf: (code: string) => string | undefined): Rec {
  const named = (x: Rec) => (x && typeof x.appCountry === 'string' && !(typeof x.countryName === 'string' && x.countryName.trim()) && nameOf(x.appCountry) ? { ...x, countryName: nameOf(x.appCountry) } : x);
  const out: Rec = { ...biz };
  if (Array.isArray(biz.tmItems)) out.tmItems = biz.tmItems.map(named);
  if (Array.isArray(biz.officialSubmitFiles))
    out.officialSubmitFiles = biz.officialSubmitFiles.map((g: Rec) => {
      const group = named(g);
      return Array.isArray(group?.files) ? { ...group, files: group.files.map((f: Rec) => (f && typeof f.fileName === 'string' ? { ...f, fileName: f.fileName.trim() } : f)) } : group;
    });
  return out;
}

/** The first country code no name is known for, with its field. */
export function unknownCountry(biz: Rec, nameOf: (code: string) => string | undefined): FieldProblem | null {
  for (const [i, it] of items(biz).entries())
    if (typeof it?.appCountry === 'string' && it.appCountry && !nameOf(it.appCountry))
      return { path: `tmItems[${i}].appCountry`, label: '申请国家/地区', message: `${it.appCountry} 不是已知的国家/地区代码` };
  return null;
}

// The fee kinds are one fact of the fees module (fees.ts), re-exported for the country cards.
export { FEE_KINDS, type FeeKind } from './fees';
