import { beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/types';
import { bindOverCapScope, forgetOverCapFacts, knownOverCap, OVER_CAP_MAX_ENTRIES, OVER_CAP_TTL_MS, rememberOverCap, tenantWrote, writeGeneration } from './over-cap';

const tx = (): Queryable => ({ query: async () => ({ rows: [], rowCount: 0 }) });
const SQL = 'select count(*)::int as n from (select 1 from t where x like $1 limit 10001) capped';

describe('remembered over-cap counts', () => {
  beforeEach(() => forgetOverCapFacts());

  it('are kept per tenant, condition and parameters', () => {
    const a = tx();
    bindOverCapScope(a, 1, writeGeneration());
    rememberOverCap(a, SQL, ['%安%'], 1000);
    expect(knownOverCap(a, SQL, ['%安%'], 1001)).toBe(true);
    expect(knownOverCap(a, SQL, ['%星%'], 1001)).toBe(false);
    const otherTenant = tx();
    bindOverCapScope(otherTenant, 2, writeGeneration());
    expect(knownOverCap(otherTenant, SQL, ['%安%'], 1001)).toBe(false);
  });

  it('are neither kept nor read by unscoped work', () => {
    const unscoped = tx();
    rememberOverCap(unscoped, SQL, [], 1000);
    expect(knownOverCap(unscoped, SQL, [], 1001)).toBe(false);
  });

  it('expire after the TTL', () => {
    const a = tx();
    bindOverCapScope(a, 1, writeGeneration());
    rememberOverCap(a, SQL, [], 1000);
    expect(knownOverCap(a, SQL, [], 1000 + OVER_CAP_TTL_MS)).toBe(true);
    expect(knownOverCap(a, SQL, [], 1001 + OVER_CAP_TTL_MS)).toBe(false);
  });

  it("are dropped by the tenant's writes committed after the counting call began, not by earlier ones or other tenants'", () => {
    tenantWrote(1); // before the call
    const counting = tx();
    bindOverCapScope(counting, 1, writeGeneration());
    tenantWrote(2); // another tenant, while counting
    rememberOverCap(counting, SQL, [], 1000);
    const later = tx();
    bindOverCapScope(later, 1, writeGeneration());
    expect(knownOverCap(later, SQL, [], 1001)).toBe(true);
    tenantWrote(1);
    expect(knownOverCap(later, SQL, [], 1002)).toBe(false);
  });

  it('counted while a write of the tenant committed are not kept', () => {
    const counting = tx();
    bindOverCapScope(counting, 1, writeGeneration());
    tenantWrote(1); // committed during the count: the count may not have seen it
    rememberOverCap(counting, SQL, [], 1000);
    const later = tx();
    bindOverCapScope(later, 1, writeGeneration());
    expect(knownOverCap(later, SQL, [], 1001)).toBe(false);
  });

  it('drop the oldest beyond the limit', () => {
    const a = tx();
    bindOverCapScope(a, 1, writeGeneration());
    for (let i = 0; i <= OVER_CAP_MAX_ENTRIES; i++) rememberOverCap(a, SQL, [i], 1000);
    expect(knownOverCap(a, SQL, [0], 1001)).toBe(false);
    expect(knownOverCap(a, SQL, [1], 1001)).toBe(true);
    expect(knownOverCap(a, SQL, [OVER_CAP_MAX_ENTRIES], 1001)).toBe(true);
  });
});
