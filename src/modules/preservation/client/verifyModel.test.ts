import { describe, expect, it } from 'vitest';
import { rowsOf, sizeText, verifyView, type Verification } from './verifyModel';

const rec = (seq: number, ok: boolean) => ({ id: 10 + seq, seq, title: `存证 ${seq}`, kind: 'file', capturedAt: '2026-05-01T00:00:00.000Z', ok, fileChecked: true, problems: ok ? [] : [{ code: 'hash' as const, message: '记录被改动' }] });
const base: Verification = { checkedAt: '2026-05-02T00:00:00.000Z', scope: 'chain', total: 3, passed: 3, failed: 0, hiddenFailed: 0, headSeq: 3, headHash: 'a'.repeat(64), chainOk: true, chainProblems: [], records: [rec(1, true), rec(2, true), rec(3, true)] };

describe('reading a verification', () => {
  it('a whole chain: all passed, some failed (failed rows first), broken at the end only, empty', () => {
    expect(verifyView(base)).toEqual({ tone: 'success', headline: { key: 'pres.verify.allOk', vars: { total: 3 } }, chainLine: null, hiddenLine: null, failedFirst: false });
    const failed = { ...base, passed: 2, failed: 1, hiddenFailed: 2, chainOk: false, records: [rec(1, true), rec(2, false), rec(3, true)] };
    expect(verifyView(failed)).toMatchObject({ tone: 'error', headline: { key: 'pres.verify.someFailed', vars: { failed: 1, total: 3 } }, hiddenLine: { key: 'pres.verify.hidden', vars: { n: 2 } }, failedFirst: true });
    expect(rowsOf(failed, true).map((r) => r.seq)).toEqual([2]);
    expect(rowsOf(failed, false).map((r) => r.seq)).toEqual([3, 2, 1]);
    const headOnly = { ...base, chainOk: false, chainProblems: [{ code: 'head' as const, message: '链尾' }] };
    expect(verifyView(headOnly)).toMatchObject({ tone: 'error', headline: { key: 'pres.verify.chainBroken' }, failedFirst: false });
    expect(verifyView({ ...base, total: 0, passed: 0, records: [] }).headline.key).toBe('pres.verify.empty');
  });

  it('one record: its own result, and how the whole chain stands', () => {
    const one = { ...base, scope: 'record' as const, records: [rec(2, true)] };
    expect(verifyView(one)).toMatchObject({ tone: 'success', headline: { key: 'pres.verify.recordOk' }, chainLine: { key: 'pres.verify.chainOfRecordOk', vars: { total: 3 } } });
    const elsewhere = { ...one, failed: 1, passed: 2, chainOk: false };
    expect(verifyView(elsewhere)).toMatchObject({ tone: 'info', headline: { key: 'pres.verify.recordOk' }, chainLine: { key: 'pres.verify.chainOfRecord', vars: { total: 3, failed: 1 } } });
    expect(verifyView({ ...elsewhere, records: [rec(2, false)] })).toMatchObject({ tone: 'error', headline: { key: 'pres.verify.recordFailed' } });
  });

  it('sizes', () => {
    expect([sizeText(0), sizeText(1023), sizeText(1536), sizeText(10 * 1024 * 1024)]).toEqual(['0 B', '1023 B', '1.5 KB', '10 MB']);
  });
});
