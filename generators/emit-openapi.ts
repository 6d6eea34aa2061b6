import { buildBundle } from './bundle';
import { type HttpRouteDef, type Json, type JsonObject, type Registry, pascal, stableStringify } from './load';
import { lookup } from './refs';

/** OpenAPI parameters of an HTTP route's params or query schema (one level, following a file-level $ref). */
function parameters(reg: Registry, schema: JsonObject | undefined, base: string, where: 'path' | 'query') {
  let s: Json | undefined = schema;
  if (s && typeof s === 'object' && !Array.isArray(s) && typeof s.$ref === 'string') {
    base = new URL(s.$ref, base).href;
    s = lookup(reg, base);
  }
  const obj = (s ?? {}) as JsonObject;
  const required = new Set((obj.required as string[] | undefined) ?? []);
  return Object.entries((obj.properties ?? {}) as JsonObject).map(([name, p]) => {
    const { $ref, ...rest } = p as JsonObject;
    const resolved = typeof $ref === 'string' ? (lookup(reg, new URL($ref, base).href) as JsonObject) : rest;
    const { 'x-label': label, ...plain } = resolved;
    return { name, in: where, required: where === 'path' || required.has(name), description: (label as JsonObject | undefined)?.en, schema: plain };
  });
}

function routeOperation(reg: Registry, r: HttpRouteDef) {
  return {
    operationId: `http.${r.name}`,
    tags: ['files'],
    summary: r.summary.zh,
    description: r.summary.en,
    'x-permission': r.permission,
    security: r.permission === 'public' || r.permission === 'signed' ? [] : [{ token: [] }],
    parameters: [...parameters(reg, r.params, r.paramsId, 'path'), ...parameters(reg, r.query, r.queryId, 'query')],
    ...(r.upload
      ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } } } } }
      : r.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: r.body } } } }
        : {}),
    responses: { '200': { description: 'The file, or for uploads the envelope; failures are envelopes (see README subCode table).' } },
  };
}

/** OpenAPI 3.1 document of the catalogue; the server publishes it at /openapi.json. */
export function emitOpenApi(reg: Registry): string {
  const { definitions } = buildBundle(reg, '#/components/schemas/');
  const paths: Record<string, unknown> = {};
  for (const m of reg.modules)
    for (const c of m.calls) {
      const stem = pascal(c.module, c.name);
      paths[c.path] = {
        post: {
          operationId: `${c.module}.${c.name}`,
          tags: [m.module],
          summary: c.summary.zh,
          description: c.summary.en,
          'x-permission': c.permission,
          security: c.permission === 'public' ? [] : [{ token: [] }],
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${stem}Request` } } } },
          responses: {
            '200': {
              description: 'Envelope; subCode 10000 on success (see README subCode table).',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['subCode', 'subMessage', 'data'],
                    properties: {
                      subCode: { type: 'integer' },
                      subMessage: { type: 'string' },
                      data: { $ref: `#/components/schemas/${stem}Response` },
                    },
                  },
                },
              },
            },
          },
        },
      };
    }
  for (const r of reg.httpRoutes) {
    const path = r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] = { ...(paths[path] as object), [r.method.toLowerCase()]: routeOperation(reg, r) };
  }
  const doc = {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'IPMS API', version: '1.0.0', description: 'Generated from schemas/api (every call is POST with a JSON body) and schemas/http-routes.json (uploads, downloads, images).' },
    paths,
    components: {
      schemas: definitions,
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
    },
  };
  return stableStringify(doc, 2) + '\n';
}
