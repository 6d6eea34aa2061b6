// Designed forms on the server: the full check of a form schema (the shape check of shared/check.ts, then an
// Ajv 2020 compile, as strict as the generator's for the built-in forms) and the validators of a published
// version, compiled once per version and kept (a version never changes, so the cache needs no invalidation).
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fieldKinds } from '../../../generated/field-kinds';
import { draftOf } from '../../../shared/case-form-draft';
import { STRING_FORMATS } from '../../../shared/formats';
import { validationMessage } from '../../../server/http/validation-message';
import { checkFormSchema } from '../shared/check';

type Json = Record<string, any>;

function xKeywords(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => xKeywords(n, into));
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith('x-')) into.add(k);
      xKeywords(v, into);
    }
  return into;
}

function newAjv(schema: unknown) {
  const AjvClass = ((Ajv2020 as any).default ?? Ajv2020) as typeof Ajv2020;
  const ajv = new AjvClass({ strict: true, strictRequired: false, allErrors: true, allowUnionTypes: true, verbose: true });
  (((addFormats as any).default ?? addFormats) as typeof addFormats)(ajv);
  for (const [name, re] of Object.entries(STRING_FORMATS)) ajv.addFormat(name, re);
  // x- keywords are annotations for the form runtime (labels, components, reactions): no effect on validation.
  ajv.addVocabulary([...xKeywords(schema)].sort());
  return ajv;
}

/** "/properties/a/items/properties/b/maxLength" -> "a.b" (the field a schema error is in). */
function fieldOfSchemaPath(path: string): string {
  const parts = path.split('/').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) if (parts[i] === 'properties' && parts[i + 1] !== undefined) out.push(parts[++i]);
  return out.join('.');
}

/** Compiles a form schema; the problem (naming the field) when it does not compile. */
function compile(schema: Json): { validate: ValidateFunction } | { problem: string } {
  const ajv = newAjv(schema);
  const { $schema: _drop, ...body } = schema;
  void _drop;
  if (!ajv.validateSchema(body)) {
    const err = ajv.errors![0];
    const field = fieldOfSchemaPath(err.instancePath);
    return { problem: `表单定义无法编译：${field ? `字段“${field}”` : '表单'}的定义不正确（${err.instancePath || '/'} ${err.message}）` };
  }
  try {
    return { validate: ajv.compile(body) };
  } catch (e) {
    const msg = (e as Error).message;
    const m = /keyword "([^"]+)"/.exec(msg) ?? /: (.*)$/.exec(msg);
    return { problem: `表单定义无法编译：${m ? m[1] : msg}` };
  }
}

/** Every problem of a form schema at save or import; the first one is what the caller is told. */
export function formSchemaProblem(schema: Json): string | null {
  const shape = checkFormSchema(schema, fieldKinds);
  if (shape.length) return shape[0];
  const submit = compile(schema);
  if ('problem' in submit) return submit.problem;
  const draft = compile(draftOf(schema));
  return 'problem' in draft ? draft.problem : null;
}

export interface CompiledForm { submit: ValidateFunction; draft: ValidateFunction }

const cache = new Map<string, CompiledForm>();
const CACHE_MAX = 500;

/** The validators of one published version (tenant, form, version: immutable), compiled on first use. */
export function compiledVersion(tenantId: number, formId: number, formVersion: number, schema: Json): CompiledForm {
  const key = `${tenantId}:${formId}:${formVersion}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const submit = compile(schema);
  const draft = compile(draftOf(schema));
  if ('problem' in submit || 'problem' in draft) throw new Error(`published form ${key} does not compile`);
  const compiled = { submit: submit.validate, draft: draft.validate };
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, compiled);
  return compiled;
}

/** The first problem of bizParam under a compiled form, naming the field (…（bizParam.group.field）), or null. */
export function bizProblem(form: CompiledForm, mode: 'draft' | 'submit', bizParam: unknown): string | null {
  const validate = mode === 'submit' ? form.submit : form.draft;
  if (validate(bizParam)) return null;
  // Every error is collected (allErrors): a field's own rules first, the conditional rules (allOf) after them.
  const errors = validate.errors as ErrorObject[];
  const err = errors.find((e) => !e.schemaPath.includes('/allOf/')) ?? errors[0];
  // A field a conditional rule requires is labelled by the object that holds it (the rule's "then" has no properties).
  const holder = err.keyword === 'required' ? schemaAt(validate.schema as Json, err.instancePath) : undefined;
  const parentSchema = holder?.properties ? holder : err.parentSchema;
  return validationMessage({ ...err, parentSchema, instancePath: '/bizParam' + err.instancePath });
}

/** The schema of the value at an instance path (/contact/phone, /fees/0/fee). */
function schemaAt(root: Json, instancePath: string): Json | undefined {
  let s: Json | undefined = root;
  for (const part of instancePath.split('/').filter(Boolean)) {
    if (!s) return undefined;
    s = s.type === 'array' ? s.items : s.properties?.[part];
  }
  return s;
}
