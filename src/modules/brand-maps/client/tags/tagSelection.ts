// Headless state of the tag drawer: each node starts as the statistics say (all marks of the scope carry it,
// some do, none do) and the user toggles it. Saving sends only changes: a node switched to "all" is added,
// one switched to "none" is removed, a node left half-checked is left alone.
import type { TagStatistics } from '../../../../generated/types';

export type TagState = 'all' | 'part' | 'none';

export interface TagSelection {
  /** State from the statistics. */
  initial: Record<string, TagState>;
  /** State after the user's toggles (only toggled nodes). */
  current: Record<string, TagState>;
  num: Record<string, number>;
  count: number;
}

export function fromStatistics(stats: TagStatistics): TagSelection {
  const initial: Record<string, TagState> = {};
  const num: Record<string, number> = {};
  for (const id of stats.selectAll) {
    initial[id] = 'all';
    num[id] = stats.count;
  }
  for (const p of stats.partSelect) {
    initial[p.nodeId] = 'part';
    num[p.nodeId] = p.num;
  }
  return { initial, current: {}, num, count: stats.count };
}

export function stateOf(s: TagSelection, id: string): TagState {
  return s.current[id] ?? s.initial[id] ?? 'none';
}

/** Checked becomes unchecked; half-checked and unchecked become checked. Back to the start drops the change. */
export function toggle(s: TagSelection, id: string, canRemove = true): TagSelection {
  const now = stateOf(s, id);
  const next: TagState = now === 'all' ? 'none' : 'all';
  if (next === 'none' && !canRemove && (s.initial[id] ?? 'none') !== 'none') return s;
  const current = { ...s.current };
  if (next === (s.initial[id] ?? 'none')) delete current[id];
  else current[id] = next;
  return { ...s, current };
}

export function changes(s: TagSelection): { add: string[]; remove: string[] } {
  const add: string[] = [];
  const remove: string[] = [];
  for (const [id, state] of Object.entries(s.current)) {
    if (state === 'all') add.push(id);
    else if (state === 'none' && (s.initial[id] ?? 'none') !== 'none') remove.push(id);
  }
  return { add, remove };
}

/** antd Tree's controlled checkedKeys with checkStrictly. */
export function checkedKeys(s: TagSelection, ids: string[]): { checked: string[]; halfChecked: string[] } {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const id of ids) {
    const st = stateOf(s, id);
    if (st === 'all') checked.push(id);
    else if (st === 'part') halfChecked.push(id);
  }
  return { checked, halfChecked };
}
