// The contract between the generated screen definitions (src/generated/screens/<key>.ts) and the list runtime.
import type { CallRef } from '../../generated/calls';

export interface I18n { zh: string; en: string }
export type FieldKind = 'text' | 'integer' | 'number' | 'boolean' | 'datetime' | 'date' | 'json' | 'array';
export type FilterOp = 'eq' | 'in' | 'range' | 'contains' | 'empty' | 'tree';

export interface ScreenField {
  label: I18n;
  kind: FieldKind;
  /** The field kind (schemas/field-kinds) that draws, edits and filters it. */
  fieldKind?: string;
  nullable: boolean;
  /** Value labels (x-dict); keys are the values as strings ('1', 'true'). */
  dict?: Record<string, I18n>;
}

export type FilterRowType =
  | 'input' | 'select' | 'cascader' | 'radio-group' | 'checkbox-group' | 'treeMultiple' | 'date-picker' | 'date-range'
  | 'number-range' | 'tree-select' | 'file-link' | 'slot' | 'empty-check'
  // widgets of business kinds (e.g. country, people)
  | (string & {});

export interface FilterRow {
  prop: string;
  label: I18n;
  type: FilterRowType;
  /** Absent for slot and file-link rows, which are not sent as filters. */
  op?: FilterOp;
  multiple?: boolean;
  /** Choices: from an options call ([{value, label}]) or, when absent, the field's dict. */
  options?: { call?: CallRef; valueKey?: string; labelKey?: string };
  span?: number;
  spans?: Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;
  offset?: number;
  placeholder?: I18n;
  show?: boolean;
  showCount?: boolean;
  width?: number;
  labelWidth?: number;
  required?: boolean;
  slot?: string;
  links?: Array<{ url: string; name: string }>;
}

export interface FilterConfig {
  showCollapse?: boolean;
  showCheckAll?: boolean;
  autoSearch?: boolean;
  defulteNum?: number;
  labelWidth?: number;
  submitText?: I18n;
  resetText?: I18n;
  align?: 'left' | 'right';
  fixed?: boolean;
  excludeChips?: string[];
  rows: FilterRow[];
}

export type ActionType = 'create' | 'update' | 'delete' | 'call' | 'export' | 'link' | 'download' | 'refresh' | 'widget';
export type ConfirmType = 'issue' | 'delete' | 'success' | 'change';

export interface ButtonDef {
  key: string;
  label: I18n;
  permission?: string;
  primary?: boolean;
  danger?: boolean;
  /** Row values the button needs, e.g. {status: 1}; null means empty; a list means any one of its values. */
  showWhen?: Record<string, string | number | boolean | null | Array<string | number | boolean>>;
  children?: ButtonDef[];
  action: { type: ActionType; call?: CallRef | string; idKey?: string; confirm?: ConfirmType; confirmText?: I18n; to?: string; widget?: string };
}

export type ColumnType = 'data' | 'selection' | 'index' | 'operation' | 'image' | 'expand';

export interface ColumnDef {
  type: ColumnType;
  prop?: string;
  label?: I18n;
  width?: number;
  minWidth?: number;
  fixed?: 'left' | 'right';
  sortable?: boolean;
  /** Shown by default unless false. */
  isShow?: boolean;
  format?: string;
  /** The kind that draws the column: its field's, or the one its format names (tmStatus, goods, tags). */
  fieldKind?: string;
  permission?: string;
  buttons?: ButtonDef[];
}

/** A Formily ISchema object (title zh, x-title-en en; enum items carry labelEn; x-options-call names a call). */
export type FormilySchema = Record<string, unknown>;

export interface ScreenDef {
  screen: string;
  /** Custom-field module of this screen's records: its fields become columns, filters and editable cells. */
  customFieldModule?: number;
  title: I18n;
  entity: string;
  /** Key of the user's column settings and sort presets. */
  tableKey: string;
  calls: { list: CallRef; create?: CallRef; update?: CallRef; delete?: CallRef; export?: CallRef; setCustomValue?: CallRef };
  defaultSort: Array<{ key: string; asc: boolean }>;
  sortable: string[];
  fields: Record<string, ScreenField>;
  filter: FilterConfig;
  columns: ColumnDef[];
  toolbar: ButtonDef[];
  /** rowVersion: the row's version prop, sent back with an edit (a stale one is refused with 40900). */
  form?: { title: I18n; width: number; columns: 1 | 2; create: FormilySchema; update: FormilySchema; rowVersion?: string };
}
