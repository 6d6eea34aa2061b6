import { describe, expect, it } from 'vitest';
import { NICE_CLASSES, classCode } from './classes';
import { editionKeyFromName, nameAliases, parseEditionKey, parseNiceJsonl } from './importer';
import { goodsEntries, groupByClass, parseApplyNo } from './service';

describe('built-in classes', () => {
  it('has the 45 classes, zero-padded codes', () => {
    expect(NICE_CLASSES).toHaveLength(45);
    expect(NICE_CLASSES[24]).toEqual({ no: 25, code: '25', zh: '服装鞋帽', en: 'Clothing, footwear and headwear' });
    expect(classCode(9)).toBe('09');
    expect(new Set(NICE_CLASSES.map((c) => c.zh)).size).toBe(45);
  });
});

describe('importer helpers', () => {
  it('takes the edition key from a file name or URL', () => {
    expect(editionKeyFromName('/data/ncl13-2026.jsonl')).toBe('ncl13-2026');
    expect(editionKeyFromName('https://example.org/x/NCL12-2025.jsonl?raw=1')).toBe('ncl12-2025');
    expect(editionKeyFromName('my file.jsonl')).toBeNull();
    expect(parseEditionKey('ncl13-2026')).toEqual({ nclVersion: 13, editionYear: 2026 });
    expect(parseEditionKey('cn-2024-test')).toEqual({ nclVersion: null, editionYear: 2024 });
  });

  it('splits synonyms at top-level commas only and drops the cross-group mark', () => {
    expect(nameAliases('纯碱，苏打灰')).toEqual(['纯碱,苏打灰', '纯碱', '苏打灰']);
    expect(nameAliases('鞋（脚上的穿着物）*')).toEqual(['鞋(脚上的穿着物)']);
    expect(nameAliases('实验室分析用化学制剂（非医用、非兽医用），实验室分析用化学品（非医用，非兽医用）')).toEqual([
      '实验室分析用化学制剂(非医用、非兽医用),实验室分析用化学品(非医用,非兽医用)',
      '实验室分析用化学制剂(非医用、非兽医用)',
      '实验室分析用化学品(非医用,非兽医用)',
    ]);
  });

  it('accepts rows in any key order, numbers as version, a BOM and CRLF', () => {
    const text = '\uFEFF{"version":2026,"type":"class","code":"25","name":"服装","parentCode":null}\r\n{"parentCode":"25","name":"衣物","code":"2501","type":"group"}\r\n\r\n{"code":"C250001","type":"item","name":"汉服","parentCode":"2501"}\r\n';
    const p = parseNiceJsonl(text);
    expect(p.problems).toEqual([]);
    expect(p.counts).toEqual({ classes: 1, groups: 1, items: 1 });
    expect(p.rows.map((r) => [r.line, r.type, r.code, r.parentCode, r.classNo, r.version])).toEqual([
      [1, 'class', '25', '', 25, '2026'],
      [2, 'group', '2501', '25', 25, null],
      [4, 'item', 'C250001', '2501', 25, null],
    ]);
  });

  it('allows one item code in several groups, but not twice in one group', () => {
    const rows = [
      '{"code":"09","type":"class","name":"仪器"}',
      '{"code":"0901","type":"group","name":"计算机","parentCode":"09"}',
      '{"code":"0907","type":"group","name":"通信","parentCode":"09"}',
      '{"code":"090101","type":"item","name":"计算圆尺","parentCode":"0901"}',
      '{"code":"090101","type":"item","name":"计算圆尺","parentCode":"0907"}',
      '{"code":"090101","type":"item","name":"计算圆尺","parentCode":"0907"}',
    ];
    const p = parseNiceJsonl(rows.join('\n'));
    expect(p.problems).toEqual([{ line: 6, message: 'duplicate of line 5 (item 090101 in 0907)' }]);
  });
});

describe('service helpers', () => {
  it('parses applyNo as regNo_class', () => {
    expect(parseApplyNo('12345678_9')).toEqual({ regNo: '12345678', tmCl: 9 });
    expect(parseApplyNo('G1234_09')).toEqual({ regNo: 'G1234', tmCl: 9 });
    expect(parseApplyNo('12345678_46')).toBeNull();
    expect(parseApplyNo('12345678')).toBeNull();
  });

  it('reads goods out of text and JSON shapes', () => {
    expect(goodsEntries('250042 衬衫;帽子；090101：计算圆尺;鞋|2')).toEqual({ codes: ['250042', '090101'], names: ['衬衫', '帽子', '计算圆尺', '鞋'] });
    expect(goodsEntries([{ code: '250042', name: '衬衫' }, { goodsName: '帽子' }, '鞋'])).toEqual({ codes: ['250042'], names: ['帽子', '鞋'] });
    expect(goodsEntries('[{"code":"c250001"}]')).toEqual({ codes: ['C250001'], names: [] });
    expect(goodsEntries({ items: [{ cgNum: '250042', cgName: '衬衫' }] })).toEqual({ codes: ['250042'], names: [] });
    expect(goodsEntries(null)).toEqual({ codes: [], names: [] });
  });


  it('groups items by class and group in order', () => {
    const it = (code: string, groupCode: string, classNo: number) => ({ code, name: code, groupCode, groupName: `群${groupCode}`, classNo });
    const list = groupByClass([it('090101', '0901', 9), it('090102', '0901', 9), it('090101', '0907', 9), it('250042', '2501', 25)]);
    expect(list.map((c) => [c.cgNum, c.cgName, c.groups.map((g) => [g.cgNum, g.items.length])])).toEqual([
      ['09', '科学仪器', [['0901', 2], ['0907', 1]]],
      ['25', '服装鞋帽', [['2501', 1]]],
    ]);
  });
});
