// Form widgets of a custom field (batch edit, the custom-fields dialog): its kind's editor and settings panel
// from the field-kind registry.
import { implOf } from '../../runtime/field-kinds';
import type { ConfigWidget, EditorWidget } from '../../runtime/field-kinds/contracts';
import type { FieldKindDef } from '../../../shared/field-kinds';

/** The kind's form editor, or undefined when it has none that works now (attachments without uploads). */
export function editorOf(kind: FieldKindDef): EditorWidget | undefined {
  const w = implOf(kind.kind).editor;
  return w.available?.() ?? true ? w : undefined;
}

const NO_SETTINGS: ConfigWidget = { Panel: null };
export const configWidgetOf = (kind: FieldKindDef): ConfigWidget => implOf(kind.kind).config ?? NO_SETTINGS;
