// The 自定义字段 dialog as a pure state machine (spec 2.16, 4, 5, 9): the module's fields as local drafts; new
// fields added locally with the defaults (required 1, the type's default settings: remind 0, 00:00, person
// mode 1, integer, three colour presets); saved fields marked deleted, not removed; one field editor open at
// a time (the dialog widens to 760 meanwhile); confirm sends every change at once, refused while an editor
// is open (请先保存字段设置). Locked fields (isEdit 0) cannot be edited or deleted.
import { customFieldKindByCode } from '../../generated/field-kinds';
import type { MessageKey } from '../i18n';
import type { FieldSave } from './customFieldsController';
import { configOf, type CustomFieldDef, type FieldConfig } from './model';

export const DIALOG_WIDTH = 420;
export const DIALOG_WIDTH_EDITING = 760;
export const ADD_DIALOG_WIDTH = 500;
export const TITLE_MAX_LENGTH = 30;
export const DESC_MAX_LENGTH = 200;

export interface DraftField {
  /** 'id:<id>' for saved fields, 'new:<n>' for local ones. */
  key: string;
  id?: number;
  fieldTitle: string;
  fieldDesc: string;
  isRequire: 0 | 1;
  fieldType: number;
  config: FieldConfig;
  isEdit: 0 | 1;
  deleted: boolean;
  /** Changed locally since it was loaded (saved fields) or never saved (new ones). */
  dirty: boolean;
}

export interface DialogState {
  fields: DraftField[];
  /** The field being edited (a copy; the list keeps the last committed version), and whether it is new. */
  editing: { draft: DraftField; isNew: boolean } | null;
  nextKey: number;
}

export type Step = { ok: true; state: DialogState } | { ok: false; warning: MessageKey };

/** Checks the editor's settings and returns their saved form: per type (choice fields: 请输入选项). */
export interface ConfigRules {
  check(fieldType: number, config: FieldConfig): MessageKey | null;
  clean(fieldType: number, config: FieldConfig): FieldConfig;
}

export function draftOf(def: CustomFieldDef): DraftField {
  return {
    key: `id:${def.id}`,
    id: def.id,
    fieldTitle: def.fieldTitle,
    fieldDesc: def.fieldDescription ?? '',
    isRequire: def.isRequire,
    fieldType: def.fieldType,
    config: configOf(def),
    isEdit: def.isEdit,
    deleted: false,
    dirty: false,
  };
}

export function initDialog(defs: CustomFieldDef[], focusId?: number): DialogState {
  const fields = defs.map(draftOf);
  const focus = focusId === undefined ? undefined : fields.find((f) => f.id === focusId && f.isEdit !== 0);
  return { fields, editing: focus ? { draft: { ...focus }, isNew: false } : null, nextKey: 1 };
}

/** A new local field of the chosen type with the defaults of spec 9, opened in the editor. */
export function addField(state: DialogState, fieldType: number): Step {
  if (state.editing) return { ok: false, warning: 'cf.saveFirst' };
  const type = customFieldKindByCode[fieldType];
  if (!type) return { ok: false, warning: 'cf.chooseType' };
  const draft: DraftField = {
    key: `new:${state.nextKey}`,
    fieldTitle: '',
    fieldDesc: '',
    isRequire: 1,
    fieldType,
    config: structuredClone(type.defaultConfig),
    isEdit: 1,
    deleted: false,
    dirty: true,
  };
  return { ok: true, state: { ...state, editing: { draft, isNew: true }, nextKey: state.nextKey + 1 } };
}

export function startEdit(state: DialogState, key: string): Step {
  const field = state.fields.find((f) => f.key === key);
  if (!field || field.deleted) return { ok: false, warning: 'cf.locked' };
  if (field.isEdit === 0) return { ok: false, warning: 'cf.locked' };
  if (state.editing) return state.editing.draft.key === key ? { ok: true, state } : { ok: false, warning: 'cf.saveFirst' };
  return { ok: true, state: { ...state, editing: { draft: structuredClone(field), isNew: false } } };
}

export function updateDraft(state: DialogState, patch: Partial<Pick<DraftField, 'fieldTitle' | 'fieldDesc' | 'isRequire' | 'config'>>): DialogState {
  if (!state.editing) return state;
  return { ...state, editing: { ...state.editing, draft: { ...state.editing.draft, ...patch } } };
}

/** 保存字段: checks the title and the settings, puts the field into the list (locally), closes the editor. */
export function commitEdit(state: DialogState, rules: ConfigRules): Step {
  if (!state.editing) return { ok: true, state };
  const { draft, isNew } = state.editing;
  const title = draft.fieldTitle.trim();
  if (!title) return { ok: false, warning: 'cf.titleRequired' };
  const problem = rules.check(draft.fieldType, draft.config);
  if (problem) return { ok: false, warning: problem };
  const field: DraftField = { ...draft, fieldTitle: title.slice(0, TITLE_MAX_LENGTH), config: rules.clean(draft.fieldType, draft.config), dirty: true };
  const fields = isNew ? [...state.fields, field] : state.fields.map((f) => (f.key === field.key ? field : f));
  return { ok: true, state: { ...state, fields, editing: null } };
}

/** 取消 in the editor: the list keeps the last committed version; a new field that was never committed goes. */
export function cancelEdit(state: DialogState): DialogState {
  return { ...state, editing: null };
}

/** 删除: a new field disappears; a saved one is marked deleted (sent as delete=1 on confirm). */
export function removeField(state: DialogState, key: string): Step {
  const field = state.fields.find((f) => f.key === key);
  if (!field) return { ok: true, state };
  if (field.isEdit === 0) return { ok: false, warning: 'cf.locked' };
  const editing = state.editing?.draft.key === key ? null : state.editing;
  const fields = field.id === undefined ? state.fields.filter((f) => f.key !== key) : state.fields.map((f) => (f.key === key ? { ...f, deleted: true } : f));
  return { ok: true, state: { ...state, fields, editing } };
}

export function restoreField(state: DialogState, key: string): DialogState {
  return { ...state, fields: state.fields.map((f) => (f.key === key ? { ...f, deleted: false } : f)) };
}

/** The updateCustomFields fields of the dialog's changes, or 请先保存字段设置 while an editor is open. */
export function changesOf(state: DialogState): { ok: true; fields: FieldSave[] } | { ok: false; warning: MessageKey } {
  if (state.editing) return { ok: false, warning: 'cf.saveFirst' };
  const out: FieldSave[] = [];
  for (const f of state.fields) {
    if (f.id === undefined) {
      if (f.deleted) continue;
      out.push({ fieldTitle: f.fieldTitle, fieldDesc: f.fieldDesc, isRequire: f.isRequire, fieldType: f.fieldType, fieldContent: JSON.stringify(f.config), state: 1 });
    } else if (f.deleted) {
      out.push({ id: f.id, delete: 1 });
    } else if (f.dirty && f.isEdit !== 0) {
      out.push({ id: f.id, fieldTitle: f.fieldTitle, fieldDesc: f.fieldDesc, isRequire: f.isRequire, fieldContent: JSON.stringify(f.config) });
    }
  }
  return { ok: true, fields: out };
}

export const dialogWidth = (state: DialogState) => (state.editing ? DIALOG_WIDTH_EDITING : DIALOG_WIDTH);
