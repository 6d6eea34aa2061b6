// Exact money of the finance module: decimal strings ("1234.50", at most two decimals) as integer minor units
// (fen, bigint) and back. Never floats; sums per currency only. Pure, unit-tested.

export const DECIMAL = /^(0|[1-9][0-9]{0,12})(\.[0-9]{1,2})?$/;

/** "1234.5" -> 123450n; throws on anything that is not an exact non-negative decimal of at most two places. */
export function toMinor(amount: string): bigint {
  if (!DECIMAL.test(amount)) throw new RangeError(`not an exact amount: ${amount}`);
  const [int, frac = ''] = amount.split('.');
  return BigInt(int) * 100n + BigInt((frac + '00').slice(0, 2));
}

/** 123450n -> "1234.50" (negative amounts keep their sign). */
export function fromMinor(minor: bigint | number | string): string {
  const m = BigInt(minor);
  const abs = m < 0n ? -m : m;
  return `${m < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Sums per currency, in the order the currencies first appear: never a sum across currencies. */
export function sumPerCurrency(items: Array<{ currency: string; amount: string }>): Array<{ currency: string; amount: string }> {
  const by = new Map<string, bigint>();
  for (const it of items) by.set(it.currency, (by.get(it.currency) ?? 0n) + toMinor(it.amount));
  return [...by].map(([currency, m]) => ({ currency, amount: fromMinor(m) }));
}

/** How a bill stands after its payments: 已付清 from the full amount on, 部分付款 with some paid, else 已出账. */
export function billStatus(amountMinor: bigint, paidMinor: bigint): 'billed' | 'partlyPaid' | 'paid' {
  if (paidMinor >= amountMinor) return 'paid';
  return paidMinor > 0n ? 'partlyPaid' : 'billed';
}
