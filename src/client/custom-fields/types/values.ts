// Editor value -> stored value, per editor widget name (the type's widgets.editor; its cell editor produces
// the same shapes): limits applied, empties as null, wrong input refused with a message key. Pure; the
// server validates again with the type's value schema.
import type { MessageKey } from '../../i18n';
import { isEmptyValue } from '../model';
import { optionsOf, toMultiValue, toSingleValue } from './choice';
import type { ValueResult, WidgetCtx } from './contracts';
import { hasTime, parseDateValue, dateConfigOf, toDateValue } from './date';
import { filesOf } from './files';
import { numberFormatOf, parseNumberInput, roundNumber } from './number';
import { maxLengthOf, toTextValue } from './text';

type Codec = (raw: unknown, ctx: WidgetCtx) => ValueResult;
const ok = (value: unknown): ValueResult => ({ ok: true, value });
const fail = (error: MessageKey): ValueResult => ({ ok: false, error });

const text: Codec = (raw, ctx) => ok(toTextValue(raw, maxLengthOf(ctx.type)));

export const valueCodecs: Record<string, Codec> = {
  input: text,
  textarea: text,
  select: (raw) => ok(toSingleValue(raw)),
  multiSelect: (raw, ctx) => ok(toMultiValue(raw, optionsOf(ctx.config))),
  date: (raw, ctx) => {
    if (isEmptyValue(raw)) return ok(null);
    const d = parseDateValue(raw);
    return d ? ok(toDateValue(d, dateConfigOf(ctx.config).dateFormat)) : fail('cf.invalidDate');
  },
  number: (raw, ctx) => {
    const format = numberFormatOf(ctx.config);
    const n = typeof raw === 'number' ? roundNumber(raw, format) : parseNumberInput(raw as string | null, format);
    if (n === null) return ok(null);
    return Number.isNaN(n) ? fail('cf.invalidNumber') : ok(n);
  },
  upload: (raw) => {
    const files = filesOf(raw);
    return ok(files.length ? files : null);
  },
};

/** The stored value for an editor's value; unknown editors pass the value through. */
export function toStoredValue(raw: unknown, ctx: WidgetCtx): ValueResult {
  const codec = valueCodecs[ctx.type.widgets.editor];
  const result = codec ? codec(raw, ctx) : ok(isEmptyValue(raw) ? null : raw);
  if (result.ok && result.value === null && ctx.def.isRequire === 1) return fail('cf.requiredValue');
  return result;
}

/** Whether the hour-minute format applies (date pickers show the time). */
export const dateHasTime = (ctx: WidgetCtx) => hasTime(dateConfigOf(ctx.config).dateFormat);
