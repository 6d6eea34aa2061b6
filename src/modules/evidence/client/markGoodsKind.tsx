// 商标的商品/服务 (field kind markGoods): names of the goods of the mark picked in the same form. In a form the
// input loads that archive record's goods and offers them as checkboxes; elsewhere (batch edit, a cell) names
// are typed. The server accepts only goods of the record (evidence.save).
import type { Form } from '@formily/core';
import { observer, useForm } from '@formily/react';
import { Alert, Checkbox, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../client/request/api';
import type { EditorProps, FieldKindImpl } from '../../../client/runtime/field-kinds/contracts';
import { EmptyCheckField } from '../../../client/runtime/field-kinds/filterWidgets';
import { popupEditor } from '../../../client/runtime/field-kinds/kinds/shared';
import { useT } from '../i18n';

const names = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function TypedGoods({ value, onChange, disabled, autoFocus, placeholder }: EditorProps) {
  const t = useT();
  return (
    <Select
      mode="tags"
      style={{ width: '100%' }}
      autoFocus={autoFocus}
      disabled={disabled}
      value={names(value)}
      placeholder={placeholder ?? t('evidence.goods.typed')}
      open={false}
      onChange={(v: string[]) => onChange(v.length ? v : null)}
    />
  );
}

/** The Formily input: checkboxes of the goods of the form's mark (its trademarks field). */
export const MarkGoodsInput = observer(function MarkGoodsInput({ value, onChange, disabled }: { value?: unknown; onChange?: (v: string[]) => void; disabled?: boolean }) {
  const t = useT();
  const form = useForm() as Form | null;
  const marks = form?.values?.trademarks as Array<{ id?: number | null }> | undefined;
  const id = Array.isArray(marks) && typeof marks[0]?.id === 'number' ? marks[0].id : null;
  const [goods, setGoods] = useState<string[] | null>(null);
  useEffect(() => {
    setGoods(null);
    if (!id) return;
    let live = true;
    api.evidence
      .markGoods({ trademarkId: id }, { noLoading: true })
      .then((g) => live && setGoods(g))
      .catch(() => live && setGoods([]));
    return () => {
      live = false;
    };
  }, [id]);
  const picked = names(value);
  // Another mark picked: keep only the names it has.
  useEffect(() => {
    if (goods && picked.some((g) => !goods.includes(g))) onChange?.(picked.filter((g) => goods.includes(g)));
  }, [goods]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!id) return <TypedGoods value={value} onChange={() => undefined} ctx={undefined as never} disabled placeholder={t('evidence.goods.pickMark')} />;
  if (goods === null) return <Spin size="small" />;
  if (!goods.length) return <Alert type="warning" showIcon message={t('evidence.goods.none')} />;
  return (
    <Checkbox.Group
      data-testid="mark-goods-input"
      disabled={disabled}
      value={picked}
      onChange={(v) => onChange?.(v as string[])}
      options={goods.map((g) => ({ label: g, value: g }))}
    />
  );
});

const editor = { Component: TypedGoods };

export const markGoodsKind: FieldKindImpl = {
  filter: EmptyCheckField,
  editor,
  form: async () => MarkGoodsInput,
  cell: { text: (v) => names(v).join('、'), width: 220 },
  cellEditor: popupEditor(editor),
};
