// A case form's generated Formily schema (src/generated/case-forms.ts) as the case form page renders it: titles
// in the UI language, object blocks (applicant, agent, fees) as sections with a responsive grid inside, runs of
// plain top-level fields gathered into one such section, lists (goods, co-applicants, priority) full width.
// Also: the form field a server message names, and form values as the calls take them. Pure, unit-tested.
type Node = Record<string, any>;

export const SECTION = 'CaseSection';

function localize(node: Node, lang: 'zh' | 'en'): Node {
  const out: Node = { ...node };
  if (lang === 'en' && typeof out['x-title-en'] === 'string') out.title = out['x-title-en'];
  const props = out['x-component-props'];
  if (props && typeof props === 'object' && 'titleEn' in props) {
    const { titleEn, ...rest } = props as Node;
    out['x-component-props'] = { ...rest, title: lang === 'en' && titleEn ? titleEn : rest.title };
  }
  if (out.properties) out.properties = Object.fromEntries(Object.entries(out.properties as Node).map(([k, v]) => [k, localize(v as Node, lang)]));
  if (out.items && typeof out.items === 'object') out.items = localize(out.items as Node, lang);
  // Fields of a list item are labelled above (the item lays them out in a grid, cases.css).
  if (out['x-component'] === 'ArrayItems.Item' && out.properties)
    out.properties = Object.fromEntries(
      Object.entries(out.properties as Node).map(([k, v]) => [k, (v as Node)['x-decorator'] ? { ...(v as Node), 'x-decorator-props': { ...((v as Node)['x-decorator-props'] ?? {}), layout: 'vertical', colon: false } } : v]),
    );
  // An object block is a titled section; its decorator (a FormItem label above the section) goes.
  if (out.type === 'object' && out['x-component'] === 'FormLayout') {
    out['x-component'] = SECTION;
    out['x-component-props'] = { ...(out['x-component-props'] ?? {}), title: out.title };
    delete out['x-decorator'];
  }
  return out;
}

// A list is a block of its own, except a designed form's field whose kind edits a list (files, multiple choices).
const isBlock = (n: Node) => n['x-component'] === SECTION || n['x-component'] === 'CaseTabs' || (n.type === 'array' && !n['x-field-kind']);

/** The page schema of a form: localized, sections for blocks and for runs of plain fields. */
export function pageSchema(schema: Node, lang: 'zh' | 'en', basicTitle: string): Node {
  const root = localize(schema, lang);
  const entries = Object.entries((root.properties ?? {}) as Node).sort(([, a], [, b]) => (a['x-index'] ?? 0) - (b['x-index'] ?? 0));
  const properties: Node = {};
  let run: Node | null = null;
  let runs = 0;
  entries.forEach(([key, node], i) => {
    if (isBlock(node)) {
      run = null;
      properties[key] = { ...node, 'x-index': i, ...(node.type === 'array' ? { 'x-decorator-props': { ...(node['x-decorator-props'] ?? {}), className: ['ipms-case-list-field', node['x-decorator-props']?.className].filter(Boolean).join(' ') } } : {}) };
      return;
    }
    if (!run) {
      run = { type: 'void', 'x-component': SECTION, 'x-component-props': { title: runs === 0 ? basicTitle : undefined }, 'x-index': i, properties: {} };
      properties[`section_${runs++}`] = run;
    }
    (run.properties as Node)[key] = node;
  });
  return { type: 'object', properties };
}

/** The form address a server message names (…（bizParam.goods[0].tmCl）…), or null. */
export function fieldOfMessage(message: string): string | null {
  const m = /（bizParam\.([A-Za-z0-9_.[\]]+)）/.exec(message);
  return m ? m[1].replace(/\[(\d+)\]/g, '.$1') : null;
}

/**
 * Form values as the calls take them: empty strings, null and undefined dropped (a cleared field is absent, never a
 * null the form may not take), and so is a block left empty (an optional third party, the basic mark): absent, not {}.
 */
export function bizOf(values: unknown): unknown {
  if (Array.isArray(values)) return values.map(bizOf);
  if (!values || typeof values !== 'object') return values;
  const out: Node = {};
  for (const [k, v] of Object.entries(values as Node)) {
    if (v === undefined || v === null || v === '') continue;
    const value = bizOf(v);
    if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) continue;
    out[k] = value;
  }
  return out;
}

/** The x-component names a schema uses. */
export function componentNames(node: unknown, out = new Set<string>()): Set<string> {
  if (node && typeof node === 'object') {
    const n = node as Node;
    if (typeof n['x-component'] === 'string') out.add(n['x-component']);
    Object.values(n).forEach((v) => componentNames(v, out));
  }
  return out;
}
