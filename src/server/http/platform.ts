// Platform routes of schemas/http-routes.json: the OpenAPI document and the health check.
import { readFileSync } from 'node:fs';
import type { RouteHandler } from './context';

const openApiPath = new URL('../../generated/openapi.json', import.meta.url);
let openApiText: string | null = null;

export const openApi: RouteHandler = async () => {
  openApiText ??= readFileSync(openApiPath, 'utf8');
  return { content: { body: openApiText, type: 'application/json; charset=utf-8', cache: 'no-cache' } };
};

export const health: RouteHandler = async () => ({ content: { body: '{"ok":true}', type: 'application/json; charset=utf-8' } });
