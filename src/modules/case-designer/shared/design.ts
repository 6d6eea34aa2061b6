// The designer's document: a tree of fields (one field kind of the registry each) and layout blocks, and its
// two-way mapping to the case-form JSON Schema (the format of schemas/case-forms: x-label, x-decorator,
// x-component, x-reactions, required, allOf/if/then). The JSON Schema is what is stored, published, validated on
// the server and exported; the tree is what the designer edits. Pure (no React, no server), unit-tested.
import type { FieldKindDef } from '../../../shared/field-kinds';

export interface I18n { zh: string; en: string }
export type Scalar = string | number | boolean;
/** A condition on a sibling field (same block): equals / differs from a value, or is filled in. */
export interface Condition { field: string; op: 'eq' | 'neq' | 'filled'; value?: Scalar }
export interface Option { value: string; label: string }

export interface FieldProps {
  required?: boolean;
  default?: Scalar;
  placeholder?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  options?: Option[];
  visibleWhen?: Condition;
  requiredWhen?: Condition;
  span?: number;
  readOnly?: boolean;
}
export interface FieldNode extends FieldProps { id: string; node: 'field'; kind: string; key: string; label: I18n }

/** group: a titled section (grid of `columns`); tabs: its children (groups) are tabs; steps: its children (groups)
 * are steps filled in one after the other; countries: one entry per country (the per-country repeating block, like
 * tmItems); table: rows of the child fields. */
export type BlockKind = 'group' | 'tabs' | 'steps' | 'countries' | 'table';
export interface BlockNode { id: string; node: 'block'; block: BlockKind; key: string; label: I18n; columns?: number; required?: boolean; description?: string; children: DesignNode[] }
export type DesignNode = FieldNode | BlockNode;
export interface DesignDoc { label: I18n; children: DesignNode[] }

export type Json = Record<string, any>;
export type KindLookup = (kind: string) => FieldKindDef | undefined;

/** Kinds whose options the designer sets (the value is one of them, or a list of them). */
export const OPTION_KINDS = new Set(['select', 'radio', 'checkbox', 'singleChoice', 'multipleChoice', 'treeSelect', 'cascader']);
const MULTI_OPTION_KINDS = new Set(['checkbox', 'multipleChoice']);
export const BLOCK_COMPONENT: Record<BlockKind, string> = { group: 'FormLayout', tabs: 'CaseTabs', steps: 'CaseSteps', countries: 'ArrayItems', table: 'ArrayTable' };
export const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

const clean = <T extends Json>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

/** The value schema of a kind without its null branch (absent = empty; required means present). */
export function valueSchemaOf(def: FieldKindDef): Json {
  const s = def.valueSchema as Json;
  if (Array.isArray(s.anyOf)) {
    const branches = (s.anyOf as Json[]).filter((b) => b.type !== 'null');
    if (branches.length === 1) return structuredClone(branches[0]);
    // The types of the branches beside them: the form runtime reads a field's type from `type` (a tree choice is
    // one value or several: string first, never an object field).
    const types = [...new Set(branches.flatMap((b) => (Array.isArray(b.type) ? b.type : [b.type])).filter(Boolean))];
    return structuredClone({ type: types.length === 1 ? types[0] : types, anyOf: branches });
  }
  if (Array.isArray(s.type)) {
    const types = (s.type as string[]).filter((t) => t !== 'null');
    return structuredClone({ ...s, type: types.length === 1 ? types[0] : types });
  }
  return structuredClone(s);
}

/** JSON Schema condition ("if") of a sibling condition. */
export function conditionSchema(c: Condition): Json {
  if (c.op === 'filled') return { required: [c.field] };
  const eq = { properties: { [c.field]: { const: c.value } }, required: [c.field] };
  return c.op === 'eq' ? eq : { not: eq };
}

/** Formily expression of a condition over $deps[0]. */
export function conditionExpression(c: Condition): string {
  if (c.op === 'filled') return '{{$deps[0] !== undefined && $deps[0] !== null && $deps[0] !== "" && !(Array.isArray($deps[0]) && $deps[0].length === 0)}}';
  return `{{$deps[0] ${c.op === 'eq' ? '===' : '!=='} ${JSON.stringify(c.value)}}}`;
}

function reactions(n: { visibleWhen?: Condition; requiredWhen?: Condition }): Json[] | undefined {
  const out: Json[] = [];
  if (n.visibleWhen) out.push({ dependencies: [`.${n.visibleWhen.field}`], fulfill: { state: { visible: conditionExpression(n.visibleWhen) } } });
  if (n.requiredWhen) out.push({ dependencies: [`.${n.requiredWhen.field}`], fulfill: { state: { required: conditionExpression(n.requiredWhen) } } });
  return out.length ? out : undefined;
}

function fieldSchema(f: FieldNode, kinds: KindLookup): Json {
  const def = kinds(f.kind);
  if (!def) throw new Error(`field kind ${f.kind} is not registered`);
  const s: Json = valueSchemaOf(def);
  if (OPTION_KINDS.has(f.kind) && f.options?.length) {
    const values = f.options.map((o) => o.value);
    if (MULTI_OPTION_KINDS.has(f.kind)) Object.assign(s, { type: 'array', items: { type: 'string', enum: values } });
    else {
      delete s.anyOf;
      Object.assign(s, { type: 'string', enum: values });
      delete s.minimum;
      delete s.maximum;
    }
  }
  for (const k of ['minLength', 'maxLength', 'minimum', 'maximum', 'pattern'] as const) if (f[k] !== undefined && f[k] !== '') s[k] = f[k];
  Object.assign(s, clean({
    default: f.default,
    'x-label': f.label,
    'x-kind': f.kind,
    'x-decorator': 'FormItem',
    'x-component': def.widgets.form,
    'x-enum-labels': OPTION_KINDS.has(f.kind) && f.options?.length ? Object.fromEntries(f.options.map((o) => [o.value, o.label])) : undefined,
    'x-component-props': f.placeholder || def.formProps ? clean({ ...(def.formProps ?? {}), placeholder: f.placeholder }) : undefined,
    'x-decorator-props': f.span || f.description ? clean({ gridSpan: f.span, extra: f.description }) : undefined,
    'x-read-pretty': f.readOnly || undefined,
    'x-visible-when': f.visibleWhen,
    'x-required-when': f.requiredWhen,
    'x-reactions': reactions(f),
  }));
  return s;
}

/** A section (group, tabs, steps) holding a required field is required itself, so the form requires the field within it. */
const holdsRequired = (n: DesignNode): boolean =>
  n.node === 'field' ? !!n.required && !n.visibleWhen : (n.block === 'group' || n.block === 'tabs' || n.block === 'steps') && n.children.some(holdsRequired);

/** The object schema of a list of nodes: properties, required, and the conditional rules (allOf). */
function objectOf(children: DesignNode[], kinds: KindLookup): Json {
  const properties: Json = {};
  const required: string[] = [];
  const allOf: Json[] = [];
  children.forEach((c, index) => {
    // The order is kept in x-index: jsonb, where forms are stored, orders an object's keys its own way.
    properties[c.key] = { ...(c.node === 'field' ? fieldSchema(c, kinds) : blockSchema(c, kinds)), 'x-index': index };
    const visible = c.node === 'field' ? c.visibleWhen : undefined;
    if ((c.required && !visible) || (c.node === 'block' && holdsRequired(c))) required.push(c.key);
    if (c.required && visible) allOf.push({ if: conditionSchema(visible), then: { required: [c.key] } });
    if (c.node === 'field' && c.requiredWhen) allOf.push({ if: conditionSchema(c.requiredWhen), then: { required: [c.key] } });
  });
  return clean({ type: 'object', additionalProperties: false, required: required.length ? required : undefined, properties, allOf: allOf.length ? allOf : undefined });
}

function blockSchema(b: BlockNode, kinds: KindLookup): Json {
  const head = clean({ 'x-label': b.label, 'x-component': BLOCK_COMPONENT[b.block], 'x-decorator-props': b.description ? { extra: b.description } : undefined });
  if (b.block === 'group' || b.block === 'tabs' || b.block === 'steps') {
    return { ...objectOf(b.children, kinds), ...head, ...(b.block === 'group' && b.columns ? { 'x-component-props': { columns: b.columns } } : {}) };
  }
  return clean({ type: 'array', ...head, 'x-decorator': 'FormItem', minItems: b.required ? 1 : undefined, maxItems: 200, items: objectOf(b.children, kinds) });
}

/** The case-form JSON Schema of a design (the format of schemas/case-forms; case type "custom"). */
export function toJsonSchema(doc: DesignDoc, kinds: KindLookup): Json {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'CaseFormCustom',
    'x-case-type': 'custom',
    'x-label': doc.label,
    ...objectOf(doc.children, kinds),
  };
}

// ---- back from JSON Schema (a stored form, an imported file, a built-in template) --------------------------

let seq = 0;
export const newId = (prefix = 'n') => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

const i18nOf = (s: Json, key: string): I18n => {
  const l = s['x-label'] ?? (typeof s.title === 'string' ? { zh: s.title, en: s['x-title-en'] ?? s.title } : undefined);
  return { zh: l?.zh ?? key, en: l?.en ?? l?.zh ?? key };
};

/** The kind a schema node is: x-kind, else the kind whose Formily component it names. */
export function kindOfNode(s: Json, kinds: readonly FieldKindDef[]): string | undefined {
  if (typeof s['x-kind'] === 'string') return s['x-kind'];
  const c = s['x-component'];
  return kinds.find((k) => k.widgets.form === c && k.group !== 'system')?.kind ?? kinds.find((k) => k.widgets.form === c)?.kind;
}

function enumValues(s: Json): unknown[] | undefined {
  if (Array.isArray(s.enum)) return s.enum;
  if (Array.isArray(s.items?.enum)) return s.items.enum;
  return undefined;
}

function fieldOf(key: string, s: Json, kind: string, required: boolean, conditional: Json[]): FieldNode {
  const values = enumValues(s)?.filter((v) => v !== null);
  const labels: Json = s['x-enum-labels'] ?? {};
  const props: Json = s['x-component-props'] ?? {};
  const deco: Json = s['x-decorator-props'] ?? {};
  // A field required only under a condition (allOf if/then) other than its visibility keeps it as requiredWhen.
  const requiredWhen = s['x-required-when'] as Condition | undefined;
  const f: FieldNode = clean({
    id: newId('f'),
    node: 'field' as const,
    kind,
    key,
    label: i18nOf(s, key),
    required: required || (!!s['x-visible-when'] && conditional.some((c) => c.then?.required?.includes(key) && JSON.stringify(c.if) === JSON.stringify(conditionSchema(s['x-visible-when'])))) || undefined,
    default: typeof s.default === 'object' ? undefined : s.default,
    placeholder: typeof props.placeholder === 'string' ? props.placeholder : undefined,
    description: typeof deco.extra === 'string' ? deco.extra : undefined,
    minLength: typeof s.minLength === 'number' ? s.minLength : undefined,
    maxLength: typeof s.maxLength === 'number' ? s.maxLength : undefined,
    minimum: typeof s.minimum === 'number' ? s.minimum : undefined,
    maximum: typeof s.maximum === 'number' ? s.maximum : undefined,
    pattern: typeof s.pattern === 'string' ? s.pattern : undefined,
    options: values?.length ? values.map((v) => ({ value: String(v), label: String(labels[String(v)] ?? v) })) : undefined,
    visibleWhen: s['x-visible-when'],
    requiredWhen,
    span: typeof deco.gridSpan === 'number' ? deco.gridSpan : undefined,
    readOnly: s['x-read-pretty'] === true || undefined,
  });
  return f;
}

function childrenOf(s: Json, kinds: readonly FieldKindDef[]): DesignNode[] {
  const required = new Set<string>(s.required ?? []);
  const conditional: Json[] = s.allOf ?? [];
  const props: Json = s.properties ?? {};
  const entries = Object.entries(props).sort(([, a], [, b]) => ((a as Json)['x-index'] ?? 0) - ((b as Json)['x-index'] ?? 0));
  const out: DesignNode[] = [];
  for (const [key, node] of entries) {
    const n = node as Json;
    const component = n['x-component'];
    const isArrayBlock = n.type === 'array' && (component === 'ArrayItems' || component === 'ArrayTable') && n.items && typeof n.items === 'object';
    const isGroup = n.type === 'object' && n.properties && (component === undefined || component === 'FormLayout' || component === 'CaseTabs' || component === 'CaseSteps' || component === 'CaseSection');
    if (isArrayBlock || isGroup) {
      const block: BlockKind = component === 'CaseTabs' ? 'tabs' : component === 'CaseSteps' ? 'steps' : component === 'ArrayItems' ? 'countries' : component === 'ArrayTable' ? 'table' : 'group';
      out.push(clean({
        id: newId('b'),
        node: 'block' as const,
        block,
        key,
        label: i18nOf(n, key),
        columns: typeof n['x-component-props']?.columns === 'number' ? n['x-component-props'].columns : undefined,
        required: (isArrayBlock ? (n.minItems ?? 0) > 0 : required.has(key)) || undefined,
        description: typeof n['x-decorator-props']?.extra === 'string' ? n['x-decorator-props'].extra : undefined,
        children: childrenOf(isArrayBlock ? n.items : n, kinds),
      }));
      continue;
    }
    const kind = kindOfNode(n, kinds);
    if (kind) out.push(fieldOf(key, n, kind, required.has(key), conditional));
  }
  return out;
}

/** The design of a case-form schema. Nodes whose kind the registry does not know are left out (see checkFormSchema). */
export function fromJsonSchema(schema: Json, kinds: readonly FieldKindDef[]): DesignDoc {
  return { label: i18nOf(schema, '未命名表单'), children: childrenOf(schema, kinds) };
}

/** Every field and block with its key path (group.field), depth first. */
export function walk(nodes: DesignNode[], path: string[] = [], out: Array<{ node: DesignNode; path: string[]; siblings: DesignNode[] }> = []) {
  for (const n of nodes) {
    out.push({ node: n, path: [...path, n.key], siblings: nodes });
    if (n.node === 'block') walk(n.children, [...path, n.key], out);
  }
  return out;
}
