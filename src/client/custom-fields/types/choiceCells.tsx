// 单选 / 多选 in the grid: coloured tags (the options' colours; a value whose option was removed shows plain);
// a select in a popup, opened at once, that saves when its dropdown closes (Escape cancels).
import { Select, Tag } from 'antd';
import { HoverTooltip } from '../../runtime/widgets/HoverTooltip';
import { useRef } from 'react';
import { choiceItems, contrastText, optionLabel, optionsOf, type ChoiceOption } from './choice';
import type { CellEditorProps, CellEditorWidget, CellWidget, FieldCtx } from '../../runtime/field-kinds/contracts';

export function ChoiceTags({ value, options, wrap }: { value: unknown; options: ChoiceOption[]; wrap?: boolean }) {
  const items = choiceItems(value, options);
  if (!items.length) return <>-</>;
  const tags = items.map((i) => (
    <Tag key={i.cont} color={i.color} bordered={false} className="ipms-cf-tag" style={i.color ? { color: contrastText(i.color) } : undefined}>
      {i.label}
    </Tag>
  ));
  if (wrap) return <span className="ipms-cf-tags is-wrap">{tags}</span>;
  return (
    <HoverTooltip title={items.length > 1 ? items.map((i) => i.label).join('、') : undefined} placement="topLeft">
      <span className="ipms-cf-tags">{tags}</span>
    </HoverTooltip>
  );
}

export const choiceCell: CellWidget = {
  text: (value, ctx) => choiceItems(value, optionsOf(ctx.config)).map((i) => i.label).join(ctx.lang === 'en' ? ', ' : '、'),
  width: 150,
  Render: ({ value, ctx }) => <ChoiceTags value={value} options={optionsOf(ctx.config)} />,
};

/** Select options with the option's colour as a dot. */
export function choiceSelectOptions(ctx: FieldCtx) {
  return optionsOf(ctx.config).map((o) => ({
    value: o.cont,
    label: (
      <span className="ipms-cf-option">
        <i style={{ background: o.color }} />
        {optionLabel(o)}
      </span>
    ),
    text: optionLabel(o),
  }));
}

function ChoiceCellEditor({ value, onChange, commit, cancel, ctx, multiple }: CellEditorProps & { multiple: boolean }) {
  const cancelled = useRef(false);
  return (
    <div className="ipms-cf-popup ipms-cf-popup-select" onKeyDownCapture={(e) => e.key === 'Escape' && (cancelled.current = true)}>
      <Select
        defaultOpen
        autoFocus
        allowClear
        showSearch
        optionFilterProp="text"
        mode={multiple ? 'multiple' : undefined}
        style={{ width: '100%' }}
        value={multiple ? ((Array.isArray(value) ? value : []) as string[]) : ((value as string | null) ?? undefined)}
        options={choiceSelectOptions(ctx)}
        onChange={(v) => onChange(v ?? null)}
        // The value is saved when the list closes (a pick closes a single select; leaving closes both).
        onOpenChange={(open) => {
          if (open) return;
          setTimeout(() => (cancelled.current ? cancel() : commit()), 0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            cancelled.current = true;
            cancel();
          }
        }}
      />
    </div>
  );
}

const ownsEnter = (e: KeyboardEvent) => e.key === 'Enter';
export const selectCellEditor: CellEditorWidget = { Component: (p) => <ChoiceCellEditor {...p} multiple={false} />, popup: true, ownsKey: ownsEnter };
export const multiSelectCellEditor: CellEditorWidget = { Component: (p) => <ChoiceCellEditor {...p} multiple />, popup: true, ownsKey: ownsEnter };
