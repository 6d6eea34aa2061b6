// The custom-field types that are kinds of their own (单行文本, 多行文本, 单选, 多选, 附件): their widgets live
// with the custom fields (src/client/custom-fields/types); 日期, 数字 and 金额 are the date, number and money kinds.
import { choiceCell, multiSelectCellEditor, selectCellEditor } from '../../../custom-fields/types/choiceCells';
import { multiSelectEditor, optionsConfig, selectEditor } from '../../../custom-fields/types/choiceForms';
import { optionsOf, toMultiValue, toSingleValue } from '../../../custom-fields/types/choice';
import { filesCell, uploadCellEditor } from '../../../custom-fields/types/fileCells';
import { uploadEditor } from '../../../custom-fields/types/fileForms';
import { filesOf } from '../../../custom-fields/types/files';
import { maxLengthOf, textCellText, toTextValue } from '../../../custom-fields/types/text';
import { inputCellEditor, textareaCellEditor, textCell } from '../../../custom-fields/types/textCells';
import { inputEditor, textareaEditor } from '../../../custom-fields/types/textForms';
import type { FieldKindImpl } from '../contracts';
import { EmptyCheckField, InputField, SelectField } from '../filterWidgets';

export const singleLineText: FieldKindImpl = {
  filter: InputField,
  editor: inputEditor,
  cell: { ...textCell, text: (v) => textCellText(v), plain: () => true },
  cellEditor: inputCellEditor,
  toValue: (raw, ctx) => ({ ok: true, value: toTextValue(raw, maxLengthOf(ctx.kind)) }),
};

export const multiLineText: FieldKindImpl = { ...singleLineText, editor: textareaEditor, cellEditor: textareaCellEditor };

export const singleChoice: FieldKindImpl = {
  filter: SelectField,
  editor: selectEditor,
  cell: choiceCell,
  cellEditor: selectCellEditor,
  config: optionsConfig,
  toValue: (raw) => ({ ok: true, value: toSingleValue(raw) }),
};

export const multipleChoice: FieldKindImpl = {
  ...singleChoice,
  editor: multiSelectEditor,
  cellEditor: multiSelectCellEditor,
  toValue: (raw, ctx) => ({ ok: true, value: toMultiValue(raw, optionsOf(ctx.config)) }),
};

export const attachment: FieldKindImpl = {
  filter: EmptyCheckField,
  editor: uploadEditor,
  cell: filesCell,
  cellEditor: uploadCellEditor,
  toValue: (raw) => {
    const files = filesOf(raw);
    return { ok: true, value: files.length ? files : null };
  },
};
