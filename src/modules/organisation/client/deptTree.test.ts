import { describe, expect, it } from 'vitest';
import type { Department } from '../../../generated/types';
import { deptPathLabel, deptTree } from './deptTree';

const d = (id: number, parentId: number | null, name: string, path: string, sort = 0): Department => ({ id, parentId, name, path, sort, userCount: 0, enterpriseCount: 0, version: 1 });

describe('department tree', () => {
  const rows = [d(3, 1, '市场部', '/1/3/', 2), d(1, null, '总部', '/1/'), d(2, 1, '法务部', '/1/2/', 1), d(4, 2, '商标组', '/1/2/4/')];
  it('nests by parent, each level in its order', () => {
    const t = deptTree(rows);
    expect(t.map((n) => n.title)).toEqual(['总部']);
    expect(t[0].children.map((n) => n.title)).toEqual(['法务部', '市场部']);
    expect(t[0].children[0].children.map((n) => n.key)).toEqual([4]);
  });
  it('labels a department with its ancestors', () => {
    expect(deptPathLabel(rows, rows[3])).toBe('总部 / 法务部 / 商标组');
  });
});
