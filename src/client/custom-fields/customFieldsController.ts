// Headless custom fields of one list screen (spec 2.16, 3.12, 4, 5, 7.10): the module's definitions, the
// partial saves of the list-settings dropdown (show/hide, filter, pin with its limit of 5, delete, move),
// the dialog's save-all, cell values and the batch edit. Results carry message keys; the views toast them.
import type {
  CustomFieldSetCustomFieldRequest,
  CustomFieldSetTmArchiveCustomFieldDataRequest,
  CustomFieldUpdateCustomFieldsRequest,
} from '../../generated/types';
import type { MessageKey } from '../i18n';
import { createStore, type Store } from '../runtime/store';
import { canFilter, cfIdOf, cfKey, filterOpOf, isCfKey, orderDefs, PIN_LIMIT, typeOf, type CustomFieldDef } from './model';

export interface CustomFieldsApi {
  list(body: { type: number }): Promise<CustomFieldDef[]>;
  save(body: CustomFieldSetCustomFieldRequest): Promise<CustomFieldDef | null>;
  saveAll(body: CustomFieldUpdateCustomFieldsRequest): Promise<CustomFieldDef[]>;
  sort(body: { fieldType: number; ids: string; isTop: string }): Promise<CustomFieldDef[]>;
  setValue(body: { type: number; id: number; fieldId: number; value: unknown }): Promise<{ value: unknown }>;
  batchSet(body: CustomFieldSetTmArchiveCustomFieldDataRequest): Promise<{ updated: number }>;
}

export interface CustomFieldsState {
  /** Every live definition of the module (shown and hidden), in list order: pinned first. */
  defs: CustomFieldDef[];
  loaded: boolean;
  /** Field ids with a partial save under way (their toggles wait). */
  pending: ReadonlySet<number>;
}

/** What a user action came to: a success message, a warning (nothing sent), or a failure the request layer showed. */
export type Outcome = { ok: true; message?: MessageKey } | { ok: false; warning?: MessageKey };

export type FieldSave = NonNullable<CustomFieldUpdateCustomFieldsRequest['fields']>[number];

export class CustomFieldsController {
  readonly store: Store<CustomFieldsState>;

  constructor(
    readonly module: number,
    private readonly api: CustomFieldsApi,
  ) {
    this.store = createStore<CustomFieldsState>({ defs: [], loaded: false, pending: new Set() });
  }

  get defs() {
    return this.store.get().defs;
  }

  /** Shown fields in column order (pinned first). */
  shown(defs = this.defs) {
    return defs.filter((d) => d.state === 1);
  }

  /** Fields that are filter rows: filter on and a filterable type (spec 4). */
  filterable(defs = this.defs) {
    return defs.filter((d) => d.isFilter === 1 && canFilter(d));
  }

  byId(id: number) {
    return this.defs.find((d) => d.id === id);
  }

  async load() {
    try {
      const defs = await this.api.list({ type: this.module });
      this.setDefs(Array.isArray(defs) ? defs : []);
    } catch {
      /* the request layer showed why; the list works without custom fields */
    } finally {
      this.store.set({ loaded: true });
    }
  }

  setDefs(defs: CustomFieldDef[]) {
    this.store.set({ defs: orderDefs(defs), loaded: true });
  }

  private replace(def: CustomFieldDef) {
    this.setDefs(this.defs.map((d) => (d.id === def.id ? def : d)));
  }

  private async partial(id: number, run: () => Promise<Outcome>): Promise<Outcome> {
    if (this.store.get().pending.has(id)) return { ok: false };
    this.store.set((s) => ({ pending: new Set([...s.pending, id]) }));
    try {
      return await run();
    } catch {
      return { ok: false };
    } finally {
      this.store.set((s) => ({ pending: new Set([...s.pending].filter((p) => p !== id)) }));
    }
  }

  /** 显示 / 隐藏 (state 1/0). */
  toggleShown(id: number): Promise<Outcome> {
    return this.partial(id, async () => {
      const def = this.byId(id);
      if (!def) return { ok: false };
      const state = def.state === 1 ? 0 : 1;
      const saved = await this.api.save({ type: this.module, id, state });
      this.replace(saved ?? { ...def, state });
      return { ok: true, message: state ? 'cf.shownDone' : 'cf.hiddenDone' };
    });
  }

  /** 筛选 on/off; number and attachment fields cannot filter (spec 4). */
  toggleFilter(id: number): Promise<Outcome> {
    return this.partial(id, async () => {
      const def = this.byId(id);
      if (!def) return { ok: false };
      if (!canFilter(def)) return { ok: false, warning: 'cf.filterUnsupported' };
      const isFilter = def.isFilter === 1 ? 0 : 1;
      const saved = await this.api.save({ type: this.module, id, isFilter });
      this.replace(saved ?? { ...def, isFilter, filter: isFilter });
      return { ok: true, message: isFilter ? 'cf.filterOnDone' : 'cf.filterOffDone' };
    });
  }

  /** 固定 / 取消固定: at most 5 pinned (最多可固定5项, nothing sent). */
  togglePin(id: number): Promise<Outcome> {
    const def = this.byId(id);
    if (!def) return Promise.resolve({ ok: false });
    const pin = def.isTop !== 1;
    const pinned = this.defs.filter((d) => d.isTop === 1).map((d) => d.id);
    if (pin && pinned.length >= PIN_LIMIT) return Promise.resolve({ ok: false, warning: 'cf.pinLimit' });
    const nextPins = pin ? [...pinned, id] : pinned.filter((p) => p !== id);
    return this.partial(id, async () => {
      await this.sendOrder(this.defs.map((d) => d.id), nextPins);
      return { ok: true, message: pin ? 'cf.pinDone' : 'cf.unpinDone' };
    });
  }

  /**
   * Moves a field to another place (a drag in the list-settings dropdown). Pinned fields stay before the
   * others, so a move across that boundary is refused (null) rather than silently undone by the server.
   */
  static reorder(defs: CustomFieldDef[], fromId: number, toId: number): CustomFieldDef[] | null {
    const from = defs.findIndex((d) => d.id === fromId);
    const to = defs.findIndex((d) => d.id === toId);
    if (from < 0 || to < 0 || from === to || defs[from].isTop !== defs[to].isTop) return null;
    const next = [...defs];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    return next;
  }

  async move(fromId: number, toId: number): Promise<Outcome> {
    const next = CustomFieldsController.reorder(this.defs, fromId, toId);
    if (!next) return { ok: false };
    const before = this.defs;
    this.store.set({ defs: next }); // the row stays where it was dropped while the call runs
    try {
      await this.sendOrder(
        next.map((d) => d.id),
        next.filter((d) => d.isTop === 1).map((d) => d.id),
      );
      return { ok: true, message: 'cf.movedDone' };
    } catch {
      this.store.set({ defs: before });
      return { ok: false };
    }
  }

  private async sendOrder(ids: number[], pins: number[]) {
    const defs = await this.api.sort({ fieldType: this.module, ids: ids.join(','), isTop: pins.join(',') });
    this.setDefs(defs);
  }

  /** 删除 from the list (delete=1; the server keeps the values, hidden). */
  remove(id: number): Promise<Outcome> {
    return this.partial(id, async () => {
      const def = this.byId(id);
      if (!def) return { ok: false };
      if (def.isEdit === 0) return { ok: false, warning: 'cf.locked' };
      await this.api.save({ type: this.module, id, delete: 1 });
      this.setDefs(this.defs.filter((d) => d.id !== id));
      return { ok: true, message: 'cf.deletedDone' };
    });
  }

  /** The dialog's confirm: every change at once; the answer is the module's new list. */
  async saveAll(fields: FieldSave[]): Promise<Outcome> {
    if (!fields.length) return { ok: true };
    try {
      this.setDefs(await this.api.saveAll({ type: this.module, fields }));
      return { ok: true, message: 'cf.savedDone' };
    } catch {
      return { ok: false };
    }
  }

  /** One cell: the value as the server stored it. Throws when the call failed. */
  async setValue(recordId: number, fieldId: number, value: unknown): Promise<unknown> {
    const r = await this.api.setValue({ type: this.module, id: recordId, fieldId, value });
    return r.value;
  }

  /** The batch edit: data by field title (the call's contract), for every chosen record. */
  async batchSet(recordIds: Array<number | string>, data: Record<string, unknown>): Promise<Outcome> {
    try {
      await this.api.batchSet({ type: this.module, key: recordIds.join(','), data, source: 0 });
      return { ok: true, message: 'cf.batch.done' };
    } catch {
      return { ok: false };
    }
  }

  /** Sort keys the list may send for custom columns (cf:<id> of shown, sortable fields). */
  sortableKeys(defs = this.defs): string[] {
    return this.shown(defs)
      .filter((d) => typeOf(d)?.sortable)
      .map((d) => cfKey(d.id));
  }

  /**
   * The list call body with the custom filter rows (filters['cf:<id>']) moved to customFilters
   * ({[fieldId]: {op, value}}); rows of fields no longer filterable are dropped.
   */
  wireBody<B extends { filters: Record<string, unknown> }>(body: B): B & { customFilters?: Record<string, { op: string; value: unknown }> } {
    return splitCustomFilters(body, this.defs);
  }
}

export function splitCustomFilters<B extends { filters: Record<string, unknown> }>(
  body: B,
  defs: CustomFieldDef[],
): B & { customFilters?: Record<string, { op: string; value: unknown }> } {
  const keys = Object.keys(body.filters).filter(isCfKey);
  if (!keys.length) return body;
  const filters = { ...body.filters };
  const customFilters: Record<string, { op: string; value: unknown }> = {};
  for (const key of keys) {
    const value = filters[key];
    delete filters[key];
    const def = defs.find((d) => String(d.id) === cfIdOf(key));
    const op = def && def.isFilter === 1 ? filterOpOf(def) : undefined;
    if (op) customFilters[cfIdOf(key)] = { op, value };
  }
  return Object.keys(customFilters).length ? { ...body, filters, customFilters } : { ...body, filters };
}
