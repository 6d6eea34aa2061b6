// Computing documents' deadlines with the tenant's rules and calendar, and recalculating all of them after a rule
// or calendar change (the moved ones are recorded in official_deadline_changes and returned).
import type { Queryable } from '../../../server/db/types';
import { computeDeadline, type Derivation, describe, type HolidayCalendar, type Medium, type RuleVersion } from '../shared/deadline';
import { loadCalendar, loadRules } from './data';

const CHUNK = 1000;

export interface DeadlineColumns { deadline: string | null; derivation: Derivation; deadlineNote: string; calendarFlag: boolean }

export function deadlineColumns(
  doc: { typeCode: string; medium: Medium; issueDate: string; receiptDate: string | null },
  rules: Map<string, RuleVersion[]>,
  cal: HolidayCalendar,
): DeadlineColumns {
  const derivation = computeDeadline(doc, rules.get(doc.typeCode) ?? [], cal);
  return { deadline: derivation.deadline, derivation, deadlineNote: describe(derivation), calendarFlag: derivation.calendarMissingYears.length > 0 };
}

export interface MovedDeadline {
  documentId: number; typeName: string; tmName: string | null; appNo: string | null;
  oldDeadline: string | null; newDeadline: string | null; cause: string; changedAt: string;
}

/** JSON with sorted keys (jsonb does not keep key order). */
const stable = (v: unknown): string =>
  Array.isArray(v) ? `[${v.map(stable).join(',')}]` : v && typeof v === 'object' ? `{${Object.keys(v).sort().filter((k) => (v as Record<string, unknown>)[k] !== undefined).map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`).join(',')}}` : JSON.stringify(v);

interface DocRow { id: number; typeCode: string; typeName: string; tmName: string | null; appNo: string | null; medium: Medium; issueDate: string; receiptDate: string | null; deadline: string | null; derivation: unknown }

/** Recomputes every live document of the tenant; writes and returns those whose deadline or derivation changed. */
export async function recalculateAll(tx: Queryable, tenantId: number, cause: string, userId: number | null): Promise<{ checked: number; moved: MovedDeadline[] }> {
  const rules = await loadRules(tx, tenantId);
  const cal = await loadCalendar(tx, tenantId);
  const docs = await tx.query<DocRow>(
    `select d.id, d.type_code as "typeCode", t.name as "typeName", d.tm_name as "tmName", d.app_no as "appNo", d.medium,
            to_char(d.issue_date, 'YYYY-MM-DD') as "issueDate", to_char(d.receipt_date, 'YYYY-MM-DD') as "receiptDate",
            to_char(d.deadline, 'YYYY-MM-DD') as deadline, d.derivation
       from official_documents d join official_doc_types t on t.tenant_id = d.tenant_id and t.code = d.type_code
      where d.tenant_id = $1 and d.deleted_at is null order by d.id`,
    [tenantId],
  );
  const moved: MovedDeadline[] = [];
  const changedAt = new Date().toISOString();
  const changed: Array<{ id: number; c: DeadlineColumns }> = [];
  for (const d of docs.rows) {
    const c = deadlineColumns(d, rules, cal);
    if (stable(c.derivation) === stable(d.derivation) && c.deadline === d.deadline) continue;
    changed.push({ id: d.id, c });
    if (c.deadline !== d.deadline)
      moved.push({ documentId: d.id, typeName: d.typeName, tmName: d.tmName, appNo: d.appNo, oldDeadline: d.deadline, newDeadline: c.deadline, cause, changedAt });
  }
  // Written in a few statements however many documents changed (a rule change may move thousands).
  for (let i = 0; i < changed.length; i += CHUNK) {
    const part = changed.slice(i, i + CHUNK);
    await tx.query(
      `update official_documents d set deadline = u.deadline, derivation = u.derivation::jsonb, deadline_note = u.note, calendar_flag = u.flag, updated_at = now()
         from unnest($1::int[], $2::date[], $3::text[], $4::text[], $5::boolean[]) as u(id, deadline, derivation, note, flag)
        where d.id = u.id and d.tenant_id = $6`,
      [part.map((x) => x.id), part.map((x) => x.c.deadline), part.map((x) => JSON.stringify(x.c.derivation)), part.map((x) => x.c.deadlineNote), part.map((x) => x.c.calendarFlag), tenantId],
    );
  }
  for (let i = 0; i < moved.length; i += CHUNK) {
    const part = moved.slice(i, i + CHUNK);
    await tx.query(
      `insert into official_deadline_changes (tenant_id, document_id, old_deadline, new_deadline, cause, changed_by)
       select $1, u.id, u.old, u.new, $5, $6 from unnest($2::int[], $3::date[], $4::date[]) as u(id, old, new)`,
      [tenantId, part.map((m) => m.documentId), part.map((m) => m.oldDeadline), part.map((m) => m.newDeadline), cause, userId],
    );
  }
  return { checked: docs.rows.length, moved };
}
