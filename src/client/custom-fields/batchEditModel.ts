// The 批量修改自定义字段 dialog as pure rules (spec 2.16, 5, 7.4): rows of (field, value); each field at most
// once; every row needs a field (请先选择所有要修改的字段); values converted like a cell edit; the request maps
// field titles to values for the chosen record ids (the call's contract).
import type { MessageKey } from '../i18n';
import { configOf, typeOf, type CustomFieldDef, type Lang } from './model';
import type { FieldCtx } from '../runtime/field-kinds/contracts';
import { toStoredValue } from './types/values';

export const BATCH_DIALOG_WIDTH = 580;

export interface BatchRow { key: number; fieldId?: number; value: unknown }

export function firstRows(): BatchRow[] {
  return [{ key: 1, value: null }];
}

export function addRow(rows: BatchRow[], fieldCount: number): BatchRow[] {
  if (rows.length >= fieldCount) return rows;
  return [...rows, { key: Math.max(0, ...rows.map((r) => r.key)) + 1, value: null }];
}

export function removeRow(rows: BatchRow[], key: number): BatchRow[] {
  const next = rows.filter((r) => r.key !== key);
  return next.length ? next : firstRows();
}

/** Choosing a field clears the row's value (the editor changes with the type). */
export function setRowField(rows: BatchRow[], key: number, fieldId: number | undefined): BatchRow[] {
  return rows.map((r) => (r.key === key ? { ...r, fieldId, value: null } : r));
}

export function setRowValue(rows: BatchRow[], key: number, value: unknown): BatchRow[] {
  return rows.map((r) => (r.key === key ? { ...r, value } : r));
}

/** Fields a row may choose: the editable ones not taken by another row. */
export function choicesFor(rows: BatchRow[], key: number, fields: CustomFieldDef[]): CustomFieldDef[] {
  const taken = new Set(rows.filter((r) => r.key !== key && r.fieldId !== undefined).map((r) => r.fieldId));
  return fields.filter((f) => !taken.has(f.id));
}

export const ctxOf = (def: CustomFieldDef, lang: Lang): FieldCtx | null => {
  const type = typeOf(def);
  return type ? { def, kind: type, config: configOf(def), lang } : null;
};

export type BatchRequest =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; warning: MessageKey; vars?: Record<string, string | number> };

/** The call's data (field title -> stored value), or the first problem. */
export function toBatchData(rows: BatchRow[], fields: CustomFieldDef[], lang: Lang): BatchRequest {
  if (!rows.length || rows.some((r) => r.fieldId === undefined)) return { ok: false, warning: 'cf.batch.fieldMissing' };
  const data: Record<string, unknown> = {};
  for (const row of rows) {
    const def = fields.find((f) => f.id === row.fieldId);
    const ctx = def && ctxOf(def, lang);
    if (!def || !ctx) return { ok: false, warning: 'cf.batch.fieldMissing' };
    if (def.fieldTitle in data) return { ok: false, warning: 'cf.batch.fieldTwice', vars: { title: def.fieldTitle } };
    const v = toStoredValue(row.value, ctx);
    if (!v.ok) return { ok: false, warning: v.error, vars: { title: def.showFieldTitle || def.fieldTitle } };
    data[def.fieldTitle] = v.value;
  }
  return { ok: true, data };
}
