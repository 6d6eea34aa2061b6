// Custom fields in the create/edit dialog (issue 18): each definition of the screen's module becomes a form
// field of its kind (x-component from the field-kind registry, the field's settings as x-component-props.config,
// 是否必填 as required), keyed cf_<id> on the form's grid; on submit the values are converted by their kind and
// sent as customValues {id: value}. The server checks them again (kind value schema, options, required).
import type { CustomFieldDef } from '../../../generated/types';
import { configOf, isEmptyValue, titleOf, typeOf, valuesOf, type Lang } from '../../custom-fields/model';
import { toStoredValue } from '../../custom-fields/types/values';
import type { MessageKey } from '../../i18n';

export const CF_FORM_PREFIX = 'cf_';
const formKey = (id: number) => `${CF_FORM_PREFIX}${id}`;
/** Kinds that take the dialog's full width. */
const WIDE = new Set(['multiLineText', 'attachment', 'textarea', 'richText', 'goods']);

/** The Formily properties of the definitions, after the screen's fields (x-index from `start`). */
export function customFormProperties(defs: CustomFieldDef[], start: number): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  defs.forEach((def, i) => {
    const kind = typeOf(def);
    if (!kind) return;
    const title = titleOf(def);
    out[formKey(def.id)] = {
      type: 'string',
      title,
      'x-title-en': title,
      'x-decorator': 'FormItem',
      ...(WIDE.has(kind.kind) ? { 'x-decorator-props': { gridSpan: 2 } } : {}),
      'x-component': kind.widgets.form,
      'x-field-kind': kind.kind,
      'x-component-props': { ...(kind.formProps ?? {}), config: configOf(def), def: { id: def.id, fieldTitle: def.fieldTitle, showFieldTitle: def.showFieldTitle, fieldType: def.fieldType, isRequire: def.isRequire } },
      'x-index': start + i,
      ...(def.isRequire === 1 ? { required: true } : {}),
      ...(def.fieldDescription ? { description: def.fieldDescription } : {}),
    };
  });
  return out;
}

/** The form's starting values of a record's custom fields. */
export function customInitialValues(row: Record<string, unknown> | undefined, defs: CustomFieldDef[]): Record<string, unknown> {
  const values = valuesOf(row);
  const out: Record<string, unknown> = {};
  for (const def of defs) if (!isEmptyValue(values[String(def.id)])) out[formKey(def.id)] = values[String(def.id)];
  return out;
}

export type CustomValuesResult = { ok: true; customValues: Record<string, unknown> } | { ok: false; error: MessageKey; title: string };

/**
 * customValues of the body: every field's value converted by its kind and checked for 是否必填; on create the
 * empty ones are left out, on update they are sent as null (cleared).
 */
export function customValuesOf(values: Record<string, unknown>, defs: CustomFieldDef[], mode: 'create' | 'update', lang: Lang): CustomValuesResult {
  const out: Record<string, unknown> = {};
  for (const def of defs) {
    const kind = typeOf(def);
    if (!kind) continue;
    const result = toStoredValue(values[formKey(def.id)], { kind, def, config: configOf(def), lang });
    if (!result.ok) return { ok: false, error: result.error, title: titleOf(def) };
    if (result.value !== null || mode === 'update') out[String(def.id)] = result.value;
  }
  return { ok: true, customValues: out };
}
