import { describe, expect, it, vi } from 'vitest';
import { zh } from '../../i18n/zh';
import { addRow, availableKeys, deletePreset, parsePresets, presetRows, savePreset, SortPresetsController, toSorts } from './sortPresets';

const names = (k: string) => ({ name: '姓名', createdAt: '创建时间' })[k] ?? k;

describe('sort presets: rules and messages', () => {
  it('uses the spec texts', () => {
    expect(zh['sort.incompleteApply']).toBe('请补充完排序信息再进行排序');
    expect(zh['sort.incompleteAdd']).toBe('请补充完排序信息再进行添加');
    expect(zh['sort.nameRequired']).toBe('请设置排序名称');
    expect(zh['sort.saved']).toBe('添加成功！');
    expect(zh['sort.deleteConfirm']).toBe('是否删除该排序名称？');
    expect(zh['sort.deleted']).toBe('删除成功！');
  });

  it('refuses to add a row while one is incomplete, and past 5 rows', () => {
    expect(addRow([{ asc: true }])).toEqual({ ok: false, error: 'sort.incompleteAdd' });
    const one = addRow([]);
    expect(one).toEqual({ ok: true, value: [{ asc: true }] });
    const five = Array.from({ length: 5 }, (_, i) => ({ key: `k${i}`, asc: true }));
    expect(addRow(five)).toEqual({ ok: false, error: 'sort.max' });
  });

  it('refuses to apply with an incomplete row; otherwise gives the list sorts in order', () => {
    expect(toSorts([{ key: 'name', asc: true }, { asc: false }])).toEqual({ ok: false, error: 'sort.incompleteApply' });
    expect(toSorts([{ key: 'name', asc: true }, { key: 'createdAt', asc: false }])).toEqual({ ok: true, value: [{ key: 'name', asc: true }, { key: 'createdAt', asc: false }] });
  });

  it('offers each field once', () => {
    expect(availableKeys([{ key: 'name', asc: true }, { asc: true }], 1, ['name', 'createdAt'])).toEqual(['createdAt']);
    expect(availableKeys([{ key: 'name', asc: true }, { asc: true }], 0, ['name', 'createdAt'])).toEqual(['name', 'createdAt']);
  });

  it('needs a name to save and replaces a preset of the same name', () => {
    const rows = [{ key: 'name', asc: false }];
    expect(savePreset([], '  ', rows, names)).toEqual({ ok: false, error: 'sort.nameRequired' });
    expect(savePreset([], 'x', [{ asc: true }], names)).toEqual({ ok: false, error: 'sort.incompleteApply' });
    const saved = savePreset([], ' 按姓名 ', rows, names);
    expect(saved).toEqual({ ok: true, value: [{ name: '按姓名', conditions: [{ key: 'name', name: '姓名', asc: false }] }] });
    const again = savePreset(saved.ok ? saved.value : [], '按姓名', [{ key: 'createdAt', asc: true }], names);
    expect(again.ok && again.value).toEqual([{ name: '按姓名', conditions: [{ key: 'createdAt', name: '创建时间', asc: true }] }]);
    expect(deletePreset(again.ok ? again.value : [], '按姓名')).toEqual([]);
  });

  it('drops keys the screen no longer sorts by when a preset is opened', () => {
    expect(presetRows({ name: 'p', conditions: [{ key: 'gone', name: 'g', asc: true }, { key: 'name', name: '姓名', asc: false }] }, ['name'])).toEqual([{ key: 'name', asc: false }]);
  });

  it('parses stored presets defensively', () => {
    expect(parsePresets('[{"name":"a","conditions":[{"key":"name","name":"姓名","asc":true}]},{"bad":1}]')).toEqual([{ name: 'a', conditions: [{ key: 'name', name: '姓名', asc: true }] }]);
    expect(parsePresets('oops')).toEqual([]);
    expect(parsePresets(null)).toEqual([]);
  });
});

describe('sort presets controller', () => {
  it('loads, saves and deletes through userCustomDisplay', async () => {
    let stored: string | null = JSON.stringify([{ name: 'a', conditions: [{ key: 'name', name: '姓名', asc: true }] }]);
    const save = vi.fn(async (_k: string, c: string) => void (stored = c));
    const ctrl = new SortPresetsController('system.users', { query: async () => ({ displayContent: stored }), save });
    await ctrl.load();
    expect(ctrl.store.get().presets.map((p) => p.name)).toEqual(['a']);
    expect(await ctrl.save('', [{ key: 'name', asc: true }], names)).toBe('sort.nameRequired');
    expect(save).not.toHaveBeenCalled();
    expect(await ctrl.save('b', [{ key: 'createdAt', asc: false }], names)).toBeNull();
    expect(save).toHaveBeenLastCalledWith('system.users', expect.stringContaining('"name":"b"'));
    await ctrl.remove('a');
    expect(JSON.parse(stored!)).toEqual([{ name: 'b', conditions: [{ key: 'createdAt', name: '创建时间', asc: false }] }]);
  });
});
