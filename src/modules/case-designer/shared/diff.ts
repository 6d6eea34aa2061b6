// The fields that differ between two versions of a designed form: added, removed, and changed (which of kind,
// label, required, options, limits, condition...). Read from the stored JSON Schemas. Pure, unit-tested.
import type { Json } from './design';

export interface FieldChange { path: string; label: string; changes: string[] }
export interface FormDiff { added: FieldChange[]; removed: FieldChange[]; changed: FieldChange[] }

const SKIP = new Set(['properties', 'items', 'x-index']);

/** Every field and block of a schema by its path (group.field), with what describes it. */
function flatten(node: Json, path = '', out = new Map<string, Json>()): Map<string, Json> {
  const obj = node?.type === 'array' ? node.items : node;
  const props: Json = obj?.properties ?? {};
  const req: string[] = obj?.required ?? [];
  for (const [key, child] of Object.entries(props)) {
    const p = path ? `${path}.${key}` : key;
    const c = child as Json;
    const desc: Json = { required: req.includes(key) || undefined };
    for (const [k, v] of Object.entries(c)) if (!SKIP.has(k)) desc[k] = v;
    out.set(p, desc);
    if (c.properties || c.items?.properties) flatten(c, p, out);
  }
  return out;
}

const labelOf = (d: Json, path: string) => (d['x-label']?.zh as string) ?? path;

export function diffForms(from: Json, to: Json): FormDiff {
  const a = flatten(from);
  const b = flatten(to);
  const diff: FormDiff = { added: [], removed: [], changed: [] };
  for (const [path, d] of b) if (!a.has(path)) diff.added.push({ path, label: labelOf(d, path), changes: [] });
  for (const [path, d] of a) if (!b.has(path)) diff.removed.push({ path, label: labelOf(d, path), changes: [] });
  for (const [path, d] of b) {
    const old = a.get(path);
    if (!old) continue;
    const keys = [...new Set([...Object.keys(old), ...Object.keys(d)])].sort();
    const changes = keys.filter((k) => JSON.stringify(old[k]) !== JSON.stringify(d[k]));
    if (changes.length) diff.changed.push({ path, label: labelOf(d, path), changes });
  }
  return diff;
}
