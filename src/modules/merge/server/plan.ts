// Merge planning (spec 4 merge, 7.4 mergeBrand): pure functions, no database. What a merge does to the kept
// record's tags and custom values, which record one-click merging keeps, whether a merge list is coherent,
// and what an undo may restore without losing edits made after the merge.

export type CustomValues = Record<string, unknown>;

export interface MergeItem {
  targetBrandId: number;
  mergedBrandIds: number[];
}

/** A custom value that counts as "not filled": a merged record's value fills it. */
export function isEmptyValue(v: unknown): boolean {
  return v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
}

/** The kept record's tags followed by the merged records' tags it lacks, in order, without repeats. */
export function unionTags(target: readonly string[], merged: ReadonlyArray<readonly string[]>): string[] {
  const out = [...new Set(target)];
  const seen = new Set(out);
  for (const tags of merged)
    for (const tag of tags)
      if (!seen.has(tag)) {
        seen.add(tag);
        out.push(tag);
      }
  return out;
}

/**
 * The kept record's values win; a field it has not filled takes the first filled value among the merged
 * records (in the order given). Returns the merged values and the fields that were filled that way.
 */
export function fillCustomValues(target: CustomValues, merged: readonly CustomValues[]): { values: CustomValues; filled: CustomValues } {
  const values: CustomValues = { ...target };
  const filled: CustomValues = {};
  for (const m of merged)
    for (const [key, v] of Object.entries(m))
      if (isEmptyValue(values[key]) && !isEmptyValue(v)) {
        values[key] = v;
        filled[key] = v;
      }
  return { values, filled };
}

/**
 * Checks a merge list: each item keeps a record that it does not also merge, and no record appears in two
 * places (kept twice, merged twice, or kept in one item and merged in another). Returns an error text or null.
 */
export function checkMergeList(list: readonly MergeItem[]): string | null {
  const seen = new Map<number, string>();
  for (const item of list) {
    if (item.mergedBrandIds.includes(item.targetBrandId)) return `商标 #${item.targetBrandId} 不能既保留又被合并`;
    for (const id of [item.targetBrandId, ...item.mergedBrandIds]) {
      if (seen.has(id)) return `商标 #${id} 在合并列表中出现了多次`;
      seen.set(id, 'x');
    }
  }
  return null;
}

export interface KeeperCandidate {
  id: number;
  dplSource: number;
  tagIds: readonly string[];
  customValues: CustomValues;
}

/**
 * The record one-click merging keeps in a duplicate group: the one synced from the public cloud (dplSource 0,
 * the authoritative copy) first, then the one carrying the most tags and filled custom values, then the
 * oldest (lowest id).
 */
export function pickKeeper(rows: readonly KeeperCandidate[]): number {
  if (!rows.length) throw new Error('pickKeeper needs at least one record');
  const weight = (r: KeeperCandidate) => r.tagIds.length + Object.values(r.customValues).filter((v) => !isEmptyValue(v)).length;
  return [...rows].sort((a, b) => Number(a.dplSource !== 0) - Number(b.dplSource !== 0) || weight(b) - weight(a) || a.id - b.id)[0].id;
}

/** Plain-data equality (JSON values), independent of key order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ka = Object.keys(a as object).sort();
    const kb = Object.keys(b as object).sort();
    return sameValue(ka, kb) && ka.every((k) => sameValue((a as CustomValues)[k], (b as CustomValues)[k]));
  }
  return false;
}

export interface KeptSnapshot {
  tagIds: string[];
  customValues: CustomValues;
}

export type UndoPlan = { ok: true; tagIds: string[]; customValues: CustomValues } | { ok: false; field: string };

/**
 * What the kept record becomes when a merge is undone. Unchanged since the merge: exactly its values before.
 * Changed since: the tags the merge added are removed (tags the user added or removed since are kept as they
 * are) and the custom fields the merge filled are cleared when they still hold the filled value; a filled
 * field edited since makes the undo unsafe (its new value would be lost or mixed): {ok: false, field}.
 */
export function planUndo(before: KeptSnapshot, after: KeptSnapshot, filled: CustomValues, current: KeptSnapshot): UndoPlan {
  if (sameValue(current.tagIds, after.tagIds) && sameValue(current.customValues, after.customValues))
    return { ok: true, tagIds: [...before.tagIds], customValues: { ...before.customValues } };
  const beforeTags = new Set(before.tagIds);
  const added = new Set(after.tagIds.filter((t) => !beforeTags.has(t)));
  const tagIds = current.tagIds.filter((t) => !added.has(t));
  const customValues = { ...current.customValues };
  for (const [key, v] of Object.entries(filled)) {
    if (!(key in customValues) || isEmptyValue(customValues[key])) continue;
    if (!sameValue(customValues[key], v)) return { ok: false, field: key };
    if (key in before.customValues) customValues[key] = before.customValues[key];
    else delete customValues[key];
  }
  return { ok: true, tagIds, customValues };
}
