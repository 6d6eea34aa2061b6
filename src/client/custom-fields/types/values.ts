// Editor value -> stored value by the field's kind (limits applied, empties as null, wrong input refused with a
// message key), then 是否必填. Pure; the server validates again with the kind's value schema.
import { implOf } from '../../runtime/field-kinds';
import type { FieldCtx, ValueResult } from '../../runtime/field-kinds/contracts';
import { isEmptyValue } from '../model';
import { dateConfigOf, hasTime } from './date';

/** The stored value for an editor's value; kinds without a converter pass the value through (empties as null). */
export function toStoredValue(raw: unknown, ctx: FieldCtx): ValueResult {
  const convert = implOf(ctx.kind.kind).toValue;
  const result = convert ? convert(raw, ctx) : { ok: true as const, value: isEmptyValue(raw) ? null : raw };
  if (result.ok && isEmptyValue(result.value) && ctx.def?.isRequire === 1) return { ok: false, error: 'cf.requiredValue' };
  return result.ok && isEmptyValue(result.value) ? { ok: true, value: null } : result;
}

/** Whether the hour-minute format applies (date pickers show the time). */
export const dateHasTime = (ctx: FieldCtx) => hasTime(dateConfigOf(ctx.config).dateFormat);
