// Splitting a case into sub-cases (/intelligent/subcase/v2): per country (one tmItems entry and its submitted files
// each) or per class (one goods entry each, forms that list goods per class). Each part named becomes a sub-case;
// the rest stays in the case. Case-level blocks (applicant, agent, fees) are copied to every sub-case except the
// case's own fees, which stay with it (they were quoted for the filing as it was). Pure, unit-tested.
type Rec = Record<string, any>;

export type SplitBy = 'country' | 'class';
export interface SplitResult { parent: Rec; subs: Array<{ part: string; biz: Rec }> }
export class SplitProblem extends Error {}

const list = (v: unknown): Rec[] => (Array.isArray(v) ? v : []);

export function splitBiz(biz: Rec, splitBy: SplitBy, parts: string[]): SplitResult {
  const key = splitBy === 'country' ? 'tmItems' : 'goods';
  const entries = list(biz[key]);
  const partOf = (e: Rec) => (splitBy === 'country' ? e?.appCountry : e?.tmCl);
  if (!entries.length)
    throw new SplitProblem(splitBy === 'country' ? '该案件没有按国家/地区填写的申请项（tmItems），不能按国家/地区拆分' : '该案件没有按类别填写的商品（goods），不能按类别拆分');
  const present = entries.map(partOf);
  parts.forEach((p, i) => {
    if (!present.includes(p)) throw new SplitProblem(`字段“拆出的国家/类别”（parts[${i}]）：该案件没有${splitBy === 'country' ? '国家/地区' : '类别'} ${p}`);
  });
  if (entries.every((e) => parts.includes(partOf(e)))) throw new SplitProblem('字段“拆出的国家/类别”（parts）：至少要留一个国家/地区或类别在本案件中');
  const files = list(biz.officialSubmitFiles);
  const withEntries = (chosen: Rec[], keepFees: boolean): Rec => {
    const out: Rec = { ...biz, [key]: chosen };
    if (splitBy === 'country' && Array.isArray(biz.officialSubmitFiles)) {
      const countries = new Set(chosen.map((e) => e.appCountry));
      out.officialSubmitFiles = files.filter((f) => countries.has(f?.appCountry));
    }
    if (!keepFees) delete out.fees;
    return out;
  };
  return {
    parent: withEntries(entries.filter((e) => !parts.includes(partOf(e))), true),
    subs: parts.map((part) => ({ part, biz: withEntries(entries.filter((e) => partOf(e) === part), false) })),
  };
}

/** The next sub-case numbers of a case: <caseNo>-<n>, continuing after the highest n already used. */
export function subCaseNos(caseNo: string, existing: string[], count: number): string[] {
  const used = existing.map((x) => (x.startsWith(caseNo + '-') ? Number(x.slice(caseNo.length + 1)) : 0)).filter((n) => Number.isInteger(n));
  const from = Math.max(0, ...used) + 1;
  return Array.from({ length: count }, (_, i) => `${caseNo}-${from + i}`);
}
