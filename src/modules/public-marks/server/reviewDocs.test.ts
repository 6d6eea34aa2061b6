import { describe, expect, it } from 'vitest';
import { parseFile } from './import';
import { checkReviewRow, REVIEW_SPEC } from './reviewDocs';

const good = { docNo: '商评字〔2025〕第0012345号', caseType: '驳回商标注册申请复审', tmName: '星河湾', fullText: '商标驳回复审决定书……', tmCls: '9、35', decisionDate: '2025年3月8日', markNo: '第 61234567 号', result: '驳回', legalBasis: '商标法第30条' };

describe('review documents: the row check of a loaded file', () => {
  it('converts a good row (文号, case type, kind, date, number, classes)', () => {
    const { value, errors } = checkReviewRow(good, 2);
    expect(errors).toEqual([]);
    expect(value).toMatchObject({ docNo: '商评字[2025]第0012345号', caseType: '驳回复审', docKind: '决定书', decisionDate: '2025-03-08', markNo: '61234567', tmCls: ['09', '35'], result: '驳回' });
  });

  it('names the column of every bad cell', () => {
    const { value, errors } = checkReviewRow({ ...good, docNo: ' ', caseType: '异议', decisionDate: '2025-13-01', tmCls: '46', result: '待定', markNo: '12', docKind: '通知书' }, 7);
    expect(value).toBeUndefined();
    expect(errors.map((e) => e.field).sort()).toEqual(['决定日期', '文书类型', '文号', '案件类型', '申请号/注册号', '类别', '评审结果'].sort());
    expect(errors.every((e) => e.row === 7)).toBe(true);
  });

  it('parses csv and jsonl through the public-marks loader, headers by label, key or alias', async () => {
    const csv = '文号,案件类型,商标名称,全文,类别,裁定日期\n商评字[2025]第0000001号,无效宣告,甲,全文一,9,2025-01-02\n,无效宣告,乙,全文二,9,2025-01-02\n';
    const c = await parseFile(Buffer.from(csv), 'csv', REVIEW_SPEC);
    expect(c.total).toBe(2);
    expect(c.good.map((d) => [d.docNo, d.docKind, d.decisionDate])).toEqual([['商评字[2025]第0000001号', '裁定书', '2025-01-02']]);
    expect(c.errors).toEqual([{ row: 3, field: '文号', message: '文号不能为空' }]);
    const jsonl = [JSON.stringify({ docNo: 'A1', caseType: '撤销复审', tmName: '丙', fullText: 'x', tmCls: ['03', 43] }), 'not json'].join('\n');
    const j = await parseFile(Buffer.from(jsonl), 'jsonl', REVIEW_SPEC);
    expect(j.good[0].tmCls).toEqual(['03', '43']);
    expect(j.errors).toEqual([{ row: 2, field: '整行', message: '不是一个 JSON 对象' }]);
    await expect(parseFile(Buffer.from('商标名称,申请号\n甲,123456\n'), 'csv', REVIEW_SPEC)).rejects.toThrow('文件缺少“文号”');
  });
});
