// Builds one self-contained schema bundle: titled entity/shared schemas become named definitions, call
// request/response schemas become <Module><Call>Request/Response, other refs are inlined. Used for the
// TypeScript types (json-schema-to-typescript needs one root) and the OpenAPI components.
import { type Json, type JsonObject, type Registry, SCHEMA_BASE, allCalls, pascal } from './load';
import { caseForms, withoutConditionals } from './case-forms';
import { lookup, namedTarget, resolveUri, splitUri } from './refs';

export interface Bundle { definitions: Record<string, JsonObject> }

const DROP = new Set(['$id', '$schema', '$defs']);

export function buildBundle(reg: Registry, refPrefix: string): Bundle {
  const definitions: Record<string, JsonObject> = {};
  const pending: Array<{ name: string; uri: string }> = [];

  const convert = (node: Json, base: string): Json => {
    if (Array.isArray(node)) return node.map((n) => convert(n, base));
    if (!node || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') {
      const uri = resolveUri(node.$ref, base);
      const name = namedTarget(reg, uri);
      if (name) {
        if (!(name in definitions) && !pending.some((p) => p.name === name)) pending.push({ name, uri });
        const out: JsonObject = { $ref: refPrefix + name };
        if (typeof node.description === 'string') out.description = node.description;
        return out;
      }
      const target = lookup(reg, uri);
      const { doc } = splitUri(uri);
      const rest = Object.fromEntries(Object.entries(node).filter(([k]) => k !== '$ref'));
      return { ...(convert(target as Json, doc) as JsonObject), ...(convert(rest, base) as JsonObject) };
    }
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) {
      if (DROP.has(k) || k.startsWith('x-')) continue;
      out[k] = convert(v, base);
    }
    return out;
  };

  for (const call of allCalls(reg)) {
    const stem = pascal(call.module, call.name);
    definitions[`${stem}Request`] = { ...(convert(call.request, call.requestId) as JsonObject), title: `${stem}Request` };
    definitions[`${stem}Response`] = { ...(convert(call.response, call.responseId) as JsonObject), title: `${stem}Response` };
  }
  // The bizParam of each case form (its conditional rules only narrow it).
  for (const f of caseForms(reg)) definitions[f.doc.title as string] = { ...(convert(withoutConditionals(f.doc), f.id) as JsonObject), title: f.doc.title as string };
  // Every titled entity and shared schema is part of the contract, referenced or not.
  for (const [id, { doc }] of reg.files) {
    if (!id.startsWith(SCHEMA_BASE + 'entities/') && !id.startsWith(SCHEMA_BASE + '_shared/')) continue;
    if (typeof doc.title === 'string' && ('type' in doc || 'properties' in doc)) pending.push({ name: doc.title, uri: id });
    for (const [k, d] of Object.entries((doc.$defs ?? {}) as JsonObject))
      if (d && typeof d === 'object' && !Array.isArray(d) && typeof d.title === 'string')
        pending.push({ name: d.title, uri: `${id}#/$defs/${k}` });
  }
  while (pending.length) {
    const { name, uri } = pending.shift()!;
    if (name in definitions) continue;
    definitions[name] = { ...(convert(lookup(reg, uri) as Json, splitUri(uri).doc) as JsonObject), title: name };
  }
  const sorted: Record<string, JsonObject> = {};
  for (const k of Object.keys(definitions).sort()) sorted[k] = definitions[k];
  return { definitions: sorted };
}
