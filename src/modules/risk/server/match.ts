// Matching a monitoring run's new public marks against the watches (issue 16), pure so the unit table pins it. The
// judge is the search's similarity (public-marks/shared/similarity.ts); an inverted index of the batch's marks by
// character, look-alike character and toneless syllable keeps the pairs it judges few: a pair can reach the
// similarity threshold only when it shares at least two positions of the watched name (one for a one-character
// name), or when the whole pinyin matches (HUAWEI ~ 华为). An image watch is also compared by image: the perceptual
// hash of its cropped image against each mark's stored hash (public-marks shared/imageHash.ts, IMAGE_DISTANCE).
import { compareImages, IMAGE_DISTANCE, lookAlike, nameSimilarity, normalizeName, SIMILAR_THRESHOLD, syllables, type SimilarityReason } from '../../public-marks/server';
import { oppositionEnd } from '../../public-marks/server';

export interface BatchMark {
  id: number;
  tmName: string;
  tmCl: number | null;
  applicant: string | null;
  country: string;
  announcementType: string | null;
  announcementDate: string | null;
  /** The pHash of the mark's image (16 hex digits), null without one. */
  imageHash?: string | null;
}

export interface Watch {
  id: number;
  kind: 'ownMark' | 'keyword' | 'applicant' | 'image';
  name: string;
  country: string;
  tmCl: number | null;
  /** Marks up to this id were compared already. */
  checkedUpTo: number;
}

export type RiskLevel = 'high' | 'medium' | 'low';

export interface Hit {
  watchId: number;
  markId: number;
  score: number;
  reasons: SimilarityReason[];
  riskLevel: RiskLevel;
  reason: string;
  oppositionEnd: string | null;
}

export const REASON_TEXT: Record<SimilarityReason, string> = {
  same: '名称相同',
  samePinyin: '读音相同',
  similarPinyin: '读音近似',
  visual: '字形近似（形近字）',
  contains: '包含监控名称',
  reorder: '文字顺序调换',
  latinVariant: '字母/数字变体',
  partial: '文字大部分相同',
};

/** Keys of one character position: the character (its 形近字 group) and its pinyin syllable; a letter or digit itself. */
function positionKeys(name: string): string[][] {
  const n = normalizeName(name);
  const chars = [...n];
  const sy = syllables(n);
  // syllables() merges a Latin run into one entry: map positions back, Han characters one syllable each
  const out: string[][] = [];
  let s = 0;
  let inLatin = false;
  for (const ch of chars) {
    const han = /\p{Script=Han}/u.test(ch);
    if (han) {
      out.push([`c:${lookAlike(ch)}`, `p:${sy[s] ?? ch}`]);
      s++;
      inLatin = false;
    } else {
      out.push([`c:${ch}`]);
      if (!inLatin) s++;
      inLatin = true;
    }
  }
  return out;
}

const joinedKey = (name: string) => `j:${syllables(name).join('')}`;

/** The batch's marks by key, built once per run step and shared by every watch. */
export class MarkIndex {
  private readonly byKey = new Map<string, number[]>();
  readonly marks: BatchMark[];
  constructor(marks: BatchMark[]) {
    this.marks = marks;
    marks.forEach((m, i) => {
      const keys = new Set([...positionKeys(m.tmName).flat(), joinedKey(m.tmName)]);
      for (const k of keys) {
        let list = this.byKey.get(k);
        if (!list) this.byKey.set(k, (list = []));
        list.push(i);
      }
    });
  }

  /** Indexes of marks that share enough positions with the name to possibly be similar. */
  candidates(name: string): number[] {
    const positions = positionKeys(name);
    if (!positions.length) return [];
    const need = Math.min(2, positions.length);
    const shared = new Map<number, number>();
    for (const keys of positions) {
      const seen = new Set<number>();
      for (const k of keys) for (const i of this.byKey.get(k) ?? []) seen.add(i);
      for (const i of seen) shared.set(i, (shared.get(i) ?? 0) + 1);
    }
    const out = [...shared.entries()].filter(([, n]) => n >= need).map(([i]) => i);
    for (const i of this.byKey.get(joinedKey(name)) ?? []) if ((shared.get(i) ?? 0) < need) out.push(i);
    return out;
  }
}

/** Risk of a similar mark: high when very close, in the same class and still open to opposition; low when far or moot. */
export function riskLevel(score: number, sameClass: boolean, opposable: boolean): RiskLevel {
  if (score >= 0.8 && sameClass && opposable) return 'high';
  if (score >= 0.7 && (sameClass || opposable)) return 'medium';
  return 'low';
}

function reasonText(w: Watch, m: BatchMark, lead: string, end: string | null, today: string): string {
  const parts = [lead];
  if (w.tmCl !== null && m.tmCl === w.tmCl) parts.push(`同在第${m.tmCl}类`);
  else if (m.tmCl !== null) parts.push(`第${m.tmCl}类`);
  if (end) parts.push(end >= today ? `${m.announcementType}，异议截止 ${end}` : `${m.announcementType}，异议期已过（${end}）`);
  else if (m.announcementType) parts.push(m.announcementType);
  return parts.join('；');
}

/** The hits of one watch among the indexed marks it has not seen yet. */
export function matchWatch(w: Watch, index: MarkIndex, today: string): Hit[] {
  const out: Hit[] = [];
  const fits = (m: BatchMark) => m.id > w.checkedUpTo && m.country === w.country && (w.tmCl === null || m.tmCl === w.tmCl);
  if (w.kind === 'applicant') {
    // A watched applicant: every new filing of a name containing it (its new marks, whatever their names).
    const needle = normalizeName(w.name);
    for (const m of index.marks) {
      if (!fits(m) || !m.applicant || !normalizeName(m.applicant).includes(needle)) continue;
      const end = oppositionEnd(m.announcementType, m.announcementDate);
      const opposable = !!end && end >= today;
      out.push({ watchId: w.id, markId: m.id, score: 1, reasons: [], riskLevel: opposable ? 'medium' : 'low', reason: `关注的申请人“${w.name}”新申请“${m.tmName}”${m.tmCl ? `（第${m.tmCl}类）` : ''}${end ? `；异议截止 ${end}` : ''}`, oppositionEnd: end });
    }
    return out;
  }
  for (const i of index.candidates(w.name)) {
    const m = index.marks[i];
    if (!fits(m)) continue;
    const s = nameSimilarity(w.name, m.tmName);
    if (s.score < SIMILAR_THRESHOLD) continue;
    const end = oppositionEnd(m.announcementType, m.announcementDate);
    const opposable = !!end && end >= today;
    const sameClass = w.tmCl !== null && m.tmCl === w.tmCl;
    out.push({ watchId: w.id, markId: m.id, score: s.score, reasons: s.reasons, riskLevel: riskLevel(s.score, sameClass, opposable), reason: reasonText(w, m, `与“${w.name}”${s.reasons.map((r) => REASON_TEXT[r]).join('、') || '近似'}（相似度 ${Math.round(s.score * 100)}%）`, end, today), oppositionEnd: end });
  }
  return out;
}

/**
 * The hits of an image watch by image: marks not seen yet whose hash is within IMAGE_DISTANCE.partial of the watch
 * image's. 图形近似 (similar) is a high risk while the mark is open to opposition, else medium; 图形部分相似 is low.
 */
export function matchWatchImage(w: Watch, watchHash: string, index: MarkIndex, today: string): Hit[] {
  const out: Hit[] = [];
  for (const m of index.marks) {
    if (!m.imageHash || m.id <= w.checkedUpTo || m.country !== w.country || (w.tmCl !== null && m.tmCl !== w.tmCl)) continue;
    const c = compareImages(watchHash, m.imageHash);
    if (c.distance === null || c.distance > IMAGE_DISTANCE.partial) continue;
    const end = oppositionEnd(m.announcementType, m.announcementDate);
    const opposable = !!end && end >= today;
    const riskLevel: RiskLevel = c.level === 'similar' ? (opposable ? 'high' : 'medium') : 'low';
    out.push({ watchId: w.id, markId: m.id, score: c.similarity!, reasons: [], riskLevel, reason: reasonText(w, m, c.hint, end, today), oppositionEnd: end });
  }
  return out;
}

const RANK: Record<RiskLevel, number> = { high: 3, medium: 2, low: 1 };

/** One hit per watch and mark: a mark alike both by name and by image keeps the higher risk and both reasons. */
export function mergeHits(hits: Hit[]): Hit[] {
  const by = new Map<string, Hit>();
  for (const h of hits) {
    const key = `${h.watchId}:${h.markId}`;
    const prev = by.get(key);
    if (!prev) by.set(key, h);
    else {
      const [a, b] = RANK[h.riskLevel] > RANK[prev.riskLevel] ? [h, prev] : [prev, h];
      const lead = a.reason.split('；')[0];
      const other = b.reason.split('；')[0];
      by.set(key, { ...a, score: Math.max(a.score, b.score), reasons: [...new Set([...a.reasons, ...b.reasons])], reason: [lead, other, ...a.reason.split('；').slice(1)].join('；') });
    }
  }
  return [...by.values()];
}
