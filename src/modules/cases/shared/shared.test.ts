import { describe, expect, it } from 'vitest';
import { addMonths, todayInChina } from './dates';
import { fromFen, toFen } from './money';
import { applyPriorityRule, priorityRadioOf } from './priority';
import { renewalWindow } from './renewal';

describe('addMonths', () => {
  it('moves by whole months and keeps the day, clamped to the month end', () => {
    expect(addMonths('2026-03-15', -12)).toBe('2025-03-15');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', -2)).toBe('2025-11-30');
  });
  it('reads today in UTC+8', () => {
    expect(todayInChina(new Date('2026-05-01T17:00:00Z'))).toBe('2026-05-02');
  });
});

describe('money in fen', () => {
  it('converts both ways exactly', () => {
    expect(toFen('0.1')).toBe(10);
    expect(toFen('1234.56')).toBe(123456);
    expect(fromFen(toFen('0.1') + toFen('0.2'))).toBe('0.30');
    expect(fromFen(72500)).toBe('725.00');
    expect(() => toFen('1.234')).toThrow();
    expect(() => toFen('-1')).toThrow();
  });
});

describe('priority rule (spec 4)', () => {
  it('is yes when priority marks exist, else no', () => {
    expect(priorityRadioOf([{ appNo: '1' }])).toBe('yes');
    expect(priorityRadioOf([])).toBe('no');
    expect(priorityRadioOf(undefined)).toBe('no');
    expect(priorityRadioOf([{ appNo: '1' }], 'no')).toBe('yes');
  });
  it('keeps a yes chosen before the marks are added', () => {
    expect(priorityRadioOf([], 'yes')).toBe('yes');
  });
  it('sets priorityRadio only on forms with the priority block', () => {
    expect(applyPriorityRule({ priorityRadio: 'no', dplPriorityTm: [{ appNo: '1' }] }).priorityRadio).toBe('yes');
    expect(applyPriorityRule({ remark: 'x' })).toEqual({ remark: 'x' });
  });
});

describe('renewal window', () => {
  const end = '2026-08-31';
  it('opens 12 months before the end date', () => {
    expect(renewalWindow(end, '2025-08-30')).toMatchObject({ phase: 'tooEarly', opens: '2025-08-31', feeFen: null });
    expect(renewalWindow(end, '2025-08-31')).toMatchObject({ phase: 'window', feeFen: 50000, surcharge: false });
    expect(renewalWindow(end, '2026-08-31')).toMatchObject({ phase: 'window', feeFen: 50000 });
  });
  it('has a 6-month grace period with the late fee', () => {
    expect(renewalWindow(end, '2026-09-01')).toMatchObject({ phase: 'grace', feeFen: 75000, surcharge: true, graceEnds: '2027-02-28' });
    expect(renewalWindow(end, '2027-02-28')).toMatchObject({ phase: 'grace' });
    expect(renewalWindow(end, '2027-03-01')).toMatchObject({ phase: 'expired', feeFen: null });
  });
  it('charges the electronic-filing fees', () => {
    expect(renewalWindow(end, '2026-01-01', '电子').feeFen).toBe(45000);
    expect(renewalWindow(end, '2026-10-01', '电子').feeFen).toBe(67500);
  });
});
