import { describe, expect, it } from 'vitest';
import { isSimilar, nameSimilarity, pinyinKey } from './similarity';

// [left, right, reason expected among the reasons]
const MUST_MATCH: Array<[string, string, string]> = [
  ['华为', '华为', 'same'],
  ['华为', '華為', 'samePinyin'], // traditional forms are not folded: same pinyin catches them
  ['小米', '晓米', 'samePinyin'],
  ['康师傅', '康帅傅', 'visual'],
  ['大白兔', '太白兔', 'visual'],
  ['己已', '已己', 'visual'],
  ['长城', '常城', 'samePinyin'],
  ['正新', '珍新', 'similarPinyin'], // zh/z, eng/en
  ['老干妈', '老千妈', 'visual'],
  ['七匹狼', '7匹狼', 'latinVariant'],
  ['O2O优选', '020优选', 'latinVariant'],
  ['华为', 'HUAWEI', 'samePinyin'],
  ['蓝月亮', '月亮蓝', 'reorder'],
  ['兰沧星河', '星河澜沧', 'reorder'], // reordered and a homophone
  ['可口可乐', '可口可乐中国', 'contains'],
  ['云南白药', '云南白药集团股份', 'contains'],
  ['Ｍｉｓｓ', 'miss', 'same'], // full-width
  ['娃哈哈饮品', '娃哈哈饮料', 'partial'],
];

const MUST_NOT_MATCH: Array<[string, string]> = [
  ['华为', '小米'],
  ['苹果', '香蕉'],
  ['美', '美的集团'], // one character inside a long name
  ['长城', '长江'],
  ['茅台', '五粮液'],
  ['Apple', 'Orange'],
  ['金龙鱼', '银鹭'],
  ['', '华为'],
];

describe('nameSimilarity', () => {
  it.each(MUST_MATCH)('%s ~ %s (%s)', (a, b, reason) => {
    const s = nameSimilarity(a, b);
    expect(s.score, JSON.stringify(s)).toBeGreaterThanOrEqual(0.6);
    expect(s.reasons).toContain(reason);
    expect(nameSimilarity(b, a).score).toBe(s.score); // symmetric
  });
  it.each(MUST_NOT_MATCH)('%s ≁ %s', (a, b) => {
    expect(isSimilar(a, b), JSON.stringify(nameSimilarity(a, b))).toBe(false);
  });
  it('ranks an exact name above a sound-alike above a containment', () => {
    const q = '华为';
    const [same, sound, inside] = ['华为', '花为', '华为技术有限'].map((n) => nameSimilarity(q, n).score);
    expect(same).toBeGreaterThan(sound);
    expect(sound).toBeGreaterThan(inside);
  });
  it('keeps pinyin per syllable for the store', () => {
    expect(pinyinKey('华为Mate 60')).toBe(' hua wei mate60 ');
  });
});
