// String formats the request validators enforce (generators/ajv.ts registers them; they are inlined into
// src/generated/validators.js) and the server reuses where a value is checked by code. One place for each:
// what PostgreSQL text, date and timestamptz accept, so no such value reaches the database to be refused.

/**
 * text: every request string. PostgreSQL text and jsonb cannot hold U+0000, and a lone UTF-16 surrogate is
 * not a character (jsonb refuses its escape; UTF-8 cannot encode it). Needs the u flag: a valid surrogate
 * pair is then one code point outside D800-DFFF.
 */
export const TEXT_FORMAT = /^[^\u0000\uD800-\uDFFF]*$/u;

// A real calendar day of the years 0001-9999 (PostgreSQL has no year 0): month lengths and leap years
// (divisible by 4, except centuries not divisible by 400).
const DAY =
  '(?!0000)(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))' +
  '|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)';
const HOUR_MINUTE = '(?:[01][0-9]|2[0-3]):[0-5][0-9]';

/** date: YYYY-MM-DD, a day that exists. */
export const DATE_FORMAT = new RegExp(`^(?:${DAY})$`);
/** date-time: RFC 3339 with a day that exists and a time zone (as the server writes timestamps). */
export const DATE_TIME_FORMAT = new RegExp(`^(?:${DAY})[Tt ]${HOUR_MINUTE}:(?:[0-5][0-9]|60)(?:\\.[0-9]+)?(?:[Zz]|[+-]${HOUR_MINUTE})$`);
/** date-minute: a custom date field's value, YYYY-MM-DD or YYYY-MM-DDTHH:mm (the hour-and-minute formats). */
export const DATE_MINUTE_FORMAT = new RegExp(`^(?:${DAY})(?:T${HOUR_MINUTE})?$`);

/** The largest record id: ids are PostgreSQL integer (int4) serials. */
export const MAX_ID = 2_147_483_647;

/** A record id written as text: 1..2147483647, PostgreSQL integer (int4) ids, no leading zeros. */
const ID =
  '(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}' +
  '|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])';
/** id-hash-list: ids joined with # (a trademark selection, "12#15#20"). */
export const ID_HASH_LIST_FORMAT = new RegExp(`^${ID}(?:#${ID})*$`);
/** id-comma-list: ids joined with commas, or empty ("3,1,2"). */
export const ID_COMMA_LIST_FORMAT = new RegExp(`^(?:${ID}(?:,${ID})*)?$`);

/** Formats by the name schemas use; generators/ajv.ts overrides ajv-formats' date and date-time with these. */
export const STRING_FORMATS = {
  text: TEXT_FORMAT,
  date: DATE_FORMAT,
  'date-time': DATE_TIME_FORMAT,
  'date-minute': DATE_MINUTE_FORMAT,
  'id-hash-list': ID_HASH_LIST_FORMAT,
  'id-comma-list': ID_COMMA_LIST_FORMAT,
} as const;

export const isCalendarDate = (value: unknown): value is string => typeof value === 'string' && DATE_FORMAT.test(value);
