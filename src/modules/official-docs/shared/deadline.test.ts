import { describe as group, expect, it } from 'vitest';
import { COPYRIGHT_EFFECTIVE_FROM, SHIPPED_EFFECTIVE_FROM, shippedCatalogue, shippedCatalogues, shippedCopyrightCatalogue } from './catalogue';
import { addPeriod, computeDeadline, describe, makeCalendar, overlaps, parseRule, RuleError, type RuleVersion, versionOn } from './deadline';
import { shippedCalendar, shippedCalendarDays, shippedCalendarYears } from './shippedCalendar';

const cal = shippedCalendar();
const versionsOf = (code: string): RuleVersion[] => {
  const t = shippedCatalogue.find((x) => x.code === code)!;
  return [{ typeCode: t.code, typeName: t.name, electronicRule: t.electronicRule, paperRule: t.paperRule, legalBasis: t.legalBasis, effectiveFrom: SHIPPED_EFFECTIVE_FROM, effectiveTo: null }];
};
const minus = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86400000).toISOString().slice(0, 10);

group('worked example of the official-documents file', () => {
  it('驳回通知书 issued 2026-03-01, electronic → served 2026-03-16 → deadline 2026-03-31', () => {
    const d = computeDeadline({ typeCode: 'rejection', medium: 'electronic', issueDate: '2026-03-01' }, versionsOf('rejection'), cal);
    expect(d.service).toEqual({ date: '2026-03-16', how: 'electronicDeemed', period: '15d' });
    expect(d.rawEnd).toBe('2026-03-31');
    expect(d.deadline).toBe('2026-03-31');
    expect(d.rolled).toEqual([]);
    expect(d.legalBasis).toBe('商标法第三十四条');
    expect(d.rule).toMatchObject({ text: '15d,15d', effectiveFrom: SHIPPED_EFFECTIVE_FROM });
    expect(d.calendarMissingYears).toEqual([]);
    expect(describe(d)).toContain('2026-03-16');
  });
});

// Every type of the file, both media. Electronic issued Mon 2026-03-02 (served Tue 03-17); paper received Tue 2026-03-10.
const table: [code: string, electronic: string | null, paperReceived: string | null, paperDeemed: string | null][] = [
  ['acceptance', null, null, null],
  ['nonAcceptance', null, null, null],
  ['correction', '2026-04-16', '2026-04-09', '2026-04-16'],
  ['examinationOpinion', '2026-04-01', '2026-03-25', '2026-04-01'],
  ['rejection', '2026-04-01', '2026-03-25', '2026-04-01'],
  ['partialRejection', '2026-04-01', '2026-03-25', '2026-04-01'],
  ['oppositionReply', '2026-04-16', '2026-04-09', '2026-04-16'],
  ['nonRegistration', '2026-04-01', '2026-03-25', '2026-04-01'],
  ['registrationApproval', null, null, null],
  ['registrationCertificate', null, null, null],
  ['renewalCertificate', null, null, null],
  ['changeCertificate', null, null, null],
  ['transferCertificate', null, null, null],
  ['licenseRecordal', null, null, null],
  // 03-17 + 2 months = Sun 05-17 → Mon 05-18; received 03-10 + 2 months = Sun 05-10 → Mon 05-11
  ['useEvidence', '2026-05-18', '2026-05-11', '2026-05-18'],
  ['revocationDecision', '2026-04-01', '2026-03-25', '2026-04-01'],
  ['nonRevocationDecision', '2026-04-01', '2026-03-25', '2026-04-01'],
  ['invalidationDecision', '2026-04-01', '2026-03-25', '2026-04-01'],
  ['reviewReply', '2026-04-16', '2026-04-09', '2026-04-16'],
  ['reviewCorrection', '2026-04-16', '2026-04-09', '2026-04-16'],
  ['rejectionReviewDecision', '2026-04-16', '2026-04-09', '2026-04-16'],
  ['nonRegistrationReviewDecision', '2026-04-16', '2026-04-09', '2026-04-16'],
  ['invalidationRuling', '2026-04-16', '2026-04-09', '2026-04-16'],
  ['revocationReviewDecision', '2026-04-16', '2026-04-09', '2026-04-16'],
  // an event counted from publication: 03-02 + 3 months, receipt irrelevant
  ['preliminaryAnnouncement', '2026-06-02', '2026-06-02', '2026-06-02'],
];

group('every document type, both media', () => {
  it('the table covers the whole shipped catalogue', () => {
    expect(table.map((r) => r[0]).sort()).toEqual(shippedCatalogue.map((t) => t.code).sort());
  });
  it.each(table)('%s', (code, electronic, paperReceived, paperDeemed) => {
    const v = versionsOf(code);
    const e = computeDeadline({ typeCode: code, medium: 'electronic', issueDate: '2026-03-02' }, v, cal);
    const pr = computeDeadline({ typeCode: code, medium: 'paper', issueDate: '2026-03-02', receiptDate: '2026-03-10' }, v, cal);
    const pd = computeDeadline({ typeCode: code, medium: 'paper', issueDate: '2026-03-02', receiptDate: null }, v, cal);
    expect([e.deadline, pr.deadline, pd.deadline]).toEqual([electronic, paperReceived, paperDeemed]);
    if (electronic === null) expect(e.none).toBe('noResponse');
    else expect(e.legalBasis).not.toBe('');
    if (paperReceived && code !== 'preliminaryAnnouncement') {
      expect(pr.service).toEqual({ date: '2026-03-10', how: 'paperReceipt', period: null });
      expect(pd.service).toMatchObject({ date: '2026-03-17', how: 'paperDeemed' });
    }
  });
});

const holidays2026 = shippedCalendarDays.filter((d) => d.kind === 'holiday' && d.date.startsWith('2026'));
const nextWorking: Record<string, string> = { 元旦: '2026-01-04', 春节: '2026-02-24', 清明: '2026-04-07', 劳动节: '2026-05-06', 端午: '2026-06-22', 中秋: '2026-09-28', 国庆节: '2026-10-08' };

group('holidays and adjusted working days of 2026', () => {
  it('the shipped calendar has 2026 (33 holidays, 6 adjusted working days) and no 2027', () => {
    expect(holidays2026).toHaveLength(33);
    expect(shippedCalendarDays.filter((d) => d.kind === 'workday' && d.date.startsWith('2026'))).toHaveLength(6);
    expect(shippedCalendarYears).toContain(2026);
    expect(shippedCalendarYears).not.toContain(2027);
  });
  it.each(holidays2026.map((h) => [h.date, h.name] as const))('a period ending on %s (%s) rolls to the next working day', (date, name) => {
    // 驳回 electronic: raw end = issue + 30 days
    const d = computeDeadline({ typeCode: 'rejection', medium: 'electronic', issueDate: minus(date, 30) }, versionsOf('rejection'), cal);
    expect(d.rawEnd).toBe(date);
    expect(d.deadline).toBe(nextWorking[name]);
    expect(d.rolled[0]).toEqual({ date, why: 'holiday', name });
    expect(d.calendarMissingYears).toEqual([]);
  });
  it.each(['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10'])('a period ending on the adjusted working day %s does not roll', (date) => {
    const d = computeDeadline({ typeCode: 'rejection', medium: 'electronic', issueDate: minus(date, 30) }, versionsOf('rejection'), cal);
    expect(d.rawEnd).toBe(date);
    expect(d.deadline).toBe(date);
    expect(d.rolled).toEqual([]);
    expect(d.adjustedWorkday).not.toBeNull();
  });
  it('an ordinary weekend rolls to Monday', () => {
    // raw end on Saturday 2026-03-14 (no holiday near): Sat, Sun roll to Monday
    const d = computeDeadline({ typeCode: 'rejection', medium: 'electronic', issueDate: minus('2026-03-14', 30) }, versionsOf('rejection'), cal);
    expect(d.rawEnd).toBe('2026-03-14');
    expect(d.deadline).toBe('2026-03-16');
    expect(d.rolled.map((r) => r.why)).toEqual(['weekend', 'weekend']);
  });
});

group('month periods, month ends and leap years', () => {
  it.each([
    ['2026-01-31', '1m', '2026-02-28'],
    ['2024-01-31', '1m', '2024-02-29'],
    ['2026-03-31', '1m', '2026-04-30'],
    ['2026-08-31', '3m', '2026-11-30'],
    ['2026-03-15', '2m', '2026-05-15'],
    ['2024-02-29', '1y', '2025-02-28'],
    ['2026-03-01', '15d', '2026-03-16'],
    ['2024-02-28', '1d', '2024-02-29'],
  ])('%s + %s = %s', (from, p, to) => {
    expect(addPeriod(from, parseRule(p)[0]!)).toBe(to);
  });
  it('撤三 served on 2023-12-31 ends on 2024-02-29 (leap year)', () => {
    const d = computeDeadline({ typeCode: 'useEvidence', medium: 'electronic', issueDate: '2023-12-16' }, versionsOf('useEvidence'), cal);
    expect(d.service?.date).toBe('2023-12-31');
    expect(d.deadline).toBe('2024-02-29');
  });
  it('撤三 served on 2024-12-31 ends on 2025-02-28 (common year)', () => {
    const d = computeDeadline({ typeCode: 'useEvidence', medium: 'electronic', issueDate: '2024-12-16' }, versionsOf('useEvidence'), cal);
    expect(d.deadline).toBe('2025-02-28');
  });
});

group('a year without calendar data', () => {
  it('is flagged on the deadline, and only weekends roll', () => {
    // served 2026-12-31 + 2 months = Sun 2027-02-28 → Mon 2027-03-01, 2027 flagged
    const d = computeDeadline({ typeCode: 'useEvidence', medium: 'electronic', issueDate: '2026-12-16' }, versionsOf('useEvidence'), cal);
    expect(d.rawEnd).toBe('2027-02-28');
    expect(d.deadline).toBe('2027-03-01');
    expect(d.calendarMissingYears).toEqual([2027]);
    expect(describe(d)).toContain('2027 年无节假日数据');
  });
  it('once an administrator enters the year, the flag goes and its holidays roll', () => {
    const withYear = makeCalendar([...shippedCalendarYears, 2027], [...shippedCalendarDays, { date: '2027-03-01', kind: 'holiday', name: '测试假日' }]);
    const d = computeDeadline({ typeCode: 'useEvidence', medium: 'electronic', issueDate: '2026-12-16' }, versionsOf('useEvidence'), withYear);
    expect(d.calendarMissingYears).toEqual([]);
    expect(d.deadline).toBe('2027-03-02');
  });
});

group('rule versions', () => {
  const v2026: RuleVersion = { id: 1, typeCode: 'preliminaryAnnouncement', typeName: '初步审定公告', electronicRule: '3m', paperRule: '3m', legalBasis: '商标法第三十三条', effectiveFrom: '2014-05-01', effectiveTo: '2026-12-31' };
  const v2027: RuleVersion = { ...v2026, id: 2, electronicRule: '2m', paperRule: '2m', legalBasis: '商标法（2027）', effectiveFrom: '2027-01-01', effectiveTo: null };
  const cal27 = makeCalendar([...shippedCalendarYears, 2027], shippedCalendarDays);
  it('the version in force on the issue date applies', () => {
    const before = computeDeadline({ typeCode: 'preliminaryAnnouncement', medium: 'electronic', issueDate: '2026-12-31' }, [v2026, v2027], cal27);
    const after = computeDeadline({ typeCode: 'preliminaryAnnouncement', medium: 'electronic', issueDate: '2027-01-01' }, [v2026, v2027], cal27);
    expect([before.rule?.versionId, before.deadline, before.legalBasis]).toEqual([1, '2027-03-31', '商标法第三十三条']);
    expect([after.rule?.versionId, after.deadline, after.legalBasis]).toEqual([2, '2027-03-01', '商标法（2027）']);
  });
  it('no version in force: no deadline, said so', () => {
    const d = computeDeadline({ typeCode: 'preliminaryAnnouncement', medium: 'paper', issueDate: '2010-01-01' }, [v2026, v2027], cal27);
    expect([d.deadline, d.none]).toEqual([null, 'noRule']);
    expect(computeDeadline({ typeCode: 'x', medium: 'paper', issueDate: '2026-01-01' }, [], cal27).none).toBe('unknownType');
  });
  it('overlap and lookup', () => {
    expect(overlaps(v2026, v2027)).toBe(false);
    expect(overlaps(v2026, { effectiveFrom: '2026-12-31', effectiveTo: null })).toBe(true);
    expect(overlaps({ effectiveFrom: '2020-01-01', effectiveTo: null }, { effectiveFrom: '2010-01-01', effectiveTo: '2019-12-31' })).toBe(false);
    expect(versionOn([v2026, v2027], '2026-12-31')?.id).toBe(1);
  });
});

group('rule text', () => {
  it.each([
    ['', []],
    ['30d', ['30d']],
    ['15,15', ['15d', '15d']],
    ['15d，2m', ['15d', '2m']],
    ['3月', ['3m']],
  ])('%j parses', (text, out) => expect(parseRule(text).map((p) => p.text)).toEqual(out));
  it.each(['15x', '1d,2d,3d', 'abc', '0m'])('%j is refused', (text) => expect(() => parseRule(text)).toThrow(RuleError));
});

// The copyright catalogue, both media: issued Mon 2026-03-02; the correction notices count 30 days from the issue date
// whatever the medium (the regulation names no service), the others need no response.
const copyrightTable: [code: string, deadline: string | null][] = [
  ['crAcceptance', null],
  ['crSoftwareCorrection', '2026-04-01'],
  ['crWorkCorrection', '2026-04-01'],
  ['crNonRegistration', null],
  ['crSoftwareCertificate', null],
  ['crWorkCertificate', null],
  ['crChangeCertificate', null],
  ['crContractCertificate', null],
];
const copyrightVersions = (code: string): RuleVersion[] => {
  const t = shippedCopyrightCatalogue.find((x) => x.code === code)!;
  return [{ typeCode: t.code, typeName: t.name, electronicRule: t.electronicRule, paperRule: t.paperRule, legalBasis: t.legalBasis, effectiveFrom: COPYRIGHT_EFFECTIVE_FROM, effectiveTo: null }];
};

group('every copyright document type, both media', () => {
  it('the table covers the copyright catalogue, whose codes are apart from the trademark ones', () => {
    expect(copyrightTable.map((r) => r[0]).sort()).toEqual(shippedCopyrightCatalogue.map((t) => t.code).sort());
    const trademark = new Set(shippedCatalogue.map((t) => t.code));
    expect(shippedCopyrightCatalogue.some((t) => trademark.has(t.code))).toBe(false);
    expect(shippedCatalogues.copyright.types).toBe(shippedCopyrightCatalogue);
  });
  it.each(copyrightTable)('%s', (code, deadline) => {
    const v = copyrightVersions(code);
    const e = computeDeadline({ typeCode: code, medium: 'electronic', issueDate: '2026-03-02' }, v, cal);
    const p = computeDeadline({ typeCode: code, medium: 'paper', issueDate: '2026-03-02', receiptDate: '2026-03-10' }, v, cal);
    expect([e.deadline, p.deadline]).toEqual([deadline, deadline]);
    expect(e.legalBasis).not.toBe('');
    if (deadline) expect(e.service).toBeNull();
    else expect(e.none).toBe('noResponse');
  });
  it('a correction period ending in the National Day holiday rolls to its first working day', () => {
    const d = computeDeadline({ typeCode: 'crSoftwareCorrection', medium: 'electronic', issueDate: '2026-09-01' }, copyrightVersions('crSoftwareCorrection'), cal);
    expect([d.rawEnd, d.deadline]).toEqual(['2026-10-01', '2026-10-08']);
  });
});
