// Every string the validators see is text PostgreSQL can store: the `text` format (src/shared/formats.ts)
// goes onto each string schema that names no format of its own (the others — date, date-time, email,
// date-minute — exclude NUL and surrogates already), and onto the keys of open maps. Applied by
// createAjv to every schema it loads, so no schema file has to repeat it.
import type { Json, JsonObject } from './load';

/** Keywords whose value is one subschema, a list of them, or a map of them (JSON Schema 2020-12). */
const ONE = ['items', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'propertyNames', 'contains', 'if', 'then', 'else', 'not'];
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

const typesOf = (s: JsonObject): string[] => (typeof s.type === 'string' ? [s.type] : Array.isArray(s.type) ? (s.type as string[]) : []);

/** A copy of the schema with the text format on its strings and on the keys of its open maps. */
export function withTextFormat(schema: Json): Json {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const out: JsonObject = { ...schema };
  const types = typesOf(schema);
  if (types.includes('string') && schema.format === undefined) out.format = 'text';
  const openMap = types.includes('object') && schema.additionalProperties !== undefined && schema.additionalProperties !== false;
  if (openMap && schema.propertyNames === undefined) out.propertyNames = { type: 'string', format: 'text' };
  for (const k of ONE) if (k in schema) out[k] = withTextFormat(schema[k]);
  for (const k of LIST) if (Array.isArray(schema[k])) out[k] = (schema[k] as Json[]).map(withTextFormat);
  for (const k of MAP)
    if (schema[k] && typeof schema[k] === 'object')
      out[k] = Object.fromEntries(Object.entries(schema[k] as JsonObject).map(([name, sub]) => [name, withTextFormat(sub)]));
  return out;
}
