import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { screens } from '../../../generated/screens/all';
import { initialValues, prepareSchema, toSubmitBody } from './formSchema';

const users = screens.users.form!;

describe('form schema', () => {
  it('localizes titles and enum labels and collects the x- metadata', () => {
    const zh = prepareSchema(users.create, 'zh');
    const en = prepareSchema(users.create, 'en');
    const p = (s: typeof zh) => (s.schema as { properties: Record<string, Record<string, unknown>> }).properties;
    expect(p(zh).status.title).toBe('状态');
    expect(p(en).status.title).toBe('Status');
    expect(p(en).status.enum).toEqual([{ value: 0, label: 'Disabled' }, { value: 1, label: 'Enabled' }]);
    expect(p(zh).status.enum).toEqual([{ value: 0, label: '停用' }, { value: 1, label: '启用' }]);
    expect(p(zh).roleId['x-options-call']).toBeUndefined();
    expect(p(zh).roleId['x-title-en']).toBeUndefined();
    expect(zh.meta.roleId).toMatchObject({ optionsCall: 'user.roleOptions', kind: 'integer', nullable: false, required: true });
    expect(zh.meta.email).toMatchObject({ nullable: true, required: false });
    expect(p(zh).account['x-pattern']).toBeUndefined();
    expect((prepareSchema(users.update, 'zh').schema as { properties: Record<string, Record<string, unknown>> }).properties.account['x-pattern']).toBe('readPretty');
  });

  it('orders fields by x-index, else by the given order, then the rest', () => {
    // The generated schema carries x-index in the screen's form order; a given order does not override it.
    const { schema } = prepareSchema(users.create, 'zh', ['name', 'account', 'status']);
    const props = (schema as { properties: Record<string, { 'x-index': number }> }).properties;
    const sorted = Object.entries(props).sort((a, b) => a[1]['x-index'] - b[1]['x-index']).map(([k]) => k);
    expect(sorted).toEqual(['account', 'name', 'phone', 'email', 'roleId', 'deptId', 'password', 'validUntil', 'status']);
    // Without x-index: the given order first, then the rest in key order.
    const bare = { type: 'object', properties: { c: {}, b: {}, a: {} } };
    const byOrder = prepareSchema(bare, 'zh', ['b']).schema as { properties: Record<string, { 'x-index': number }> };
    expect(Object.entries(byOrder.properties).sort((x, y) => x[1]['x-index'] - y[1]['x-index']).map(([k]) => k)).toEqual(['b', 'c', 'a']);
    const own = prepareSchema({ type: 'object', properties: { b: { 'x-index': 0 }, a: { 'x-index': 1 } } }, 'zh', ['a']);
    expect((own.schema as { properties: Record<string, { 'x-index': number }> }).properties.a['x-index']).toBe(1);
  });

  it('normalizes the submitted values', () => {
    const { meta } = prepareSchema(users.update, 'zh');
    const body = toSubmitBody(
      { account: 'zhang', name: '张三', phone: '', email: '', roleId: 2, status: 1, validUntil: '2026-12-31', extra: 'dropped', id: 5 },
      meta,
    );
    expect(body).toEqual({ account: 'zhang', name: '张三', email: null, roleId: 2, status: 1, validUntil: dayjs('2026-12-31').format('YYYY-MM-DDTHH:mm:ss.SSSZ') });
    expect(body.validUntil).toMatch(/^2026-12-31T00:00:00\.000[+-]\d{2}:\d{2}$/);
    expect(toSubmitBody({ validUntil: null, name: undefined }, meta)).toEqual({ validUntil: null });
  });

  it('strips the ArrayTable index key', () => {
    const meta = { rows: { nullable: false, required: false } };
    expect(toSubmitBody({ rows: [{ a: 1, __DO_NOT_USE_THIS_PROPERTY_index__: 0 }] }, meta)).toEqual({ rows: [{ a: 1 }] });
  });

  it('starts an update from the row values of the schema fields', () => {
    const { meta } = prepareSchema(users.update, 'zh');
    expect(initialValues({ id: 1, account: 'a', email: null, roleName: 'x', status: 1 }, meta)).toEqual({ account: 'a', status: 1 });
  });
});
