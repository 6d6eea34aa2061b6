// The built-in case application forms (schemas/case-forms/<type>.json, built from the shared blocks in
// schemas/case-forms/_blocks/ by $ref). One JSON Schema per form is the single source of:
//   - the server validators (validators.js): caseform_<type>_submit is the form as written; caseform_<type>_draft
//     is its draft twin, the same schema with every `required`, `minItems` and `minLength: 1` taken out, so a draft
//     is checked for types, formats and sizes but may be incomplete;
//   - the TS types of each form's bizParam (types.ts, named by the form's title);
//   - the client's Formily schemas (case-forms.ts): refs inlined, x-label as title, required flags on the
//     children, enums with their labels, array components with their item, remove and add parts.
import { draftOf as sharedDraftOf } from '../src/shared/case-form-draft';
import { formilyNode } from '../src/shared/case-form-formily';
import { SCHEMA_BASE } from './base';
import { type Json, type JsonObject, type Registry, stableStringify } from './load';
import { lookup, resolveUri, splitUri } from './refs';

export const CASE_FORMS = SCHEMA_BASE + 'case-forms/';
/** The case type of every form designed at run time (the case names the form and its version). */
export const DESIGNED_CASE_TYPE = 'custom';
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

/** The draft twin (src/shared/case-form-draft.ts): relative refs stay relative, so they reach the draft twins of the blocks. */
export const draftOf = (node: Json): Json => sharedDraftOf(node);

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
    // "custom": a case of a form designed at run time (src/modules/case-designer), stored in the database.
    for (const t of types) if (t !== DESIGNED_CASE_TYPE && !keys.includes(t)) problems.push(`entities/case.json: caseType ${t} has no form in schemas/case-forms`);
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
