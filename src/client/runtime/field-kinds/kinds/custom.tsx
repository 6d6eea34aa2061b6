// The custom-field types that are kinds of their own (单行文本, 多行文本, 单选, 多选, 附件): their widgets live
// with the custom fields (src/client/custom-fields/types); 日期, 数字 and 金额 are the date, number and money kinds.
import { choiceCell, multiSelectCellEditor, selectCellEditor } from '../../../custom-fields/types/choiceCells';
import { optionsOf, optionsRules, toMultiValue, toSingleValue } from '../../../custom-fields/types/choice';
import { filesCell, FilesReadView, uploadCellEditor } from '../../../custom-fields/types/fileCells';
import { filesOf } from '../../../custom-fields/types/files';
import { maxLengthOf, textCellText, toTextValue } from '../../../custom-fields/types/text';
import { inputCellEditor, textareaCellEditor, textCell } from '../../../custom-fields/types/textCells';
import { uploadAvailable } from '../../../custom-fields/types/uploader';
import type { FieldKindImpl } from '../contracts';
import { EmptyCheckField, InputField, SelectField } from '../filterWidgets';
import { lazyConfig, lazyEditor } from '../lazyWidgets';

// Editors and the options panel load with the dialogs that show them (not with a list).
const choiceForms = () => import('../../../custom-fields/types/choiceForms');
const textForms = () => import('../../../custom-fields/types/textForms');
const inputEditor = lazyEditor(() => textForms().then((m) => m.inputEditor), 'singleLineText');
const textareaEditor = lazyEditor(() => textForms().then((m) => m.textareaEditor), 'multiLineText');
const selectEditor = lazyEditor(() => choiceForms().then((m) => m.selectEditor), 'singleChoice');
const multiSelectEditor = lazyEditor(() => choiceForms().then((m) => m.multiSelectEditor), 'multipleChoice');
const optionsConfig = lazyConfig(() => choiceForms().then((m) => m.optionsConfig), 'options', optionsRules);
const uploadEditor = lazyEditor(() => import('../../../custom-fields/types/fileForms').then((m) => m.uploadEditor), 'attachment', uploadAvailable);

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
  readPretty: FilesReadView,
  toValue: (raw) => {
    const files = filesOf(raw);
    return { ok: true, value: files.length ? files : null };
  },
};
