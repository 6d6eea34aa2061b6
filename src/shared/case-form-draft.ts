// The draft twin of a case-form schema: the same schema with every `required`, `minItems` and `minLength: 1`
// taken out, so a draft is checked for types, formats and sizes but may be incomplete. One rule for the
// built-in forms (generators/case-forms.ts, at build time) and the designed ones (compiled by the server).
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export function draftOf<T>(node: T): T {
  if (Array.isArray(node)) return node.map(draftOf) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(node as Record<string, Json>)) {
    if (k === 'required' && Array.isArray(v)) continue;
    if (k === 'minItems') continue;
    if (k === 'minLength' && v === 1) continue;
    out[k] = k.startsWith('x-') ? v : draftOf(v);
  }
  return out as T;
}
