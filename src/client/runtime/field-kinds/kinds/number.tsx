// 数字 (number): built-in number fields and custom number fields alike. Display formats 整数 / 1 or 2 decimals /
// 人民币 / 美元 (the field's setting) or a column's own format; the input keeps digits, a minus and one dot.
import { numberCell, numberCellEditor } from '../../../custom-fields/types/numberCells';
import { numberFormatOf, parseNumberInput, roundNumber } from '../../../custom-fields/types/number';
import type { FieldKindImpl } from '../contracts';
import { NumberRangeField } from '../filterWidgets';
import { lazyConfig, lazyEditor } from '../lazyWidgets';

const numberForms = () => import('../../../custom-fields/types/numberForms');
const numberEditor = lazyEditor(() => numberForms().then((m) => m.numberEditor), 'number');
const numberConfig = lazyConfig(() => numberForms().then((m) => m.numberConfig), 'number');

export const number: FieldKindImpl = {
  filter: NumberRangeField,
  editor: numberEditor,
  cell: numberCell,
  cellEditor: numberCellEditor,
  config: numberConfig,
  toValue: (raw, ctx) => {
    const format = numberFormatOf(ctx.config);
    const n = typeof raw === 'number' ? roundNumber(raw, format) : parseNumberInput(raw as string | null, format);
    if (n === null) return { ok: true, value: null };
    return Number.isNaN(n) ? { ok: false, error: 'cf.invalidNumber' } : { ok: true, value: n };
  },
};
