// Contract of a custom-field type as generated from schemas/custom-field-types (client and server).
export type CustomFieldFilterOp = 'eq' | 'in' | 'range' | 'contains' | 'empty';

export interface CustomFieldTypeDef {
  type: 'singleLineText' | 'multiLineText' | 'singleChoice' | 'multipleChoice' | 'attachment' | 'date' | 'number' | (string & {});
  /** fieldType number stored with each definition. */
  code: number;
  label: { zh: string; en: string };
  valueSchema: Record<string, unknown>;
  configSchema: Record<string, unknown>;
  /** Contents of a new field of this type. */
  defaultConfig: Record<string, unknown>;
  widgets: { config: string; editor: string; cell: string; cellEditor: string };
  /** Empty: the field cannot be a list filter. */
  filterOps: CustomFieldFilterOp[];
  sortable: boolean;
  limits?: Record<string, number>;
}

export interface CustomFieldModuleDef {
  module: number;
  label: { zh: string; en: string };
  /** Screen whose records hold the values; absent while the module has no screen. */
  screen?: string;
  builtin?: Array<{ key: string; fieldTitle: string; showFieldTitle: string; fieldType: number; fieldContent: Record<string, unknown> }>;
}
