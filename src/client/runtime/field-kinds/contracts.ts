// What a field kind's client entry provides (STYLE: a kind = storage + value schema + config schema + widgets +
// operators). The generated definition (src/generated/field-kinds.ts) names the widgets; an entry implements
// them for one kind, and the registry (registry.ts) serves them by kind and by name to the filter form, the
// Formily form dialogs, the grid, the batch edit and custom-fields dialogs.
import type { ComponentType } from 'react';
import type { CustomFieldDef } from '../../../generated/types';
import type { MessageKey } from '../../i18n';
import type { FieldKindDef } from '../../../shared/field-kinds';
import type { Lang, Option } from '../filter/filterValues';
import type { FilterRow } from '../screen-types';

export type { Lang, Option };
export type FieldConfig = Record<string, unknown>;

/** Everything a widget may read about its field. */
export interface FieldCtx {
  kind: FieldKindDef;
  /** The field's settings over the kind's defaultConfig (options, number format, currency, date format...). */
  config: FieldConfig;
  lang: Lang;
  /** Choices of dictionary kinds: the entity field's x-dict, an options call, a form's dataSource. */
  options?: Option[];
  /** A column's own format (dayjs pattern, number format) over the kind's. */
  format?: string;
  /** The custom-field definition when the field is user-defined. */
  def?: Pick<CustomFieldDef, 'id' | 'fieldTitle' | 'showFieldTitle' | 'fieldType' | 'isRequire'>;
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

// ---- filter form -------------------------------------------------------------------------------------------

export interface FilterWidgetProps {
  row: FilterRow;
  value: unknown;
  onChange: (value: unknown) => void;
  options: Option[] | undefined;
  lang: Lang;
  t: Translate;
  label: string;
  checkAll?: boolean;
  /** The row's own placeholder in the current language, if it has one. */
  placeholder?: string;
}

// ---- grid --------------------------------------------------------------------------------------------------

export interface CellRenderProps {
  value: unknown;
  ctx: FieldCtx;
  /** The whole row (cells that show more than their value, e.g. goods with the mark's class). */
  row?: Record<string, unknown>;
  /** Editing the record's value is allowed (attachments show their add button). */
  editable?: boolean;
  /** Called with the new value when the cell itself changes it (an attachment uploaded from the cell). */
  onChange?: (value: unknown) => void;
}

export interface CellWidget {
  /** Plain text of a value (tooltips, tests, read-only form fields; plain cells are drawn with it). */
  text(value: unknown, ctx: FieldCtx, t?: Translate): string;
  /** A React cell; absent: the grid draws the text (cheaper for plain values). */
  Render?: ComponentType<CellRenderProps>;
  /** True when the text says all for this field (the grid then skips the React cell). */
  plain?: (ctx: FieldCtx) => boolean;
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
  ctx: FieldCtx;
}

export interface CellEditorWidget {
  Component: ComponentType<CellEditorProps>;
  /** Rendered in a popup over the cell (lists, text areas, pickers) instead of inside it. */
  popup: boolean;
  /** Keys the grid must leave to the editor while it is open (Enter in a select or a text area). */
  ownsKey?: (e: KeyboardEvent) => boolean;
  /** False when the editor cannot work (attachments without an upload, or added from the cell's own button). */
  available?: () => boolean;
}

// ---- forms -------------------------------------------------------------------------------------------------

export interface EditorProps {
  value: unknown;
  onChange: (value: unknown) => void;
  ctx: FieldCtx;
  autoFocus?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Further props of the form component (x-component-props such as maxLength, showCount, mode). */
  extra?: Record<string, unknown>;
}

/** A controlled input of the kind: the Formily form component wraps it, the batch edit dialog uses it as is. */
export interface EditorWidget {
  Component: ComponentType<EditorProps>;
  available?: () => boolean;
}

/** Result of turning an editor's value into the stored value. */
export type ValueResult = { ok: true; value: unknown } | { ok: false; error: MessageKey };

export interface ConfigPanelProps {
  value: FieldConfig;
  onChange: (config: FieldConfig) => void;
  kind: FieldKindDef;
  lang: Lang;
  /** The field has been saved before (its kind cannot change). */
  saved: boolean;
}

/** The settings panel of the designer and the custom-fields dialog. */
export interface ConfigWidget {
  Panel: ComponentType<ConfigPanelProps> | null;
  /** The message key of what is wrong with the settings, or null (choice fields: 请输入选项). */
  check?: (config: FieldConfig) => MessageKey | null;
  /** The settings as saved (empty option rows dropped, ...). */
  clean?: (config: FieldConfig) => FieldConfig;
}

// Formily passes each component its own props (value, onChange, x-component-props...).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormComponent = ComponentType<any>;

/** One kind's client entry. */
export interface FieldKindImpl {
  filter: ComponentType<FilterWidgetProps>;
  editor: EditorWidget;
  /** A Formily component of its own (loaded with the form dialog); absent: the editor inside Formily. */
  form?: () => Promise<FormComponent>;
  cell: CellWidget;
  cellEditor: CellEditorWidget;
  /** How a read-only form (readPretty: a case's detail, a proposal) shows the value; absent: the cell's text. */
  readPretty?: ComponentType<CellRenderProps>;
  /** Settings panel (absent: none). */
  config?: ConfigWidget;
  /** Editor value -> stored value (limits, formats); absent: empties become null, the rest passes. */
  toValue?: (raw: unknown, ctx: FieldCtx) => ValueResult;
}

export type FieldKindLoader = () => Promise<FieldKindImpl>;
