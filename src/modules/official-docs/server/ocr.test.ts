// Recognition of generated documents of every catalogue type: a PDF with a text layer, and a scan (a picture of the
// same page, read by Tesseract's Chinese model). Needs tesseract-ocr, tesseract-ocr-chi-sim and poppler-utils
// (installed by .ci/run).
import { describe, expect, it } from 'vitest';
import { textPdf } from '../../../../tests/api/pdf';
import { shippedCatalogue } from '../shared/catalogue';
import { recognize } from '../shared/recognize';
import { documentText } from './extract';
import { joinCjk, ocrTools } from './ocr';
import { scanJpeg, scannedPdf } from './testScans';

const types = shippedCatalogue.map((t) => ({ code: t.code, name: t.name }));
const page = (name: string) => ['国家知识产权局', name, '申请号：78901234', '发文日期：2026年03月01日'];

describe('OCR text clean-up', () => {
  it('joins the spaces Tesseract puts between Chinese characters and digits, not between Latin words', () => {
    expect(joinCjk('商 标 驳 回 通 知 书\n发文日期: 2 0 2 6 年0 3 月 0 1 日\nWIPO Madrid')).toBe('商标驳回通知书\n发文日期: 2026年03月01日\nWIPO Madrid');
  });
});

describe('recognition of generated documents of every type', () => {
  it('the OCR tools are installed (tesseract with chi_sim, pdftoppm)', async () => {
    expect(await ocrTools()).toEqual({ tesseract: true, pdftoppm: true });
  });

  it.each(shippedCatalogue.map((t) => [t.code, t.name] as const))('%s (%s): text layer and scan', async (code, name) => {
    const layer = await documentText(textPdf([page(name)]), 'pdf');
    const fromLayer = recognize(layer.text, 'x.pdf', types, layer.source);
    expect(fromLayer.typeCode).toEqual({ value: code, source: 'text' });
    const scan = await documentText(scanJpeg(page(name)), 'jpeg');
    const fromScan = recognize(scan.text, 'x.jpg', types, scan.source);
    expect(fromScan.typeCode).toEqual({ value: code, source: 'ocr' });
    expect(fromScan.appNo?.value).toBe('78901234');
    expect(fromScan.issueDate?.value).toBe('2026-03-01');
  }, 60_000);

  it('a scanned PDF without a text layer is read page by page by OCR', async () => {
    const pdf = scannedPdf([scanJpeg(page('驳回通知书')), scanJpeg(['第二页', '申请人：星河品牌管理有限公司'])]);
    const r = await documentText(pdf, 'pdf');
    expect(r).toMatchObject({ pages: 2, source: 'ocr' });
    expect(recognize(r.text, 'x.pdf', types, r.source)).toMatchObject({ typeCode: { value: 'rejection', source: 'ocr' }, issueDate: { value: '2026-03-01' } });
    expect(r.text).toContain('星河品牌管理有限公司');
  }, 60_000);
});
