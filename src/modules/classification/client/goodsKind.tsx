// The goods kind (商品/服务, class + items): in forms the goods input on the classification's picker (the
// archive's Formily field follows the form's class); in cells the goods card per class; a value is a list of
// items {classNo?, code, name, suffix} (suffix 2 = struck through), and a record's class (tmCl) applies to items
// that carry none.
import type { EditorProps, FieldKindImpl } from '../../../client/runtime/field-kinds/contracts';
import { EmptyCheckField } from '../../../client/runtime/field-kinds/filterWidgets';
import { popupEditor } from '../../../client/runtime/field-kinds/kinds/shared';
import { lazyComponent } from '../../../client/runtime/lazyComponent';
import GoodsCard from './GoodsCard';
import { fromPicker, toPicker, type RecordGoods } from './goodsValue';

// The picker (tabs, search, paste) loads when an editor opens, not with the goods cells.
const GoodsPicker = lazyComponent<import('./GoodsPicker').GoodsPickerProps>(() => import('./GoodsPicker').then((m) => m.default), 'GoodsPicker');

type Item = RecordGoods & { classNo?: number };
const itemsOf = (v: unknown): Item[] => (Array.isArray(v) ? (v as Item[]).filter((g) => g && typeof g === 'object' && typeof g.name === 'string') : []);

/** Card input: one entry per class (items without a class take the record's). */
export function goodsByClass(value: unknown, recordClass?: unknown): Array<{ intCls: unknown; items: Item[] }> {
  const groups = new Map<string, Item[]>();
  for (const g of itemsOf(value)) {
    const cls = String(g.classNo ?? recordClass ?? '');
    groups.set(cls, [...(groups.get(cls) ?? []), g]);
  }
  return [...groups].map(([intCls, items]) => ({ intCls: intCls ? Number(intCls) : undefined, items }));
}

function GoodsEditor({ value, onChange }: EditorProps) {
  const items = itemsOf(value);
  const picked = items.flatMap((g) => toPicker([g], g.classNo ?? 0));
  return (
    <div data-testid="goods-editor">
      <GoodsPicker value={picked} onChange={(next) => onChange(next.length ? fromPicker(next, items).map((g, i) => ({ ...g, classNo: next[i]?.classNo })) : null)} />
    </div>
  );
}

const editor = { Component: GoodsEditor };

export const goodsKind: FieldKindImpl = {
  filter: EmptyCheckField,
  editor,
  form: () => import('./GoodsItemsInput').then((m) => m.GoodsItemsInput),
  cell: {
    text: (v) => goodsByClass(v).map((g) => `${g.intCls ?? ''}: ${g.items.map((i) => i.name).join('；')}`).join(' '),
    width: 280,
    Render: ({ value, row }) => (
      <div className="tm-goods-cell">
        <GoodsCard goods={goodsByClass(value, row?.tmCl)} />
      </div>
    ),
  },
  cellEditor: popupEditor(editor),
};
