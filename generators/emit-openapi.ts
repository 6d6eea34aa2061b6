import { buildBundle } from './bundle';
import { type Registry, pascal, stableStringify } from './load';

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
  const doc = {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'IPMS API', version: '1.0.0', description: 'Generated from schemas/api. Every call is POST with a JSON body.' },
    paths,
    components: {
      schemas: definitions,
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
    },
  };
  return stableStringify(doc, 2) + '\n';
}
