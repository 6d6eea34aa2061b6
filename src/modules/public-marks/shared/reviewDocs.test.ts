import { describe, expect, it } from 'vitest';
import { generateReviewDocs } from './reviewDemo';
import { chineseNumber, highlightSegments, normaliseCaseType, normaliseDocKind, normaliseDocNo, normaliseResult, numberOf, parseArticles, parseClasses, CASE_TYPES, RESULTS } from './reviewDocs';

describe('review documents: normalisation', () => {
  it('writes and reads Chinese article numbers', () => {
    expect([1, 10, 11, 20, 30, 44, 45, 99, 100, 101, 110, 119].map(chineseNumber)).toEqual(['一', '十', '十一', '二十', '三十', '四十四', '四十五', '九十九', '一百', '一百零一', '一百一十', '一百一十九']);
    for (const n of [1, 9, 10, 13, 30, 44, 64, 100, 101, 115]) expect(numberOf(chineseNumber(n))).toBe(n);
    expect(numberOf('44')).toBe(44);
    expect(numberOf('条')).toBeNaN();
  });

  it('parses the articles a legal basis cites, with paragraphs and items, digits or Chinese numerals', () => {
    expect(parseArticles('《中华人民共和国商标法》第三十条、第四十四条第一款')).toEqual(['第三十条', '第四十四条', '第四十四条第一款']);
    expect(parseArticles('商标法第30条，第 45 条第 1 款')).toEqual(['第三十条', '第四十五条', '第四十五条第一款']);
    expect(parseArticles('《商标法》第十条第一款第（七）项、第10条第1款第(8)项')).toEqual(['第十条', '第十条第一款', '第十条第一款第（七）项', '第十条第一款第（八）项']);
    expect(parseArticles('第三十条、第三十条')).toEqual(['第三十条']);
    expect(parseArticles('依法裁定')).toEqual([]);
    expect(parseArticles(null)).toEqual([]);
  });

  it('normalises 文号, case types, results and document kinds as files write them', () => {
    expect(normaliseDocNo('商评字〔2025〕第 0012345 号')).toBe('商评字[2025]第0012345号');
    expect(normaliseDocNo('商评字【2025】第0012345号')).toBe('商评字[2025]第0012345号');
    expect(normaliseDocNo('商评字［２０２５］第０012345号')).toBe('商评字[2025]第0012345号');
    expect(normaliseCaseType('驳回复审')).toBe('驳回复审');
    expect(normaliseCaseType('撤销连续三年不使用注册商标复审案件')).toBe('撤销复审');
    expect(normaliseCaseType('无效宣告请求')).toBe('无效宣告');
    expect(normaliseCaseType('异议')).toBeNull();
    expect(normaliseResult('予以核准')).toBe('予以核准注册');
    expect(normaliseResult('维持')).toBe('予以维持');
    expect(normaliseResult('部分驳回')).toBe('部分驳回');
    expect(normaliseResult('待定')).toBeNull();
    expect(normaliseDocKind('无效宣告请求裁定书')).toBe('裁定书');
    expect(normaliseDocKind('驳回复审决定书')).toBe('决定书');
    expect(normaliseDocKind('通知书')).toBeNull();
  });

  it('reads classes as two-digit codes and refuses one outside 1-45', () => {
    expect(parseClasses('9、35')).toEqual(['09', '35']);
    expect(parseClasses('第9类,第35类,9')).toEqual(['09', '35']);
    expect(parseClasses([43, '3'])).toEqual(['03', '43']);
    expect(parseClasses('46')).toBeNull();
    expect(parseClasses('九')).toBeNull();
  });

  it('splits a text around every occurrence of the term, case and white space aside', () => {
    expect(highlightSegments('申请商标“星河湾”与引证商标“星河湾畔”', '星河湾')).toEqual([
      { text: '申请商标“', hit: false }, { text: '星河湾', hit: true }, { text: '”与引证商标“', hit: false }, { text: '星河湾', hit: true }, { text: '畔”', hit: false },
    ]);
    expect(highlightSegments('NOVA Lumi', 'nova')).toEqual([{ text: 'NOVA', hit: true }, { text: ' Lumi', hit: false }]);
    expect(highlightSegments('第三十\n条', '第三十条').filter((s) => s.hit).map((s) => s.text)).toEqual(['第三十\n条']);
    expect(highlightSegments('a.b(c)', '.b(')).toEqual([{ text: 'a', hit: false }, { text: '.b(', hit: true }, { text: 'c)', hit: false }]);
    expect(highlightSegments('无此词', '')).toEqual([{ text: '无此词', hit: false }]);
  });
});

describe('demo review documents', () => {
  const docs = generateReviewDocs();
  it('are plausible and consistent: 文号 year = decision year, unique numbers, known types and results, cited articles', () => {
    expect(docs).toHaveLength(48);
    expect(new Set(docs.map((d) => d.docNo)).size).toBe(docs.length);
    expect(new Set(docs.map((d) => d.caseType))).toEqual(new Set(['驳回复审', '无效宣告', '不予注册复审', '撤销复审']));
    for (const d of docs) {
      expect(d.docNo).toMatch(/^商评字\[(\d{4})\]第\d{7}号$/);
      expect(d.docNo.slice(4, 8)).toBe(d.decisionDate!.slice(0, 4));
      expect(CASE_TYPES).toContain(d.caseType);
      expect(RESULTS).toContain(d.result);
      expect(d.docKind).toBe(d.caseType === '无效宣告' ? '裁定书' : '决定书');
      expect(d.fullText).toContain(d.docNo);
      expect(d.fullText).toContain(`第${d.markNo}号“${d.tmName}”`);
      expect(parseArticles(d.legalBasis).length).toBeGreaterThan(0);
      const [y, m, day] = d.decisionDate!.split('-').map(Number);
      expect(d.fullText.endsWith(`${y}年${m}月${day}日`)).toBe(true);
    }
    expect(generateReviewDocs()).toEqual(docs); // deterministic
  });
});
