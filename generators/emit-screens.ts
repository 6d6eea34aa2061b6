// Screen definitions for the client runtime (screens.ts) and list specs for the server engine
// (list-specs.ts), both derived from schemas/screens + entities.
import type { JsonObject, Registry } from './load';
import { allCalls, stableStringify } from './load';
import { moduleOfScreen } from './custom-field-types';
import { fieldKinds, kindOfField } from './field-kinds';
import { formFields, type ResolvedField, type ResolvedScreen, resolveScreen, screenIds } from './screens';

const VALIDATION_KEYWORDS = ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'format'];

/** Formily ISchema of the screen's create or update form. Labels: title zh, x-title-en en. */
export function formilySchema(reg: Registry, s: ResolvedScreen, mode: 'create' | 'update'): JsonObject {
  const properties: JsonObject = {};
  fields: for (const [index, ff] of formFields(s, mode).entries()) {
    const f = s.entity.fields[ff.prop as string];
    // The form component and its default props come from the field's kind (schemas/field-kinds).
    const kindKey = kindOfField(reg, f, ff.widget as string | undefined);
    const kind = fieldKinds(reg).find((k) => k.kind === kindKey)!.doc;
    const widgets = kind.widgets as JsonObject;
    const label = (ff.label as JsonObject | undefined) ?? (f.label as unknown as JsonObject);
    const node: JsonObject = {
      type: f.kind === 'integer' || f.kind === 'number' ? 'number' : f.kind === 'boolean' ? 'boolean' : f.schema.type === 'array' ? 'array' : 'string',
      title: label.zh,
      'x-title-en': label.en,
      'x-decorator': 'FormItem',
      'x-component': widgets.form,
      'x-field-kind': kindKey,
      // Formily renders properties by x-index; the screen's field order, not the key order, is the layout.
      'x-index': index,
      'x-nullable': f.nullable,
      'x-kind': f.kind,
    };
    if (ff.required) node.required = true;
    // A new record starts at the field's default (e.g. a user's 状态 启用), so a required choice is never blank.
    if (mode === 'create' && f.schema.default !== undefined) node.default = f.schema.default;
    const leaf = (f.schema.anyOf as JsonObject[] | undefined)?.find((a) => a.type !== 'null') ?? f.schema;
    for (const k of VALIDATION_KEYWORDS) if (leaf[k] !== undefined && !(k === 'format' && leaf[k] === 'date-time')) node[k] = leaf[k];
    if (f.dict) {
      node.enum = Object.entries(f.dict).map(([value, l]) => ({ value: f.kind === 'integer' || f.kind === 'number' ? Number(value) : value === 'true' ? true : value === 'false' ? false : value, label: l.zh, labelEn: l.en }));
    }
    const options = ff.options as JsonObject | undefined;
    if (options?.call) node['x-options-call'] = options.call;
    const props: JsonObject = { ...((kind.formProps as JsonObject | undefined) ?? {}) };
    if (leaf.maxLength && (kindKey === 'text' || kindKey === 'textarea')) {
      props.maxLength = leaf.maxLength;
      props.showCount = kindKey === 'textarea';
    }
    // Built-in number fields keep their storage's precision (the number kind's format setting).
    if (kindKey === 'number') props.config = { numberFormat: f.kind === 'integer' ? 'integer' : 'decimal2' };
    // An image stored in a text column (e.g. the trademark image) keeps only the URL, not the upload object.
    if (kindKey === 'image' && f.kind === 'text') props.valueType = 'url';
    if (Object.keys(props).length) node['x-component-props'] = props;
    if (ff.span === 2) node['x-decorator-props'] = { gridSpan: 2 };
    if (mode === 'update' && ff.readOnlyOnUpdate) node['x-pattern'] = 'readPretty';
    properties[ff.prop as string] = node;
    continue fields;
  }
  return { type: 'object', properties };
}

function callRef(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const [m, c] = name.split('.');
  return `calls.${m}.${c}`;
}

function screenDef(reg: Registry, s: ResolvedScreen): string {
  const doc = s.doc;
  const used = new Set<string>();
  const filter = doc.filter as JsonObject;
  const rows = (filter.rows as JsonObject[]).map((row) => {
    const f = s.entity.fields[row.prop as string];
    const op = s.filters.find((x) => x.prop === row.prop)?.op;
    if (f) used.add(f.prop);
    const options = row.options as JsonObject | undefined;
    return { ...row, label: row.label ?? f?.label, ...(op ? { op } : {}), ...(options?.call ? { options: { ...options, call: `@@${callRef(options.call as string)}@@` } } : {}) };
  });
  const columns = (doc.columns as JsonObject[]).map((c) => {
    const type = (c.type as string) ?? 'data';
    const f = c.prop ? s.entity.fields[c.prop as string] : undefined;
    if (f) used.add(f.prop);
    // A data column is drawn by its field's kind, or by the kind its format names (tmStatus, goods, tags).
    return { ...c, type, ...(f ? { label: c.label ?? f.label, sortable: s.sortable.includes(f.prop), fieldKind: kindOfField(reg, f, c.format as string | undefined) } : {}) };
  });
  // Buttons name calls as module.call; the client gets the catalogue entry itself.
  const linkCalls = (list: JsonObject[] | undefined): JsonObject[] | undefined =>
    list?.map((b) => {
      const action = b.action as JsonObject;
      return {
        ...b,
        action: action.call ? { ...action, call: `@@${callRef(action.call as string)}@@` } : action,
        ...(b.children ? { children: linkCalls(b.children as JsonObject[]) } : {}),
      };
    });
  for (const c of columns as JsonObject[]) if (c.buttons) c.buttons = linkCalls(c.buttons as JsonObject[]) as unknown as JsonObject[];
  const form = doc.form as JsonObject | undefined;
  if (form) for (const ff of form.fields as JsonObject[]) used.add(ff.prop as string);
  const fields: JsonObject = {};
  for (const prop of [...used].sort()) {
    const f = s.entity.fields[prop];
    fields[prop] = { label: f.label as unknown as JsonObject, kind: f.kind, fieldKind: f.fieldKind, nullable: f.nullable, ...(f.dict ? { dict: f.dict as unknown as JsonObject } : {}) };
  }
  const calls = Object.fromEntries(Object.entries((doc.calls ?? {}) as Record<string, string>).map(([k, v]) => [k, `@@${callRef(v)}@@`]));
  const customFieldModule = moduleOfScreen(reg, s.key);
  const def = {
    screen: s.key,
    ...(customFieldModule ? { customFieldModule } : {}),
    title: doc.title,
    entity: s.entity.title,
    tableKey: (doc.tableKey as string) ?? s.key,
    calls,
    defaultSort: (doc.defaultSort as JsonObject[] | undefined) ?? s.entity.defaultSort.filter((x) => s.sortable.includes(x.key)),
    sortable: s.sortable,
    fields,
    filter: { ...filter, rows },
    columns,
    toolbar: linkCalls(doc.toolbar as JsonObject[] | undefined) ?? [],
    ...(form
      ? {
          form: {
            title: form.title ?? s.entity.label, width: form.width ?? 560, columns: form.columns ?? 1, create: formilySchema(reg, s, 'create'), update: formilySchema(reg, s, 'update'),
            ...(s.entity.rowVersion ? { rowVersion: s.entity.rowVersion } : {}),
          },
        }
      : {}),
  };
  // Call references become live imports of the catalogue rather than copied metadata.
  return stableStringify(def, 2).replace(/"@@(calls\.[A-Za-z0-9.]+)@@"/g, '$1');
}

const HEADER = '/* Generated by `npm run generate` from schemas/screens and schemas/entities. Do not edit. */';

/**
 * Client screen definitions, one module per screen (issue 18: a list page loads only its own screen):
 *   screens/<key>.ts  `export const screen: ScreenDef`
 *   screens/index.ts  the keys and a lazy loader per key (what the list page imports)
 *   screens/all.ts    every screen at once, for tests and tools (never imported by the client runtime)
 */
export function emitScreens(reg: Registry): Record<string, string> {
  const files: Record<string, string> = {};
  const keys: string[] = [];
  for (const id of screenIds(reg)) {
    const s = resolveScreen(reg, id);
    keys.push(s.key);
    files[`screens/${s.key}.ts`] = [
      HEADER,
      "import { calls } from '../calls';",
      "import type { ScreenDef } from '../../client/runtime/screen-types';",
      '',
      `export const screen = ${screenDef(reg, s)} as ScreenDef;`,
      '',
    ].join('\n');
  }
  keys.sort();
  files['screens/index.ts'] = [
    HEADER,
    "import type { ScreenDef } from '../../client/runtime/screen-types';",
    '',
    `export const screenKeys = ${JSON.stringify(keys)} as const;`,
    'export type ScreenKey = (typeof screenKeys)[number];',
    '',
    'export const isScreenKey = (key: string): key is ScreenKey => (screenKeys as readonly string[]).includes(key);',
    '',
    '/** Each screen definition in its own chunk, loaded by the page that shows it. */',
    'export const screenLoaders: Record<ScreenKey, () => Promise<ScreenDef>> = {',
    ...keys.map((k) => `  ${k}: () => import('./${k}').then((m) => m.screen),`),
    '};',
    '',
  ].join('\n');
  files['screens/all.ts'] = [
    HEADER,
    '// Every screen definition at once: for tests and tools. The client loads them one by one (./index.ts).',
    ...keys.map((k) => `import { screen as ${k} } from './${k}';`),
    '',
    `export const screens = { ${keys.join(', ')} };`,
    'export type { ScreenKey } from \'./index\';',
    '',
  ].join('\n');
  return files;
}

/** The kind a field is exported by: the one its data column's format names (tmStatus, goods...), else its own. */
function exportKind(reg: Registry, s: ResolvedScreen, f: ResolvedField): string {
  const col = ((s.doc.columns ?? []) as JsonObject[]).find((c) => c.prop === f.prop && (c.type ?? 'data') === 'data');
  return kindOfField(reg, f, col?.format as string | undefined);
}

/** What the server's generic list engine needs per screen: source relation, columns, operators, sorts. */
export function emitListSpecs(reg: Registry): string {
  const specs: Record<string, unknown> = {};
  for (const id of screenIds(reg)) {
    const s = resolveScreen(reg, id);
    const e = s.entity;
    const readable = Object.values(e.fields).filter((f) => !(reg.files.get(e.id)!.doc.properties as JsonObject)[f.prop] || !((reg.files.get(e.id)!.doc.properties as JsonObject)[f.prop] as JsonObject)['x-write-only']);
    specs[s.key] = {
      screen: s.key,
      customFieldModule: moduleOfScreen(reg, s.key) ?? null,
      entity: e.title,
      label: e.label,
      table: e.table,
      source: e.source,
      softDelete: e.softDelete ?? null,
      searchGrams: e.searchGrams,
      searchValues: e.searchValues,
      defaultSort: e.defaultSort,
      fields: Object.fromEntries(
        Object.values(e.fields).map((f) => {
          // Objects, and arrays of objects, are jsonb columns; arrays of scalars are PostgreSQL arrays.
          const items = f.schema.items as JsonObject | undefined;
          // A nullable one (type [..., "null"]) too.
          const types = ([] as unknown[]).concat(f.schema.type);
          const json = types.includes('object') || (types.includes('array') && items?.type === 'object');
          return [f.prop, { column: f.column, kind: f.kind, fieldKind: exportKind(reg, s, f), nullable: f.nullable, readonly: f.readonly, writeOnly: !readable.includes(f), label: f.label, ...(json ? { json: true } : {}), ...(f.widget === 'image' ? { image: true } : {}), ...(f.sortIndexBoth ? { ascIndex: true } : {}) }];
        }),
      ),
      filters: Object.fromEntries(s.filters.map((f) => [f.prop, f.op])),
      sortable: s.sortable,
      select: readable.map((f) => f.prop),
      formFields: {
        create: formFields(s, 'create').map((f) => f.prop),
        update: formFields(s, 'update').filter((f) => !f.readOnlyOnUpdate).map((f) => f.prop),
      },
      rowVersion: e.rowVersion ?? null,
      dataScope: e.dataScope ?? null,
      dicts: Object.fromEntries(Object.values(e.fields).filter((f) => f.dict).map((f) => [f.prop, f.dict])),
    };
  }
  const byCall: Record<string, string> = {};
  for (const c of allCalls(reg)) if (c.screen) byCall[`${c.module}.${c.name}`] = resolveScreen(reg, c.screen).key;
  return [
    '/* Generated by `npm run generate` from schemas/screens and schemas/entities. Do not edit. */',
    "import type { ListSpec } from '../server/lists/spec-types';",
    '',
    `export const listSpecs: Record<string, ListSpec> = ${stableStringify(specs, 2)} as Record<string, ListSpec>;`,
    '',
    '/** Screen key served by each screen-bound call (module.call). */',
    `export const screenOfCall: Record<string, string> = ${stableStringify(byCall, 2)};`,
    '',
  ].join('\n');
}
