// One Ajv2020 instance holding every schema file and every call's request/response schema, used by the
// schema check and by the standalone validator emitter.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { SCHEMA_BASE } from './base';
import { configSchemaId, fieldKinds, valueSchemaId } from './field-kinds';
import { type Json, type JsonObject, type Registry, allCalls } from './load';

export function isDataFile(doc: JsonObject): boolean {
  return typeof doc.$schema === 'string' && doc.$schema.startsWith(SCHEMA_BASE + '_meta/');
}

function collectXKeywords(node: Json, into: Set<string>) {
  if (Array.isArray(node)) node.forEach((n) => collectXKeywords(n, into));
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith('x-')) into.add(k);
      collectXKeywords(v, into);
    }
}

export function createAjv(reg: Registry, options: { standalone?: boolean; allErrors?: boolean } = {}) {
  const AjvClass = ((Ajv2020 as any).default ?? Ajv2020) as typeof Ajv2020;
  const ajv = new AjvClass({
    strict: true,
    allErrors: options.allErrors ?? false,
    useDefaults: true,
    allowUnionTypes: true,
    verbose: true, // errors carry parentSchema, so messages can use the field x-label
    code: options.standalone ? { source: true, esm: true, lines: false } : undefined,
  });
  (((addFormats as any).default ?? addFormats) as typeof addFormats)(ajv);
  const xKeywords = new Set<string>();
  for (const { doc } of reg.files.values()) collectXKeywords(doc, xKeywords);
  // Annotation keywords of ours: documentation for generators, no effect on validation.
  ajv.addVocabulary([...xKeywords].sort());
  for (const [id, { doc }] of reg.files) {
    // Catalogue, route tree and permission registry are data described by a _meta schema, not schemas.
    if (isDataFile(doc)) continue;
    ajv.addSchema(doc as object, id);
  }
  for (const t of fieldKinds(reg)) {
    ajv.addSchema({ ...(t.doc.valueSchema as JsonObject), $id: valueSchemaId(t) } as object);
    ajv.addSchema({ ...(t.doc.configSchema as JsonObject), $id: configSchemaId(t) } as object);
  }
  for (const call of allCalls(reg)) {
    ajv.addSchema({ ...(call.request as JsonObject), $id: call.requestId } as object);
    ajv.addSchema({ ...(call.response as JsonObject), $id: call.responseId } as object);
  }
  return ajv;
}

export function validatorName(module: string, name: string, part: 'request' | 'response') {
  return `${module}_${name}_${part}`;
}
