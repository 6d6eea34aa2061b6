// Input that used to reach the database or the runtime and answer 500, or be taken though invalid (issue 20):
// each is now refused with 40000 naming the field, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../src/generated/catalogue';
import { TOO_DEEP_MESSAGE } from '../../src/server/http/json-body';
import { startTestApp, type CallResult, type TestApp } from './harness';

let t: TestApp;
let admin: string;
const TRADEMARKS = 1;
const BAD_TEXT = '不能包含空字符（U+0000）或不成对的代理字符';

const call = (path: string, body: unknown) => t.call(path, body, { token: admin });
const refused = (r: CallResult, message: string | RegExp) => {
  expect(r.subCode, r.subMessage).toBe(40000);
  expect(r.status).toBe(400);
  if (typeof message === 'string') expect(r.subMessage).toBe(message);
  else expect(r.subMessage).toMatch(message);
};
const ok = <T = any>(r: CallResult<T>): T => {
  expect(r.subCode, r.subMessage).toBe(10000);
  return r.data;
};
const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(`select count(*)::int as n ${sql}`, params)).rows[0].n;

let markId: number;
let dateField: number;

beforeAll(async () => {
  t = await startTestApp({
    // A call that hands the database a value it refuses, as a handler would if a schema let one through.
    configure: (app) =>
      app.post('/test/database-refusal', async (req) => {
        const { sql, value } = req.body as { sql: string; value: unknown };
        await t.db.query(sql, [value]);
        return { subCode: 10000, subMessage: '成功', data: null };
      }),
  });
  admin = await t.tokenFor('admin', 'Admin@2026');
  markId = ok(await call('/brandArchives/add', { tmName: '输入校验', tmCl: 25 })).id;
  dateField = ok(await call('/customField/setCustomField', { type: TRADEMARKS, fieldTitle: '续展提醒日', fieldType: 6, isRequire: 0 })).id;
});
afterAll(async () => {
  await t?.close();
});

describe('strings PostgreSQL cannot store', () => {
  it('refuses NUL and lone surrogates in any string, sign-in included, naming the field', async () => {
    const login = await t.call('/loginPage/login', { username: 'ad\u0000min', password: 'QQ==', encryptionType: 'base64' });
    refused(login, `字段“账号”（username）${BAD_TEXT}`);
    const marks = await count('from trademarks');
    refused(await call('/brandArchives/add', { tmName: '花\u0000', tmCl: 25 }), `字段“商标名称”（tmName）${BAD_TEXT}`);
    refused(await call('/brandArchives/add', { tmName: 'a\ud800b', tmCl: 25 }), `字段“商标名称”（tmName）${BAD_TEXT}`);
    refused(await call('/brandArchives/modify', { id: markId, version: 1, tmName: 'x', tmCl: 25, applicant: '\udfff' }), /^字段“申请人”（applicant）不能包含/);
    expect(await count('from trademarks')).toBe(marks);
    refused(await call('/api/brandMap', { name: '图谱\ud800' }), `字段“name”${BAD_TEXT}`);
    refused(await call('/customField/setTmArchiveCustomFieldData', { type: TRADEMARKS, key: String(markId), data: { 'a\u0000': 'x' } }), `字段“data”的字段名${BAD_TEXT}`);
  });

  it('keeps characters outside the BMP (surrogate pairs) as they are', async () => {
    const name = '花🌸𠀀';
    const id = ok(await call('/brandArchives/add', { tmName: name, tmCl: 25 })).id;
    expect(ok(await call('/brandArchives/queryBrandDetail', { id })).tmName).toBe(name);
  });
});

describe('ids the int4 columns hold (1..2147483647)', () => {
  it('refuses larger ids written as text in tag statistics and tag writes', async () => {
    const msg = '字段“商标”（trademark）应为以 # 分隔的记录编号（1 至 2147483647）';
    refused(await call('/api/inquireLabels', { trademark: '2147483648' }), msg);
    refused(await call('/api/inquireLabels', { trademark: `${markId}#99999999999` }), msg);
    refused(await call('/api/batchAddiLabels', { trademark: '2147483648', addNodeId: 'n1' }), msg);
    expect(ok(await call('/api/inquireLabels', { trademark: '2147483647' })).count).toBe(0);
  });

  it('refuses larger ids, 0 and leading zeros in the batch custom-field edit', async () => {
    const msg = '字段“记录”（key）应为以逗号分隔的记录编号（1 至 2147483647）';
    for (const key of ['2147483648', '0', `${markId},0`, '007'])
      refused(await call('/customField/setTmArchiveCustomFieldData', { type: TRADEMARKS, key, data: { 续展提醒日: '2024-05-01' } }), msg);
    refused(await call('/customField/setCustomFieldData', { type: TRADEMARKS, id: 2147483648, fieldId: dateField, value: null }), '字段“id”不能大于 2147483647');
  });

  it('refuses an export id past int4 in the download address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/files/exports/99999999999', headers: { token: admin } });
    expect([res.statusCode, JSON.parse(res.body).subMessage]).toEqual([400, '路径参数字段“导出记录编号”（id）格式不正确']);
  });
});

describe('dates that exist', () => {
  it('refuses impossible days and year 0000 in date-range filters, naming the end', async () => {
    const list = (appDate: unknown) => call('/brandArchives/queryBrandPage', { filters: { appDate } });
    refused(await list(['0000-01-01', null]), '字段“filters.appDate[0]”应为有效日期（YYYY-MM-DD）');
    refused(await list(['2024-99-99', null]), '字段“filters.appDate[0]”应为有效日期（YYYY-MM-DD）');
    refused(await list([null, '2024-02-30']), '字段“filters.appDate[1]”应为有效日期（YYYY-MM-DD）');
    ok(await list(['2024-02-29', '2024-03-01']));
  });

  it('refuses impossible days in custom date filters, naming the custom field', async () => {
    const list = (value: unknown) => call('/brandArchives/queryBrandPage', { customFilters: { [dateField]: { op: 'range', value } } });
    for (const value of [['2024-13-45', null], ['0000-01-01', null], [null, '2023-02-29']])
      refused(await list(value), /^自定义字段“续展提醒日”的筛选值应为 \[开始日期, 结束日期\]/);
    ok(await list(['2024-02-29', null]));
  });

  it('does not store an impossible day as a custom date value', async () => {
    const set = (value: unknown) => call('/customField/setCustomFieldData', { type: TRADEMARKS, id: markId, fieldId: dateField, value });
    refused(await set('2024-13-45'), '“续展提醒日”（value）的值不符合要求：应为有效日期（YYYY-MM-DD 或 YYYY-MM-DDTHH:mm）');
    refused(await set('2024-02-30T10:00'), /^“续展提醒日”（value）的值不符合要求/);
    const detail = ok(await call('/brandArchives/queryBrandDetail', { id: markId }));
    expect(detail.customFieldInfo[String(dateField)]).toBeUndefined();
    expect(ok(await set('2024-02-29T10:30')).value).toBe('2024-02-29T10:30');
    refused(await call('/customField/setTmArchiveCustomFieldData', { type: TRADEMARKS, key: String(markId), data: { 续展提醒日: '0000-01-01' } }), /^“续展提醒日”（data.续展提醒日）的值不符合要求/);
  });
});

describe('custom fields', () => {
  it('refuses choice options that are not a list, in one field or in the dialog save', async () => {
    const before = await count('from custom_fields');
    for (const fieldContent of ['{"options":"红色"}', '{"options":{"cont":"红色","color":"#ff0000"}}', '{"options":[{"cont":"红色","color":3}]}'])
      refused(await call('/customField/setCustomField', { type: TRADEMARKS, fieldTitle: '颜色', fieldType: 3, fieldContent }), /^字段设置（fieldContent）不符合要求：字段“options/);
    refused(
      await call('/customField/updateCustomFields', { type: TRADEMARKS, fields: [{ fieldTitle: '颜色', fieldType: 4, fieldContent: '{"options":"红色"}' }] }),
      /^字段设置（fieldContent）不符合要求/,
    );
    expect(await count('from custom_fields')).toBe(before);
  });

  it('refuses customFieldInfo naming a field that does not exist, in lists and in tag conditions', async () => {
    const msg = '筛选条件“自定义字段”（filters.customFieldInfo）中的自定义字段 999999 不存在或已删除';
    refused(await call('/brandArchives/queryBrandPage', { filters: { customFieldInfo: { 999999: 'x' } } }), msg);
    refused(await call('/api/inquireLabelsByCon', { condition: { filters: { customFieldInfo: { 999999: 'x' } } } }), msg);
    refused(await call('/brandArchives/export', { columns: ['tmName'], filters: { customFieldInfo: { 999999: 'x' } } }), msg);
    ok(await call('/customField/setCustomFieldData', { type: TRADEMARKS, id: markId, fieldId: dateField, value: '2025-01-02' }));
    const found = ok(await call('/brandArchives/queryBrandPage', { filters: { customFieldInfo: { [dateField]: '2025-01-02' } } }));
    expect(found.list.map((r: { id: number }) => r.id)).toEqual([markId]);
  });
});

describe('nesting depth', () => {
  const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  const nestedNodes = (levels: number): string => {
    let node = '{"id":"n","text":"t"}';
    for (let i = 0; i < levels; i++) node = `{"id":"n${i}","text":"t","children":[${node}]}`;
    return node;
  };

  it('refuses thousands of levels under the body limit before anything walks them', async () => {
    for (const raw of [`{"list":${nestedArrays(20000)}}`, `{"list":[${'{"name":"a","subList":['.repeat(3000)}${']}'.repeat(3000)}]}`]) {
      expect(raw.length).toBeLessThan(262144);
      refused(await t.call('/countryCtg/reSave', undefined, { token: admin, raw }), TOO_DEEP_MESSAGE);
    }
    refused(await t.call('/api/brandMap', undefined, { token: admin, raw: `{"name":"深","map":{"layout":"organizationStructure","root":${nestedNodes(3000)}}}` }), TOO_DEEP_MESSAGE);
  });

  it('still takes the nesting real bodies have (a brand map of 8 levels)', async () => {
    const created = ok(await call('/api/brandMap', { name: '八层图谱', color: '#722ed1' }));
    const raw = `{"id":${created.id},"map":{"layout":"organizationStructure","root":${nestedNodes(7)}}}`;
    ok(await t.call('/api/brandMap', undefined, { token: admin, raw }));
  });
});

describe('exports', () => {
  it('need their columns: refused by the schema, never a JavaScript error', async () => {
    for (const path of ['/brandArchives/export', '/enterPrise/export', '/api/user/export', '/api/dispute/export', '/api/riskGg/export'])
      refused(await call(path, {}), '缺少必填字段“导出列”（columns）');
  });
});

describe('a literal null body', () => {
  it('is refused on every call, never taken as {}', async () => {
    for (const c of allCalls) {
      const r = await t.call(c.path, undefined, { token: admin, raw: 'null' });
      expect([c.path, r.subCode, r.subMessage]).toEqual([c.path, 40000, '字段“请求体”应为对象']);
    }
  });

  it('does not start a one-click merge, nor end the session', async () => {
    const tasks = await count(`from batch_tasks`);
    refused(await t.call('/brandArchives/onceMergeBrand', undefined, { token: admin, raw: 'null' }), '字段“请求体”应为对象');
    refused(await t.call('/loginPage/loginQuit', undefined, { token: admin, raw: 'null' }), '字段“请求体”应为对象');
    expect(await count(`from batch_tasks`)).toBe(tasks);
    ok(await call('/homepage/getUserInfo', {}));
  });
});

describe('multipart uploads', () => {
  const boundary = '----ipmsHardening';
  const contentType = `multipart/form-data; boundary=${boundary}`;
  const filePart = (body: string) => `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${body}`;
  const fieldPart = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`;
  const storedFiles = async () => (await count('from uploads')) + (await count('from archive_imports'));
  const post = async (url: string, payload: string) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, token: admin } });
    return { status: res.statusCode, ...(JSON.parse(res.body) as { subCode: number; subMessage: string }) } as CallResult;
  };

  for (const url of ['/files/uploads', '/files/imports/trademarks']) {
    it(`${url}: a body without its closing boundary is refused and stores nothing`, async () => {
      const stored = await storedFiles();
      refused(await post(url, filePart('hello world')), '上传的请求体不完整（缺少结束边界），请重新上传');
      refused(await post(url, `${fieldPart}${filePart('hello')}\r\n--${boundary}`), '上传的请求体不完整（缺少结束边界），请重新上传');
      expect(await storedFiles()).toBe(stored);
    });

    it(`${url}: a body with no file part is refused and stores nothing`, async () => {
      const stored = await storedFiles();
      refused(await post(url, `${fieldPart}--${boundary}--\r\n`), '请选择要上传的文件');
      refused(await post(url, `--${boundary}--\r\n`), '请选择要上传的文件');
      const misnamed = filePart('hello').replace('name="file"', 'name="other"');
      refused(await post(url, `${misnamed}\r\n--${boundary}--\r\n`), '请选择要上传的文件（字段 file）');
      expect(await storedFiles()).toBe(stored);
    });
  }
});

describe('database refusals that a schema let through', () => {
  it('answer 40000 with a clear message, not 50000', async () => {
    const refusal = (sql: string, value: unknown) => t.call('/test/database-refusal', { sql, value });
    refused(await refusal('select $1::int', '99999999999'), '提交的数值超出了允许的范围');
    refused(await refusal('select $1::date', '2024-13-45'), /^提交的日期或时间/);
    refused(await refusal(`select $1::jsonb`, '{"a":"\\u0000"}'), '提交的内容含有数据库无法保存的字符');
    refused(await refusal('select $1::int', 'abc'), '提交的值格式不正确');
    const other = await refusal('select * from no_such_table where 1 = $1', 1);
    expect(other.subCode).toBe(50000);
  });
});
