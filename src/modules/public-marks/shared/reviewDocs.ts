// Review documents (评审文书): the normalisation of what a loaded file says (文号, the articles of the Trademark Law
// a decision cites, case types and results as CNIPA writes them) and the split of a text around a searched term
// for highlighting. Pure: used by the loader on the server and by the detail drawer in the browser.

export const CASE_TYPES = ['驳回复审', '不予注册复审', '无效宣告', '无效宣告复审', '撤销复审'] as const;
export const DOC_KINDS = ['决定书', '裁定书'] as const;
export const RESULTS = ['予以初步审定', '部分驳回', '驳回', '予以核准注册', '不予核准注册', '宣告无效', '部分无效', '予以维持', '撤销', '部分撤销'] as const;

/** Other ways files write a case type or a result → the stored value. */
const CASE_ALIASES: Record<string, string> = {
  驳回商标注册申请复审: '驳回复审',
  商标驳回复审: '驳回复审',
  不予注册复审案: '不予注册复审',
  无效宣告请求: '无效宣告',
  注册商标无效宣告: '无效宣告',
  无效宣告请求复审: '无效宣告复审',
  撤销注册商标复审: '撤销复审',
  撤销连续三年不使用注册商标复审: '撤销复审',
  撤三复审: '撤销复审',
};
const RESULT_ALIASES: Record<string, string> = {
  初步审定: '予以初步审定',
  予以核准: '予以核准注册',
  核准注册: '予以核准注册',
  不予核准: '不予核准注册',
  不予注册: '不予核准注册',
  无效: '宣告无效',
  予以无效宣告: '宣告无效',
  维持: '予以维持',
  予以撤销: '撤销',
  驳回申请: '驳回',
};

const plain = (s: string) => s.normalize('NFKC').replace(/\s+/g, '').replace(/[案件]+$/u, '');

/** A case type as stored, or null when it is none of CASE_TYPES (after the usual variants). */
export function normaliseCaseType(text: string): string | null {
  const s = plain(text);
  if ((CASE_TYPES as readonly string[]).includes(s)) return s;
  return CASE_ALIASES[s] ?? null;
}

export function normaliseResult(text: string): string | null {
  const s = plain(text);
  if ((RESULTS as readonly string[]).includes(s)) return s;
  return RESULT_ALIASES[s] ?? null;
}

/** 决定书 / 裁定书 from the kind as written (驳回复审决定书, 无效宣告请求裁定书 ...). */
export function normaliseDocKind(text: string): string | null {
  const s = plain(text);
  if (s.endsWith('裁定书') || s === '裁定') return '裁定书';
  if (s.endsWith('决定书') || s === '决定') return '决定书';
  return null;
}

/**
 * A 文号 as stored: NFKC (full-width brackets and digits), the square brackets CNIPA prints as 〔〕, 【】 or ［］ all
 * as [ ], no white space. 商评字〔2025〕第 0012345 号 → 商评字[2025]第0012345号.
 */
export function normaliseDocNo(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '').replace(/[〔【［]/g, '[').replace(/[〕】］]/g, ']');
}

const DIGITS = '零一二三四五六七八九';
/** 1-199 as Chinese numerals the way laws number articles (十, 十二, 三十, 四十四, 一百零一). */
export function chineseNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 200) throw new RangeError(`${n}`);
  if (n < 10) return DIGITS[n];
  if (n < 20) return '十' + (n % 10 ? DIGITS[n % 10] : '');
  if (n < 100) return DIGITS[Math.floor(n / 10)] + '十' + (n % 10 ? DIGITS[n % 10] : '');
  const rest = n - 100;
  return '一百' + (rest === 0 ? '' : rest < 10 ? '零' + DIGITS[rest] : rest < 20 ? '一' + chineseNumber(rest) : chineseNumber(rest));
}

/** A number written in Chinese numerals (or digits) → its value; NaN when it is neither. */
export function numberOf(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  let total = 0;
  let digit = 0;
  for (const ch of text.replace(/〇/g, '零')) {
    const d = DIGITS.indexOf(ch);
    if (d >= 0) digit = d;
    else if (ch === '十') {
      total += (digit || 1) * 10;
      digit = 0;
    } else if (ch === '百') {
      total += (digit || 1) * 100;
      digit = 0;
    } else return NaN;
  }
  return total + digit;
}

const NUM = '[0-9零〇一二三四五六七八九十百]+';
const ARTICLE = new RegExp(`第(${NUM})条(?:第(${NUM})款)?(?:第[（(]?(${NUM})[)）]?项)?`, 'gu');

/**
 * The articles a legal basis cites, each as 第N条 and, when cited, with its paragraph (第N条第M款) and item
 * (第N条第M款第（K）项), numbers in Chinese numerals, in order of first citation, without repeats. Citations of
 * other laws are kept too: a basis names the Trademark Law nearly always, and a file rarely mixes laws in one cell.
 * 《商标法》第30条、第四十四条第一款 → 第三十条, 第四十四条, 第四十四条第一款.
 */
export function parseArticles(text: string | null | undefined): string[] {
  const out: string[] = [];
  const add = (s: string) => out.includes(s) || out.push(s);
  for (const m of (text ?? '').normalize('NFKC').replace(/\s+/g, '').matchAll(ARTICLE)) {
    const art = numberOf(m[1]);
    if (!(art > 0 && art < 200)) continue;
    const a = `第${chineseNumber(art)}条`;
    add(a);
    const para = m[2] ? numberOf(m[2]) : NaN;
    if (!(para > 0 && para < 20)) continue;
    add(`${a}第${chineseNumber(para)}款`);
    const item = m[3] ? numberOf(m[3]) : NaN;
    if (item > 0 && item < 20) add(`${a}第${chineseNumber(para)}款第（${chineseNumber(item)}）项`);
  }
  return out;
}

/** Classes as stored ("09"): from 9, "9", "09", "第9类", "9,35" or "9、35"; null when one is not 1-45. */
export function parseClasses(value: unknown): string[] | null {
  const parts = Array.isArray(value) ? value.map(String) : String(value ?? '').split(/[,，、;；\s]+/);
  const out: string[] = [];
  for (const p of parts) {
    const s = p.trim().replace(/^第/, '').replace(/类$/, '');
    if (!s) continue;
    const n = Number(s);
    if (!Number.isInteger(n) || n < 1 || n > 45) return null;
    const code = String(n).padStart(2, '0');
    if (!out.includes(code)) out.push(code);
  }
  return out.sort();
}

export interface Segment { text: string; hit: boolean }

/**
 * A text split around every occurrence of the term (case-insensitive; white space in the text between the
 * term's characters is allowed, as the search ignores it), for highlighting. No term: the whole text, no hit.
 */
export function highlightSegments(text: string, term: string | null | undefined): Segment[] {
  const chars = Array.from((term ?? '').normalize('NFKC').replace(/\s+/g, ''));
  if (!chars.length || !text) return text ? [{ text, hit: false }] : [];
  const esc = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(chars.map(esc).join('\\s*'), 'giu');
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (!m[0]) continue;
    if (m.index! > last) out.push({ text: text.slice(last, m.index), hit: false });
    out.push({ text: m[0], hit: true });
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), hit: false });
  return out;
}
