import { describe, expect, it } from 'vitest';
import type { CgNode } from '../../../generated/types';
import { buildRows, filterRows, pickedOf } from './classTreeModel';

const group = (code: string, name: string, count: number): CgNode => ({ cgId: code, cgNum: code, cgName: name, dirLevel: 1, classNo: Number(code.slice(0, 2)), parentNum: code.slice(0, 2), count, isLeaf: count === 0 });
const cls = (no: number, name: string, groups: CgNode[]): CgNode => {
  const code = String(no).padStart(2, '0');
  return { cgId: code, cgNum: code, cgName: name, dirLevel: 0, classNo: no, parentNum: null, count: groups.reduce((n, g) => n + g.count, 0), isLeaf: !groups.length, cgList: groups };
};
const item = (groupCode: string, code: string, name: string): CgNode => ({ cgId: `${groupCode}/${code}`, cgNum: code, cgName: name, dirLevel: 2, classNo: Number(groupCode.slice(0, 2)), parentNum: groupCode, count: 0, isLeaf: true });

const CLASSES = [cls(9, '科学仪器', [group('0901', '电子计算机及其外部设备', 3), group('0907', '通信导航设备', 2)]), cls(25, '服装鞋帽', [group('2501', '衣物', 2), group('2507', '鞋', 1)]), cls(1, '化学原料', [])];

describe('class tree rows', () => {
  it('puts loaded items under their groups and leaves the others to load', () => {
    const rows = buildRows(CLASSES, new Map([['0901', [item('0901', '090372', '计算机')]]]));
    expect(rows[0].children![0].children!.map((r) => [r.key, r.level, r.groupCode, r.groupName])).toEqual([['0901/090372', 2, '0901', '电子计算机及其外部设备']]);
    expect(rows[0].children![1].children).toBeUndefined();
    expect(rows[2]).toMatchObject({ key: '01', children: [] });
    expect(pickedOf(rows[0].children![0].children![0])).toEqual({ key: '0901/090372', level: 2, code: '090372', name: '计算机', classNo: 9, groupCode: '0901', groupName: '电子计算机及其外部设备' });
  });

  it('filters by class and group name or code and adds the goods hits', () => {
    const rows = buildRows(CLASSES, new Map());
    const hits = [{ classNo: 25, cgNum: '25', cgName: '服装鞋帽', groups: [{ cgNum: '2507', cgName: '鞋', items: [{ code: '250004', name: '浴室凉鞋', groupCode: '2507', groupName: '鞋', classNo: 25 }] }] }];
    const f = filterRows(rows, '鞋', hits);
    // class 25 matches by name (服装鞋帽); group 2507 matches by name (鞋) and keeps its own children.
    expect(f.rows.map((r) => [r.key, r.children!.map((g) => g.key)])).toEqual([['25', ['2507']]]);
    const byCode = filterRows(rows, '0907', []);
    expect(byCode.rows.map((r) => [r.key, r.children!.map((g) => g.key)])).toEqual([['09', ['0907']]]);
    expect(byCode.expanded).toEqual(['09']);
    const goods = filterRows(rows, '凉', hits);
    expect(goods.rows[0].children![0].children!.map((i) => i.name)).toEqual(['浴室凉鞋']);
    expect(goods.expanded).toEqual(['2507', '25']);
    expect(filterRows(rows, '', []).rows).toHaveLength(3);
  });
});
