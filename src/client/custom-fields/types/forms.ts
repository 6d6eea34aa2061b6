// Form widgets by name (the generated types' widgets.editor and widgets.config): the editors of the batch edit
// dialog and the settings panels of the custom-fields dialog. Loaded with those dialogs only.
import type { CustomFieldTypeDef } from '../model';
import { multiSelectEditor, optionsConfig, selectEditor } from './choiceForms';
import type { ConfigWidget, EditorWidget } from './contracts';
import { dateConfig, dateEditor } from './dateForms';
import { uploadEditor } from './fileForms';
import { numberConfig, numberEditor } from './numberForms';
import { inputEditor, textareaEditor } from './textForms';

export const editorWidgets: Record<string, EditorWidget> = {
  input: inputEditor,
  textarea: textareaEditor,
  select: selectEditor,
  multiSelect: multiSelectEditor,
  date: dateEditor,
  number: numberEditor,
  upload: uploadEditor,
};

export const configWidgets: Record<string, ConfigWidget> = {
  none: { Panel: null },
  options: optionsConfig,
  date: dateConfig,
  number: numberConfig,
};

export function registerEditorWidget(name: string, widget: EditorWidget) {
  editorWidgets[name] = widget;
}
export function registerConfigWidget(name: string, widget: ConfigWidget) {
  configWidgets[name] = widget;
}

/** The type's form editor, or undefined when it has none that works now (attachments without uploads). */
export function editorOf(type: CustomFieldTypeDef): EditorWidget | undefined {
  const w = editorWidgets[type.widgets.editor];
  return w && (w.available?.() ?? true) ? w : undefined;
}

export const configWidgetOf = (type: CustomFieldTypeDef): ConfigWidget => configWidgets[type.widgets.config] ?? configWidgets.none;
