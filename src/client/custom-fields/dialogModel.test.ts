import { describe, expect, it } from 'vitest';
import { checkOptions, cleanOptions, optionsOf } from './types/choice';
import {
  addField,
  cancelEdit,
  changesOf,
  commitEdit,
  dialogWidth,
  initDialog,
  removeField,
  restoreField,
  startEdit,
  updateDraft,
  type ConfigRules,
  type DialogState,
  type Step,
} from './dialogModel';
import { def } from './testDefs';

const rules: ConfigRules = {
  check: (code, config) => (code === 3 || code === 4 ? checkOptions(optionsOf(config)) : null),
  clean: (code, config) => (code === 3 || code === 4 ? { ...config, options: cleanOptions(optionsOf(config)) } : config),
};
const ok = (step: Step): DialogState => {
  if (!step.ok) throw new Error(step.warning);
  return step.state;
};

describe('custom-fields dialog model', () => {
  it('is 420 wide, 760 while a field is edited', () => {
    const s = initDialog([def(1, 1)]);
    expect(dialogWidth(s)).toBe(420);
    expect(dialogWidth(ok(startEdit(s, 'id:1')))).toBe(760);
  });

  it('adds a field locally with the defaults of spec 9', () => {
    const s = ok(addField(initDialog([]), 6));
    expect(s.editing).toMatchObject({ isNew: true, draft: { isRequire: 1, fieldType: 6, config: { remind: 0, limitTime: '00:00', remindType: '1', dateFormat: 'YYYY/MM/DD' } } });
    expect(ok(addField(initDialog([]), 7)).editing!.draft.config).toEqual({ numberFormat: 'integer' });
    expect(optionsOf(ok(addField(initDialog([]), 3)).editing!.draft.config)).toHaveLength(3);
    expect(addField(s, 1)).toEqual({ ok: false, warning: 'cf.saveFirst' });
  });

  it('checks the name and the options before keeping a field (请输入选项)', () => {
    let s = ok(addField(initDialog([]), 3));
    expect(commitEdit(s, rules)).toEqual({ ok: false, warning: 'cf.titleRequired' });
    s = updateDraft(s, { fieldTitle: ' 等级 ', config: { options: [{ cont: ' ', color: '#ff7200' }] } });
    expect(commitEdit(s, rules)).toEqual({ ok: false, warning: 'cf.optionsRequired' });
    s = updateDraft(s, { config: { options: [{ cont: '高', color: '#ff7200' }, { cont: '', color: '#1677ff' }] } });
    s = ok(commitEdit(s, rules));
    expect(s.editing).toBeNull();
    expect(s.fields).toEqual([expect.objectContaining({ key: 'new:1', fieldTitle: '等级', config: { options: [{ cont: '高', color: '#ff7200', name: '高' }] } })]);
  });

  it('refuses to confirm while an editor is open (请先保存字段设置)', () => {
    const s = ok(startEdit(initDialog([def(1, 1)]), 'id:1'));
    expect(changesOf(s)).toEqual({ ok: false, warning: 'cf.saveFirst' });
    expect(startEdit(ok(addField(initDialog([def(1, 1)]), 1)), 'id:1')).toEqual({ ok: false, warning: 'cf.saveFirst' });
    expect(changesOf(cancelEdit(s))).toEqual({ ok: true, fields: [] });
  });

  it('never edits or deletes a locked field (isEdit 0)', () => {
    const s = initDialog([def(1, 3, { isEdit: 0 })]);
    expect(startEdit(s, 'id:1')).toEqual({ ok: false, warning: 'cf.locked' });
    expect(removeField(s, 'id:1')).toEqual({ ok: false, warning: 'cf.locked' });
    expect(initDialog([def(1, 3, { isEdit: 0 })], 1).editing).toBeNull();
    expect(initDialog([def(2, 1)], 2).editing?.draft.key).toBe('id:2');
  });

  it('sends every change at once: new fields in full, edits by id, deletions as delete=1', () => {
    let s = initDialog([def(1, 1), def(2, 7, { fieldContent: '{"numberFormat":"cny"}', fieldTypeInfoVo: { type: 7, contents: { numberFormat: 'cny' } } }), def(3, 2)]);
    s = ok(startEdit(s, 'id:1'));
    s = ok(commitEdit(updateDraft(s, { fieldTitle: '新名称', isRequire: 1 }), rules));
    s = ok(removeField(s, 'id:3'));
    s = ok(addField(s, 4));
    s = ok(commitEdit(updateDraft(s, { fieldTitle: '标签' }), rules));
    s = ok(addField(s, 1));
    s = ok(commitEdit(updateDraft(s, { fieldTitle: '临时' }), rules));
    s = ok(removeField(s, 'new:2')); // a new field removed before saving is just dropped
    expect(s.fields.map((f) => f.key)).toEqual(['id:1', 'id:2', 'id:3', 'new:1']);
    const changes = changesOf(s);
    expect(changes).toEqual({
      ok: true,
      fields: [
        { id: 1, fieldTitle: '新名称', fieldDesc: '', isRequire: 1, fieldContent: '{}' },
        { id: 3, delete: 1 },
        { fieldTitle: '标签', fieldDesc: '', isRequire: 1, fieldType: 4, fieldContent: expect.stringContaining('"options"'), state: 1 },
      ],
    });
    expect(changesOf(restoreField(s, 'id:3')).ok && (changesOf(restoreField(s, 'id:3')) as { fields: unknown[] }).fields).toHaveLength(2);
  });

  it('cancelling a new field drops it; cancelling an edit keeps the last kept version', () => {
    let s = ok(addField(initDialog([def(1, 1)]), 1));
    s = cancelEdit(updateDraft(s, { fieldTitle: 'x' }));
    expect(s.fields).toHaveLength(1);
    s = ok(startEdit(s, 'id:1'));
    s = cancelEdit(updateDraft(s, { fieldTitle: '改了' }));
    expect(s.fields[0]).toMatchObject({ fieldTitle: '字段1', dirty: false });
  });
});
