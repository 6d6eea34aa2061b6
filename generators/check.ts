// The schema check: every schema compiles, every $ref resolves, every call names a known permission or is
// public/session, request bodies reject unknown fields, route menu keys are unique and every menu key and
// activeMenu that something points to exists, and entities say where they are stored (generators/storage.ts).
// Returns the problems; empty means clean.
import { createAjv, isDataFile } from './ajv';
import { type CallDef, type Json, type JsonObject, type Registry, type RouteDef, allCalls, walkRoutes } from './load';
import { forEachRef, lookup } from './refs';
import { checkCustomFieldModules } from './custom-field-types';
import { checkFieldKinds, fieldKinds } from './field-kinds';
import { checkHttpRoutes } from './http-routes';
import { checkRoles } from './roles';
import { checkScreen } from './screen-check';
import { entityIds, resolveEntity, resolveScreen, screenIds } from './screens';
import { checkStorageKeywords } from './storage';
import { caseForms, checkCaseForms } from './case-forms';

const ACCESS = new Set(['public', 'session']);

/** Visits every subschema of a request, following $refs once each. */
function walkRequest(node: Json, at: string, reg: Registry, base: string, visit: (node: JsonObject, at: string) => void, seen = new Set<string>()) {
  if (Array.isArray(node)) return node.forEach((n, i) => walkRequest(n, `${at}/${i}`, reg, base, visit, seen));
  if (!node || typeof node !== 'object') return;
  if (typeof node.$ref === 'string') {
    const uri = new URL(node.$ref, base).href;
    if (seen.has(uri)) return;
    seen.add(uri);
    const target = lookup(reg, uri);
    if (target !== undefined) walkRequest(target, uri, reg, uri, visit, seen);
  }
  visit(node, at);
  for (const [k, v] of Object.entries(node)) if (k !== '$ref' && !k.startsWith('x-')) walkRequest(v, `${at}/${k}`, reg, base, visit, seen);
}

// Closed objects, or maps whose values have a schema ({"additionalProperties": {...}}); never left open.
const open = (v: Json | undefined) => v === undefined || v === true;
function requestObjectsClosed(problems: string[]) {
  return (node: JsonObject, at: string) => {
    if (node.type === 'object' && open(node.additionalProperties) && open(node.unevaluatedProperties))
      problems.push(`${at}: request objects must set additionalProperties: false (or a schema for a map) so unknown fields are rejected`);
  };
}

// Numbers with both bounds (ids: 1..2147483647, the int4 columns), so a value the database cannot hold is
// refused by the validator instead of by PostgreSQL.
function requestNumbersBounded(problems: string[]) {
  return (node: JsonObject, at: string) => {
    const types = typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? (node.type as string[]) : [];
    if (!types.includes('integer') && !types.includes('number')) return;
    if (node.enum !== undefined || node.const !== undefined) return;
    const has = (a: string, b: string) => node[a] !== undefined || node[b] !== undefined;
    if (!has('minimum', 'exclusiveMinimum') || !has('maximum', 'exclusiveMaximum'))
      problems.push(`${at}: request numbers must set minimum and maximum (ids: $ref _shared/common.json#/$defs/id) so values the database cannot hold are refused`);
  };
}

export function checkRegistry(reg: Registry): string[] {
  const problems: string[] = [];
  // 1. Compile everything (this also fails on unresolvable refs inside compiled schemas).
  let ajv;
  try {
    ajv = createAjv(reg, { allErrors: true });
  } catch (e) {
    return [`schemas do not load into Ajv: ${(e as Error).message}`];
  }
  for (const [id, { file, doc }] of reg.files) {
    try {
      if (isDataFile(doc)) {
        const validate = ajv.getSchema(doc.$schema as string);
        if (!validate) problems.push(`${file}: unknown $schema ${doc.$schema}`);
        else if (!validate(doc))
          for (const err of validate.errors ?? []) problems.push(`${file}${err.instancePath}: ${err.message}`);
      } else ajv.getSchema(id);
    } catch (e) {
      problems.push(`${file}: ${(e as Error).message}`);
    }
  }
  for (const call of allCalls(reg)) {
    for (const id of [call.requestId, call.responseId]) {
      try {
        ajv.getSchema(id);
      } catch (e) {
        problems.push(`${call.module}.${call.name}: ${(e as Error).message}`);
      }
    }
  }
  // 2. Every $ref resolves (including in data files and x- keywords that Ajv does not compile).
  for (const [id, { file, doc }] of reg.files)
    forEachRef(doc, id, (uri, ref) => {
      if (lookup(reg, uri) === undefined) problems.push(`${file}: $ref ${ref} does not resolve (${uri})`);
    });
  // 3. Calls: permission, unique names and paths, closed request objects.
  const paths = new Map<string, CallDef>();
  const names = new Set<string>();
  for (const call of allCalls(reg)) {
    const label = `${call.module}.${call.name}`;
    if (!ACCESS.has(call.permission) && !(call.permission in reg.permissions))
      problems.push(`${label}: permission "${call.permission}" is neither public, session nor a key of schemas/permissions.json`);
    if (paths.has(call.path)) problems.push(`${label}: path ${call.path} is also used by ${paths.get(call.path)!.name}`);
    paths.set(call.path, call);
    if (names.has(label)) problems.push(`${label}: call name used twice`);
    names.add(label);
    walkRequest(call.request, `${label}.request`, reg, call.requestId, requestObjectsClosed(problems));
    walkRequest(call.request, `${label}.request`, reg, call.requestId, requestNumbersBounded(problems));
  }
  for (const t of fieldKinds(reg))
    for (const part of ['valueSchema', 'configSchema'])
      walkRequest(t.doc[part], `field kind ${t.kind}.${part}`, reg, t.id, requestNumbersBounded(problems));
  for (const r of reg.httpRoutes)
    for (const id of [r.params && r.paramsId, r.query && r.queryId, r.body && r.bodyId])
      if (id)
        try {
          ajv.getSchema(id);
        } catch (e) {
          problems.push(`http route ${r.name}: ${(e as Error).message}`);
        }
  problems.push(...checkHttpRoutes(reg));
  // 4. Routes: unique paths and menu keys; activeMenu, redirect and permission menu keys point at real routes.
  const routePaths = new Set<string>();
  const menuKeys = new Set<string>();
  const all: RouteDef[] = [];
  for (const list of [reg.routes.publicRoutes, reg.routes.standaloneRoutes, reg.routes.menuRoutes])
    walkRoutes(list, (r) => all.push(r));
  for (const r of all) {
    if (routePaths.has(r.path)) problems.push(`route ${r.path}: path used twice`);
    routePaths.add(r.path);
    const key = r.meta.menuKey;
    if (key) {
      if (menuKeys.has(key)) problems.push(`route ${r.path}: menuKey ${key} used twice`);
      menuKeys.add(key);
    }
  }
  walkRoutes(reg.routes.menuRoutes, (r) => {
    if (!r.meta.menuKey) problems.push(`route ${r.path}: menu routes need a menuKey`);
  });
  for (const r of all) {
    if (r.meta.activeMenu && !routePaths.has(r.meta.activeMenu)) problems.push(`route ${r.path}: activeMenu ${r.meta.activeMenu} is not a route`);
    if (r.redirect && !routePaths.has(r.redirect)) problems.push(`route ${r.path}: redirect ${r.redirect} is not a route`);
  }
  for (const [key, p] of Object.entries(reg.permissions))
    if (!menuKeys.has(p.menuKey)) problems.push(`permission ${key}: menuKey ${p.menuKey} is not a route's menuKey`);
  problems.push(...checkRoles(reg));
  problems.push(...checkCustomFieldModules(reg));
  // Field kinds: unique names and codes; every entity field's kind exists and fits its storage.
  const entityFields: Parameters<typeof checkFieldKinds>[1] = [];
  // (The entities of screens: others may be recursive trees, which resolving would inline forever.)
  const listed = new Set(
    screenIds(reg).flatMap((id) => {
      try {
        return [resolveScreen(reg, id).entity.id];
      } catch {
        return []; // reported with the screens below
      }
    }),
  );
  for (const id of entityIds(reg).filter((x) => listed.has(x))) {
    const e = resolveEntity(reg, id);
    for (const field of Object.values(e.fields)) entityFields.push({ at: `entity ${e.title}.${field.prop}`, field });
  }
  problems.push(...checkFieldKinds(reg, entityFields));
  // 4b. Entities say where they are stored (x-table and friends, compared with the tables by tests/api/schema-drift).
  problems.push(...checkStorageKeywords(reg));
  problems.push(...checkCaseForms(reg));
  // 5. Screens: filters, columns, buttons and calls agree with the entity, catalogue and permissions.
  const callNames = new Set(allCalls(reg).map((c) => `${c.module}.${c.name}`));
  const screenKeys = new Set<string>();
  for (const id of screenIds(reg)) {
    try {
      const screen = resolveScreen(reg, id);
      if (screenKeys.has(screen.key)) problems.push(`screen ${screen.key}: key used twice`);
      screenKeys.add(screen.key);
      problems.push(...checkScreen(reg, screen, callNames, new Set(Object.keys(reg.permissions))));
    } catch (e) {
      problems.push(`${id}: ${(e as Error).message}`);
    }
  }
  for (const r of all) {
    if (r.component === 'schemaList' && !(r as RouteDef & { screen?: string }).screen) problems.push(`route ${r.path}: schemaList needs a screen`);
    const screen = (r as RouteDef & { screen?: string }).screen;
    if (screen && !screenKeys.has(screen)) problems.push(`route ${r.path}: screen ${screen} does not exist`);
    const form = (r as RouteDef & { caseForm?: string }).caseForm;
    if (r.component === 'caseForm' && !form) problems.push(`route ${r.path}: caseForm needs a caseForm (the form key)`);
    if (form && !caseForms(reg).some((f) => f.key === form)) problems.push(`route ${r.path}: case form ${form} does not exist in schemas/case-forms`);
  }
  return problems;
}

export type { JsonObject };
