import { describe, expect, it } from 'vitest';
import { keyRangeCost } from './key-range';

// The cases measured at 1,000,000 marks (scripts/bench-lists.ts): which path is cheaper.
const cheaper = (end: number, matches: number) => {
  const c = keyRangeCost(end, matches / 1_000_000, matches);
  return c.range < c.plain ? 'range' : 'plain';
};

describe('keyRangeCost', () => {
  it('takes the range for a frequent term on page 20 and 100 (安, 38,600 marks: 130-240 ms by the plain path)', () => {
    expect(cheaper(1000, 38_600)).toBe('range');
    expect(cheaper(5000, 38_600)).toBe('range');
  });
  it('leaves a very frequent term to the plain path (科技, 209,000 marks: its page within 5,000 rows in list order)', () => {
    expect(cheaper(1000, 209_000)).toBe('plain');
  });
  it('leaves the first page to the plain path (the probe, or a few rows in list order)', () => {
    expect(cheaper(50, 38_600)).toBe('plain');
  });
});
