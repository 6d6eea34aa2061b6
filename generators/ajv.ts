// One Ajv2020 instance holding every schema file and every call's request/response schema, used by the
// schema check and by the standalone validator emitter.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { STRING_FORMATS } from '../src/shared/formats';
import { SCHEMA_BASE } from './base';
import { draftDocs } from './case-forms';
import { configSchemaId, fieldKinds, valueSchemaId } from './field-kinds';
import { type Json, type JsonObject, type Registry, allCalls } from './load';
import { withTextFormat } from './text-format';

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
  // Ours replace ajv-formats' date and date-time (which take year 0000) and add text and date-minute; as
  // RegExps they are inlined into the standalone validators.
  for (const [name, re] of Object.entries(STRING_FORMATS)) ajv.addFormat(name, re);
  const add = (schema: Json, id?: string) => ajv.addSchema(withTextFormat(schema) as object, id);
  const xKeywords = new Set<string>();
  for (const { doc } of reg.files.values()) collectXKeywords(doc, xKeywords);
  // Annotation keywords of ours: documentation for generators, no effect on validation.
  ajv.addVocabulary([...xKeywords].sort());
  for (const [id, { doc }] of reg.files) {
    // Catalogue, route tree and permission registry are data described by a _meta schema, not schemas.
    if (isDataFile(doc)) continue;
    add(doc, id);
  }
  // The draft twins of the case forms (generators/case-forms.ts).
  for (const d of draftDocs(reg)) add(d.doc, d.id);
  for (const t of fieldKinds(reg)) {
    add({ ...(t.doc.valueSchema as JsonObject), $id: valueSchemaId(t) });
    add({ ...(t.doc.configSchema as JsonObject), $id: configSchemaId(t) });
  }
  for (const call of allCalls(reg)) {
    add({ ...(call.request as JsonObject), $id: call.requestId });
    add({ ...(call.response as JsonObject), $id: call.responseId });
  }
  for (const r of reg.httpRoutes) {
    if (r.params) ajv.addSchema({ ...r.params, $id: r.paramsId } as object);
    if (r.query) ajv.addSchema({ ...r.query, $id: r.queryId } as object);
    if (r.body) ajv.addSchema({ ...r.body, $id: r.bodyId } as object);
  }
  return ajv;
}

/** Validator of an HTTP route's path parameters, query string or JSON body (schemas/http-routes.json). */
export function routeValidatorName(name: string, part: 'params' | 'query' | 'body') {
  return `http_${name}_${part}`;
}

export function validatorName(module: string, name: string, part: 'request' | 'response') {
  return `${module}_${name}_${part}`;
}
