// Exact comparison of decimal amounts ("1200", "1200.5", "1200.50"): compared as integers of fen, never as floats.

const AMOUNT = /^(0|[1-9][0-9]{0,12})(?:\.([0-9]{1,2}))?$/;

export const isAmount = (s: string) => AMOUNT.test(s);

function fen(s: string): bigint {
  const m = AMOUNT.exec(s);
  if (!m) throw new Error(`not an amount: ${s}`);
  return BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareAmounts(a: string, b: string): number {
  const x = fen(a);
  const y = fen(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
