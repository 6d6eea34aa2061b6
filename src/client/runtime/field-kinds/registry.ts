// The one field-kind registry of the client: every kind's entry (filter widget, editor / Formily component, cell
// renderer and editor, settings panel), by kind and by the widget names the generated definitions give. The
// platform registers its kinds (./platform.ts); business modules register theirs as lazy loaders through their
// client entry (src/client/modules.ts), so this file imports no widget code and costs the entry chunk nothing.
import { createElement, type ComponentType } from 'react';
import { fieldKindByKey } from '../../../generated/field-kinds';
import type { FieldKindDef } from '../../../shared/field-kinds';
import { lazyComponent } from '../lazyComponent';
import type { CellWidget, FieldCtx, FieldKindImpl, FieldKindLoader, FilterWidgetProps, FormComponent } from './contracts';

const impls = new Map<string, FieldKindImpl>();
const loaders = new Map<string, FieldKindLoader>();
/** Filter widgets of rows that are no kind's (slot, file-link) or a kind's variant (treeMultiple, date-picker). */
const extraFilters = new Map<string, ComponentType<FilterWidgetProps>>();

export function kindDef(key: string): FieldKindDef {
  const def = fieldKindByKey[key];
  if (!def) throw new Error(`field kind ${key} is not in schemas/field-kinds`);
  return def;
}

function claim(key: string) {
  kindDef(key);
  if (impls.has(key) || loaders.has(key)) throw new Error(`field kind ${key} is registered twice`);
}

/** Registers kinds whose code is already loaded (the platform's). */
export function registerFieldKinds(entries: Record<string, FieldKindImpl>) {
  for (const [key, impl] of Object.entries(entries)) {
    claim(key);
    impls.set(key, impl);
  }
}

/** Registers kinds whose code loads on first use (modules' kinds). */
export function registerFieldKindLoaders(entries: Record<string, FieldKindLoader>) {
  for (const [key, load] of Object.entries(entries)) {
    claim(key);
    let promise: Promise<FieldKindImpl> | null = null;
    loaders.set(key, () =>
      (promise ??= load().then(
        (impl) => {
          loaded.set(key, impl);
          return impl;
        },
        (e) => {
          promise = null;
          throw e;
        },
      )),
    );
  }
}

export function registerFilterWidgets(widgets: Record<string, ComponentType<FilterWidgetProps>>) {
  for (const [name, w] of Object.entries(widgets)) {
    if (extraFilters.has(name)) throw new Error(`filter widget ${name} is registered twice`);
    extraFilters.set(name, w);
  }
}

const loaded = new Map<string, FieldKindImpl>();
const facades = new Map<string, FieldKindImpl>();

/** A lazy kind as an entry usable at once: its components load on first render. */
function facade(key: string, load: FieldKindLoader): FieldKindImpl {
  const part = <T,>(pick: (impl: FieldKindImpl) => T) => () => load().then(pick);
  const cell: CellWidget = {
    text: (value, ctx, t) => loaded.get(key)?.cell.text(value, ctx, t) ?? (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)),
    Render: lazyComponent(
      part((impl) => impl.cell.Render ?? (({ value, ctx }: { value: unknown; ctx: FieldCtx }) => createElement('span', null, impl.cell.text(value, ctx) || '-'))),
      `Cell(${key})`,
    ),
    width: 160,
  };
  return {
    filter: lazyComponent(part((impl) => impl.filter), `Filter(${key})`),
    editor: { Component: lazyComponent(part((impl) => impl.editor.Component), `Editor(${key})`) },
    form: () => load().then((impl) => (impl.form ? impl.form() : formOfEditor(key))),
    cell,
    cellEditor: { Component: lazyComponent(part((impl) => impl.cellEditor.Component), `CellEditor(${key})`), popup: true },
    toValue: (raw, ctx) => loaded.get(key)?.toValue?.(raw, ctx) ?? { ok: true, value: raw },
  };
}

/** The kind's entry (a loading facade for a module's kind that has not loaded yet), or undefined when none is registered. */
export function fieldKindImpl(key: string): FieldKindImpl | undefined {
  const impl = impls.get(key) ?? loaded.get(key);
  if (impl) return impl;
  const load = loaders.get(key);
  if (!load) return undefined;
  let f = facades.get(key);
  if (!f) facades.set(key, (f = facade(key, load)));
  return f;
}

/** Starts loading the module kinds a screen uses (beside the grid chunk). */
export function preloadFieldKinds(keys: Array<string | undefined>) {
  for (const k of keys) if (k && loaders.has(k) && !loaded.has(k)) void loaders.get(k)!().catch(() => undefined);
}

/** Loads a kind's entry (tests, the designer). */
export async function loadFieldKind(key: string): Promise<FieldKindImpl | undefined> {
  return impls.get(key) ?? (loaders.has(key) ? loaders.get(key)!() : undefined);
}

/** Every kind with an entry. */
export const registeredKinds = () => [...impls.keys(), ...loaders.keys()];

/** The filter widget of a row type: a kind's (by its widgets.filter) or an extra one. */
export function filterWidget(name: string): ComponentType<FilterWidgetProps> | undefined {
  const extra = extraFilters.get(name);
  if (extra) return extra;
  for (const key of registeredKinds()) if (fieldKindByKey[key]?.widgets.filter === name) return fieldKindImpl(key)!.filter;
  return undefined;
}

/** Formily component made of a kind's editor (./formily.tsx, loaded with the form dialog; a new one per call). */
const formOfEditor = (key: string): Promise<FormComponent> => import('./formily').then((m) => m.editorField(key));
/** A kind's own Formily component, drawn read-only by the kind's read view or cell (./formily.tsx). */
const ownForm = (key: string, own: FormComponent): Promise<FormComponent> => import('./formily').then((m) => m.readPrettyOr(key, own));

/**
 * The Formily components of the given x-component names, loaded (the form dialog waits for them). Formily reads a
 * dotted name (Input.TextArea, Radio.Group) as a path, so those hang under their first part.
 */
export async function loadFormComponents(names: Iterable<string>): Promise<Record<string, FormComponent>> {
  const flat = await loadFlatFormComponents(names);
  const out: Record<string, FormComponent> = {};
  for (const [name, c] of Object.entries(flat)) if (!name.includes('.')) out[name] = c;
  for (const [name, c] of Object.entries(flat)) {
    if (!name.includes('.')) continue;
    const [head, tail] = [name.slice(0, name.indexOf('.')), name.slice(name.indexOf('.') + 1)];
    // A component that only carries its sub-components when the first part is no kind of its own.
    out[head] ??= (() => null) as FormComponent;
    (out[head] as unknown as Record<string, FormComponent>)[tail] = c;
  }
  return out;
}

async function loadFlatFormComponents(names: Iterable<string>): Promise<Record<string, FormComponent>> {
  const wanted = new Set(names);
  const out: Record<string, FormComponent> = {};
  await Promise.all(
    registeredKinds().map(async (key) => {
      const name = fieldKindByKey[key]?.widgets.form;
      if (!name || !wanted.has(name) || out[name]) return;
      const impl = (await loadFieldKind(key))!;
      const component = impl.form ? await ownForm(key, await impl.form()) : await formOfEditor(key);
      out[name] ??= component;
    }),
  );
  return out;
}
