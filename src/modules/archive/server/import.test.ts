import { describe, expect, it } from 'vitest';
import { checkRow, parseGoods } from './import';

describe('import rows', () => {
  it('parses goods with codes, both semicolons and the struck-through suffix', () => {
    expect(parseGoods('250042 衬衫；帽子;鞋|2')).toEqual([
      { code: '250042', name: '衬衫', suffix: null },
      { code: null, name: '帽子', suffix: null },
      { code: null, name: '鞋', suffix: 2 },
    ]);
  });

  it('accepts class spellings, country names and dates; defaults to China and batch import', () => {
    const { record, reasons } = checkRow({ 商标名称: '星河', 类别: '第25类', '国家/地区': '美国', 申请日期: '2020/1/2' });
    expect(reasons).toEqual([]);
    expect(record).toMatchObject({ tmName: '星河', tmCl: 25, countryCode: 'US', appDate: '2020-01-02', dplSource: 2 });
    expect(checkRow({ 商标名称: '星河', 类别: '9' }).record?.countryCode).toBe('CN');
  });

  it('collects every reason of a bad row', () => {
    const { record, reasons } = checkRow({ 类别: '46', 法律状态: '乱写', 申请日期: '2021-02-30', '申请/注册号': '12#3' });
    expect(record).toBeUndefined();
    expect(reasons.join('；')).toMatch(/商标名称为必填项.*类别.*申请\/注册号.*法律状态.*申请日期/);
  });
});
