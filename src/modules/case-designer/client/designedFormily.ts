// A designed form's JSON Schema as the Formily schema the case form runtime renders: the shared conversion of
// the built-in forms (src/shared/case-form-formily.ts), plus the designed fields' kind for the kind editors
// (x-field-kind: kinds may share a component) and the choices of multiple-choice fields on the field itself.
import { formilyNode } from '../../../shared/case-form-formily';

type Node = Record<string, any>;

function post(node: Node): Node {
  const out: Node = { ...node };
  if (typeof out['x-kind'] === 'string') out['x-field-kind'] = out['x-kind'];
  if (out.type === 'array' && out.items && !out.items.properties && Array.isArray(out.items.enum)) {
    out.enum = out.items.enum;
    delete out.items;
  }
  if (out.properties) out.properties = Object.fromEntries(Object.entries(out.properties as Node).map(([k, v]) => [k, post(v as Node)]));
  if (out.items && typeof out.items === 'object') out.items = post(out.items as Node);
  return out;
}

/** Steps render as the tabs block in steps mode (the shared conversion and the page layout know CaseTabs as a block of sections). */
function stepsAsTabs(node: Node): Node {
  if (!node || typeof node !== 'object') return node;
  if (node['x-component'] === 'CaseSteps') Object.assign(node, { 'x-component': 'CaseTabs', 'x-component-props': { ...(node['x-component-props'] ?? {}), mode: 'steps' } });
  for (const v of Object.values(node.properties ?? {})) stepsAsTabs(v as Node);
  if (node.items && typeof node.items === 'object') stepsAsTabs(node.items as Node);
  return node;
}

export function formilyOfDesigned(schema: Node): Node {
  const node = post(formilyNode(stepsAsTabs(structuredClone(schema)), 0) as Node);
  delete node['x-index'];
  return node;
}
