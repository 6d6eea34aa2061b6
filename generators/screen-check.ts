// The schema check of list screens (npm run schemas:check, generators/check.ts): every filter, column, button,
// call and form field of a screen against its entity, the catalogue, the permissions and the field kinds.
import type { JsonObject, Registry } from './load';
import { fieldKinds, kindNames, kindOfField } from './field-kinds';
import type { FieldKind, FilterOp, ResolvedField, ResolvedScreen } from './screens';

/** Column formats that are number formats, not field kinds (src/client/runtime/grid/format.ts: decimalsOf, AMOUNT_FORMAT). */
const NUMBER_FORMATS = new Set(['integer', 'decimal1', 'decimal2', 'yuan', 'dollar', 'amount']);

/** A kind chosen by a screen (widget, format) must fit the field's storage too. */
function storageProblem(reg: Registry, at: string, field: ResolvedField, override: string | undefined): string[] {
  if (!override && !field.widget) return [];
  const key = kindOfField(reg, field, override);
  const kind = fieldKinds(reg).find((k) => k.kind === key);
  return kind && !(kind.doc.storage as string[]).includes(field.kind) ? [`${at}: kind ${key} stores ${(kind.doc.storage as string[]).join('/')}, not ${field.kind}`] : [];
}

/** Operators the list engine implements on array and object fields (other kinds take every operator). */
const KIND_OPS: Partial<Record<FieldKind, FilterOp[]>> = { array: ['tree', 'in', 'empty'], json: ['eq', 'empty'] };

/** Problems of a screen against its entity and the catalogue (for the schema check). */
export function checkScreen(reg: Registry, s: ResolvedScreen, callNames: Set<string>, permissions: Set<string>): string[] {
  const p: string[] = [];
  const at = `screen ${s.key}`;
  for (const f of s.filters) {
    const field = s.entity.fields[f.prop];
    if (!field) p.push(`${at}: filter ${f.prop} is not a field of ${s.entity.title}`);
    else if (!field.ops.includes(f.op)) p.push(`${at}: filter ${f.prop} uses ${f.op}, but ${s.entity.title}.${f.prop} allows only [${field.ops.join(', ')}] (x-filter)`);
    else if (KIND_OPS[field.kind] && !KIND_OPS[field.kind]!.includes(f.op)) p.push(`${at}: filter ${f.prop} uses ${f.op}, which the list engine does not support on ${field.kind} fields (only ${KIND_OPS[field.kind]!.join(', ')})`);
  }
  for (const c of (s.doc.columns ?? []) as JsonObject[]) {
    const type = (c.type as string) ?? 'data';
    if ((type === 'data' || type === 'image') && !s.entity.fields[c.prop as string]) p.push(`${at}: column ${c.prop} is not a field of ${s.entity.title}`);
    if (c.sortable === true && !s.entity.fields[c.prop as string]?.sortable) p.push(`${at}: column ${c.prop} is sortable but the field has no x-sortable`);
  }
  const buttons: JsonObject[] = [];
  const collect = (list: JsonObject[] | undefined) => list?.forEach((b) => (buttons.push(b), collect(b.children as JsonObject[] | undefined)));
  collect(s.doc.toolbar as JsonObject[] | undefined);
  for (const c of (s.doc.columns ?? []) as JsonObject[]) collect(c.buttons as JsonObject[] | undefined);
  for (const b of buttons) {
    if (b.permission && !permissions.has(b.permission as string)) p.push(`${at}: button ${b.key} names unknown permission ${b.permission}`);
    const action = b.action as JsonObject;
    if (action.call && !callNames.has(action.call as string)) p.push(`${at}: button ${b.key} calls unknown ${action.call}`);
  }
  for (const [role, name] of Object.entries((s.doc.calls ?? {}) as Record<string, string>))
    if (!callNames.has(name)) p.push(`${at}: calls.${role} ${name} is not in the catalogue`);
  for (const f of ((s.doc.form as JsonObject | undefined)?.fields ?? []) as JsonObject[]) {
    const field = s.entity.fields[f.prop as string];
    if (!field) p.push(`${at}: form field ${f.prop} is not a field of ${s.entity.title}`);
    else if (field.readonly) p.push(`${at}: form field ${f.prop} is read-only (x-readonly)`);
    if (f.widget && !kindNames(reg).has(f.widget as string)) p.push(`${at}: form field ${f.prop} widget ${f.widget} is not a field kind or alias`);
    else if (field) p.push(...storageProblem(reg, `${at}: form field ${f.prop}`, field, f.widget as string | undefined));
  }
  for (const c of (s.doc.columns ?? []) as JsonObject[]) {
    const field = s.entity.fields[c.prop as string];
    const format = c.format as string | undefined;
    if (!field || !format || !/^[a-z][A-Za-z]+$/.test(format) || NUMBER_FORMATS.has(format)) continue;
    if (!kindNames(reg).has(format)) p.push(`${at}: column ${c.prop} format ${format} is neither a field kind nor a date/number format`);
    else p.push(...storageProblem(reg, `${at}: column ${c.prop}`, field, format));
  }
  for (const f of (s.doc.filter as JsonObject).rows as JsonObject[])
    if ((f.options as JsonObject | undefined)?.call && !callNames.has((f.options as JsonObject).call as string)) p.push(`${at}: filter ${f.prop} options call ${(f.options as JsonObject).call} is not in the catalogue`);
  return p;
}
