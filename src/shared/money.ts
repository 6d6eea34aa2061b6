// Money (the money field kind): an exact decimal amount as a string, never a float, with its ISO-4217 currency.
// One place for the currencies (symbol, minor digits, names), parsing typed input and formatting as users
// read it (¥1,234.50 / US$ 1,234.50), on the client (cells, inputs) and the server (exports). The money kind's
// value schema lists the same codes (a unit test compares).
export interface Currency { code: string; symbol: string; digits: number; zh: string; en: string }

export const CURRENCIES: readonly Currency[] = [
  { code: 'CNY', symbol: '¥', digits: 2, zh: '人民币', en: 'Chinese yuan' },
  { code: 'USD', symbol: 'US$ ', digits: 2, zh: '美元', en: 'US dollar' },
  { code: 'EUR', symbol: '€', digits: 2, zh: '欧元', en: 'Euro' },
  { code: 'JPY', symbol: 'JP¥', digits: 0, zh: '日元', en: 'Japanese yen' },
  { code: 'GBP', symbol: '£', digits: 2, zh: '英镑', en: 'Pound sterling' },
  { code: 'HKD', symbol: 'HK$ ', digits: 2, zh: '港币', en: 'Hong Kong dollar' },
  { code: 'MOP', symbol: 'MOP$ ', digits: 2, zh: '澳门元', en: 'Macanese pataca' },
  { code: 'TWD', symbol: 'NT$ ', digits: 2, zh: '新台币', en: 'New Taiwan dollar' },
  { code: 'KRW', symbol: '₩', digits: 0, zh: '韩元', en: 'South Korean won' },
  { code: 'SGD', symbol: 'S$ ', digits: 2, zh: '新加坡元', en: 'Singapore dollar' },
  { code: 'AUD', symbol: 'A$ ', digits: 2, zh: '澳元', en: 'Australian dollar' },
  { code: 'CAD', symbol: 'C$ ', digits: 2, zh: '加元', en: 'Canadian dollar' },
  { code: 'CHF', symbol: 'CHF ', digits: 2, zh: '瑞士法郎', en: 'Swiss franc' },
];

export interface Money { amount: string; currency: string }

const byCode = new Map(CURRENCIES.map((c) => [c.code, c]));
export const currencyOf = (code: string | undefined): Currency => byCode.get(code ?? '') ?? CURRENCIES[0];
/** At most 15 integer digits (below 2^53 in minor units of 2 digits as well). */
export const MONEY_MAX_INTEGER_DIGITS = 15;

export function isMoney(v: unknown): v is Money {
  return !!v && typeof v === 'object' && typeof (v as Money).amount === 'string' && typeof (v as Money).currency === 'string';
}

/**
 * The stored amount for typed text: separators and symbols dropped, at most the currency's minor digits
 * (more is an error, not a rounding), no leading zeros; null when empty; undefined when not an amount.
 */
export function parseAmount(text: string | number | null | undefined, currency: string): string | null | undefined {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return undefined; // floats never become money
  const s = text.replace(/[\s,，]/g, '').replace(/^(-?)(?:US\$|HK\$|MOP\$|NT\$|S\$|A\$|C\$|JP¥|CHF|[¥$€£₩])/, '$1');
  if (s === '' || s === '-') return null;
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(s);
  if (!m) return undefined;
  const digits = currencyOf(currency).digits;
  const int = m[2].replace(/^0+(?=\d)/, '');
  const frac = (m[3] ?? '').replace(/0+$/, '');
  if (int.length > MONEY_MAX_INTEGER_DIGITS || frac.length > digits) return undefined;
  const zero = /^0*$/.test(int + frac);
  return `${m[1] && !zero ? '-' : ''}${int}${frac ? '.' + frac.padEnd(digits, '0') : digits ? '.' + '0'.repeat(digits) : ''}`;
}

/** Thousands separators and exactly the currency's minor digits, from the decimal string (no floating point). */
export function formatAmount(amount: string, currency: string): string {
  const digits = currencyOf(currency).digits;
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!m) return amount;
  const int = m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = (m[3] ?? '').padEnd(digits, '0').slice(0, digits);
  return `${m[1]}${int}${digits ? '.' + frac : ''}`;
}

/** ¥1,234.50 / US$ 1,234.50 / -¥3.00 (the sign before the symbol); '' for no value. */
export function formatMoney(value: unknown): string {
  if (!isMoney(value)) return '';
  const c = currencyOf(value.currency);
  const text = formatAmount(value.amount, c.code);
  return text.startsWith('-') ? `-${c.symbol}${text.slice(1)}` : `${c.symbol}${text}`;
}

/** The amount in integer minor units (cents), exact as a bigint: for sums and comparisons. */
export function minorUnits(value: Money): bigint {
  const digits = currencyOf(value.currency).digits;
  const [int, frac = ''] = value.amount.replace('-', '').split('.');
  const units = BigInt(int + frac.padEnd(digits, '0').slice(0, digits));
  return value.amount.startsWith('-') ? -units : units;
}
