import { describe, expect, it } from 'vitest';
import { applicable, chargeUnits, computeFees, computePickedFees, MixedCurrencyError, PickedCurrencyError, type FeeStandard } from './feeCalc';
import { billStatus, fromMinor, sumPerCurrency, toMinor } from './money';

const std = (over: Partial<FeeStandard>): FeeStandard => ({
  name: '注册官费', feeKind: 'officialFees', caseType: 'add-brand', country: 'CN', submitType: 'any', currency: 'CNY', perClass: true,
  baseAmount: '270', includedItems: 10, extraItemAmount: '27', validFrom: '2020-01-01', validTo: null, ...over,
});
const goods = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `g${i}` }));

describe('money', () => {
  it('converts exact decimals to minor units and back, without floats', () => {
    expect(toMinor('0.1') + toMinor('0.2')).toBe(30n);
    expect(fromMinor(toMinor('0.1') + toMinor('0.2'))).toBe('0.30');
    expect(toMinor('9999999999999.99')).toBe(999999999999999n);
    expect(fromMinor(toMinor('9999999999999.99') * 200n)).toBe('1999999999999998.00');
    expect(fromMinor(-5n)).toBe('-0.05');
    for (const bad of ['1.234', '-1', '01', '1e3', '', ' 1']) expect(() => toMinor(bad)).toThrow(RangeError);
  });
  it('sums per currency, never across', () => {
    expect(sumPerCurrency([{ currency: 'CNY', amount: '1.10' }, { currency: 'USD', amount: '2' }, { currency: 'CNY', amount: '0.90' }])).toEqual([
      { currency: 'CNY', amount: '2.00' }, { currency: 'USD', amount: '2.00' },
    ]);
  });
  it('tells a bill status from its payments', () => {
    expect([billStatus(100n, 0n), billStatus(100n, 1n), billStatus(100n, 100n), billStatus(100n, 150n)]).toEqual(['billed', 'partlyPaid', 'paid', 'paid']);
  });
});

describe('fee computation', () => {
  it('charges per class with the extra items over the included count', () => {
    const biz = { goods: [{ tmCl: '09', goodsItem: goods(13) }, { tmCl: '35', goodsItem: goods(10) }] };
    const r = computeFees([std({})], 'add-brand', biz, '电子递交', '2026-01-01');
    expect(r.perCountry).toEqual([{ country: 'CN', officialFees: { amount: '621.00', currency: 'CNY' } }]);
    expect(r.lines[0].quantity).toBe('2类，超出3项');
  });
  it('charges once per case when not per class; sums the standards of a kind', () => {
    const r = computeFees([std({ perClass: false, baseAmount: '3000', feeKind: 'agencyFees' }), std({ name: '加急', perClass: false, baseAmount: '500.5', feeKind: 'agencyFees' })], 'add-brand', { goods: [{ tmCl: '09', goodsItem: goods(1) }, { tmCl: '10', goodsItem: goods(1) }] }, '电子递交', '2026-01-01');
    expect(r.perCountry[0].agencyFees).toEqual({ amount: '3500.50', currency: 'CNY' });
  });
  it('takes the version valid on the day and the filing way’s own standard', () => {
    const list = [std({ validTo: '2025-01-01', baseAmount: '300' }), std({ validFrom: '2025-01-01' }), std({ submitType: '纸质递交', baseAmount: '330' })];
    expect(applicable(list, 'add-brand', 'CN', '电子递交', '2024-06-01').map((s) => s.baseAmount)).toEqual(['300']);
    expect(applicable(list, 'add-brand', 'CN', '电子递交', '2025-06-01').map((s) => s.baseAmount)).toEqual(['270']);
    expect(applicable(list, 'add-brand', 'CN', '纸质递交', '2025-06-01').map((s) => s.baseAmount)).toEqual(['330']);
    expect(applicable(list, 'add-brand', 'CN', '电子递交', '2019-06-01')).toEqual([]);
  });
  it('per country of an overseas case, classes and goods from each item', () => {
    const units = chargeUnits('overseas-registration', { tmItems: [{ appCountry: 'US', tmCl: ['09', '42'], goodsItem: 'a；b；c' }] });
    expect(units).toEqual([{ country: 'US', classes: [{ cls: '09', items: 1 }, { cls: '42', items: 2 }] }]);
  });
  it('refuses a fee kind whose standards mix currencies', () => {
    expect(() => computeFees([std({}), std({ name: '其他', currency: 'USD' })], 'add-brand', { goods: [] }, '电子递交', '2026-01-01')).toThrow(MixedCurrencyError);
  });
});

describe('fees of a designed form from the standards it picks', () => {
  const monitor = std({ name: '监测服务费', feeKind: 'agencyFees', caseType: 'custom', perClass: true, baseAmount: '1500', includedItems: null, extraItemAmount: null });
  const report = std({ name: '报告费', feeKind: 'sundryFees', caseType: 'custom', perClass: false, baseAmount: '200' });
  const picks = [monitor, report].map(({ caseType, country, feeKind, name }) => ({ caseType, country, feeKind, name }));
  it('charges each pick’s version valid on the day, per class of the form or once', () => {
    const newer = { ...monitor, baseAmount: '1800', validFrom: '2026-03-01' };
    const list = [{ ...monitor, validTo: '2026-03-01' }, newer, report];
    const classes = [{ cls: '9', items: null }, { cls: '35', items: null }];
    expect(computePickedFees(list, picks, classes, '电子递交', '2026-02-01').fees).toEqual({ agencyFees: { amount: '3000.00', currency: 'CNY' }, sundryFees: { amount: '200.00', currency: 'CNY' } });
    const later = computePickedFees(list, picks, classes, '电子递交', '2026-06-01');
    expect(later.fees.agencyFees).toEqual({ amount: '3600.00', currency: 'CNY' });
    expect(later.lines.map((l) => [l.name, l.quantity, l.amount])).toEqual([['监测服务费', '2类', '3600.00'], ['报告费', '1件', '200.00']]);
  });
  it('leaves out a pick with no version on the day or for the filing way; refuses mixed currencies of a kind', () => {
    expect(computePickedFees([{ ...report, submitType: '纸质递交' }], picks, [], '电子递交', '2026-01-01').fees).toEqual({});
    expect(computePickedFees([monitor, report], picks, [], '电子递交', '2019-01-01').fees).toEqual({});
    const usd = { ...monitor, name: '海外监测', currency: 'USD' };
    expect(() => computePickedFees([monitor, usd], [...picks, { ...picks[0], name: '海外监测' }], [], '电子递交', '2026-01-01')).toThrow(PickedCurrencyError);
  });
});
