import { describe, expect, it } from 'vitest';
import { feeRows, feeTotals } from './fees';
import { splitBiz, SplitProblem, subCaseNos } from './split';

const item = (appCountry: string, amount: string | null, extra = {}) => ({ appCountry, tmCl: ['09'], goodsItem: 'x', ...(amount ? { officialFees: { amount, currency: 'USD' } } : {}), ...extra });

describe('splitBiz', () => {
  const overseas = {
    tmName: 'STAR',
    tmItems: [item('US', '350'), item('JP', '120.5'), item('KR', null)],
    officialSubmitFiles: [{ appCountry: 'US', files: [] }, { appCountry: 'JP', files: [{ fileName: 'a', filePath: '/files/uploads/a' }] }],
    fees: { agencyFees: { amount: '100', currency: 'CNY' } },
  };
  it('moves each named country with its files into a sub-case; the case keeps the rest and its own fees', () => {
    const r = splitBiz(overseas, 'country', ['JP', 'KR']);
    expect(r.parent.tmItems.map((x: any) => x.appCountry)).toEqual(['US']);
    expect(r.parent.officialSubmitFiles.map((x: any) => x.appCountry)).toEqual(['US']);
    expect(r.parent.fees).toEqual(overseas.fees);
    expect(r.subs.map((s) => [s.part, s.biz.tmItems.map((x: any) => x.appCountry), s.biz.officialSubmitFiles.length, s.biz.fees])).toEqual([
      ['JP', ['JP'], 1, undefined],
      ['KR', ['KR'], 0, undefined],
    ]);
    expect(r.subs[0].biz.tmName).toBe('STAR');
  });
  it('splits per class on the goods of each class', () => {
    const r = splitBiz({ goods: [{ tmCl: '09' }, { tmCl: '42' }] }, 'class', ['42']);
    expect([r.parent.goods, r.subs[0].biz.goods]).toEqual([[{ tmCl: '09' }], [{ tmCl: '42' }]]);
  });
  it('refuses a part the case lacks (naming it), splitting everything, a form without the entries', () => {
    expect(() => splitBiz(overseas, 'country', ['US', 'FR'])).toThrow(/parts\[1\].*FR/);
    expect(() => splitBiz(overseas, 'country', ['US', 'JP', 'KR'])).toThrow(/至少要留一个/);
    expect(() => splitBiz(overseas, 'class', ['09'])).toThrow(SplitProblem);
  });
});

describe('subCaseNos', () => {
  it('continues after the highest sub-case number', () => {
    expect(subCaseNos('AJ1', [], 2)).toEqual(['AJ1-1', 'AJ1-2']);
    expect(subCaseNos('AJ1', ['AJ1-1', 'AJ1-3', 'AJ10-9'], 1)).toEqual(['AJ1-4']);
  });
});

describe('fees', () => {
  it('lists a row per country and the case fees, and totals per currency exactly', () => {
    const biz = { tmItems: [item('US', '0.1'), item('JP', '0.2', { agencyFees: { amount: '1000', currency: 'CNY' } }), item('KR', null)], fees: { officialFees: { amount: '9999999999999.99', currency: 'CNY' } } };
    const rows = feeRows(biz, (c) => ({ US: '美国', JP: '日本' })[c] ?? c, '本案');
    expect(rows.map((r) => r.label)).toEqual(['美国', '日本', '本案']);
    expect(feeTotals(rows)).toEqual([
      { currency: 'USD', officialFees: '0.30', agencyFees: '0.00', sundryFees: '0.00', total: '0.30' },
      { currency: 'CNY', officialFees: '9999999999999.99', agencyFees: '1000.00', sundryFees: '0.00', total: '10000000000999.99' },
    ]);
  });
  it('ignores malformed amounts', () => {
    expect(feeRows({ fees: { officialFees: { amount: '1e3', currency: 'CNY' } } }, (c) => c, '本案')).toEqual([]);
  });
});

describe('splitOptions', () => {
  it('offers country and class splits only where there is more than one', async () => {
    const { splitOptions } = await import('./splitOptions');
    expect(splitOptions({ tmItems: [{ appCountry: 'US' }, { appCountry: 'JP' }], goods: [{ tmCl: '09' }] })).toEqual([{ splitBy: 'country', parts: ['US', 'JP'] }]);
    expect(splitOptions({ goods: [{ tmCl: '09' }, { tmCl: '42' }] })).toEqual([{ splitBy: 'class', parts: ['09', '42'] }]);
    expect(splitOptions({})).toEqual([]);
  });
});
