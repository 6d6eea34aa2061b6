// The tenant's copy of the shipped reference data (document types, rule versions, holiday calendar), and reading
// it back for the engine. Loaded once per tenant (official_data_loads); afterwards the tenant's administrators
// own it. Queries name the tenant explicitly so they also work unscoped (seedDemo, onStart).
import type { Queryable } from '../../../server/db/types';
import { SHIPPED_EFFECTIVE_FROM, SHIPPED_SOURCE, shippedCatalogue } from '../shared/catalogue';
import { type HolidayCalendar, makeCalendar, type RuleVersion } from '../shared/deadline';
import { shippedCalendarDays, shippedCalendarSource } from '../shared/shippedCalendar';

const CHUNK = 400;

/** Loads the shipped catalogue and calendar into the tenant's tables unless they were loaded before. */
export async function ensureTenantData(tx: Queryable, tenantId: number): Promise<boolean> {
  // The usual case (already loaded) is one indexed read, no write.
  const done = await tx.query(`select 1 from official_data_loads where tenant_id = $1`, [tenantId], { name: 'official_data_loaded' });
  if (done.rows.length) return false;
  const marked = await tx.query(
    `insert into official_data_loads (tenant_id, source) values ($1, $2) on conflict (tenant_id) do nothing returning tenant_id`,
    [tenantId, `${SHIPPED_SOURCE}; ${shippedCalendarSource}`],
  );
  if (!marked.rows.length) return false;
  for (const t of shippedCatalogue) {
    await tx.query(`insert into official_doc_types (tenant_id, code, name, category, response) values ($1, $2, $3, $4, $5) on conflict (tenant_id, code) do nothing`, [
      tenantId, t.code, t.name, t.category, t.response,
    ]);
    await tx.query(
      `insert into official_rule_versions (tenant_id, type_code, electronic_rule, paper_rule, legal_basis, effective_from, shipped, remark)
       select $1, $2, $3, $4, $5, $6::date, true, $7
        where not exists (select 1 from official_rule_versions where tenant_id = $1 and type_code = $2)`,
      [tenantId, t.code, t.electronicRule, t.paperRule, t.legalBasis, SHIPPED_EFFECTIVE_FROM, `${t.response}（${SHIPPED_SOURCE}）`],
    );
  }
  for (let i = 0; i < shippedCalendarDays.length; i += CHUNK) {
    const part = shippedCalendarDays.slice(i, i + CHUNK);
    await tx.query(
      `insert into holiday_calendar_days (tenant_id, day, kind, name, shipped)
       select $1, d, k, n, true from unnest($2::date[], $3::text[], $4::text[]) as u(d, k, n)
       on conflict (tenant_id, day) do nothing`,
      [tenantId, part.map((d) => d.date), part.map((d) => d.kind), part.map((d) => d.name)],
    );
  }
  return true;
}

/** Every rule version of the tenant, by type code, oldest first. */
export async function loadRules(tx: Queryable, tenantId: number): Promise<Map<string, RuleVersion[]>> {
  const r = await tx.query<RuleVersion>(
    `select r.id, r.type_code as "typeCode", t.name as "typeName", r.electronic_rule as "electronicRule", r.paper_rule as "paperRule",
            r.legal_basis as "legalBasis", to_char(r.effective_from, 'YYYY-MM-DD') as "effectiveFrom", to_char(r.effective_to, 'YYYY-MM-DD') as "effectiveTo"
       from official_rule_versions r join official_doc_types t on t.tenant_id = r.tenant_id and t.code = r.type_code
      where r.tenant_id = $1 order by r.type_code, r.effective_from`,
    [tenantId],
  );
  const out = new Map<string, RuleVersion[]>();
  for (const v of r.rows) out.set(v.typeCode, [...(out.get(v.typeCode) ?? []), v]);
  // Types without any version still resolve (to "no rule in force") rather than "unknown type".
  const types = await tx.query<{ code: string; name: string }>(`select code, name from official_doc_types where tenant_id = $1`, [tenantId]);
  for (const t of types.rows) if (!out.has(t.code)) out.set(t.code, []);
  return out;
}

/** The tenant's calendar; a year has data once it has at least one holiday. */
export async function loadCalendar(tx: Queryable, tenantId: number): Promise<HolidayCalendar> {
  const r = await tx.query<{ date: string; kind: 'holiday' | 'workday'; name: string }>(
    `select to_char(day, 'YYYY-MM-DD') as date, kind, name from holiday_calendar_days where tenant_id = $1`,
    [tenantId],
  );
  const years = new Set(r.rows.filter((d) => d.kind === 'holiday').map((d) => Number(d.date.slice(0, 4))));
  return makeCalendar(years, r.rows);
}
