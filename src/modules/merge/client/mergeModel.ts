// Headless part of the merge dialog (数据合并, spec 2.16, 4, 5): the groups on screen, the mark chosen to keep
// in each, and the mergeList sent to /brandArchives/mergeBrand.

export const MANUAL_GROUP = 'manual';
/** Duplicate groups shown per page in the dialog. */
export const GROUPS_PAGE_SIZE = 10;
/** Spec 9: the success message (and refresh) about one second after the merge. */
export const MERGE_SUCCESS_DELAY_MS = 1000;

export interface MergeGroup {
  key: string;
  /** Duplicate groups carry their number and class; the manual group has neither. */
  regNo?: string;
  tmCl?: number;
  ids: number[];
}

export const groupKey = (g: { regNo: string; tmCl: number }) => `${g.regNo}|${g.tmCl}`;

export interface MergeItem { targetBrandId: number; mergedBrandIds: number[] }

export type MergePlan = { ok: true; mergeList: MergeItem[] } | { ok: false; reason: 'chooseKeep' | 'needTwo' };

/**
 * The mergeList of the groups whose kept mark is chosen (groups without a choice are left alone). None chosen:
 * 'chooseKeep' (请选择要保留的商标！). The manual group with a choice but fewer than 2 marks: 'needTwo'.
 */
export function buildMergeList(groups: readonly MergeGroup[], keep: Readonly<Record<string, number | undefined>>): MergePlan {
  const mergeList: MergeItem[] = [];
  for (const g of groups) {
    const target = keep[g.key];
    if (target === undefined || !g.ids.includes(target)) continue;
    if (g.ids.length < 2) return { ok: false, reason: 'needTwo' };
    mergeList.push({ targetBrandId: target, mergedBrandIds: g.ids.filter((id) => id !== target) });
  }
  return mergeList.length ? { ok: true, mergeList } : { ok: false, reason: 'chooseKeep' };
}

/** The manual group's ids after adding some (order kept, no repeats). */
export const addIds = (ids: readonly number[], more: readonly number[]) => [...new Set([...ids, ...more])];

/** The keep choices without the ones that point at a mark no longer in its group. */
export function pruneKeep(groups: readonly MergeGroup[], keep: Record<string, number | undefined>): Record<string, number | undefined> {
  const out: Record<string, number | undefined> = { ...keep };
  for (const g of groups) if (out[g.key] !== undefined && !g.ids.includes(out[g.key]!)) delete out[g.key];
  return out;
}

export type TaskStatus = 0 | 1 | 2;
export const TASK_STATUS_COLOR: Record<TaskStatus, string> = { 0: 'processing', 1: 'success', 2: 'error' };
