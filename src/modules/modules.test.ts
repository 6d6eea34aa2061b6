// Once every module is registered, the platform has what the schemas name: a page for every route component,
// a widget for every widget button, a renderer for every column format, a Formily component for every form
// x-component, and a handler for every catalogue call.
import { describe, expect, it } from 'vitest';
import { componentKeys } from '../generated/routes';
import { screens } from '../generated/screens';
import { registerClientModules } from '../client/modules';
import { missingPages } from '../client/pages/registry';
import { cellFormat } from '../client/runtime/grid/cellFormats';
import { registeredFormComponents } from '../client/runtime/form/formComponents';
import { widgetRegistry } from '../client/runtime/widgets/registry';
import type { ButtonDef } from '../client/runtime/screen-types';
import { platformHandlers } from '../server/handlers';
import { combineHandlers, defineServerModule } from '../server/modules';
import { clientModules } from './client';
import { serverModules } from './server';

registerClientModules(clientModules);

const PLATFORM_FORM_COMPONENTS = new Set(['FormItem', 'FormGrid', 'Input', 'Input.TextArea', 'Password', 'Select', 'Radio.Group', 'Checkbox.Group', 'Radio', 'Checkbox', 'Switch', 'NumberPicker', 'DatePicker', 'DatePicker.RangePicker', 'ImageUpload']);

describe('registered modules', () => {
  it('give every route component key a page', () => {
    expect(missingPages(componentKeys)).toEqual([]);
  });

  it('give every widget button a widget', () => {
    const keys: string[] = [];
    const walk = (list: ButtonDef[] | undefined) => list?.forEach((b) => (b.action.type === 'widget' && keys.push(b.action.widget!), walk(b.children)));
    for (const s of Object.values(screens)) {
      walk(s.toolbar);
      s.columns.forEach((c) => walk(c.buttons));
    }
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(widgetRegistry, `widget ${key}`).toHaveProperty(key);
  });

  it('give every column format a renderer', () => {
    const formats = Object.values(screens).flatMap((s) => s.columns.map((c) => c.format)).filter((f): f is string => !!f && /^[a-z][a-zA-Z]+$/.test(f)); // the rest are dayjs patterns
    expect(formats).toContain('tmStatus');
    for (const f of formats) expect(cellFormat(f), `format ${f}`).toBeDefined();
  });

  it('give every form x-component a component', () => {
    const names = new Set<string>();
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      if (typeof n['x-component'] === 'string') names.add(n['x-component']);
      Object.values(n).forEach(walk);
    };
    for (const s of Object.values(screens)) walk(s.form);
    expect(names).toContain('GoodsItemsInput');
    const registered = registeredFormComponents();
    for (const name of names) expect(PLATFORM_FORM_COMPONENTS.has(name) || name in registered, `x-component ${name}`).toBe(true);
  });

  it('give every catalogue call a handler, once', () => {
    expect(() => combineHandlers(platformHandlers, serverModules)).not.toThrow();
    expect(() => combineHandlers(platformHandlers, serverModules.slice(1))).toThrow(/without a handler: users\./);
    const twice = defineServerModule({ name: 'twice', handlers: { 'auth.login': platformHandlers['auth.login'] } });
    expect(() => combineHandlers(platformHandlers, [...serverModules, twice])).toThrow(/auth\.login of module twice is already registered/);
  });
});
