// The built-in case application forms (schemas/case-forms/<type>.json, built from the shared blocks in
// schemas/case-forms/_blocks/ by $ref). One JSON Schema per form is the single source of:
//   - the server validators (validators.js): caseform_<type>_submit is the form as written; caseform_<type>_draft
//     is its draft twin, the same schema with every `required`, `minItems` and `minLength: 1` taken out, so a draft
//     is checked for types, formats and sizes but may be incomplete;
//   - the TS types of each form's bizParam (types.ts, named by the form's title);
//   - the client's Formily schemas (case-forms.ts): refs inlined, x-label as title, required flags on the
//     children, enums with their labels, array components with their item, remove and add parts.
import { SCHEMA_BASE } from './base';
import { type Json, type JsonObject, type Registry, stableStringify } from './load';
import { lookup, resolveUri, splitUri } from './refs';

export const CASE_FORMS = SCHEMA_BASE + 'case-forms/';
const DRAFTS = SCHEMA_BASE + 'case-forms-draft/';

export interface CaseFormDoc { key: string; id: string; doc: JsonObject; label: { zh: string; en: string } }

/** Every form (files directly under case-forms/, not the blocks), by type key. */
export function caseForms(reg: Registry): CaseFormDoc[] {
  return [...reg.files.entries()]
    .filter(([id]) => id.startsWith(CASE_FORMS) && !id.slice(CASE_FORMS.length).includes('/'))
    .map(([id, { doc }]) => ({ key: doc['x-case-type'] as string, id, doc, label: doc['x-label'] as unknown as { zh: string; en: string } }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** Every schema file of case-forms/ (forms and blocks), which the draft twins mirror. */
export function caseFormFiles(reg: Registry): Array<{ id: string; doc: JsonObject }> {
  return [...reg.files.entries()].filter(([id]) => id.startsWith(CASE_FORMS)).map(([id, { doc }]) => ({ id, doc }));
}

const camel = (key: string) => key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
export const caseFormValidatorName = (key: string, mode: 'draft' | 'submit') => `caseform_${camel(key)}_${mode}`;
export const draftId = (id: string) => DRAFTS + id.slice(CASE_FORMS.length);

/** The draft twin: relative refs stay relative, so they reach the draft twins of the blocks. */
export function draftOf(node: Json): Json {
  if (Array.isArray(node)) return node.map(draftOf);
  if (!node || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'required' && Array.isArray(v)) continue;
    if (k === 'minItems') continue;
    if (k === 'minLength' && v === 1) continue;
    out[k] = k.startsWith('x-') ? v : draftOf(v);
  }
  return out;
}

export function draftDocs(reg: Registry): Array<{ id: string; doc: JsonObject }> {
  return caseFormFiles(reg).map(({ id, doc }) => ({ id: draftId(id), doc: { ...(draftOf(doc) as JsonObject), $id: draftId(id) } }));
}

/** Problems: every form names its type, the type is its file name, and the case entity lists exactly these types. */
export function checkCaseForms(reg: Registry): string[] {
  const problems: string[] = [];
  const forms = caseForms(reg);
  for (const f of forms) {
    const file = f.id.slice(CASE_FORMS.length).replace(/\.json$/, '');
    if (f.key !== file) problems.push(`case-forms/${file}.json: x-case-type must be "${file}"`);
    if (!f.label?.zh || !f.label?.en) problems.push(`case-forms/${file}.json: x-label needs zh and en`);
    if (typeof f.doc.title !== 'string') problems.push(`case-forms/${file}.json: needs a title (the name of its bizParam type)`);
  }
  const entity = reg.files.get(SCHEMA_BASE + 'entities/case.json')?.doc;
  if (entity) {
    const types = (((entity.properties as JsonObject).caseType as JsonObject).enum as string[]) ?? [];
    const keys = forms.map((f) => f.key);
    for (const k of keys) if (!types.includes(k)) problems.push(`entities/case.json: caseType does not list the form ${k}`);
    for (const t of types) if (!keys.includes(t)) problems.push(`entities/case.json: caseType ${t} has no form in schemas/case-forms`);
  }
  return problems;
}

/** The form without its conditional rules (allOf/if/then/else): what the bizParam type is made of. */
export function withoutConditionals(node: Json): Json {
  if (Array.isArray(node)) return node.map(withoutConditionals);
  if (!node || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) if (!['allOf', 'if', 'then', 'else'].includes(k)) out[k] = withoutConditionals(v);
  return out;
}

// ---- Formily ---------------------------------------------------------------------------------------------

const DROP = new Set(['$schema', '$id', '$defs', 'title', 'additionalProperties', 'propertyNames', 'allOf', 'if', 'then', 'else', 'format', 'uniqueItems', 'description', 'x-label', 'x-enum-labels', 'x-add-label', 'default']);

/** A schema with its refs inlined (siblings of a $ref win over the target). */
function inline(reg: Registry, node: Json, base: string): Json {
  if (Array.isArray(node)) return node.map((n) => inline(reg, n, base));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') {
    const uri = resolveUri(node.$ref, base);
    const target = lookup(reg, uri);
    if (target === undefined) throw new Error(`case form: $ref ${node.$ref} does not resolve from ${base}`);
    const rest = Object.fromEntries(Object.entries(node).filter(([k]) => k !== '$ref'));
    return { ...(inline(reg, target, splitUri(uri).doc) as JsonObject), ...(inline(reg, rest, base) as JsonObject) };
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k.startsWith('x-') ? v : inline(reg, v, base)]));
}

/**
 * `optional`: an object block the form may leave out (a third party, the basic mark, fees). Its own required fields
 * are required only once it is filled in, which the server checks on submit and names the field; the browser marks
 * them required only in blocks the form requires.
 */
function formilyNode(node: JsonObject, index: number, optional = false): JsonObject {
  const out: JsonObject = {};
  const types = (Array.isArray(node.type) ? node.type : node.type !== undefined ? [node.type] : []).filter((t) => t !== 'null') as string[];
  out.type = types[0] === 'integer' ? 'number' : (types[0] ?? (node.enum ? 'string' : 'object'));
  const label = node['x-label'] as JsonObject | undefined;
  if (label) {
    out.title = label.zh;
    out['x-title-en'] = label.en;
  }
  out['x-index'] = index;
  if (types.length < (Array.isArray(node.type) ? node.type.length : types.length)) out['x-nullable'] = true;
  if (node.default !== undefined) out.default = node.default;
  for (const [k, v] of Object.entries(node)) {
    if (DROP.has(k) || k === 'type' || k === 'properties' || k === 'items' || k === 'required' || k === 'enum') continue;
    out[k] = v;
  }
  // A list of choices (Checkbox.Group, a multiple Select) offers its items' values.
  const items = node.items && typeof node.items === 'object' && !Array.isArray(node.items) ? (node.items as JsonObject) : undefined;
  const choices = Array.isArray(node.enum) ? node : items && Array.isArray(items.enum) ? items : undefined;
  if (choices) {
    const labels = (choices['x-enum-labels'] ?? {}) as JsonObject;
    out.enum = (choices.enum as Json[]).filter((v) => v !== null).map((v) => ({ value: v, label: (labels[String(v)] as string) ?? String(v) }));
  }
  const required = new Set(optional ? [] : ((node.required ?? []) as string[]));
  const children = (props: JsonObject) =>
    Object.fromEntries(
      Object.entries(props).map(([k, v], i) => {
        const child = formilyNode(v as JsonObject, i, optional || !required.has(k));
        if (required.has(k)) child.required = true;
        return [k, child];
      }),
    );
  // An object edited by one component (MoneyInput: {amount, currency}) is one field, not a group of fields.
  const component = node['x-component'];
  const group = component === undefined || component === 'FormLayout';
  if (node.properties && group) out.properties = children(node.properties as JsonObject);
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) {
    // The add button names what it adds where the schema says (x-add-label: 添加国家/地区), else 添加.
    const addLabel = node['x-add-label'] as { zh: string; en: string } | undefined;
    const item = formilyNode(node.items as JsonObject, 0);
    delete item['x-index'];
    if (item.type === 'object' && component === 'ArrayItems') {
      item['x-component'] = 'ArrayItems.Item';
      delete item['x-decorator'];
      item.properties = { ...(item.properties as JsonObject), remove: { type: 'void', 'x-component': 'ArrayItems.Remove', 'x-index': 999 } };
      out.properties = { add: { type: 'void', title: addLabel?.zh ?? '添加', 'x-title-en': addLabel?.en ?? 'Add', 'x-component': 'ArrayItems.Addition' } };
    } else if (item.type === 'object' && component === 'ArrayTable') {
      // Each field becomes a column; the row ends with a remove button.
      const columns: JsonObject = {};
      for (const [k, v] of Object.entries((item.properties ?? {}) as JsonObject)) {
        const { title, 'x-title-en': en, ...field } = v as JsonObject;
        columns[`column_${k}`] = { type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: title ?? null, titleEn: en ?? null }, 'x-index': field['x-index'], properties: { [k]: field } };
      }
      columns.column_operations = { type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: '操作', titleEn: 'Actions', width: 80 }, 'x-index': 999, properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } } };
      item.properties = columns;
      out.properties = { add: { type: 'void', title: addLabel?.zh ?? '添加', 'x-title-en': addLabel?.en ?? 'Add', 'x-component': 'ArrayTable.Addition' } };
    }
    out.items = item;
  }
  return out;
}

/** The client's Formily ISchema of one form. */
export function formilyOfForm(reg: Registry, f: CaseFormDoc): JsonObject {
  const node = formilyNode(inline(reg, f.doc, f.id) as JsonObject, 0);
  delete node['x-index'];
  return node;
}

export function emitCaseForms(reg: Registry): string {
  const forms = caseForms(reg);
  const defs = Object.fromEntries(forms.map((f) => [f.key, { label: f.label, typeName: f.doc.title, schema: formilyOfForm(reg, f) }]));
  const typeImports = forms.map((f) => f.doc.title as string);
  return [
    '/* Generated by `npm run generate` from schemas/case-forms. Do not edit. */',
    `import type { ${typeImports.join(', ')} } from './types';`,
    '',
    `export const caseFormKeys = ${JSON.stringify(forms.map((f) => f.key))} as const;`,
    'export type CaseFormKey = (typeof caseFormKeys)[number];',
    '',
    '/** The bizParam type of each form. */',
    'export interface CaseBizParams {',
    ...forms.map((f) => `  ${JSON.stringify(f.key)}: ${f.doc.title};`),
    '}',
    '',
    'export interface CaseFormDef { label: { zh: string; en: string }; typeName: string; schema: Record<string, unknown> }',
    '',
    '/** Formily schemas of the forms (x-label as title, refs inlined, array parts filled in). */',
    `export const caseForms: Record<CaseFormKey, CaseFormDef> = ${stableStringify(defs, 2)};`,
    '',
  ].join('\n');
}

// ---- Field labels of the server's messages -----------------------------------------------------------------

/** Components that lay out other fields rather than edit one value: their children are fields of their own. */
const LAYOUT = new Set(['FormLayout', 'ArrayItems', 'ArrayTable', 'ArrayItems.Item']);

/**
 * The zh label of every field of a form by its JSON pointer (array indexes as *), as the form names it: a block's
 * label as the form overrides it ($ref siblings win: 争议商标, not the block's 商标), and a part of a value one
 * component edits (a money amount, a picked mark's class) under that field's label: 官费（金额）. Ajv reports the
 * schema it checked — the block — so the validator path names the field through this map instead.
 */
export function formLabels(reg: Registry, f: CaseFormDoc): Record<string, string> {
  const out: Record<string, string> = {};
  const zh = (n: JsonObject) => ((n['x-label'] as JsonObject | undefined)?.zh as string | undefined) ?? undefined;
  const walk = (node: Json, path: string, owner: string | null) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const own = zh(node);
    const label = own ? (owner && owner !== own ? `${owner}（${own}）` : own) : owner;
    if (label && path && !(path in out)) out[path] = label;
    const component = node['x-component'];
    const editsOneValue = typeof component === 'string' && !LAYOUT.has(component) && (node.properties || node.items);
    const nextOwner = editsOneValue ? (label ?? null) : owner;
    for (const [k, v] of Object.entries((node.properties ?? {}) as JsonObject)) walk(v, `${path}/${k}`, nextOwner);
    if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) walk(node.items, `${path}/*`, nextOwner);
    // Conditional rules name fields the properties already named; they only add what is missing.
    for (const rule of (node.allOf ?? []) as Json[]) if (rule && typeof rule === 'object' && !Array.isArray(rule)) for (const k of ['then', 'else']) walk((rule as JsonObject)[k] ?? null, path, owner);
  };
  const root = inline(reg, f.doc, f.id) as JsonObject;
  // The form's own label is not a field's.
  walk({ ...root, 'x-label': undefined } as unknown as Json, '', null);
  return out;
}

export function emitCaseFormLabels(reg: Registry): string {
  const forms = caseForms(reg);
  const labels = Object.fromEntries(forms.map((f) => [f.key, formLabels(reg, f)]));
  return [
    '/* Generated by `npm run generate` from schemas/case-forms. Do not edit. */',
    '/** The zh label of each field of each case form by JSON pointer (array indexes as *): what a server message names. */',
    `export const caseFormLabels: Record<string, Record<string, string>> = ${stableStringify(labels, 2)};`,
    '',
  ].join('\n');
}
