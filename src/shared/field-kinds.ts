// Contract of a field kind as generated from schemas/field-kinds (client and server): built-in fields, custom
// fields (kinds with a code) and the form designer's palette read the same definitions.
export type FieldKindFilterOp = 'eq' | 'in' | 'range' | 'contains' | 'empty' | 'tree';
/** Operators of custom-field filters (the list request's customFilters). */
export type CustomFieldFilterOp = Exclude<FieldKindFilterOp, 'tree'>;
export type FieldKindGroup = 'basic' | 'choice' | 'datetime' | 'file' | 'business' | 'system';
export type StorageKind = 'text' | 'integer' | 'number' | 'boolean' | 'datetime' | 'date' | 'json' | 'array';

export interface FieldKindDef {
  /** Stable key: x-kind of entity fields, registry key. */
  kind: string;
  label: { zh: string; en: string };
  /** Palette group of the form designer (system kinds are not offered there). */
  group: FieldKindGroup;
  /** false: left out of the designer's palette (a custom-field copy of a general kind with the same label). */
  palette?: false;
  /** true: a client may fill it in on a public form (proposal link, no sign-in); files upload through the link. */
  publicForm?: true;
  /** The business module that implements the kind (absent: the platform). */
  module?: string;
  /** Older widget names meaning this kind. */
  aliases?: string[];
  /** fieldType number of custom fields of this kind (absent: not a custom-field type). */
  code?: number;
  storage: StorageKind[];
  valueSchema: Record<string, unknown>;
  /** What a designer may set (options/dictionary, format, currency...). */
  configSchema: Record<string, unknown>;
  defaultConfig: Record<string, unknown>;
  /** Names of the widgets in the client registry (src/client/runtime/field-kinds). */
  widgets: { filter: string; form: string; cell: string; cellEditor: string; config: string };
  /** Default x-component-props of the form component. */
  formProps?: Record<string, unknown>;
  /** Operators of a custom or designed field of this kind; empty: not a list filter. */
  filterOps: FieldKindFilterOp[];
  sortable: boolean;
  /** Export format name (src/server/exports/formats.ts or a module's). */
  export: string;
  limits?: Record<string, number>;
}

/** A kind users may pick for a custom field. */
export type CustomFieldKindDef = FieldKindDef & { code: number; filterOps: CustomFieldFilterOp[] };

export interface CustomFieldModuleDef {
  module: number;
  label: { zh: string; en: string };
  /** Screen whose records hold the values; absent while the module has no screen. */
  screen?: string;
  builtin?: Array<{ key: string; fieldTitle: string; showFieldTitle: string; fieldType: number; fieldContent: Record<string, unknown> }>;
}
