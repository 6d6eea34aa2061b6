// Row versions on the client: an edit sends back the version it was read at, and a save refused because
// someone else changed the record meanwhile (40900, STALE_RECORD_MESSAGE) carries the record as it is now,
// so the dialog can offer to reload it.
import { STALE_RECORD_MESSAGE, SubCode } from '../../../shared/subcodes';
import { ApiCallError } from '../../request/http';

type Rec = Record<string, unknown>;

/** The edit body: the form's values, the record's id and, with row versions, the version it was read at. */
export function updateBody(values: Rec, row: Rec, rowVersion?: string): Rec {
  return { ...values, id: row.id, ...(rowVersion ? { [rowVersion]: row[rowVersion] } : {}) };
}

/** The record as it is now when the save failed because it was changed since the form read it; else null. */
export function staleRecord(e: unknown): Rec | null {
  if (!(e instanceof ApiCallError) || e.subCode !== SubCode.CONFLICT || e.message !== STALE_RECORD_MESSAGE) return null;
  const current = (e.data as { current?: unknown } | null)?.current;
  return current && typeof current === 'object' ? (current as Rec) : null;
}
