// $ref resolution over the registry: absolute URIs, JSON pointers, and the names the bundle gives to
// schemas that become named types (file roots and titled $defs).
import { SCHEMA_BASE } from './base';
import type { Json, JsonObject, Registry } from './load';

export function resolveUri(ref: string, base: string): string {
  return new URL(ref, base).href;
}

export function splitUri(uri: string): { doc: string; pointer: string } {
  const i = uri.indexOf('#');
  return i < 0 ? { doc: uri, pointer: '' } : { doc: uri.slice(0, i), pointer: decodeURIComponent(uri.slice(i + 1)) };
}

export function getPointer(doc: Json, pointer: string): Json | undefined {
  if (pointer === '' || pointer === '/') return doc;
  let cur: Json | undefined = doc;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur && typeof cur === 'object' && !Array.isArray(cur) && key in cur) cur = (cur as JsonObject)[key];
    else if (Array.isArray(cur) && /^\d+$/.test(key)) cur = cur[Number(key)];
    else return undefined;
  }
  return cur;
}

/** The schema a ref points to, or undefined when it does not resolve. */
export function lookup(reg: Registry, uri: string): Json | undefined {
  const { doc, pointer } = splitUri(uri);
  const file = reg.files.get(doc);
  return file ? getPointer(file.doc, pointer) : undefined;
}

/** Visits every {$ref} in a schema tree with the URI it resolves to. */
export function forEachRef(node: Json, base: string, visit: (uri: string, ref: string) => void) {
  if (Array.isArray(node)) node.forEach((n) => forEachRef(n, base, visit));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') visit(resolveUri(v, base), v);
      else forEachRef(v, base, visit);
    }
  }
}

/** Type name of a ref target when it should stay a named type: a titled file root or a titled $defs entry. */
export function namedTarget(reg: Registry, uri: string): string | undefined {
  const { doc, pointer } = splitUri(uri);
  if (!doc.startsWith(SCHEMA_BASE + 'entities/') && !doc.startsWith(SCHEMA_BASE + '_shared/')) return undefined;
  if (pointer !== '' && !/^\/\$defs\/[^/]+$/.test(pointer)) return undefined;
  const target = lookup(reg, uri) as JsonObject | undefined;
  return target && typeof target.title === 'string' ? target.title : undefined;
}
