// Loads every file under schemas/, resolves the catalogue's x-page-of macro and exposes the pieces the
// emitters need. Pure functions of the files on disk: the same schemas give the same registry.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { SCHEMA_BASE } from './base';
import { exportRequestSchema, formRequestSchema, listRequestSchema, resolveScreen } from './screens';

export { SCHEMA_BASE };
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type JsonObject = { [k: string]: Json };

export interface I18n { zh: string; en: string }
export interface CallDef {
  module: string;
  name: string;
  path: string;
  permission: string;
  summary: I18n;
  handler: string;
  noLoading?: boolean;
  bodyLimit?: number;
  request: JsonObject;
  response: JsonObject;
  /** Screen whose list/form/export this call serves (generic handlers find their entity through it). */
  screen?: string;
  /** $id given to the request/response schema so that relative refs resolve like in the module file. */
  requestId: string;
  responseId: string;
}
export interface ModuleDef { module: string; label: I18n; file: string; calls: CallDef[] }
/** A raw HTTP route of schemas/http-routes.json (uploads, downloads, images): gated like a call. */
export interface HttpRouteDef {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  permission: string;
  summary: I18n;
  handler: string;
  params?: JsonObject;
  query?: JsonObject;
  /** JSON body of a POST route that is no upload. */
  body?: JsonObject;
  upload?: string;
  /** $id given to the params/query/body schema so that relative refs resolve like in schemas/http-routes.json. */
  paramsId: string;
  queryId: string;
  bodyId: string;
}
export interface RouteDef {
  path: string; name: string; component?: string; redirect?: string;
  meta: { title: I18n; menuKey?: string; activeMenu?: string; [k: string]: unknown };
  children?: RouteDef[];
}
export interface RouteTree { publicRoutes: RouteDef[]; standaloneRoutes: RouteDef[]; menuRoutes: RouteDef[] }
export interface Registry {
  root: string;
  /** Every schema file by $id (entities, _shared, _meta, menus, permissions, api modules). */
  files: Map<string, { file: string; doc: JsonObject }>;
  modules: ModuleDef[];
  routes: RouteTree;
  permissions: Record<string, { label: I18n; menuKey: string }>;
  httpRoutes: HttpRouteDef[];
}

function listJson(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listJson(p));
    else if (name.endsWith('.json')) out.push(p);
  }
  return out;
}

export function pageResultOf(rowSchema: Json): JsonObject {
  return {
    type: 'object',
    required: ['list', 'total', 'totalCapped', 'pageNo', 'pageSize'],
    additionalProperties: false,
    properties: {
      list: { type: 'array', items: rowSchema },
      total: { $ref: '../_shared/page-result.json#/properties/total' },
      totalCapped: { type: 'boolean' },
      totalPending: { $ref: '../_shared/page-result.json#/properties/totalPending' },
      pageNo: { type: 'integer', minimum: 1 },
      pageSize: { type: 'integer', minimum: 1 },
    },
  };
}

/**
 * Catalogue macros, expanded before anything else sees a call:
 *   {"x-page-of": row}                                  -> page result of row
 *   {"x-list-request": "../screens/s.json"}             -> list body derived from the screen (filters, sorts, paging)
 *   {"x-export-request": "../screens/s.json"}           -> export body (filters, sorts, columns, ids)
 *   {"x-form-request": {"screen": "...", "mode": "create"|"update"}} -> form body from the screen's form fields
 */
export function expandMacros(node: Json, reg?: Pick<Registry, 'files'>, base = SCHEMA_BASE): Json {
  if (Array.isArray(node)) return node.map((n) => expandMacros(n, reg, base));
  if (node && typeof node === 'object') {
    if ('x-page-of' in node) return pageResultOf(expandMacros(node['x-page-of'], reg, base));
    const screenOf = (ref: Json) => resolveScreen(reg as Registry, new URL(String(ref), base).href);
    if ('x-list-request' in node) return listRequestSchema(screenOf(node['x-list-request']), reg);
    if ('x-export-request' in node) return exportRequestSchema(screenOf(node['x-export-request']), reg);
    if ('x-form-request' in node) {
      const spec = node['x-form-request'] as JsonObject;
      return formRequestSchema(screenOf(spec.screen), spec.mode as 'create' | 'update', reg);
    }
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) out[k] = expandMacros(v, reg, base);
    return out;
  }
  return node;
}

export function loadRegistry(root: string): Registry {
  const schemaDir = join(root, 'schemas');
  const files = new Map<string, { file: string; doc: JsonObject }>();
  for (const file of listJson(schemaDir)) {
    let doc: JsonObject;
    try {
      doc = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      throw new Error(`${relative(root, file)}: not valid JSON (${(e as Error).message})`);
    }
    const id = doc.$id;
    const expected = SCHEMA_BASE + relative(schemaDir, file).split('\\').join('/');
    if (id !== expected) throw new Error(`${relative(root, file)}: $id must be ${expected}`);
    files.set(id, { file: relative(root, file), doc });
  }
  const modules: ModuleDef[] = [];
  for (const [id, { file, doc }] of files) {
    if (!id.startsWith(SCHEMA_BASE + 'api/')) continue;
    const module = doc.module as string;
    const calls = ((doc.calls as JsonObject[]) ?? []).map((c): CallDef => {
      const stem = id.replace(/\.json$/, `.${c.name}`);
      return {
        module,
        name: c.name as string,
        path: c.path as string,
        permission: c.permission as string,
        summary: c.summary as unknown as I18n,
        handler: c.handler as string,
        noLoading: c.noLoading as boolean | undefined,
        bodyLimit: c.bodyLimit as number | undefined,
        request: expandMacros(c.request, { files }, id) as JsonObject,
        response: expandMacros(c.response, { files }, id) as JsonObject,
        screen: (c.screen as string | undefined) ? new URL(c.screen as string, id).href : undefined,
        requestId: `${stem}.request.json`,
        responseId: `${stem}.response.json`,
      };
    });
    modules.push({ module, label: doc.label as unknown as I18n, file, calls });
  }
  modules.sort((a, b) => a.module.localeCompare(b.module));
  const routes = files.get(SCHEMA_BASE + 'menus/routes.json')?.doc as unknown as RouteTree;
  const permissions = (files.get(SCHEMA_BASE + 'permissions.json')?.doc.permissions ?? {}) as unknown as Registry['permissions'];
  if (!routes) throw new Error('schemas/menus/routes.json is missing');
  const routesId = SCHEMA_BASE + 'http-routes.json';
  const httpRoutes = ((files.get(routesId)?.doc.routes as JsonObject[] | undefined) ?? []).map(
    (r): HttpRouteDef => ({
      ...(r as unknown as Omit<HttpRouteDef, 'paramsId' | 'queryId' | 'bodyId'>),
      paramsId: routesId.replace(/\.json$/, `.${r.name}.params.json`),
      queryId: routesId.replace(/\.json$/, `.${r.name}.query.json`),
      bodyId: routesId.replace(/\.json$/, `.${r.name}.body.json`),
    }),
  );
  return { root, files, modules, routes, permissions, httpRoutes };
}

export function allCalls(reg: Registry): CallDef[] {
  return reg.modules.flatMap((m) => m.calls);
}

export function walkRoutes(routes: RouteDef[], visit: (r: RouteDef, parent?: RouteDef) => void, parent?: RouteDef) {
  for (const r of routes) {
    visit(r, parent);
    if (r.children) walkRoutes(r.children, visit, r);
  }
}

export function pascal(...parts: string[]): string {
  return parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');
}

/** Stable JSON: keys sorted so that emitted files do not depend on authoring order. */
export function stableStringify(value: unknown, indent = 2): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.keys(v as object).sort().map((k) => [k, sort((v as Record<string, unknown>)[k])]));
    }
    return v;
  };
  return JSON.stringify(sort(value), null, indent);
}
