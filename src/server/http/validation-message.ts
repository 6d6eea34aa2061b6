import type { ErrorObject } from 'ajv';

/** Field path as users and developers read it: items[2].name. */
export function fieldPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split('/').filter(Boolean).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra) parts.push(extra);
  return parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '') || '请求体';
}

function labelOf(err: ErrorObject, prop?: string): string {
  const schema = (prop ? (err.parentSchema as any)?.properties?.[prop] : err.parentSchema) as any;
  return schema?.['x-label']?.zh ?? '';
}

const TYPE_ZH: Record<string, string> = {
  string: '字符串', integer: '整数', number: '数字', boolean: '布尔值', object: '对象', array: '数组', null: 'null',
};

/** What a value of each of our string formats must be (src/shared/formats.ts); other formats: 格式不正确. */
const FORMAT_ZH: Record<string, string> = {
  text: '不能包含空字符（U+0000）或不成对的代理字符',
  date: '应为有效日期（YYYY-MM-DD）',
  'date-time': '应为有效的日期时间',
  'date-minute': '应为有效日期（YYYY-MM-DD 或 YYYY-MM-DDTHH:mm）',
  'id-hash-list': '应为以 # 分隔的记录编号（1 至 2147483647）',
  'id-comma-list': '应为以逗号分隔的记录编号（1 至 2147483647）',
};

/** The label of the field at a JSON pointer (a prop of the object at instancePath included), when the caller knows better than the schema Ajv reports. */
export type LabelFor = (pointer: string) => string | undefined;

/** One clear Chinese sentence naming the field for the first schema error. */
export function validationMessage(err: ErrorObject, labelFor?: LabelFor): string {
  const p = err.params as Record<string, any>;
  const named = (prop?: string) => {
    // Errors under propertyNames are about a key of the object at instancePath.
    if (err.propertyName !== undefined) return `“${fieldPath(err.instancePath)}”的字段名`;
    const path = fieldPath(err.instancePath, prop);
    const label = labelFor?.(prop === undefined ? err.instancePath : `${err.instancePath}/${prop.replace(/~/g, '~0').replace(/\//g, '~1')}`) ?? labelOf(err, prop);
    return label ? `“${label}”（${path}）` : `“${path}”`;
  };
  switch (err.keyword) {
    case 'required':
      return `缺少必填字段${named(p.missingProperty)}`;
    case 'additionalProperties':
      return `不支持的字段“${fieldPath(err.instancePath, p.additionalProperty)}”`;
    case 'type':
      return `字段${named()}应为${String(p.type).split(',').map((t) => TYPE_ZH[t] ?? t).join('或')}`;
    case 'enum':
      return `字段${named()}的取值必须是 ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join('、')} 之一`;
    case 'const':
      return `字段${named()}的取值必须是 ${JSON.stringify(p.allowedValue)}`;
    case 'minLength':
      return p.limit === 1 ? `字段${named()}不能为空` : `字段${named()}至少 ${p.limit} 个字符`;
    case 'maxLength':
      return `字段${named()}不能超过 ${p.limit} 个字符`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `字段${named()}不能小于 ${p.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `字段${named()}不能大于 ${p.limit}`;
    case 'minItems':
      return `字段${named()}至少需要 ${p.limit} 项`;
    case 'maxItems':
      return `字段${named()}最多 ${p.limit} 项`;
    case 'uniqueItems':
      return `字段${named()}不能有重复项`;
    case 'format':
      return `字段${named()}${FORMAT_ZH[p.format] ?? '格式不正确'}`;
    case 'pattern':
      return `字段${named()}格式不正确`;
    case 'minProperties':
      return `${err.instancePath ? `字段${named()}` : '请求体'}至少需要 ${p.limit} 个字段`;
    case 'maxProperties':
      return `${err.instancePath ? `字段${named()}` : '请求体'}最多只能有 ${p.limit} 个字段`;
    default:
      return `字段${named()}不符合要求（${err.message}）`;
  }
}
