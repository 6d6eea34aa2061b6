import { describe, expect, it } from 'vitest';
import { deriveAnnualFee, overlapping, patentYearOf, ruleFor, SHIPPED_RULES, type FeeInput, type TermRule } from './annualFees';

const granted = (p: Partial<FeeInput>): FeeInput => ({ patentType: 'invention', appDate: '2020-03-16', grantDate: '2022-05-10', feePaidYear: null, legalStatus: 'granted', ...p });

describe('patent term rules', () => {
  it('design patents filed from 2021-06-01 have 15 years, before 10', () => {
    expect(ruleFor(SHIPPED_RULES, 'design', '2021-05-31')?.termYears).toBe(10);
    expect(ruleFor(SHIPPED_RULES, 'design', '2021-06-01')?.termYears).toBe(15);
    expect(ruleFor(SHIPPED_RULES, 'invention', '2024-01-01')?.termYears).toBe(20);
    expect(ruleFor(SHIPPED_RULES, 'utilityModel', '2024-01-01')?.termYears).toBe(10);
    expect(ruleFor(SHIPPED_RULES, 'invention', '1990-01-01')).toBeNull();
  });

  it('finds overlapping rules of the same type only', () => {
    const rules = SHIPPED_RULES.map((r, i) => ({ ...r, id: i + 1 }));
    expect(overlapping(rules, { patentType: 'design', validFrom: '2030-01-01', validTo: null, termYears: 20, legalBasis: '' })?.id).toBe(4);
    expect(overlapping(rules, { patentType: 'design', validFrom: '2030-01-01', validTo: null, termYears: 20, legalBasis: '' }, 4)).toBeUndefined();
    expect(overlapping(rules, { patentType: 'invention', validFrom: '1985-04-01', validTo: '1992-12-31', termYears: 15, legalBasis: '' })).toBeUndefined();
  });
});

describe('annual fee derivation', () => {
  it('patent years run from the filing date', () => {
    expect(patentYearOf('2020-03-16', '2020-03-16')).toBe(1);
    expect(patentYearOf('2020-03-16', '2021-03-15')).toBe(1);
    expect(patentYearOf('2020-03-16', '2021-03-16')).toBe(2);
    expect(patentYearOf('2020-03-16', '2022-05-10')).toBe(3);
  });

  it('the year of grant is paid; the next fee is due the day before the next anniversary', () => {
    const f = deriveAnnualFee(granted({}), SHIPPED_RULES);
    expect(f).toMatchObject({ termYears: 20, expiryDate: '2040-03-15', nextFeeYear: 4, nextFeeDue: '2023-03-15' });
    expect(f.derivation.join('\n')).toContain('授权日 2022-05-10 在第 3 年度（2022-03-16 至 2023-03-15）');
    expect(f.derivation.join('\n')).toContain('截止日 2023-03-15');
    expect(f.derivation.join('\n')).toContain('至 2023-09-15');
  });

  it('a paid-through year entered on the record wins over the grant year', () => {
    expect(deriveAnnualFee(granted({ feePaidYear: 6 }), SHIPPED_RULES)).toMatchObject({ nextFeeYear: 7, nextFeeDue: '2026-03-15' });
    expect(deriveAnnualFee(granted({ feePaidYear: 20 }), SHIPPED_RULES)).toMatchObject({ nextFeeYear: null, nextFeeDue: null });
  });

  it('a leap-day filing falls back to 28 February', () => {
    expect(deriveAnnualFee(granted({ appDate: '2020-02-29', grantDate: '2020-10-01' }), SHIPPED_RULES)).toMatchObject({ nextFeeYear: 2, nextFeeDue: '2021-02-27' });
  });

  it('pending, lapsed and undated patents have no fee deadline but keep their term', () => {
    expect(deriveAnnualFee(granted({ legalStatus: 'pending', grantDate: null }), SHIPPED_RULES)).toMatchObject({ termYears: 20, nextFeeDue: null });
    expect(deriveAnnualFee(granted({ legalStatus: 'lapsed' }), SHIPPED_RULES).nextFeeDue).toBeNull();
    expect(deriveAnnualFee(granted({ grantDate: null }), SHIPPED_RULES).nextFeeDue).toBeNull();
    const none = deriveAnnualFee(granted({ appDate: '1990-01-01', grantDate: '1992-01-01' }), SHIPPED_RULES);
    expect(none).toMatchObject({ termYears: null, expiryDate: null, nextFeeDue: null });
    expect(none.derivation[1]).toContain('没有适用于申请日 1990-01-01');
  });

  it('a rule change moves the term of the applications it covers, and the derivation names the rule', () => {
    const design = granted({ patentType: 'design', appDate: '2021-06-08', grantDate: '2021-09-14', feePaidYear: 10 });
    const before = deriveAnnualFee(design, SHIPPED_RULES);
    expect(before).toMatchObject({ termYears: 15, expiryDate: '2036-06-07', nextFeeYear: 11, nextFeeDue: '2031-06-07' });
    expect(before.derivation[1]).toContain('2021-06-01 至 今');
    // An administrator closes the 15-year rule on 2021-06-30 and adds a (hypothetical) 12-year one from 2021-07-01:
    // applications filed until 2021-06-30 keep 15 years, later ones get 12.
    const rules: TermRule[] = SHIPPED_RULES.map((r) => (r.patentType === 'design' && r.validFrom === '2021-06-01' ? { ...r, validTo: '2021-06-30' } : r));
    rules.push({ patentType: 'design', validFrom: '2021-07-01', validTo: null, termYears: 12, legalBasis: '假设的修订' });
    expect(deriveAnnualFee(design, rules).termYears).toBe(15);
    const later = deriveAnnualFee({ ...design, appDate: '2021-07-08', feePaidYear: 11 }, rules);
    expect(later).toMatchObject({ termYears: 12, expiryDate: '2033-07-07', nextFeeYear: 12, nextFeeDue: '2032-07-07' });
    expect(later.derivation[1]).toContain('假设的修订');
    // Paid through the last year of the shorter term: nothing is due any more.
    expect(deriveAnnualFee({ ...design, appDate: '2021-07-08', feePaidYear: 12 }, rules).nextFeeDue).toBeNull();
  });
});
