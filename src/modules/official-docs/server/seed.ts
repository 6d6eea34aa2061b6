// Demo official documents for a new demo tenant: a mix of types and media on the tenant's demo marks, issued
// over the last weeks (so the deadline monitor shows near, far and overdue deadlines), each computed by the engine;
// and a few copyright documents about the demo works and software (seeded later, by ip-archives), received but not
// yet confirmed: 确认 in /copyRight/officeFile links them.
import type { Queryable } from '../../../server/db/types';
import { searchColumns } from '../../../server/lists/search';
import type { Medium } from '../shared/deadline';
import { ensureTenantData, loadCalendar, loadRules } from './data';
import { deadlineColumns } from './recalc';

const DEMO: Array<{ type: string; medium: Medium; issuedDaysAgo: number; receivedDaysAgo?: number; read?: boolean; status?: 'handled' | 'ignored' }> = [
  { type: 'rejection', medium: 'electronic', issuedDaysAgo: 5 },
  { type: 'partialRejection', medium: 'electronic', issuedDaysAgo: 12 },
  { type: 'rejection', medium: 'paper', issuedDaysAgo: 20, receivedDaysAgo: 14 },
  { type: 'examinationOpinion', medium: 'electronic', issuedDaysAgo: 9, read: true },
  { type: 'correction', medium: 'paper', issuedDaysAgo: 18 },
  { type: 'oppositionReply', medium: 'electronic', issuedDaysAgo: 25 },
  { type: 'useEvidence', medium: 'electronic', issuedDaysAgo: 30 },
  { type: 'reviewReply', medium: 'paper', issuedDaysAgo: 40, receivedDaysAgo: 33, read: true },
  { type: 'rejectionReviewDecision', medium: 'electronic', issuedDaysAgo: 35 },
  { type: 'nonRegistration', medium: 'electronic', issuedDaysAgo: 40, read: true, status: 'handled' },
  { type: 'acceptance', medium: 'electronic', issuedDaysAgo: 3 },
  { type: 'registrationCertificate', medium: 'paper', issuedDaysAgo: 15, receivedDaysAgo: 8, read: true, status: 'handled' },
  { type: 'transferCertificate', medium: 'electronic', issuedDaysAgo: 60, read: true, status: 'ignored' },
  { type: 'invalidationRuling', medium: 'electronic', issuedDaysAgo: 2 },
];

const daysAgo = (n: number) => new Date(Date.now() - n * 86400000).toISOString().slice(0, 10);

const COPYRIGHT_DEMO: Array<{ type: string; name: string; number: string | null; issuedDaysAgo: number; read?: boolean }> = [
  { type: 'crSoftwareCorrection', name: '星河商品溯源小程序', number: '2026R11L0481516', issuedDaysAgo: 6 },
  { type: 'crAcceptance', name: '星河新品发布会宣传片', number: '2026Z11L0271828', issuedDaysAgo: 20, read: true },
];

export async function seedOfficialDocs(tx: Queryable, tenantId: number): Promise<void> {
  await ensureTenantData(tx, tenantId);
  const rules = await loadRules(tx, tenantId);
  const cal = await loadCalendar(tx, tenantId);
  const marks = await tx.query<{ id: number; tm_name: string; reg_no: string | null }>(
    `select id, tm_name, reg_no from trademarks where tenant_id = $1 and reg_no is not null order by id limit $2`,
    [tenantId, DEMO.length],
  );
  for (const [i, d] of DEMO.entries()) {
    const m = marks.rows[i % Math.max(1, marks.rows.length)];
    const issueDate = daysAgo(d.issuedDaysAgo);
    const receiptDate = d.receivedDaysAgo === undefined ? null : daysAgo(d.receivedDaysAgo);
    const c = deadlineColumns({ typeCode: d.type, medium: d.medium, issueDate, receiptDate }, rules, cal);
    const search = searchColumns([m?.tm_name ?? '', m?.reg_no ?? '']);
    await tx.query(
      `insert into official_documents (tenant_id, trademark_id, tm_name, app_no, type_code, medium, issue_date, receipt_date, deadline, derivation,
                                       deadline_note, calendar_flag, is_read, status, search_grams, search_text)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [tenantId, m?.id ?? null, m?.tm_name ?? null, m?.reg_no ?? null, d.type, d.medium, issueDate, receiptDate, c.deadline, JSON.stringify(c.derivation),
        c.deadlineNote, c.calendarFlag, d.read ?? false, d.status ?? 'pending', search.grams, search.text],
    );
  }
  for (const d of COPYRIGHT_DEMO) {
    const issueDate = daysAgo(d.issuedDaysAgo);
    const c = deadlineColumns({ typeCode: d.type, medium: 'electronic', issueDate, receiptDate: null }, rules, cal);
    const search = searchColumns([d.name, d.number ?? '']);
    await tx.query(
      `insert into official_documents (tenant_id, right_type, tm_name, app_no, type_code, medium, issue_date, deadline, derivation, deadline_note, calendar_flag, is_read, search_grams, search_text)
       values ($1, 'copyright', $2, $3, $4, 'electronic', $5, $6, $7, $8, $9, $10, $11, $12)`,
      [tenantId, d.name, d.number, d.type, issueDate, c.deadline, JSON.stringify(c.derivation), c.deadlineNote, c.calendarFlag, d.read ?? false, search.grams, search.text],
    );
  }
}
