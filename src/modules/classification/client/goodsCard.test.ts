import { describe, expect, it } from 'vitest';
import { cardEntries, padClass } from './goodsCard';

describe('goods card model', () => {
  it('zero-pads class numbers below 10', () => {
    expect([padClass(9), padClass('9'), padClass(25), padClass('09')]).toEqual(['09', '09', '25', '09']);
  });

  it('shows the first 3 items and keeps the rest for the tooltip', () => {
    const [e] = cardEntries([{ code: 9, name: '计算机;手机；耳机;平板电脑;鼠标' }]);
    expect(e.classNo).toBe('09');
    expect(e.shown.map((i) => i.name)).toEqual(['计算机', '手机', '耳机']);
    expect(e.rest.map((i) => i.name)).toEqual(['平板电脑', '鼠标']);
  });

  it('strikes items with suffix value 2', () => {
    const [a] = cardEntries('25:服装;鞋|2;帽|1');
    expect(a.items).toEqual([
      { name: '服装', struck: false },
      { name: '鞋', struck: true },
      { name: '帽', struck: false },
    ]);
    const [b] = cardEntries([{ intCls: 25, items: [{ name: '服装', suffix: 2 }, { name: '鞋', isDelete: 1 }] }]);
    expect(b.items.map((i) => i.struck)).toEqual([true, false]);
  });

  it('groups picked items by class, in first-seen order', () => {
    const picked = [
      { code: '250042', name: '衬衫', groupCode: '2501', groupName: '衣物', classNo: 25 },
      { code: '090372', name: '计算机', groupCode: '0901', groupName: '电子计算机', classNo: 9 },
      { code: '250012', name: '帽子', groupCode: '2508', groupName: '帽', classNo: 25 },
    ];
    expect(cardEntries(picked).map((e) => [e.classNo, e.items.map((i) => `${i.code}${i.name}`)])).toEqual([
      ['25', ['250042衬衫', '250012帽子']],
      ['09', ['090372计算机']],
    ]);
  });

  it('ignores what it cannot read', () => {
    expect(cardEntries(null)).toEqual([]);
    expect(cardEntries([null, 3, { code: 9 }])).toEqual([{ classNo: '09', items: [], shown: [], rest: [] }]);
  });
});
