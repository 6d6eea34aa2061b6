// 商标比对, pure: where two marks' goods meet in the similar-goods groups (类似群) of the classification, and the
// verdict hints of a comparison (name similarity, class, goods, the opposition window). The server places each
// side's goods in their groups (classification module) and computes the name similarity; these functions decide
// what that means, so the unit table pins the rules.
import type { ImageLevel } from './imageHash';
import { SIMILAR_THRESHOLD, type SimilarityReason } from './similarity';

export interface GroupRef { code: string; name: string; classNo: number }

/** One goods/service item of a side as listed, with the similar-goods groups the classification puts it in. */
export interface PlacedGoods { name: string; groups: GroupRef[] }

export interface GroupOverlap { groupCode: string; groupName: string; classNo: number; left: string[]; right: string[]; common: boolean }

export interface Overlap {
  /** Common groups first, then the groups of one side only, each by group code. */
  groups: GroupOverlap[];
  /** Items listed on both sides (same text, or the same item of the classification). */
  sameGoods: string[];
  commonGroups: number;
  /** Items the classification does not know: compared by their text only. */
  leftUngrouped: string[];
  rightUngrouped: string[];
}

/** An item's text compared: NFKC, lower case, no white space, no trailing * of the classification. */
export const goodsKey = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, '').replace(/[*＊]+$/, '');

/** The groups both sides' goods fall in, and the items they share. */
export function goodsOverlap(left: PlacedGoods[], right: PlacedGoods[]): Overlap {
  const groups = new Map<string, GroupOverlap>();
  const place = (side: 'left' | 'right', goods: PlacedGoods[]) => {
    for (const g of goods)
      for (const ref of g.groups) {
        let o = groups.get(ref.code);
        if (!o) groups.set(ref.code, (o = { groupCode: ref.code, groupName: ref.name, classNo: ref.classNo, left: [], right: [], common: false }));
        if (!o[side].includes(g.name)) o[side].push(g.name);
      }
  };
  place('left', left);
  place('right', right);
  const list = [...groups.values()];
  for (const o of list) o.common = o.left.length > 0 && o.right.length > 0;
  list.sort((a, b) => Number(b.common) - Number(a.common) || a.groupCode.localeCompare(b.groupCode));
  const rightKeys = new Set(right.map((g) => goodsKey(g.name)));
  const sameGoods = [...new Set(left.filter((g) => rightKeys.has(goodsKey(g.name))).map((g) => g.name))];
  return {
    groups: list,
    sameGoods,
    commonGroups: list.filter((o) => o.common).length,
    leftUngrouped: left.filter((g) => !g.groups.length).map((g) => g.name),
    rightUngrouped: right.filter((g) => !g.groups.length).map((g) => g.name),
  };
}

export const REASON_TEXT: Record<SimilarityReason, string> = {
  same: '名称相同',
  samePinyin: '读音相同',
  similarPinyin: '读音相近',
  visual: '形近字',
  contains: '包含关系',
  reorder: '字序颠倒',
  latinVariant: '字母/数字变体',
  partial: '部分相同',
};

/** A name at or above this similarity with similar goods is a high risk of confusion. */
export const STRONG_NAME = 0.8;

export interface VerdictSide {
  tmName: string;
  tmCl: number | null;
  /** Application or registration number, to name the mark in a hint. */
  number: string | null;
  /** Items listed (0: the side lists none, e.g. a keyword watch). */
  goodsCount: number;
  oppositionEnd: string | null;
}

export interface VerdictInput {
  left: VerdictSide;
  right: VerdictSide;
  score: number;
  reasons: SimilarityReason[];
  overlap: Overlap;
  /** The images' likeness by their perceptual hash (shared/imageHash.ts), null when they could not be compared. */
  image?: ImageLevel | null;
  /** The hint of the image comparison, listed after the name's. */
  imageHint?: string;
  today: string;
}

export type Verdict = 'high' | 'medium' | 'low';

const list = (xs: string[], max = 6) => (xs.length > max ? `${xs.slice(0, max).join('、')} 等 ${xs.length} 项` : xs.join('、'));

/**
 * The verdict and its hints. Goods are similar when they share a similar-goods group or an item; when a side
 * lists no goods, the class stands in for them; when it has no class either (a keyword watched in every class),
 * the goods cannot tell and the names alone give at most medium. High: names at least STRONG_NAME alike on similar
 * goods; medium: similar names on similar goods, or very alike names in one class; low otherwise. 图形近似 (image
 * level similar) counts as a very alike name; 图形部分相似 only asks, in its hint, to look at the images.
 */
export function compareVerdict(v: VerdictInput): { verdict: Verdict; hints: string[] } {
  const { left, right, overlap } = v;
  const hints: string[] = [];
  const named = !!left.tmName.trim() && !!right.tmName.trim();
  const score = named ? v.score : 0;
  const similar = score >= SIMILAR_THRESHOLD || v.image === 'similar';
  const strong = score >= STRONG_NAME || v.image === 'similar';
  const percent = `相似度 ${Math.round(score * 100)}%`;
  if (!named) hints.push('一方没有文字部分，名称不作比较，请对照图样判断');
  else if (score >= SIMILAR_THRESHOLD) hints.push(`名称近似（${percent}${v.reasons.length ? `：${v.reasons.map((r) => REASON_TEXT[r]).join('、')}` : ''}）`);
  else hints.push(`名称差异明显（${percent}）`);
  if (v.imageHint) hints.push(v.imageHint);

  const sameClass = left.tmCl !== null && left.tmCl === right.tmCl;
  if (sameClass) hints.push(`同一类别（第${left.tmCl}类）`);
  else if (left.tmCl !== null && right.tmCl !== null) hints.push(`类别不同（第${left.tmCl}类 / 第${right.tmCl}类）`);
  else hints.push('一方未限定类别');

  const goodsKnown = left.goodsCount > 0 && right.goodsCount > 0;
  const classesKnown = left.tmCl !== null && right.tmCl !== null;
  // true / false when the goods (or, without them, the classes) tell; null when a side has neither
  let similarGoods: boolean | null;
  if (goodsKnown) {
    const common = overlap.groups.filter((g) => g.common);
    similarGoods = common.length > 0 || overlap.sameGoods.length > 0;
    if (common.length) hints.push(`指定商品/服务在 ${common.length} 个类似群重合：${list(common.map((g) => `${g.groupCode} ${g.groupName}`), 4)}`);
    if (overlap.sameGoods.length) hints.push(`相同商品/服务 ${overlap.sameGoods.length} 项：${list(overlap.sameGoods)}`);
    if (!similarGoods) hints.push('指定商品/服务不在同一类似群，一般不构成类似商品');
    const ungrouped = [...overlap.leftUngrouped, ...overlap.rightUngrouped];
    if (ungrouped.length) hints.push(`${ungrouped.length} 项商品/服务未能归入区分表的类似群，仅按文字比较：${list(ungrouped)}`);
  } else {
    const who = left.goodsCount ? '商标二' : '商标一';
    if (classesKnown) {
      similarGoods = sameClass;
      hints.push(`${who}未列出商品/服务，按类别判断：${sameClass ? '同类，可能构成类似商品' : '类别不同，一般不构成类似商品'}`);
    } else {
      similarGoods = null;
      hints.push(`${who}未列出商品/服务，也未限定类别：商品是否类似无法判断，按名称近似程度提示`);
    }
  }

  const verdict: Verdict =
    similarGoods === null
      ? similar
        ? 'medium'
        : 'low'
      : strong && similarGoods
        ? 'high'
        : (similar && similarGoods) || (strong && sameClass)
          ? 'medium'
          : 'low';

  for (const m of [left, right]) {
    if (!m.oppositionEnd) continue;
    const who = `“${m.tmName}”${m.number ? `（${m.number}）` : ''}`;
    if (m.oppositionEnd >= v.today) hints.push(`${who}处于异议期，截止 ${m.oppositionEnd}，可对其提出异议`);
    else hints.push(`${who}的异议期已于 ${m.oppositionEnd} 届满，可考虑无效宣告`);
  }
  return { verdict, hints };
}
