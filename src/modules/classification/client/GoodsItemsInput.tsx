// Form input for a mark's goods/services (goodsItems: [{code, name, suffix}] of the mark's class), on top of
// the classification's goods picker. Items keep their suffix (2 = struck through) when picked again; with
// a class chosen in the form (or beside the field, per class of a case form), only that class's goods are kept.
import type { Field } from '@formily/core';
import { observer, useField, useForm } from '@formily/react';
import { Alert } from 'antd';
import { useT } from '../i18n';
import GoodsPicker from './GoodsPicker';

export { fromPicker, toPicker, type RecordGoods } from './goodsValue';
import { fromPicker, toPicker, type RecordGoods } from './goodsValue';

export const GoodsItemsInput = observer(function GoodsItemsInput({ value, onChange }: { value?: RecordGoods[]; onChange?: (v: RecordGoods[]) => void }) {
  const t = useT();
  const form = useForm();
  const field = useField<Field>();
  // The class beside the field (a case form's goods[i].tmCl), else the form's own (the archive record's tmCl).
  const classNo = Number(field?.query('.tmCl').value() ?? form.values.tmCl) || 0;
  const items = Array.isArray(value) ? value : [];
  return (
    <div data-testid="goods-items-input">
      {classNo ? null : <Alert type="info" showIcon message={t('form.goodsPickClassFirst')} style={{ marginBottom: 8 }} />}
      <GoodsPicker value={toPicker(items, classNo)} onChange={(next) => onChange?.(fromPicker(next, items, classNo || undefined))} />
    </div>
  );
});
