// The values of a case form as the calls take them: each field's typed input through its kind's converter
// (money amounts, numbers...), as the form dialogs do. Used by the built-in and the designed case form pages.
import { FormPath, isField, type Form } from '@formily/core';
import { fieldKindByKey } from '../../../generated/field-kinds';
import { t as platformT } from '../../../client/i18n';
import { fieldCtx, implOf } from '../../../client/runtime/field-kinds';

/** The field kind of each Formily component name (a kind's widgets.form). */
const kindOfComponent = new Map(Object.entries(fieldKindByKey).map(([key, def]) => [def.widgets.form, key]));

/**
 * The form's values through each field's kind (typed text -> the stored value: money amounts, numbers...), as the
 * form dialogs do; null when a field's value is not one (the field shows why). Components named in caseShaped
 * are left as they are (the case page's wrappers of the kinds' components, CASE_SHAPED_COMPONENTS).
 */
export function convertedValues(form: Form, lang: 'zh' | 'en', caseShaped: ReadonlySet<string> = new Set()): Record<string, unknown> | null {
  const values = JSON.parse(JSON.stringify(form.values ?? {})) as Record<string, unknown>;
  let ok = true;
  form.query('*').forEach((field) => {
    if (!isField(field) || field.value === undefined || !field.visible) return;
    const name = Array.isArray(field.component) && typeof field.component[0] === 'string' ? field.component[0] : undefined;
    // A component the page wraps already gives the form's own shape ({fileName, filePath}): no kind converter.
    const kind = name && !caseShaped.has(name) ? kindOfComponent.get(name) : undefined;
    const convert = kind ? implOf(kind).toValue : undefined;
    if (!convert) return;
    // An object field nobody touched holds {}: empty, not a value.
    const empty = field.value !== null && typeof field.value === 'object' && !Array.isArray(field.value) && Object.keys(field.value).length === 0;
    const r = empty ? { ok: true as const, value: null } : convert(field.value, fieldCtx(kind!, lang));
    if (r.ok) FormPath.setIn(values, field.path.toString(), r.value);
    else {
      ok = false;
      field.setSelfErrors([platformT(r.error)]);
    }
  });
  return ok ? values : null;
}
