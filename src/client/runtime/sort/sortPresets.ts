// Saved multi-condition sort presets (spec 3.14, 5, 7.8): rows of (field among the screen's sortable keys,
// asc/desc), applied as the list's server-side sort, saved per table and user with userCustomDisplay
// displayType 8. Rule messages are i18n keys whose Chinese is the spec's text.
import type { MessageKey } from '../../i18n';
import { MAX_SORTS, type SortItem } from '../list/listController';
import { createStore, type Store } from '../store';

export const SORT_PRESETS_DISPLAY_TYPE = 8;

export interface SortCondition { key: string; name: string; asc: boolean }
export interface SortPreset { name: string; conditions: SortCondition[] }
export interface DraftRow { key?: string; asc: boolean }
export type Result<T> = { ok: true; value: T } | { ok: false; error: MessageKey };

const incomplete = (rows: DraftRow[]) => rows.some((r) => !r.key);

/** 添加排序条件: refused while a row has no field (请补充完排序信息再进行添加) or at the 5-key limit. */
export function addRow(rows: DraftRow[]): Result<DraftRow[]> {
  if (incomplete(rows)) return { ok: false, error: 'sort.incompleteAdd' };
  if (rows.length >= MAX_SORTS) return { ok: false, error: 'sort.max' };
  return { ok: true, value: [...rows, { asc: true }] };
}

/** 排序: the rows as list sorts; refused with an incomplete row (请补充完排序信息再进行排序). No rows = no sort. */
export function toSorts(rows: DraftRow[]): Result<SortItem[]> {
  if (incomplete(rows)) return { ok: false, error: 'sort.incompleteApply' };
  return { ok: true, value: rows.map((r) => ({ key: r.key!, asc: r.asc })) };
}

/** Keys a row may still choose: sortable keys not taken by another row. */
export function availableKeys(rows: DraftRow[], index: number, sortable: readonly string[]): string[] {
  const taken = new Set(rows.filter((_, i) => i !== index).map((r) => r.key));
  return sortable.filter((k) => !taken.has(k));
}

/** Saves (or replaces) a preset: needs a name (请设置排序名称) and complete rows. */
export function savePreset(presets: SortPreset[], name: string, rows: DraftRow[], names: (key: string) => string): Result<SortPreset[]> {
  const trimmed = name.trim();
  if (incomplete(rows) || rows.length === 0) return { ok: false, error: 'sort.incompleteApply' };
  if (!trimmed) return { ok: false, error: 'sort.nameRequired' };
  const preset: SortPreset = { name: trimmed, conditions: rows.map((r) => ({ key: r.key!, name: names(r.key!), asc: r.asc })) };
  const i = presets.findIndex((p) => p.name === trimmed);
  return { ok: true, value: i >= 0 ? presets.map((p, j) => (j === i ? preset : p)) : [...presets, preset] };
}

export function deletePreset(presets: SortPreset[], name: string): SortPreset[] {
  return presets.filter((p) => p.name !== name);
}

/** A preset's conditions as draft rows, keeping only keys the screen can still sort by. */
export function presetRows(preset: SortPreset, sortable: readonly string[]): DraftRow[] {
  const allowed = new Set(sortable);
  return preset.conditions.filter((c) => allowed.has(c.key)).map((c) => ({ key: c.key, asc: c.asc }));
}

export function parsePresets(content: string | null | undefined): SortPreset[] {
  if (!content) return [];
  try {
    const list = JSON.parse(content);
    if (!Array.isArray(list)) return [];
    return list
      .filter((p) => p && typeof p.name === 'string' && Array.isArray(p.conditions))
      .map((p) => ({ name: p.name, conditions: p.conditions.filter((c: SortCondition) => c && typeof c.key === 'string').map((c: SortCondition) => ({ key: c.key, name: String(c.name ?? c.key), asc: !!c.asc })) }));
  } catch {
    return [];
  }
}

export interface SortPresetsDeps {
  query: (tableKey: string) => Promise<{ displayContent: string | null }>;
  save: (tableKey: string, content: string) => Promise<unknown>;
}

export class SortPresetsController {
  readonly store: Store<{ presets: SortPreset[]; loaded: boolean }>;

  constructor(
    private readonly tableKey: string,
    private readonly deps: SortPresetsDeps,
  ) {
    this.store = createStore<{ presets: SortPreset[]; loaded: boolean }>({ presets: [], loaded: false });
  }

  async load() {
    try {
      const { displayContent } = await this.deps.query(this.tableKey);
      this.store.set({ presets: parsePresets(displayContent) });
    } finally {
      this.store.set({ loaded: true });
    }
  }

  /** Saves a preset; resolves with the rule message key on refusal, null on success. */
  async save(name: string, rows: DraftRow[], names: (key: string) => string): Promise<MessageKey | null> {
    const result = savePreset(this.store.get().presets, name, rows, names);
    if (!result.ok) return result.error;
    await this.deps.save(this.tableKey, JSON.stringify(result.value));
    this.store.set({ presets: result.value });
    return null;
  }

  async remove(name: string) {
    const presets = deletePreset(this.store.get().presets, name);
    await this.deps.save(this.tableKey, JSON.stringify(presets));
    this.store.set({ presets });
  }
}
