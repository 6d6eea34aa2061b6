// Chinese-aware similarity of two trademark names (issue 16), pure so the server ranks search results with it
// and the unit table pins what must and must not match. Not only edit distance: a Chinese mark is confused by
// its sound (same or similar pinyin), its look (形近字, a small table below), containment, reordered characters
// and Latin/number variants (七 ↔ 7, O ↔ 0, HUAWEI ↔ 华为). Each finding is a reason code the page shows.
import { pinyin } from 'pinyin-pro';

export type SimilarityReason = 'same' | 'samePinyin' | 'similarPinyin' | 'visual' | 'contains' | 'reorder' | 'latinVariant' | 'partial';

export interface Similarity { score: number; reasons: SimilarityReason[] }

/** A pair at or above this score counts as similar (search "similar", name hints, comparison verdict). */
export const SIMILAR_THRESHOLD = 0.6;

/** 形近字: groups of characters read for one another at a glance. Kept small and common on purpose. */
const VISUAL_GROUPS = [
  '己已巳', '未末', '土士', '日曰', '戊戌戍', '人入八', '大太犬', '王玉主', '木本术', '天夭夫', '贝见', '牛午',
  '干千于', '刀力', '田由甲申', '折拆', '候侯', '晴睛', '辨辩辫', '徽微', '汩汨', '柬束', '免兔', '鸟乌', '今令',
  '白百', '喝渴', '历厉', '冶治', '即既', '茶荼', '拔拨', '券卷', '崇祟', '盲肓', '狠狼', '采彩', '宇字', '候猴', '师帅', '千干',
];
const VISUAL = new Map<string, string>();
for (const g of VISUAL_GROUPS) for (const ch of g) if (!VISUAL.has(ch)) VISUAL.set(ch, g[0]);

/** One character of each 形近字 group stands for the group (己, 已 and 巳 → 己). */
export const lookAlike = (ch: string): string => VISUAL.get(ch) ?? ch;

/** The character and its 形近字 (己 → 己已巳). */
export const lookAlikeGroup = (ch: string): string[] => {
  const g = VISUAL_GROUPS.find((x) => x.includes(ch));
  return g ? [...new Set([ch, ...g])] : [ch];
};

/** Chinese numerals and Latin look-alikes mapped to one form (七 → 7, 壹 → 1, o → 0, l/i → 1, s → 5). */
const VARIANT: Record<string, string> = {
  零: '0', 〇: '0', o: '0', 一: '1', 壹: '1', l: '1', i: '1', 二: '2', 贰: '2', z: '2', 三: '3', 叁: '3', 四: '4', 肆: '4',
  五: '5', 伍: '5', s: '5', 六: '6', 陆: '6', 七: '7', 柒: '7', 八: '8', 捌: '8', b: '8', 九: '9', 玖: '9',
};

/** Fuzzy pinyin: initials and finals speakers of many dialects merge (zh/z, n/l, an/ang, ...). */
const FUZZY_INITIALS: Array<[RegExp, string]> = [[/^zh/, 'z'], [/^ch/, 'c'], [/^sh/, 's'], [/^n/, 'l'], [/^r/, 'l'], [/^f/, 'h']];
const FUZZY_FINALS: Array<[RegExp, string]> = [[/ang$/, 'an'], [/eng$/, 'en'], [/ing$/, 'in'], [/ong$/, 'on']];

const HAN = /\p{Script=Han}/u;

/** NFKC (full-width to half-width), lower case, letters, digits and Han characters only. */
export function normalizeName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/[^\p{Script=Han}\p{L}\p{N}]/gu, '');
}

/** Syllables of recent names: pinyin-pro is most of a comparison's cost, and a monitoring run compares each name often. */
const SYLLABLE_CACHE = new Map<string, string[]>();
const SYLLABLE_CACHE_MAX = 50_000;

/** Toneless pinyin syllables of the Han characters, Latin runs kept as one "syllable" each. */
export function syllables(name: string): string[] {
  return syllablesOfNormal(normalizeName(name));
}

/** syllables() of a name normalizeName already gave (normalising it again changes nothing). */
function syllablesOfNormal(n: string): string[] {
  const known = SYLLABLE_CACHE.get(n);
  if (known) return known;
  const out = syllablesOf(n);
  if (SYLLABLE_CACHE.size >= SYLLABLE_CACHE_MAX) SYLLABLE_CACHE.clear();
  SYLLABLE_CACHE.set(n, out);
  return out;
}

function syllablesOf(n: string): string[] {
  const out: string[] = [];
  let latin = '';
  const flush = () => {
    if (latin) out.push(latin);
    latin = '';
  };
  const py = pinyin(n, { toneType: 'none', type: 'array' });
  // pinyin-pro gives one entry per character (Han → syllable, other → itself)
  [...n].forEach((ch, i) => {
    if (HAN.test(ch)) {
      flush();
      out.push(py[i] ?? ch);
    } else latin += ch;
  });
  flush();
  return out;
}

/** What the store keeps to find candidates by sound: " hua wei " (spaces around each syllable). */
export const pinyinKey = (name: string): string => ` ${syllables(name).join(' ')} `;

/** Fuzzy forms of the syllables met (a few hundred pinyin syllables, and Latin runs up to the bound). */
const FUZZY_CACHE = new Map<string, string>();

const fuzzy = (s: string) => {
  const known = FUZZY_CACHE.get(s);
  if (known !== undefined) return known;
  let x = s;
  for (const [re, to] of FUZZY_INITIALS) x = x.replace(re, to);
  for (const [re, to] of FUZZY_FINALS) x = x.replace(re, to);
  if (FUZZY_CACHE.size < SYLLABLE_CACHE_MAX) FUZZY_CACHE.set(s, x);
  return x;
};

function levenshtein(a: string[], b: string[]): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

const ratio = (a: string[], b: string[]) => (a.length || b.length ? 1 - levenshtein(a, b) / Math.max(a.length, b.length) : 1);
const sorted = (s: string) => [...s].sort().join('');
const variant = (s: string) => [...s].map((c) => VARIANT[c] ?? c).join('');
const visual = (s: string) => [...s].map((c) => VISUAL.get(c) ?? c).join('');

/** How alike two mark names are (0..1) and why; reasons ordered by weight. */
export function nameSimilarity(left: string, right: string): Similarity {
  return similarityTo(left)(right);
}

/** Whether ratio(x, y) of sequences of these lengths can reach `min` (the edit distance is at least the difference). */
const ratioCanReach = (x: number, y: number, min: number) => 1 - Math.abs(x - y) / Math.max(x, y, 1) >= min;

/**
 * nameSimilarity(left, name) for many names: what depends on the left name alone (its normal form, syllables, look-
 * alike and sorted forms) is worked out once, and a test that cannot pass by the lengths is not run (a search
 * scores thousands of candidates against one term).
 */
export function similarityTo(left: string): (right: string) => Similarity {
  const a = normalizeName(left);
  if (!a) return () => ({ score: 0, reasons: [] });
  const ac = [...a];
  const pa = syllablesOfNormal(a);
  const paJoined = pa.join('');
  const paFuzzy = pa.map(fuzzy);
  const paFuzzyJoined = paFuzzy.join(' ');
  const paSpaced = pa.join(' ');
  const paSorted = [...pa].sort().join(' ');
  const va = visual(a);
  const vac = [...va];
  const sa = sorted(a);
  const xa = variant(a);
  return (right) => {
    const b = normalizeName(right);
    if (!b) return { score: 0, reasons: [] };
    if (a === b) return { score: 1, reasons: ['same'] };
    const found = new Map<SimilarityReason, number>();
    const add = (r: SimilarityReason, s: number) => found.set(r, Math.max(found.get(r) ?? 0, s));
    const bc = [...b];
    let vb: string | undefined;
    const visualB = () => (vb ??= visual(b));

    const pb = syllablesOfNormal(b);
    if (paJoined === pb.join('')) add('samePinyin', 0.9);
    else if (pa.length === pb.length && paFuzzyJoined === pb.map(fuzzy).join(' ')) add('similarPinyin', 0.8);
    else if (pa.length >= 3 && ratioCanReach(pa.length, pb.length, 0.66)) {
      const r = ratio(paFuzzy, pb.map(fuzzy));
      if (r >= 0.66) add('similarPinyin', 0.55 + 0.3 * r);
    }

    // visual and variant map each character to one: names of unequal length differ in both forms
    if (ac.length === bc.length && va === visualB()) add('visual', 0.85);
    if (ac.length >= 2 && a.length === b.length && sa === sorted(b)) add('reorder', 0.8);
    // reordered words that also sound alike (兰沧星河 ~ 星河澜沧)
    else if (pa.length >= 2 && paSpaced !== pb.join(' ') && paSorted === [...pb].sort().join(' ')) add('reorder', 0.75);
    if (ac.length === bc.length && xa === variant(b)) add('latinVariant', 0.85);

    const [short, long, shortLen, longLen] = ac.length <= bc.length ? [a, b, ac.length, bc.length] : [b, a, bc.length, ac.length];
    if (long.includes(short) || (ac.length <= bc.length ? visualB().includes(va) : va.includes(visualB()))) {
      // one character inside a long name is weak evidence; a whole word inside another is strong
      add('contains', shortLen >= 2 ? 0.65 + 0.25 * (shortLen / longLen) : 0.4);
    }

    if (Math.max(ac.length, bc.length) >= 3 && ratioCanReach(ac.length, bc.length, 0.6)) {
      const chars = ratio(vac, [...visualB()]);
      if (chars >= 0.6) add('partial', 0.5 + 0.3 * chars);
    }

    const reasons = [...found.entries()].sort((x, y) => y[1] - x[1]);
    if (!reasons.length) return { score: 0, reasons: [] };
    // a second independent reason adds a little confidence
    const score = Math.min(0.99, reasons[0][1] + (reasons.length > 1 ? 0.04 : 0));
    return { score: Math.round(score * 100) / 100, reasons: reasons.filter(([, s]) => s >= 0.5).map(([r]) => r) };
  };
}

export const isSimilar = (a: string, b: string) => nameSimilarity(a, b).score >= SIMILAR_THRESHOLD;
