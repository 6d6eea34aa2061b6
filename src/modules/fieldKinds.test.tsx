// @vitest-environment happy-dom
// Every registered field kind (the platform's and the modules') renders in the three places that use it: a filter
// row, a Formily form field (through the form dialog's component loading) and a grid cell, with a sample value of
// its value schema. A kind without one of them, or whose widget throws, fails here.
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fieldKinds } from '../generated/field-kinds';
import { registerClientModules } from '../client/modules';
import { fieldCtx, loadFieldKind, loadFormComponents } from '../client/runtime/field-kinds';
import { CellView } from '../client/runtime/field-kinds/CellView';
import { translate, type MessageKey } from '../client/i18n';
import { clientModules } from './client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const t = (key: MessageKey, vars?: Record<string, string | number>) => translate('zhCn', key, vars);

/** A value of each kind's value schema, to draw. */
const SAMPLES: Record<string, unknown> = {
  text: '示例', textarea: '第一行', password: 'secret', number: 1234.5, money: { amount: '1234.50', currency: 'USD' }, date: '2026-03-04',
  datetime: '2026-03-04T05:06:07+08:00', dateRange: ['2026-01-01', '2026-02-01'], switch: true, select: 'a', radio: 'a', checkbox: ['a', 'b'],
  treeSelect: 'a', cascader: ['a'], file: [{ uid: 'u1', name: '合同.pdf', size: 10, path: 'p' }], image: '/files/tm-logo.svg?text=A', richText: '<p>富<b>文本</b></p>',
  singleLineText: '单行', multiLineText: '多行', singleChoice: '选项1', multipleChoice: ['选项1'], attachment: [{ uid: 'u2', name: 'a.png', size: 1, path: 'p' }],
  country: 'CN', applicant: '星河科技有限公司', trademark: [{ id: 1, tmName: '星河', regNo: '123', tmCl: 9 }], goods: [{ classNo: 9, code: '090001', name: '计算机', suffix: null }],
  people: [{ id: 1, name: '管理员' }], markGoods: ['服装', '鞋'], remainingDays: 5, tags: [{ id: 't1', label: '核心' }], tmStatus: '已注册',
};
const OPTIONS = [
  { value: 'a', label: '甲' },
  { value: 'b', label: '乙' },
];

let root: Root;
let el: HTMLElement;
beforeAll(() => registerClientModules(clientModules));
beforeEach(() => {
  el = document.createElement('div');
  document.body.appendChild(el);
  root = createRoot(el);
});
afterEach(() => {
  act(() => root.unmount());
  el.remove();
});

/**
 * Renders and waits until something is drawn: heavy widgets (cropper, Quill, the date picker) load on first use,
 * and their first import is transformed on the spot, which a busy machine has taken more than 5 s for. Up to 20 s
 * (the test's limit is 30).
 */
const render = async (node: React.ReactNode) => {
  await act(async () => root.render(node));
  const until = Date.now() + 20_000;
  while (Date.now() < until && !el.querySelector('input, textarea, button, .ant-select, .ant-picker, .ant-switch, [data-testid], img, span')) await act(async () => new Promise((r) => setTimeout(r, 50)));
};

describe('every field kind', () => {
  it('has a sample here (a new kind adds one)', () => {
    expect(fieldKinds.map((k) => k.kind).filter((k) => !(k in SAMPLES))).toEqual([]);
  });

  for (const def of fieldKinds) {
    describe(def.kind, () => {
      const value = SAMPLES[def.kind];
      const ctx = () => fieldCtx(def.kind, 'zh', { options: OPTIONS });

      it('has a filter widget, an editor, a cell and a cell editor', async () => {
        const impl = await loadFieldKind(def.kind);
        expect(impl, 'no entry registered').toBeDefined();
        expect(impl!.filter, 'filter widget').toBeTypeOf('function');
        expect(impl!.editor?.Component, 'editor').toBeDefined();
        expect(impl!.cell?.text, 'cell').toBeTypeOf('function');
        expect(impl!.cellEditor?.Component, 'cell editor').toBeDefined();
      });

      it('renders in a filter row', async () => {
        const Filter = (await loadFieldKind(def.kind))!.filter;
        const row = { prop: 'f', label: { zh: '字段', en: 'Field' }, type: def.widgets.filter, op: def.filterOps[0] };
        await render(<Filter row={row} value={undefined} onChange={() => undefined} options={OPTIONS} lang="zh" t={t} label="字段" />);
        expect(el.innerHTML.length, 'filter drew nothing').toBeGreaterThan(0);
      });

      it('renders as a Formily form field under its x-component', async () => {
        const components = await loadFormComponents([def.widgets.form]);
        const [head, tail] = def.widgets.form.split('.');
        const component = tail ? (components[head] as unknown as Record<string, unknown>)?.[tail] : components[head];
        expect(component, `no component ${def.widgets.form}`).toBeDefined();
        const SchemaField = createSchemaField({ components });
        const form = createForm({ initialValues: { f: value } });
        const schema = { type: 'object', properties: { f: { type: 'string', 'x-component': def.widgets.form, 'x-field-kind': def.kind, enum: OPTIONS } } };
        await render(
          <FormProvider form={form}>
            <SchemaField schema={schema} />
          </FormProvider>,
        );
        // The kind's own input is there (not just Formily's wrappers).
        expect(el.querySelector('input, textarea, button, .ant-select, .ant-picker, .ant-switch, [data-testid]'), 'form field drew no input').not.toBeNull();
      });

      it('renders read-only (a case detail) as its value, with no input', async () => {
        const components = await loadFormComponents([def.widgets.form]);
        const SchemaField = createSchemaField({ components });
        const form = createForm({ readPretty: true, initialValues: { f: value, tmCl: 9 } });
        const schema = { type: 'object', properties: { f: { type: 'string', 'x-component': def.widgets.form, 'x-field-kind': def.kind, enum: OPTIONS } } };
        await render(
          <FormProvider form={form}>
            <SchemaField schema={schema} />
          </FormProvider>,
        );
        expect(el.querySelector('input, textarea, .ant-select, .ant-picker, .ant-switch, .ant-upload'), 'read-only field drew an input').toBeNull();
        expect(el.textContent!.length + el.querySelectorAll('img').length, 'read-only field drew nothing').toBeGreaterThan(0);
      });

      it('renders its value in a cell and as text', async () => {
        const impl = (await loadFieldKind(def.kind))!;
        const text = impl.cell.text(value, ctx(), t);
        expect(text, 'cell text').toBeTypeOf('string');
        expect(text.length, 'cell text of a value').toBeGreaterThan(0);
        await render(<CellView cell={impl.cell} value={value} ctx={ctx()} row={{ tmCl: 9 }} />);
        expect(el.textContent!.length + el.querySelectorAll('img, span').length, 'cell drew nothing').toBeGreaterThan(0);
      });
    });
  }
});
