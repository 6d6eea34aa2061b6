// Choice kinds from a dictionary (the entity field's x-dict, an options call, or options set by the designer):
// 下拉选择 (select), 单选 (radio), 多选 (checkbox), 树选择 (treeSelect), 级联选择 (cascader), and 开关 (switch).
// Cells are coloured tags by the value's place in the dictionary; values keep their type (numbers, booleans).
import { Select, Tag } from 'antd';
import { LazyTreeSelect as TreeSelect } from '../../lazyAntd';
import { useRef } from 'react';
import { optionCodec } from '../../filter/options';
import type { CellEditorProps, CellEditorWidget, EditorProps, FieldCtx, FieldKindImpl, Option } from '../contracts';
import { CascaderField, CheckboxField, RadioField, SelectField, TreeField } from '../filterWidgets';
import { lazyConfig, lazyEditor } from '../lazyWidgets';
import { choiceLabel, choicesOf, EMPTY, isBlank, popupEditor } from './shared';

// Editors and the settings panel that only dialogs show load with them (radio, checkbox, cascader, switch).
const choiceEditors = () => import('./choiceEditors');

const TAG_COLORS = ['default', 'success', 'warning', 'processing', 'purple', 'cyan', 'magenta', 'gold'];

/** Tag colour of a value: by its place among the choices; booleans: true warns, false is plain. */
export function choiceColor(options: Option[], value: unknown): string {
  if (typeof value === 'boolean') return value ? 'warning' : 'default';
  const i = options.findIndex((o) => String(o.value) === String(value));
  return i < 0 ? 'default' : (TAG_COLORS[i % TAG_COLORS.length] ?? 'default');
}

export const values = (v: unknown): unknown[] => (isBlank(v) ? [] : Array.isArray(v) ? v : [v]);
const dictText = (value: unknown, ctx: FieldCtx) =>
  values(value)
    .map((v) => choiceLabel(choicesOf(ctx), v) ?? (typeof v === 'boolean' ? (v ? (ctx.lang === 'en' ? 'Yes' : '是') : ctx.lang === 'en' ? 'No' : '否') : String(v)))
    .join(ctx.lang === 'en' ? ', ' : '、');

export const dictCell = {
  text: dictText,
  width: 120,
  Render: ({ value, ctx }: { value: unknown; ctx: FieldCtx }) => {
    const list = values(value);
    if (!list.length) return <>{EMPTY}</>;
    const options = choicesOf(ctx);
    return (
      <>
        {list.map((v) => (
          <Tag key={String(v)} color={choiceColor(options, v)} bordered={false} style={{ marginInlineEnd: 4 }}>
            {dictText(v, ctx)}
          </Tag>
        ))}
      </>
    );
  },
};

function ChoiceSelect({ value, onChange, ctx, autoFocus, placeholder, disabled, multiple, open }: EditorProps & { multiple: boolean; open?: (o: boolean) => void }) {
  const options = choicesOf(ctx);
  const codec = optionCodec(options);
  return (
    <Select
      allowClear
      showSearch
      autoFocus={autoFocus}
      defaultOpen={!!open}
      onOpenChange={open}
      disabled={disabled}
      placeholder={placeholder}
      optionFilterProp="label"
      mode={multiple ? 'multiple' : undefined}
      style={{ width: '100%' }}
      options={options.map((o) => ({ value: codec.encode(o.value), label: o.label }))}
      value={multiple ? values(value).map(codec.encode) : isBlank(value) ? undefined : codec.encode(value)}
      onChange={(v: string | string[] | undefined) => onChange(multiple ? ((v as string[]) ?? []).map(codec.decode) : v === undefined ? null : codec.decode(v as string))}
    />
  );
}

/** A select in a popup, open at once; saves when its list closes, Escape cancels. */
function dictCellEditor(multiple: boolean): CellEditorWidget {
  function DictCellEditor({ commit, cancel, ...p }: CellEditorProps) {
    const cancelled = useRef(false);
    return (
      <div className="ipms-cf-popup ipms-cf-popup-select" onKeyDownCapture={(e) => e.key === 'Escape' && ((cancelled.current = true), cancel())}>
        <ChoiceSelect {...p} multiple={multiple} autoFocus open={(o) => !o && setTimeout(() => (cancelled.current ? cancel() : commit()), 0)} />
      </div>
    );
  }
  return { Component: DictCellEditor, popup: true, ownsKey: (e) => e.key === 'Enter' };
}


const dictConfig = lazyConfig(() => choiceEditors().then((m) => m.dictConfig), 'dict');
const single = { Component: (p: EditorProps) => <ChoiceSelect {...p} multiple={false} /> };

export const select: FieldKindImpl = { filter: SelectField, editor: single, cell: dictCell, cellEditor: dictCellEditor(false), config: dictConfig };

export const radio: FieldKindImpl = {
  ...select,
  filter: RadioField,
  editor: lazyEditor(() => choiceEditors().then((m) => m.radioEditor), 'radio'),
};

export const checkbox: FieldKindImpl = {
  ...select,
  filter: CheckboxField,
  editor: lazyEditor(() => choiceEditors().then((m) => m.checkboxEditor), 'checkbox'),
  cellEditor: dictCellEditor(true),
};

interface TreeNode { title: string; value: string; key: string; children?: TreeNode[] }
const treeData = (options: Option[]): TreeNode[] => options.map((o) => ({ title: o.label, value: String(o.value), key: String(o.value), children: o.children ? treeData(o.children) : undefined }));

const treeEditor = {
  Component: ({ value, onChange, ctx, autoFocus, placeholder, disabled }: EditorProps) => {
    const multiple = Array.isArray(value) || ctx.config.multiple === true;
    return (
      <TreeSelect
        allowClear
        showSearch
        treeNodeFilterProp="title"
        autoFocus={autoFocus}
        disabled={disabled}
        placeholder={placeholder}
        multiple={multiple}
        style={{ width: '100%' }}
        treeData={treeData(choicesOf(ctx))}
        value={multiple ? values(value).map(String) : isBlank(value) ? undefined : String(value)}
        onChange={(v: string | string[] | undefined) => onChange(v ?? null)}
      />
    );
  },
};
export const treeSelect: FieldKindImpl = { ...select, filter: TreeField, editor: treeEditor, cellEditor: popupEditor(treeEditor) };

const cascaderEditor = lazyEditor(() => choiceEditors().then((m) => m.cascaderEditor), 'cascader');
/** A path's labels: 亚洲 / 中国. */
function pathText(value: unknown, ctx: FieldCtx): string {
  let level = choicesOf(ctx);
  return values(value)
    .map((v) => {
      const o = level.find((x) => String(x.value) === String(v));
      level = o?.children ?? [];
      return o?.label ?? String(v);
    })
    .join(' / ');
}
export const cascader: FieldKindImpl = { ...select, filter: CascaderField, editor: cascaderEditor, cell: { text: pathText, width: 180 }, cellEditor: popupEditor(cascaderEditor) };

const switchEditor = lazyEditor(() => choiceEditors().then((m) => m.switchEditor), 'switch');
export const switchKind: FieldKindImpl = {
  filter: SelectField,
  editor: switchEditor,
  cell: { text: (v, ctx) => (isBlank(v) ? '' : dictText(v === true || v === 'true', ctx)), width: 90 },
  cellEditor: { Component: (p) => <span className="ipms-kind-inline">{<switchEditor.Component {...p} />}</span>, popup: false },
  toValue: (raw) => ({ ok: true, value: raw === null || raw === undefined ? null : raw === true || raw === 'true' }),
};
