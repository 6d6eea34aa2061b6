// What a verification answer means to the reader, apart from the view: the headline and its tone, the line about the
// whole chain when one record was checked, the rows to show (failed only, or all), and sizes in words.
import type { PreservationVerifyResponse } from '../../../generated/types';
import type { PreservationTextKey } from '../i18n';

export type Verification = PreservationVerifyResponse;
export type VerifiedRecord = Verification['records'][number];
export interface Line { key: PreservationTextKey; vars?: Record<string, string | number> }

export interface VerifyView {
  tone: 'success' | 'error' | 'info';
  headline: Line;
  /** For one record: how the whole chain stands. */
  chainLine: Line | null;
  /** Failures the caller may not see (data scope). */
  hiddenLine: Line | null;
  /** Show only failed rows at first (when any failed). */
  failedFirst: boolean;
}

export function verifyView(v: Verification): VerifyView {
  const hiddenLine: Line | null = v.hiddenFailed > 0 ? { key: 'pres.verify.hidden', vars: { n: v.hiddenFailed } } : null;
  if (v.scope === 'record') {
    const rec = v.records[0];
    return {
      tone: rec?.ok ? (v.chainOk ? 'success' : 'info') : 'error',
      headline: { key: rec?.ok ? 'pres.verify.recordOk' : 'pres.verify.recordFailed' },
      chainLine: v.chainOk ? { key: 'pres.verify.chainOfRecordOk', vars: { total: v.total } } : { key: 'pres.verify.chainOfRecord', vars: { total: v.total, failed: v.failed } },
      hiddenLine: null,
      failedFirst: false,
    };
  }
  if (v.total === 0 && v.chainOk) return { tone: 'info', headline: { key: 'pres.verify.empty' }, chainLine: null, hiddenLine: null, failedFirst: false };
  if (v.chainOk) return { tone: 'success', headline: { key: 'pres.verify.allOk', vars: { total: v.total } }, chainLine: null, hiddenLine: null, failedFirst: false };
  return {
    tone: 'error',
    headline: v.failed > 0 ? { key: 'pres.verify.someFailed', vars: { failed: v.failed, total: v.total } } : { key: 'pres.verify.chainBroken' },
    chainLine: null,
    hiddenLine,
    failedFirst: v.records.some((r) => !r.ok),
  };
}

/** The rows to list, newest first; only the failed ones when asked. */
export function rowsOf(v: Verification, onlyFailed: boolean): VerifiedRecord[] {
  return v.records.filter((r) => !onlyFailed || !r.ok).sort((a, b) => b.seq - a.seq);
}

/** A byte count for people: 1,234 字节 / 12.3 KB / 4.5 MB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${+(bytes / 1024 / 1024).toFixed(1)} MB`;
}
