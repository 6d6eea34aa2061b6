import { describe, expect, it } from 'vitest';
import { addGoods, goodsKey, removeGoods, sortGoods, toggleGoods } from './goodsSelection';

const g = (groupCode: string, code: string, classNo = Number(groupCode.slice(0, 2))) => ({ code, name: code, groupCode, groupName: '', classNo });

describe('goods selection', () => {
  it('adds without duplicates, keeping one code in two groups apart', () => {
    const v = addGoods([g('0901', '090101')], [g('0901', '090101'), g('0907', '090101'), g('2501', '250042')]);
    expect(v.map(goodsKey)).toEqual(['0901/090101', '0907/090101', '2501/250042']);
  });

  it('removes and toggles', () => {
    const v = [g('0901', '090101'), g('2501', '250042')];
    expect(removeGoods(v, ['0901/090101']).map(goodsKey)).toEqual(['2501/250042']);
    expect(toggleGoods(v, g('2501', '250042')).map(goodsKey)).toEqual(['0901/090101']);
    expect(toggleGoods(v, g('2508', '250012')).map(goodsKey)).toEqual(['0901/090101', '2501/250042', '2508/250012']);
  });

  it('sorts by class, group and code', () => {
    expect(sortGoods([g('2501', '250042'), g('0907', '090101'), g('0901', '090372'), g('0901', '090101')]).map(goodsKey)).toEqual([
      '0901/090101',
      '0901/090372',
      '0907/090101',
      '2501/250042',
    ]);
  });

});
