// @vitest-environment happy-dom
import dayjs from 'dayjs';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customFieldKinds } from '../../../generated/field-kinds';
import { translate, type MessageKey } from '../../i18n';
import { cellWidgetOf } from './cells';
import type { FieldCtx } from '../../runtime/field-kinds/contracts';
import { registerFileUploader } from './uploader';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const t = (key: MessageKey, vars?: Record<string, string | number>) => translate('zhCn', key, vars);
const cell = (type: string) => cellWidgetOf(customFieldKinds.find((x) => x.kind === type)!);
const ctx = (type: string, config: Record<string, unknown> = {}): FieldCtx => {
  const ty = customFieldKinds.find((x) => x.kind === type)!;
  return { def: { id: 1, fieldTitle: 'F', showFieldTitle: 'F', fieldType: ty.code, isRequire: 0 }, kind: ty, config: { ...ty.defaultConfig, ...config }, lang: 'zh' };
};

let root: Root;
let el: HTMLElement;
beforeEach(() => {
  el = document.createElement('div');
  document.body.appendChild(el);
  root = createRoot(el);
});
afterEach(() => {
  act(() => root.unmount());
  el.remove();
  registerFileUploader(null);
});

describe('cell widgets', () => {
  it('write the cell text per type', () => {
    expect(cell('number').text(1234.5, ctx('number', { numberFormat: 'usd' }), t)).toBe('$1,234.50');
    expect(cell('multipleChoice').text(['选项1', '选项3'], ctx('multipleChoice'), t)).toBe('选项1、选项3');
    const tomorrow = dayjs().add(3, 'day').format('YYYY-MM-DD');
    expect(cell('date').text(tomorrow, ctx('date', { showRemaining: true }), t)).toBe(`${dayjs(tomorrow).format('YYYY/MM/DD')} 剩余3天`);
    const past = dayjs().subtract(2, 'day').format('YYYY-MM-DD');
    expect(cell('date').text(past, ctx('date', { showRemaining: true, dateFormat: 'MM/DD' }), t)).toBe(`${dayjs(past).format('MM/DD')} 已超期2天`);
    expect(cell('date').text(past, ctx('date'), t)).toBe(dayjs(past).format('YYYY/MM/DD'));
    expect(cell('attachment').text([{ uid: 'a', name: 'a.pdf', size: 1, path: 'p' }], ctx('attachment'), t)).toBe('a.pdf');
  });

  it('draw choice values as tags in their option colours', () => {
    const Render = cell('multipleChoice').Render!;
    act(() => root.render(<Render value={['选项1', '选项2']} ctx={ctx('multipleChoice')} />));
    const tags = [...el.querySelectorAll('.ant-tag')] as HTMLElement[];
    expect(tags.map((x) => x.textContent)).toEqual(['选项1', '选项2']);
    expect(tags[0].style.backgroundColor).toMatch(/^(#ff7200|rgb\(255, 114, 0\))$/i);
  });

  it('draw up to 3 file icons then +N, and the add button only with an upload call and fewer than 4 files', async () => {
    const Render = cell('attachment').Render!;
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ uid: String(i), name: `f${i}.pdf`, size: 1, path: 'p' }));
    act(() => root.render(<Render value={files(5)} ctx={ctx('attachment')} editable onChange={() => undefined} />));
    expect(el.querySelectorAll('.ipms-cf-file')).toHaveLength(3);
    expect(el.querySelector('.ipms-cf-files-more')?.textContent).toBe('+2');
    expect(el.querySelector('.ipms-cf-files-add')).toBeNull();

    act(() => root.render(<Render value={files(2)} ctx={ctx('attachment')} editable onChange={() => undefined} />));
    expect(el.querySelector('.ipms-cf-files-add')).toBeNull(); // no upload call yet

    registerFileUploader(async (f) => ({ uid: 'n', name: f.name, size: f.size, path: 'p' }));
    // The add button's code loads when a cell first offers it.
    await act(async () => {
      root.render(<Render value={files(3)} ctx={ctx('attachment')} editable onChange={() => undefined} />);
      await import('./fileAdd');
    });
    await act(async () => undefined);
    expect(el.querySelector('.ipms-cf-files-add')).not.toBeNull();
    act(() => root.render(<Render value={files(4)} ctx={ctx('attachment')} editable onChange={() => undefined} />));
    expect(el.querySelector('.ipms-cf-files-add')).toBeNull();
  });
});
