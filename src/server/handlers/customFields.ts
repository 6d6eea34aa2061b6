import { listDefinitions, saveField, sortFields } from '../custom-fields/definitions';
import { batchSet as batchSetValues, setValue as setOneValue } from '../custom-fields/values';
import type { Handler } from '../http/context';

const idList = (s: string) => (s ? s.split(',').map(Number) : []);

export const list: Handler<'customFields.list'> = (ctx, body) => listDefinitions(ctx.db, body.type);

export const save: Handler<'customFields.save'> = (ctx, { type, ...input }) => saveField(ctx.db, type, input);

/** All of the dialog's changes in one transaction: new fields, edits, deletions, in order. */
export const saveAll: Handler<'customFields.saveAll'> = async (ctx, body) => {
  for (const field of body.fields) await saveField(ctx.db, body.type, field);
  return listDefinitions(ctx.db, body.type);
};

export const sort: Handler<'customFields.sort'> = (ctx, body) => sortFields(ctx.db, body.fieldType, idList(body.ids), idList(body.isTop));

export const setValue: Handler<'customFields.setValue'> = (ctx, body) => setOneValue(ctx.db, body.type, body.id, body.fieldId, body.value);

export const batchSet: Handler<'customFields.batchSet'> = (ctx, body) => batchSetValues(ctx.db, body.type, idList(body.key), body.data);
