// The archive's field kinds: 商标 (trademark: marks picked in the related-trademark drawer), 商标状态
// (tmStatus: the status dictionary drawn as status tags) and 标签 (tags: the tags of brand maps as chips).
import { Button, Space, Tag } from 'antd';
import { LazyTreeSelect as TreeSelect } from '../../../client/runtime/lazyAntd';
import { useState } from 'react';
import useSWR from 'swr';
import { calls } from '../../../generated/calls';
import type { EditorProps, FieldKindImpl } from '../../../client/runtime/field-kinds/contracts';
import { select } from '../../../client/runtime/field-kinds/kinds/choice';
import { plainText, popupEditor } from '../../../client/runtime/field-kinds/kinds/shared';
import { EmptyCheckField, TreeField } from '../../../client/runtime/field-kinds/filterWidgets';
import { fetchOptions, normalizeOptions } from '../../../client/runtime/filter/options';
import { useT } from '../i18n';
import { TagChips, TmStatusTag, type TagChip } from './cells';
import { lazyComponent } from '../../../client/runtime/lazyComponent';
import type { RelatedTrademarkDrawerProps } from './related/RelatedTrademarkDrawer';
import type { RelatedMark } from './related/relatedModel';

// The drawer (antd Table and all) loads when a picker opens it, not with the archive's cells.
const RelatedTrademarkDrawer = lazyComponent<RelatedTrademarkDrawerProps>(() => import('./related/RelatedTrademarkDrawer').then((m) => m.default), 'RelatedTrademarkDrawer');

// ---- 商标 -----------------------------------------------------------------------------------------------------

interface MarkRef { id?: number | null; tmName?: string | null; regNo: string; tmCl?: number | null }
const marksOf = (v: unknown): MarkRef[] => (Array.isArray(v) ? (v as MarkRef[]).filter((m) => m && typeof m === 'object' && typeof m.regNo === 'string') : []);
const markText = (m: MarkRef) => [m.tmName, m.regNo, m.tmCl ? `${m.tmCl}类` : null].filter(Boolean).join(' ');

function TrademarkPicker({ value, onChange, disabled }: EditorProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const marks = marksOf(value);
  const toRelated = (m: MarkRef): RelatedMark => ({ id: m.id ?? null, regNo: m.regNo, tmName: m.tmName ?? '', tmCl: m.tmCl ?? null, countryCode: 'CN', applicant: null, tmStatus: null });
  return (
    <Space wrap data-testid="trademark-picker">
      {marks.map((m) => (
        <Tag key={`${m.id ?? ''}:${m.regNo}`} closable={!disabled} onClose={() => onChange(marks.filter((x) => x !== m))}>
          {markText(m)}
        </Tag>
      ))}
      {!disabled && <Button size="small" onClick={() => setOpen(true)}>{t('archive.pickMarks')}</Button>}
      {open && (
        <RelatedTrademarkDrawer
          open
          value={marks.map(toRelated)}
          onCancel={() => setOpen(false)}
          onOk={(picked) => {
            setOpen(false);
            onChange(picked.length ? picked.map((p) => ({ id: p.id, tmName: p.tmName, regNo: p.regNo ?? '', tmCl: p.tmCl })) : null);
          }}
        />
      )}
    </Space>
  );
}

const trademarkEditor = { Component: TrademarkPicker };

export const trademarkKind: FieldKindImpl = {
  filter: EmptyCheckField,
  editor: trademarkEditor,
  cell: { text: (v) => marksOf(v).map(markText).join('；'), width: 220 },
  cellEditor: popupEditor(trademarkEditor),
};

// ---- 商标状态 ---------------------------------------------------------------------------------------------------

export const tmStatusKind: FieldKindImpl = {
  ...select,
  cell: { ...select.cell, Render: ({ value }) => <TmStatusTag status={value as string | null} /> },
};

// ---- 标签 -------------------------------------------------------------------------------------------------------

const chipsOf = (v: unknown): TagChip[] => (Array.isArray(v) ? (v as TagChip[]).filter((x) => x && typeof x === 'object' && 'label' in x) : []);

function TagSelect({ value, onChange, disabled, placeholder }: EditorProps) {
  const { data } = useSWR(['options', calls.brandLabel.tagOptions.path], () => fetchOptions(calls.brandLabel.tagOptions), { revalidateOnFocus: false });
  const options = normalizeOptions(data);
  const labels = new Map<string, string>();
  const walk = (list: typeof options) => list.forEach((o) => (labels.set(String(o.value), o.label), o.children && walk(o.children)));
  walk(options);
  const toTree = (list: typeof options): Array<{ title: string; value: string; children?: unknown[] }> => list.map((o) => ({ title: o.label, value: String(o.value), children: o.children && toTree(o.children) }));
  return (
    <TreeSelect
      multiple
      treeCheckable
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      treeData={toTree(options) as never}
      value={chipsOf(value).map((c) => c.id)}
      onChange={(ids: string[]) => onChange(ids.length ? ids.map((id) => ({ id, label: labels.get(id) ?? id })) : null)}
    />
  );
}

const tagsEditor = { Component: TagSelect };

export const tagsKind: FieldKindImpl = {
  filter: TreeField,
  editor: tagsEditor,
  cell: { text: plainText, width: 200, Render: ({ value }) => <TagChips tags={chipsOf(value)} /> },
  cellEditor: popupEditor(tagsEditor),
};
