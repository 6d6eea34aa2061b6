// Strings PostgreSQL cannot store (NUL) or that are not text (a lone surrogate) anywhere in a request body,
// also under values the schemas leave open (custom-field values, JSON documents): refused before the
// validator runs, naming where, so no handler ever sees them.
import { fieldPath } from './validation-message';

const BAD = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first unstorable string (keys included), or null. */
export function unstorableTextAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return BAD.test(value) ? fieldPath(path) : null;
  if (!value || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const at = `${path}/${k}`;
    if (BAD.test(k)) return fieldPath(at);
    const found = unstorableTextAt(v, at);
    if (found) return found;
  }
  return null;
}
