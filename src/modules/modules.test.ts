// Once every module is registered, the platform has what the schemas name: a page for every route component,
// a widget for every widget button, an entry for every field kind (schemas/field-kinds, the screens' columns and
// form fields), and a handler for every catalogue call.
import { describe, expect, it } from 'vitest';
import { componentKeys } from '../generated/routes';
import { screens } from '../generated/screens/all';
import { registerClientModules } from '../client/modules';
import { missingPages } from '../client/pages/registry';
import { fieldKinds } from '../generated/field-kinds';
import { fieldKindImpl, registeredKinds } from '../client/runtime/field-kinds';
import { widgetRegistry } from '../client/runtime/widgets/registry';
import type { ButtonDef } from '../client/runtime/screen-types';
import { platformHandlers } from '../server/handlers';
import { combineHandlers, defineServerModule } from '../server/modules';
import { clientModules } from './client';
import { serverModules } from './server';

registerClientModules(clientModules);

/** The form dialog's own layout components; every other x-component is a field kind's. */
const LAYOUT_COMPONENTS = new Set(['FormItem', 'FormGrid']);

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

  it('give every field kind of schemas/field-kinds an entry, the modules\' kinds from their module', () => {
    expect(fieldKinds.length).toBeGreaterThan(25);
    for (const k of fieldKinds) expect(fieldKindImpl(k.kind), `kind ${k.kind}${k.module ? ` (module ${k.module})` : ''}`).toBeDefined();
    expect(registeredKinds().sort()).toEqual(fieldKinds.map((k) => k.kind).sort());
  });

  it('give every kind the screens name (columns, fields, formats) an entry', () => {
    const named = new Set<string>();
    for (const s of Object.values(screens)) {
      s.columns.forEach((c) => c.fieldKind && named.add(c.fieldKind));
      Object.values(s.fields).forEach((f) => f.fieldKind && named.add(f.fieldKind));
    }
    expect(named).toContain('tmStatus');
    expect(named).toContain('goods');
    for (const k of named) expect(fieldKindImpl(k), `kind ${k}`).toBeDefined();
  });

  it('give every form x-component a field kind', () => {
    const names = new Set<string>();
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      if (typeof n['x-component'] === 'string') names.add(n['x-component']);
      Object.values(n).forEach(walk);
    };
    for (const s of Object.values(screens)) walk(s.form);
    expect(names).toContain('GoodsItemsInput');
    const forms = new Set(fieldKinds.map((k) => k.widgets.form));
    for (const name of names) expect(LAYOUT_COMPONENTS.has(name) || forms.has(name), `x-component ${name}`).toBe(true);
  });

  it('give every catalogue call a handler, once', () => {
    expect(() => combineHandlers(platformHandlers, serverModules)).not.toThrow();
    expect(() => combineHandlers(platformHandlers, serverModules.slice(1))).toThrow(/without a handler: users\./);
    const twice = defineServerModule({ name: 'twice', handlers: { 'auth.login': platformHandlers['auth.login'] } });
    expect(() => combineHandlers(platformHandlers, [...serverModules, twice])).toThrow(/auth\.login of module twice is already registered/);
  });
});
