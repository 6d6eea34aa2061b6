// The tenant's copy of the shipped reference data (each right type's document types with their rule versions, the
// holiday calendar), and reading it back for the engine. Loaded once per tenant and catalogue (official_data_loads:
// catalogues lists the right types loaded, so a catalogue added later reaches tenants loaded before it); afterwards
// the tenant's administrators own it. Queries name the tenant explicitly so they also work unscoped (seedDemo,
// onStart).
import type { Queryable } from '../../../server/db/types';
import { shippedCatalogues } from '../shared/catalogue';
import { type HolidayCalendar, makeCalendar, type RuleVersion } from '../shared/deadline';
import { RIGHT_TYPES, type RightType } from '../shared/rights';
import { shippedCalendarDays, shippedCalendarSource } from '../shared/shippedCalendar';

const CHUNK = 400;

async function loadCatalogue(tx: Queryable, tenantId: number, right: RightType) {
  const { types, effectiveFrom, source } = shippedCatalogues[right];
  for (const t of types) {
    await tx.query(`insert into official_doc_types (tenant_id, code, name, category, response, right_type) values ($1, $2, $3, $4, $5, $6) on conflict (tenant_id, code) do nothing`, [
      tenantId, t.code, t.name, t.category, t.response, right,
    ]);
    await tx.query(
      `insert into official_rule_versions (tenant_id, type_code, electronic_rule, paper_rule, legal_basis, effective_from, shipped, remark)
       select $1, $2, $3, $4, $5, $6::date, true, $7
        where not exists (select 1 from official_rule_versions where tenant_id = $1 and type_code = $2)`,
      [tenantId, t.code, t.electronicRule, t.paperRule, t.legalBasis, effectiveFrom, `${t.response}（${source}）`],
    );
  }
}

/** Loads the shipped catalogues and calendar into the tenant's tables unless they were loaded before. */
export async function ensureTenantData(tx: Queryable, tenantId: number): Promise<boolean> {
  // The usual case (everything loaded) is one indexed read, no write.
  const done = await tx.query<{ catalogues: string[] }>(`select catalogues from official_data_loads where tenant_id = $1`, [tenantId], { name: 'official_data_loaded' });
  const had = done.rows[0]?.catalogues;
  if (had && RIGHT_TYPES.every((r) => had.includes(r))) return false;
  if (!had) {
    const marked = await tx.query(
      `insert into official_data_loads (tenant_id, source, catalogues) values ($1, $2, $3) on conflict (tenant_id) do nothing returning tenant_id`,
      [tenantId, `${Object.values(shippedCatalogues).map((c) => c.source).join('; ')}; ${shippedCalendarSource}`, [...RIGHT_TYPES]],
    );
    if (!marked.rows.length) return false;
    for (const right of RIGHT_TYPES) await loadCatalogue(tx, tenantId, right);
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
  // Loaded before a catalogue shipped: that catalogue only (the row lock makes a concurrent call wait, then skip).
  const missing = await tx.query<{ catalogues: string[] }>(`select catalogues from official_data_loads where tenant_id = $1 for update`, [tenantId]);
  const now = missing.rows[0]?.catalogues ?? [];
  const add = RIGHT_TYPES.filter((r) => !now.includes(r));
  if (!add.length) return false;
  for (const right of add) await loadCatalogue(tx, tenantId, right);
  await tx.query(`update official_data_loads set catalogues = $2, source = source || $3 where tenant_id = $1`, [
    tenantId, [...now, ...add], add.map((r) => `; ${shippedCatalogues[r].source}`).join(''),
  ]);
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
