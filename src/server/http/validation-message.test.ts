import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import * as validators from '../../generated/validators.js';
import { fieldPath, validationMessage } from './validation-message';

/** The message the server would send for this body, using the generated validator. */
function messageFor(validator: keyof typeof validators, body: unknown): string | null {
  const validate = validators[validator];
  if (validate(body)) return null;
  return validationMessage(validate.errors![0]);
}

const err = (keyword: string, params: Record<string, unknown>, extra: Partial<ErrorObject> = {}): ErrorObject => ({
  keyword,
  params,
  instancePath: '/items/2/name',
  schemaPath: '#/x',
  message: 'ajv says no',
  ...extra,
});

describe('fieldPath', () => {
  it('reads like code', () => {
    expect(fieldPath('')).toBe('请求体');
    expect(fieldPath('/username')).toBe('username');
    expect(fieldPath('/items/2/name')).toBe('items[2].name');
    expect(fieldPath('/ids/0')).toBe('ids[0]');
    expect(fieldPath('/a~1b/c~0d')).toBe('a/b.c~d');
    expect(fieldPath('', 'password')).toBe('password');
    expect(fieldPath('/filters/0', 'value')).toBe('filters[0].value');
  });
});

describe('validationMessage with the generated validators', () => {
  const login = { username: 'admin', password: 'QWRtaW5AMjAyNg==', encryptionType: 'base64' };

  it('accepts a valid body', () => {
    expect(messageFor('loginPage_login_request', login)).toBeNull();
  });

  it('names the field by its label and path', () => {
    expect(messageFor('loginPage_login_request', { ...login, username: 1 })).toBe('字段“账号”（username）应为字符串');
    expect(messageFor('loginPage_login_request', { username: 'a', encryptionType: 'base64' })).toBe('缺少必填字段“密码”（password）');
    expect(messageFor('loginPage_login_request', { ...login, username: '' })).toBe('字段“账号”（username）不能为空');
    expect(messageFor('loginPage_login_request', { ...login, username: 'x'.repeat(92) })).toBe('字段“账号”（username）不能超过 91 个字符');
    expect(messageFor('loginPage_login_request', { ...login, encryptionType: 'md5' })).toBe('字段“加密方式”（encryptionType）的取值必须是 "base64"');
    expect(messageFor('loginPage_login_request', { ...login, other: 1 })).toBe('不支持的字段“other”');
    expect(messageFor('loginPage_login_request', 'text')).toBe('字段“请求体”应为对象');
  });

  it('reports list query fields', () => {
    expect(messageFor('homepage_getMessageList_request', { pageSize: 7 })).toBe('字段“每页条数”（pageSize）的取值必须是 10、20、30、50、100 之一');
    expect(messageFor('homepage_getMessageList_request', { pageNo: 0 })).toBe('字段“页码”（pageNo）不能小于 1');
    expect(messageFor('homepage_getMessageList_request', { pageNo: 1001 })).toBe('字段“页码”（pageNo）不能大于 1000');
    expect(messageFor('homepage_getMessageList_request', { pageNo: 1.5 })).toBe('字段“页码”（pageNo）应为整数');
  });

  it('reports array items by index', () => {
    // The x-label beside a $ref ("ids": {"$ref": idList, "x-label": 消息}) is not seen: Ajv reports the
    // referenced schema as parentSchema, so these name the field by path only.
    expect(messageFor('homepage_setMessageRead_request', { ids: [] })).toBe('字段“ids”至少需要 1 项');
    expect(messageFor('homepage_setMessageRead_request', { ids: [3, 3] })).toBe('字段“ids”不能有重复项');
    expect(messageFor('homepage_setMessageRead_request', { ids: [1, 'x'] })).toBe('字段“ids[1]”应为整数');
    expect(messageFor('homepage_setMessageRead_request', { ids: [0] })).toBe('字段“ids[0]”不能小于 1');
    expect(messageFor('homepage_setMessageRead_request', {})).toBe('请求体至少需要 1 个字段');
    expect(messageFor('homepage_setMessageRead_request', { ids: [1], all: true })).toBe('请求体最多只能有 1 个字段');
  });
});

describe('string formats every request string is held to', () => {
  const login = { username: 'admin', password: 'QWRtaW5AMjAyNg==', encryptionType: 'base64' };

  it('refuses NUL and lone surrogates in any string, naming it, and keeps real characters', () => {
    const refused = '字段“账号”（username）不能包含空字符（U+0000）或不成对的代理字符';
    expect(messageFor('loginPage_login_request', { ...login, username: 'ad\u0000min' })).toBe(refused);
    expect(messageFor('loginPage_login_request', { ...login, username: 'ad\ud800min' })).toBe(refused);
    expect(messageFor('loginPage_login_request', { ...login, username: 'admin\udc00' })).toBe(refused);
    expect(messageFor('brandArchives_add_request', { tmName: '花\u0000', tmCl: 25 })).toBe('字段“商标名称”（tmName）不能包含空字符（U+0000）或不成对的代理字符');
    expect(messageFor('brandArchives_add_request', { tmName: '花🌸𠀀', tmCl: 25 })).toBeNull();
  });

  it('takes only days that exist in the years 0001-9999', () => {
    const range = (from: string | null) => messageFor('brandArchives_queryBrandPage_request', { filters: { appDate: [from, null] } });
    for (const ok of ['2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31', null]) expect(range(ok)).toBeNull();
    for (const bad of ['2024-13-45', '2024-02-30', '2023-02-29', '1900-02-29', '0000-01-01', '2024-99-99', '2024-1-01', '20240101'])
      expect(range(bad)).toBe('字段“filters.appDate[0]”应为有效日期（YYYY-MM-DD）');
  });
});

describe('validationMessage by keyword', () => {
  it('covers every keyword with one sentence naming the field', () => {
    expect(validationMessage(err('required', { missingProperty: 'title' }, { instancePath: '' }))).toBe('缺少必填字段“title”');
    expect(validationMessage(err('additionalProperties', { additionalProperty: 'x' }))).toBe('不支持的字段“items[2].name.x”');
    expect(validationMessage(err('type', { type: 'string,null' }))).toBe('字段“items[2].name”应为字符串或null');
    expect(validationMessage(err('enum', { allowedValues: [1, 'a'] }))).toBe('字段“items[2].name”的取值必须是 1、"a" 之一');
    expect(validationMessage(err('const', { allowedValue: true }))).toBe('字段“items[2].name”的取值必须是 true');
    expect(validationMessage(err('minLength', { limit: 1 }))).toBe('字段“items[2].name”不能为空');
    expect(validationMessage(err('minLength', { limit: 3 }))).toBe('字段“items[2].name”至少 3 个字符');
    expect(validationMessage(err('maxLength', { limit: 9 }))).toBe('字段“items[2].name”不能超过 9 个字符');
    expect(validationMessage(err('exclusiveMinimum', { limit: 0 }))).toBe('字段“items[2].name”不能小于 0');
    expect(validationMessage(err('maximum', { limit: 5 }))).toBe('字段“items[2].name”不能大于 5');
    expect(validationMessage(err('maxItems', { limit: 5 }))).toBe('字段“items[2].name”最多 5 项');
    expect(validationMessage(err('pattern', { pattern: '^a' }))).toBe('字段“items[2].name”格式不正确');
    expect(validationMessage(err('format', { format: 'email' }))).toBe('字段“items[2].name”格式不正确');
    expect(validationMessage(err('format', { format: 'date-time' }))).toBe('字段“items[2].name”应为有效的日期时间');
    expect(validationMessage(err('format', { format: 'text' }, { propertyName: 'a\u0000' }))).toBe('字段“items[2].name”的字段名不能包含空字符（U+0000）或不成对的代理字符');
    expect(validationMessage(err('maxProperties', { limit: 1 }, { instancePath: '' }))).toBe('请求体最多只能有 1 个字段');
    expect(validationMessage(err('minProperties', { limit: 1 }, { instancePath: '' }))).toBe('请求体至少需要 1 个字段');
    expect(validationMessage(err('minProperties', { limit: 2 }))).toBe('字段“items[2].name”至少需要 2 个字段');
    expect(validationMessage(err('oneOf', {}))).toBe('字段“items[2].name”不符合要求（ajv says no）');
  });

  it('uses x-label of the schema (or of the property for required)', () => {
    const parentSchema = { type: 'object', properties: { name: { type: 'string', 'x-label': { zh: '名称', en: 'Name' } } } };
    expect(validationMessage(err('required', { missingProperty: 'name' }, { instancePath: '/items/2', parentSchema }))).toBe('缺少必填字段“名称”（items[2].name）');
    const fieldSchema = { type: 'string', 'x-label': { zh: '名称', en: 'Name' } };
    expect(validationMessage(err('type', { type: 'string' }, { parentSchema: fieldSchema }))).toBe('字段“名称”（items[2].name）应为字符串');
  });
});
