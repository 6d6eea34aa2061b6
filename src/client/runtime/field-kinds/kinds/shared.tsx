// Pieces several kinds share: the plain text of any value, choices of a field, and a generic popup cell editor
// that hosts a kind's editor with 确定 / 取消 (for kinds whose input is more than one control).
import { Button, Space } from 'antd';
import { useRef } from 'react';
import { useT } from '../../../i18n';
import type { CellEditorProps, CellEditorWidget, EditorWidget, FieldCtx, Option } from '../contracts';

export const EMPTY = '-';

export const isBlank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** Any value as one line: arrays joined, objects by label/name or as JSON. */
export function plainText(value: unknown): string {
  if (isBlank(value)) return '';
  const item = (v: unknown): string =>
    v && typeof v === 'object' ? String((v as { label?: unknown; name?: unknown }).label ?? (v as { name?: unknown }).name ?? JSON.stringify(v)) : String(v ?? '');
  if (Array.isArray(value)) return value.map(item).filter(Boolean).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The field's choices: the context's (dictionary, options call, dataSource), else options set in the settings. */
export function choicesOf(ctx: FieldCtx): Option[] {
  if (ctx.options?.length) return ctx.options;
  const set = ctx.config.options;
  return Array.isArray(set) ? (set as Option[]).filter((o) => o && typeof o === 'object' && 'value' in o) : [];
}

/** The label of a value among (nested) choices. */
export function choiceLabel(options: Option[], value: unknown): string | undefined {
  for (const o of options) {
    if (o.value === value || String(o.value) === String(value)) return o.label;
    const inner = o.children && choiceLabel(o.children, value);
    if (inner) return inner;
  }
  return undefined;
}

function PopupEditor({ editor, value, onChange, commit, cancel, ctx }: CellEditorProps & { editor: EditorWidget }) {
  const t = useT();
  const latest = useRef(value);
  const Editor = editor.Component;
  return (
    <div className="ipms-cf-popup ipms-kind-popup" onKeyDown={(e) => e.key === 'Escape' && cancel()}>
      <Editor
        value={value}
        ctx={ctx}
        autoFocus
        onChange={(v) => {
          latest.current = v;
          onChange(v);
        }}
      />
      <Space style={{ marginTop: 8, justifyContent: 'flex-end', width: '100%' }}>
        <Button size="small" onClick={cancel}>
          {t('cf.cancel')}
        </Button>
        <Button size="small" type="primary" onClick={commit}>
          {t('cf.ok')}
        </Button>
      </Space>
    </div>
  );
}

/** A cell editor made of the kind's form editor in a popup: edits, then 确定 saves and 取消 or Escape cancels. */
export function popupEditor(editor: EditorWidget): CellEditorWidget {
  return {
    Component: (p) => <PopupEditor {...p} editor={editor} />,
    popup: true,
    ownsKey: (e) => e.key === 'Enter',
    available: editor.available,
  };
}
