// Saving one edited cell (spec 4): the editor's value converted and checked by the type (limits, required),
// written into the row at once (no reload), sent with setCustomFieldData, and put back as it was when the
// server refuses it (its message was shown by the request layer).
import type { MessageKey } from '../../i18n';
import type { Row } from '../../runtime/list/listController';
import type { CustomFieldsController } from '../customFieldsController';
import { sameValue, titleOf, valueOf, writeValue } from '../model';
import type { FieldCtx } from '../../runtime/field-kinds/contracts';
import { toStoredValue } from '../types/values';

export interface CommitDeps {
  setValue: CustomFieldsController['setValue'];
  warn: (key: MessageKey, vars?: Record<string, string | number>) => void;
  saved: () => void;
}

export function makeCellCommit({ setValue, warn, saved }: CommitDeps) {
  return (row: Row, ctx: FieldCtx, raw: unknown, redraw: () => void): boolean => {
    const def = ctx.def!; // custom columns always carry their definition
    const result = toStoredValue(raw, ctx);
    if (!result.ok) {
      warn(result.error, { title: titleOf(def) });
      return false;
    }
    const id = def.id;
    const old = valueOf(row, id);
    if (sameValue(old, result.value)) return false;
    writeValue(row, id, result.value);
    setValue(Number(row.id), id, result.value).then(
      (stored) => {
        if (!sameValue(stored, result.value)) {
          writeValue(row, id, stored);
          redraw();
        }
        saved();
      },
      () => {
        writeValue(row, id, old);
        redraw();
      },
    );
    return true;
  };
}
