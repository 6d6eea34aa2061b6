import { describe, expect, it } from 'vitest';
import { screens } from '../../../generated/screens';
import type { ButtonDef } from '../screen-types';
import { widgetRegistry } from './registry';

describe('widget registry', () => {
  it('has a widget for every button of type widget in the screens', () => {
    const keys: string[] = [];
    const walk = (list: ButtonDef[] | undefined) => list?.forEach((b) => (b.action.type === 'widget' && keys.push(b.action.widget!), walk(b.children)));
    for (const s of Object.values(screens)) {
      walk(s.toolbar);
      s.columns.forEach((c) => walk(c.buttons));
    }
    for (const key of keys) expect(widgetRegistry, `widget ${key}`).toHaveProperty(key);
  });
});
