// The shipped classification data file (data/ncl13-2026.jsonl.gz, built by `npm run data:nice`): intact (its
// checksum), complete (45 classes, 492 groups, 11,986 items, every reference resolves), known items with their
// codes and groups, the upstream licence notice beside it, and pinyin carried in the file that gives exactly the
// search columns the pinyin conversion would.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalize, searchColumns } from '../../../server/lists/search';
import { BUILTIN_EDITION, BUILTIN_FILE, builtinData, parseBuiltin } from './builtin';
import { editionText, nameAliases, parseNiceJsonl } from './importer';

/** sha256 of the decompressed text; `npm run data:nice` prints it when it rebuilds the file. */
const DATA_SHA256 = '9ec6496be702b6c7fce0be5b95684bc67ebf7358c799f998c350628e678daaa3';

const data = builtinData();
const parsed = parseBuiltin(data);

describe('the shipped NCL(13-2026) data file', () => {
  it('is the file the build wrote, compact', () => {
    expect(data.checksum).toBe(DATA_SHA256);
    expect(statSync(BUILTIN_FILE).size).toBeLessThan(400 * 1024);
  });

  it('has 45 classes, 492 groups and 11,986 items (10,020 international, 1,966 Chinese), no bad row', () => {
    expect(parsed.problems).toEqual([]);
    expect(parsed.counts).toEqual({ classes: 45, groups: 492, items: 11986 });
    const items = parsed.rows.filter((r) => r.type === 'item');
    expect(items.filter((r) => r.code.startsWith('C'))).toHaveLength(1966);
    expect(new Set(parsed.rows.filter((r) => r.type === 'class').map((r) => r.classNo))).toEqual(new Set(Array.from({ length: 45 }, (_, i) => i + 1)));
    // Every class has groups and every group items.
    const groupsOf = new Set(parsed.rows.filter((r) => r.type === 'group').map((r) => r.parentCode));
    const itemsOf = new Set(items.map((r) => r.parentCode));
    expect(groupsOf.size).toBe(45);
    expect(itemsOf.size).toBe(492);
  });

  it('names its edition in its header', () => {
    expect(parsed.header).toMatchObject({ edition: BUILTIN_EDITION, label: 'NCL(13-2026)' });
    expect(parsed.header?.source).toContain('70f7ce2369fbf2738a7c20320969433836e0af45');
  });

  it('has the known items with their codes, groups and names', () => {
    const find = (code: string) => parsed.rows.find((r) => r.code === code);
    expect(find('250042')).toMatchObject({ type: 'item', parentCode: '2501', name: '衬衫', classNo: 25 });
    expect(find('280240')).toMatchObject({ type: 'item', name: '聚会彩炮（聚会助兴道具）' });
    expect(find('340001')).toMatchObject({ name: '火柴' });
    expect(find('340002')).toMatchObject({ name: '雪茄及香烟烟嘴上黄琥珀烟嘴头' });
    expect(find('010100')).toMatchObject({ name: '纯碱，苏打灰' });
    expect(find('180043')).toMatchObject({ name: '伞*' });
    expect(find('420011')).toMatchObject({ name: '建筑学服务*' });
    expect(find('C010254')).toMatchObject({ name: '椰子醛', version: '2026' });
    expect(find('C440006')).toMatchObject({ name: '配镜服务' });
    expect(find('0748')).toMatchObject({ type: 'group', parentCode: '07' });
    expect(find('280243')).toBeUndefined();
    expect(find('440092')).toBeUndefined();
    expect(find('09')?.name).toMatch(/^科学、研究、导航/);
  });

  it('carries the pinyin search needs: the same grams as converting the names', () => {
    const items = parsed.rows.filter((r) => r.type === 'item');
    expect(items.every((r) => Array.isArray(r.py) && r.py.length > 0)).toBe(true); // every item name has Chinese
    for (const r of items) expect(searchColumns([r.name], [r.py ?? null])).toEqual(searchColumns([r.name]));
    expect(nameAliases(items[0].name).length).toBeGreaterThan(0);
    expect(normalize(items[0].name)).not.toBe('');
  });

  it('ships the licence notice of its source beside it', () => {
    const notice = new URL('./data/NOTICE.md', import.meta.url);
    expect(existsSync(notice)).toBe(true);
    const text = readFileSync(notice, 'utf8');
    expect(text).toContain('MIT License');
    expect(text).toContain('https://github.com/roy-tian/cn-trademarks');
    expect(text).toContain('国家知识产权局商标局');
  });
});

describe('edition files', () => {
  it('gzip and plain text read the same; a damaged gzip is refused', () => {
    const gz = readFileSync(BUILTIN_FILE);
    expect(editionText(gz)).toBe(data.text);
    expect(editionText(Buffer.from('{"type":"class"}\n'))).toBe('{"type":"class"}\n');
    expect(() => editionText(gz.subarray(0, 1000))).toThrow(/gzip/);
  });

  it('an edition header is allowed on the first line only, with a valid key', () => {
    const rows = ['{"type":"class","code":"25","parentCode":null,"name":"服装"}', '{"type":"group","code":"2501","parentCode":"25","name":"衣物"}', '{"type":"item","code":"250042","parentCode":"2501","name":"衬衫","py":"chen shan"}'];
    const ok = parseNiceJsonl(['{"type":"edition","edition":"test-2027","label":"测试版"}', ...rows].join('\n'));
    expect(ok.problems).toEqual([]);
    expect(ok.header).toEqual({ edition: 'test-2027', label: '测试版', source: undefined });
    expect(ok.rows[2].py).toEqual(['chen', 'shan']);
    const late = parseNiceJsonl([...rows, '{"type":"edition","edition":"x"}'].join('\n'));
    expect(late.problems).toEqual([{ line: 4, message: 'an edition header may only be the first line' }]);
    const badKey = parseNiceJsonl(['{"type":"edition","edition":"Bad Key"}', ...rows].join('\n'));
    expect(badKey.problems[0]).toMatchObject({ line: 1 });
  });
});
