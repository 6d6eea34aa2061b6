import { describe, expect, it } from 'vitest';
import { PROBE_MAX_ROWS, PROBE_MIN_ROWS, probeRows } from './probe';

describe('probeRows', () => {
  it('reads twice the rows a term of this share needs for the page, within its bounds', () => {
    // 安 (3.9 %) for page 1 of 50: 2,564 rows needed, the minimum read
    expect(probeRows(50, 0.039)).toBe(PROBE_MIN_ROWS);
    // 华美 (1.9 %): 5,264
    expect(probeRows(50, 0.019)).toBe(5264);
    // a term of 0.5 % for page 1 of 50 would need 20,000: the GIN index answers it
    expect(probeRows(50, 0.005)).toBeNull();
    expect(probeRows(100, (2 * 100) / PROBE_MAX_ROWS)).toBe(PROBE_MAX_ROWS);
    expect(probeRows(50, 0)).toBeNull();
  });
});
