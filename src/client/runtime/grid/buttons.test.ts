import { describe, expect, it } from 'vitest';
import type { ButtonDef } from '../screen-types';
import { fillPath, visibleButtons } from './buttons';

const b = (key: string, extra: Partial<ButtonDef> = {}): ButtonDef => ({ key, label: { zh: key, en: key }, action: { type: 'call' }, ...extra });
const keys = (list: ButtonDef[]): unknown[] => list.map((x) => (x.children ? [x.key, keys(x.children)] : x.key));

describe('row and toolbar buttons', () => {
  const buttons = [
    b('edit', { permission: 'userEdit' }),
    b('disable', { permission: 'userStatus', showWhen: { status: 1 } }),
    b('enable', { permission: 'userStatus', showWhen: { status: 0 } }),
    b('more', { action: { type: 'refresh' }, children: [b('unlock', { permission: 'userUnlock', showWhen: { locked: true } }), b('delete', { permission: 'userDelete' })] }),
  ];
  it('checks permissions and showWhen, and nests dropdown children', () => {
    const all = () => true;
    expect(keys(visibleButtons(buttons, all, { status: 1, locked: false }))).toEqual(['edit', 'disable', ['more', ['delete']]]);
    expect(keys(visibleButtons(buttons, all, { status: 0, locked: true }))).toEqual(['edit', 'enable', ['more', ['unlock', 'delete']]]);
  });
  it('drops a dropdown whose children are all hidden', () => {
    const only = (p?: string) => !p || p === 'userEdit';
    expect(keys(visibleButtons(buttons, only, { status: 1, locked: true }))).toEqual(['edit']);
  });
  it('hides row-conditional buttons without a row', () => {
    expect(keys(visibleButtons([b('x', { showWhen: { status: 1 } }), b('y')], () => true))).toEqual(['y']);
  });
  it('takes a list as any one of its values, and null as empty', () => {
    const list = [b('compare', { showWhen: { kind: ['own', 'keyword'] } }), b('replan', { showWhen: { status: 'planned', linked: null } })];
    expect(keys(visibleButtons(list, () => true, { kind: 'keyword', status: 'planned', linked: null }))).toEqual(['compare', 'replan']);
    expect(keys(visibleButtons(list, () => true, { kind: 'applicant', status: 'planned', linked: 'case' }))).toEqual([]);
    expect(keys(visibleButtons(list, () => true, { status: 'planned' }))).toEqual(['replan']);
  });
  it('fills paths from the row', () => {
    expect(fillPath('/files/exports/:id', { id: 12 })).toBe('/files/exports/12');
    expect(fillPath('/a/:name/b', { name: 'x y' })).toBe('/a/x%20y/b');
  });
});
