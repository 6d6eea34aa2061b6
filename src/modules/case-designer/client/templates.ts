// The built-in case forms (src/generated/case-forms.ts, Formily schemas) as designs to copy and adapt: each
// Formily node is read back into the case-form JSON Schema shape (x-label, enum + x-enum-labels, required lists,
// list rows without their add/remove parts) and from there into a design (shared/design.ts). Fields of a
// component no registered kind has are left out.
import { caseForms, caseFormKeys } from '../../../generated/case-forms';
import { fieldKinds } from '../../../generated/field-kinds';
import { fromJsonSchema, type DesignDoc } from '../shared/design';

type Node = Record<string, any>;

function unwrapColumns(props: Node): Node {
  const out: Node = {};
  for (const [k, v] of Object.entries(props)) {
    const n = v as Node;
    if (n.type === 'void' && n['x-component'] === 'ArrayTable.Column') Object.assign(out, n.properties ?? {});
    else out[k] = n;
  }
  return out;
}

/** A Formily node of a generated form back in the case-form JSON Schema shape. */
export function jsonOfFormily(node: Node): Node {
  const out: Node = {};
  for (const [k, v] of Object.entries(node)) if (!['title', 'x-title-en', 'properties', 'items', 'required', 'enum', 'x-index'].includes(k)) out[k] = v;
  if (typeof node.title === 'string') out['x-label'] = { zh: node.title, en: node['x-title-en'] ?? node.title };
  if (Array.isArray(node.enum)) {
    out.enum = node.enum.map((o: Node) => (o && typeof o === 'object' ? o.value : o));
    out['x-enum-labels'] = Object.fromEntries(node.enum.filter((o: Node) => o && typeof o === 'object').map((o: Node) => [String(o.value), String(o.label)]));
  }
  if (typeof node['x-index'] === 'number') out['x-index'] = node['x-index'];
  if (node.items && typeof node.items === 'object') {
    const item = node.items as Node;
    out.items = jsonOfFormily({ ...item, properties: unwrapColumns(item.properties ?? {}) });
  }
  if (node.properties && node.type !== 'array') {
    const props = Object.entries(node.properties as Node).filter(([, v]) => (v as Node).type !== 'void');
    out.properties = Object.fromEntries(props.map(([k, v]) => [k, jsonOfFormily(v as Node)]));
    const required = props.filter(([, v]) => (v as Node).required === true).map(([k]) => k);
    if (required.length) out.required = required;
  }
  return out;
}

export const templateKeys = () => [...caseFormKeys];
export const templateLabel = (key: string, lang: 'zh' | 'en') => caseForms[key as keyof typeof caseForms].label[lang];

/** The design of a built-in form, named as a copy. */
export function templateDesign(key: string): DesignDoc {
  const def = caseForms[key as keyof typeof caseForms];
  const doc = fromJsonSchema(jsonOfFormily(def.schema as Node), fieldKinds);
  return { ...doc, label: { zh: `${def.label.zh}（副本）`, en: `${def.label.en} (copy)` } };
}
