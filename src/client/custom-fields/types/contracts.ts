// What a field type's widgets provide (STYLE: a field type = storage + value schema + config schema + widget +
// cell renderer/editor + operators). The generated type names its widgets (widgets.cell / cellEditor /
// editor / config); the registries in cells.ts and forms.ts map those names to these contracts, so a new
// type needs its schema file and, only if it names new widgets, their entries.
import type { ComponentType } from 'react';
import type { MessageKey } from '../../i18n';
import type { CustomFieldDef, CustomFieldTypeDef, FieldConfig, Lang } from '../model';

/** Everything a widget may read about its field. */
export interface WidgetCtx {
  def: Pick<CustomFieldDef, 'id' | 'fieldTitle' | 'showFieldTitle' | 'fieldType' | 'isRequire'>;
  type: CustomFieldTypeDef;
  config: FieldConfig;
  lang: Lang;
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export interface CellRenderProps {
  value: unknown;
  ctx: WidgetCtx;
  /** Editing the record's value is allowed (attachments show their add button). */
  editable?: boolean;
  /** Called with the new value when the cell itself changes it (an attachment uploaded from the cell). */
  onChange?: (value: unknown) => void;
}

export interface CellWidget {
  /** Plain text of a value (tooltips, tests, exports). */
  text(value: unknown, ctx: WidgetCtx, t: Translate): string;
  Render: ComponentType<CellRenderProps>;
  /** Grid cell class (numbers align right). */
  cellClass?: string;
  /** Default column width. */
  width: number;
}

export interface CellEditorProps {
  value: unknown;
  onChange: (value: unknown) => void;
  /** Ends editing and saves (after an onChange in the same tick, the new value is saved). */
  commit: () => void;
  /** Ends editing without saving (Escape). */
  cancel: () => void;
  ctx: WidgetCtx;
}

export interface CellEditorWidget {
  Component: ComponentType<CellEditorProps>;
  /** Rendered in a popup over the cell (lists, text areas, pickers) instead of inside it. */
  popup: boolean;
  /** Keys the grid must leave to the editor while it is open (Enter in a select or a text area). */
  ownsKey?: (e: KeyboardEvent) => boolean;
  /** False when the editor cannot work yet (attachments without an upload call): the cell stays read-only. */
  available?: () => boolean;
}

export interface EditorProps {
  value: unknown;
  onChange: (value: unknown) => void;
  ctx: WidgetCtx;
  autoFocus?: boolean;
  placeholder?: string;
}

export interface EditorWidget {
  Component: ComponentType<EditorProps>;
  available?: () => boolean;
}

/** Result of turning an editor's value into the stored value. */
export type ValueResult = { ok: true; value: unknown } | { ok: false; error: MessageKey };

export interface ConfigPanelProps {
  value: FieldConfig;
  onChange: (config: FieldConfig) => void;
  type: CustomFieldTypeDef;
  lang: Lang;
  /** The field has been saved before (its type cannot change). */
  saved: boolean;
}

export interface ConfigWidget {
  Panel: ComponentType<ConfigPanelProps> | null;
  /** The message key of what is wrong with the settings, or null (choice fields: 请输入选项). */
  check?: (config: FieldConfig) => MessageKey | null;
  /** The settings as saved (empty option rows dropped, ...). */
  clean?: (config: FieldConfig) => FieldConfig;
}
