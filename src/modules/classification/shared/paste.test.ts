import { describe, expect, it } from 'vitest';
import { splitPastedNames } from './paste';

describe('splitPastedNames', () => {
  it('splits on lines and semicolons, drops numbering and bullets and repeats, keeps commas inside names', () => {
    expect(splitPastedNames('衬衫\n1. 纯碱，苏打灰；帽子;\r\n  - 鞋  \n2、茶\n• 灯\n衬衫\n\n')).toEqual(['衬衫', '纯碱，苏打灰', '帽子', '鞋', '茶', '灯']);
    expect(splitPastedNames('  \n;；')).toEqual([]);
  });
});
