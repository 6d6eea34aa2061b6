// Exact money for case fees: amounts are kept in fen (integer minor units) and written as decimal strings.

/** "1234.5" -> 123450 fen. Throws on anything that is not a plain non-negative decimal with at most 2 places. */
export function toFen(amount: string): number {
  const m = /^(0|[1-9][0-9]{0,12})(?:\.([0-9]{1,2}))?$/.exec(amount);
  if (!m) throw new Error(`not an amount: ${amount}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 123450 fen -> "1234.50". */
export function fromFen(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new Error(`not an amount in fen: ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
