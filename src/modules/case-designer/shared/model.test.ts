import { describe, expect, it } from 'vitest';
import { fieldKindByKey, fieldKinds } from '../../../generated/field-kinds';
import { checkFormSchema } from './check';
import { fromJsonSchema, toJsonSchema, walk, type DesignDoc, type FieldNode } from './design';
import { diffForms } from './diff';
import { designerReducer, initialState, type DesignerAction, type DesignerState } from './model';

const kinds = (k: string) => fieldKindByKey[k];
const run = (actions: DesignerAction[], s: DesignerState = initialState({ label: { zh: '测试表单', en: 'Test form' }, children: [] })) => actions.reduce(designerReducer, s);
const keys = (s: DesignerState) => walk(s.doc.children).map((x) => x.path.join('.'));

describe('designer model', () => {
  it('adds fields with unique keys and selects the new one', () => {
    const s = run([{ type: 'addField', kind: kinds('text'), parent: null }, { type: 'addField', kind: kinds('text'), parent: null }]);
    expect(keys(s)).toEqual(['text', 'text2']);
    expect(s.selected).toBe(s.doc.children[1].id);
  });

  it('nests into a group, moves out and reorders, and refuses to move a block into itself', () => {
    let s = run([{ type: 'addBlock', block: 'group', parent: null }, { type: 'addField', kind: kinds('number'), parent: null }]);
    const group = s.doc.children[0].id;
    const num = s.doc.children[1].id;
    s = designerReducer(s, { type: 'move', id: num, parent: group, index: 0 });
    expect(keys(s)).toEqual(['group', 'group.number']);
    s = designerReducer(s, { type: 'move', id: num, parent: null, index: 0 });
    expect(keys(s)).toEqual(['number', 'group']);
    const same = designerReducer(s, { type: 'move', id: group, parent: group, index: 0 });
    expect(same).toBe(s);
  });

  it('tabs hold only groups; a per-country block starts with its country field', () => {
    let s = run([{ type: 'addBlock', block: 'tabs', parent: null }, { type: 'addBlock', block: 'countries', parent: null }]);
    const tabs = s.doc.children[0].id;
    const before = s;
    s = designerReducer(s, { type: 'addField', kind: kinds('text'), parent: tabs });
    expect(s).toBe(before);
    expect(keys(s)).toEqual(['tabs', 'tabs.tab', 'countryItems', 'countryItems.appCountry']);
  });

  it('edits properties, renames keys the conditions follow, removes and clears conditions, undoes and redoes', () => {
    let s = run([{ type: 'addField', kind: kinds('switch'), parent: null }, { type: 'addField', kind: kinds('text'), parent: null }]);
    const [sw, text] = s.doc.children;
    s = designerReducer(s, { type: 'update', id: text.id, patch: { required: true, visibleWhen: { field: 'switch', op: 'eq', value: true } } });
    s = designerReducer(s, { type: 'update', id: sw.id, patch: { key: 'hasDetail' } });
    expect((s.doc.children[1] as FieldNode).visibleWhen).toEqual({ field: 'hasDetail', op: 'eq', value: true });
    s = designerReducer(s, { type: 'remove', id: sw.id });
    expect(keys(s)).toEqual(['text']);
    expect((s.doc.children[0] as FieldNode).visibleWhen).toBeUndefined();
    s = designerReducer(s, { type: 'undo' });
    expect(keys(s)).toEqual(['hasDetail', 'text']);
    s = designerReducer(designerReducer(s, { type: 'undo' }), { type: 'undo' });
    expect((s.doc.children[1] as FieldNode).required).toBeUndefined();
    s = designerReducer(s, { type: 'redo' });
    expect((s.doc.children[1] as FieldNode).required).toBe(true);
    expect(s.future.length).toBe(2);
  });
});

describe('design <-> JSON Schema', () => {
  const doc = (): DesignDoc => {
    let s = run([
      { type: 'addField', kind: kinds('switch'), parent: null },
      { type: 'addField', kind: kinds('text'), parent: null },
      { type: 'addField', kind: kinds('select'), parent: null },
      { type: 'addBlock', block: 'group', parent: null },
      { type: 'addBlock', block: 'table', parent: null },
    ]);
    const [sw, text, sel, group, table] = s.doc.children;
    s = designerReducer(s, { type: 'update', id: text.id, patch: { required: true, maxLength: 20, visibleWhen: { field: sw.key, op: 'eq', value: true }, span: 2, placeholder: '请输入' } });
    s = designerReducer(s, { type: 'update', id: sel.id, patch: { options: [{ value: 'a', label: '甲' }, { value: 'b', label: '乙' }], required: true } });
    s = designerReducer(s, { type: 'addField', kind: kinds('date'), parent: group.id });
    s = designerReducer(s, { type: 'addField', kind: kinds('money'), parent: table.id });
    s = designerReducer(s, { type: 'update', id: group.id, patch: { columns: 2 } });
    return s.doc;
  };

  it('writes the case-form format: labels, components, required, conditions as x-reactions and allOf if/then', () => {
    const schema = toJsonSchema(doc(), kinds);
    expect(schema.required).toEqual(['select']);
    expect(schema.properties.text).toMatchObject({ type: 'string', maxLength: 20, 'x-component': 'Input', 'x-decorator': 'FormItem', 'x-decorator-props': { gridSpan: 2 } });
    expect(schema.properties.text['x-reactions'][0]).toEqual({ dependencies: ['.switch'], fulfill: { state: { visible: '{{$deps[0] === true}}' } } });
    expect(schema.allOf).toEqual([{ if: { properties: { switch: { const: true } }, required: ['switch'] }, then: { required: ['text'] } }]);
    expect(schema.properties.select).toMatchObject({ type: 'string', enum: ['a', 'b'], 'x-enum-labels': { a: '甲', b: '乙' } });
    expect(schema.properties.group['x-component']).toBe('FormLayout');
    expect(schema.properties.table).toMatchObject({ type: 'array', 'x-component': 'ArrayTable' });
    expect(checkFormSchema(schema, fieldKinds)).toEqual([]);
  });

  it('reads back the same design', () => {
    const d = doc();
    const again = fromJsonSchema(toJsonSchema(d, kinds), fieldKinds);
    const strip = (x: unknown) => JSON.parse(JSON.stringify(x, (k, v) => (k === 'id' ? undefined : v)));
    expect(strip(again)).toEqual(strip(d));
  });

  it('check names duplicate keys, unregistered kinds and reactions to missing fields', () => {
    const schema = toJsonSchema(doc(), kinds);
    schema.properties.group.properties.text = { ...schema.properties.text };
    schema.properties.select['x-kind'] = 'hologram';
    schema.properties.switch['x-reactions'] = [{ dependencies: ['.nowhere'], fulfill: { state: { visible: '{{true}}' } } }];
    const problems = checkFormSchema(schema, fieldKinds);
    expect(problems).toContain('字段标识“text”重复（text 与 group.text）');
    expect(problems.some((p) => p.includes('“hologram”未注册') && p.includes('（select）'))).toBe(true);
    expect(problems.some((p) => p.includes('“.nowhere”不存在'))).toBe(true);
  });

  it('diffs the fields of two versions', () => {
    const a = toJsonSchema(doc(), kinds);
    const b = structuredClone(a);
    delete b.properties.switch;
    b.properties.text.maxLength = 30;
    b.properties.extra = { type: 'string', 'x-label': { zh: '新增', en: 'New' }, 'x-kind': 'text' };
    const d = diffForms(a, b);
    expect(d.added.map((x) => x.path)).toEqual(['extra']);
    expect(d.removed.map((x) => x.path)).toEqual(['switch']);
    expect(d.changed).toEqual([{ path: 'text', label: '单行文本', changes: ['maxLength'] }]);
  });
});

describe('check of hand-written files', () => {
  it('names what is wrong instead of failing on lists that are not lists', () => {
    const problems = checkFormSchema({ type: 'object', 'x-label': { zh: '表', en: 'F' }, required: 5, allOf: { if: 1 }, properties: { a: { type: 'string', 'x-label': { zh: '甲', en: 'A' }, 'x-kind': 'text', 'x-reactions': { dependencies: 7 } } } }, fieldKinds);
    expect(problems).toEqual(['字段“表”（表单）的 required 应为字段标识的列表']);
    expect(checkFormSchema(null, fieldKinds)).toEqual(['表单定义应为 JSON 对象']);
  });
});
