// The designed-form check beyond "it compiles" (the server compiles it with Ajv too): the shape of a case form,
// field keys that are valid and unique in the whole form, every field of a registered kind, conditions and
// x-reactions pointing at existing sibling fields. Each problem names the field. Runs in the designer (as you
// edit) and on the server (save and import), so a bad file is refused with the same words everywhere.
import type { FieldKindDef } from '../../../shared/field-kinds';
import { KEY_PATTERN, kindOfNode, type Json } from './design';

const CONTAINERS = new Set(['FormLayout', 'CaseTabs', 'CaseSteps', 'CaseSection']);
const ARRAYS = new Set(['ArrayItems', 'ArrayTable']);
export const MAX_FIELDS = 300;

/** A list in the schema, or none (a form file may hold anything where a list belongs). */
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

const named = (s: Json, path: string) => {
  const zh = s?.['x-label']?.zh ?? s?.title;
  return typeof zh === 'string' && zh ? `“${zh}”（${path}）` : `“${path}”`;
};

/** Problems of a case-form schema, first one first; empty when it is a form the designer and the server can use. */
export function checkFormSchema(schema: unknown, kinds: readonly FieldKindDef[]): string[] {
  const problems: string[] = [];
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return ['表单定义应为 JSON 对象'];
  const root = schema as Json;
  if (root.type !== 'object' || !root.properties || typeof root.properties !== 'object') return ['表单定义应为 type 为 object、带 properties 的 JSON Schema'];
  const label = root['x-label'];
  if (!label || typeof label.zh !== 'string' || !label.zh.trim()) problems.push('表单缺少中文名称（x-label.zh）');
  if (!label || typeof label.en !== 'string' || !label.en.trim()) problems.push('表单缺少英文名称（x-label.en）');
  const byKind = new Map(kinds.map((k) => [k.kind, k]));
  const seen = new Map<string, string>();
  let fields = 0;

  const object = (node: Json, path: string) => {
    const props = node.properties as Json;
    if (!props || typeof props !== 'object' || Array.isArray(props)) {
      problems.push(`字段${named(node, path || '表单')}应有 properties`);
      return;
    }
    if (node.required !== undefined && !Array.isArray(node.required)) problems.push(`字段${named(node, path || '表单')}的 required 应为字段标识的列表`);
    for (const req of arr(node.required)) if (typeof req !== 'string' || !(req in props)) problems.push(`必填字段“${String(req)}”（${path || '表单'}）不存在`);
    for (const [key, child] of Object.entries(props)) visit(key, child as Json, path ? `${path}.${key}` : key, props);
    for (const rule of arr(node.allOf) as Json[]) {
      const props2 = rule?.if?.properties && typeof rule.if.properties === 'object' ? Object.keys(rule.if.properties) : [];
      for (const k of [...arr(rule?.if?.required), ...props2, ...arr(rule?.if?.not?.required), ...arr(rule?.then?.required)])
        if (typeof k !== 'string' || !(k in props)) problems.push(`条件规则引用的字段“${String(k)}”（${path || '表单'}）不存在`);
    }
  };

  const visit = (key: string, s: Json, path: string, siblings: Json) => {
    if (!KEY_PATTERN.test(key)) problems.push(`字段${named(s, path)}的标识应以字母开头，只含字母、数字和下划线，至多 40 个字符`);
    if (seen.has(key)) problems.push(`字段标识“${key}”重复（${seen.get(key)} 与 ${path}）`);
    else seen.set(key, path);
    if (!s || typeof s !== 'object' || Array.isArray(s)) {
      problems.push(`字段“${path}”的定义应为对象`);
      return;
    }
    if (++fields > MAX_FIELDS) {
      if (fields === MAX_FIELDS + 1) problems.push(`表单字段不能超过 ${MAX_FIELDS} 个`);
      return;
    }
    const l = s['x-label'];
    if (!l || typeof l.zh !== 'string' || !l.zh.trim()) problems.push(`字段“${path}”缺少中文标签（x-label.zh）`);
    for (const cond of [s['x-visible-when'], s['x-required-when']]) {
      if (cond === undefined) continue;
      if (!cond || typeof cond.field !== 'string' || !['eq', 'neq', 'filled'].includes(cond.op)) problems.push(`字段${named(s, path)}的条件格式不正确`);
      else if (!(cond.field in siblings) || cond.field === key) problems.push(`字段${named(s, path)}的条件依赖的字段“${cond.field}”不存在`);
    }
    for (const r of (Array.isArray(s['x-reactions']) ? s['x-reactions'] : s['x-reactions'] ? [s['x-reactions']] : []) as Json[]) {
      for (const dep of arr(r?.dependencies)) {
        const name = typeof dep === 'string' ? dep.replace(/^\.+/, '') : '';
        if (!name || !(name in siblings) || name === key) problems.push(`字段${named(s, path)}的联动（x-reactions）依赖的字段“${String(dep)}”不存在`);
      }
    }
    const component = s['x-component'];
    if (s.type === 'object' && s.properties && (component === undefined || CONTAINERS.has(component))) return object(s, path);
    if (s.type === 'array' && ARRAYS.has(component)) {
      if (!s.items || s.items.type !== 'object') problems.push(`字段${named(s, path)}的每一行应为对象（items.type = object）`);
      else object(s.items, path);
      return;
    }
    const kind = kindOfNode(s, kinds);
    if (!kind || !byKind.has(kind)) problems.push(`字段${named(s, path)}的字段类型“${String(s['x-kind'] ?? component ?? '')}”未注册`);
  };

  object(root, '');
  return problems;
}
