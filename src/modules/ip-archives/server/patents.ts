// Patents: the generic form saves plus what a schema cannot say (dates in order), the tenant's dated term rules
// (shipped ones loaded on first use, overlaps refused, every change recalculating the tenant's patents), the
// derived expiry and next annual fee stored with their derivation, and the deadline source of the annual fees.
import { listSpecs } from '../../../generated/list-specs';
import type { Queryable } from '../../../server/db/types';
import type { DeadlineSource } from '../../../server/deadlines/sources';
import { signedIn, type CallContext, type Handler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { creatorColumns, insertRecord, loadRecord, runList, updateRecord } from '../../../server/lists/generic';
import { dataScopeSql } from '../../../server/lists/data-scope';
import type { ListRequest } from '../../../server/lists/engine';
import { deriveAnnualFee, overlapping, PATENT_TYPES, SHIPPED_RULES, type PatentType, type TermRule } from '../shared/annualFees';

const patentSpec = listSpecs.patents;
const ruleSpec = listSpecs.patentTermRules;

type Rule = TermRule & { id: number; shipped: boolean };

/** The tenant's rules; the shipped ones are written the first time a tenant needs them. */
export async function loadRules(db: Queryable, tenantId: number): Promise<Rule[]> {
  const read = () =>
    db.query<Rule>(
      `select id, patent_type as "patentType", to_char(valid_from, 'YYYY-MM-DD') as "validFrom", to_char(valid_to, 'YYYY-MM-DD') as "validTo",
              term_years as "termYears", legal_basis as "legalBasis", shipped
         from patent_term_rules where tenant_id = $1 order by patent_type, valid_from, id`,
      [tenantId],
    );
  let rows = (await read()).rows;
  if (!rows.length) {
    await db.query(`select pg_advisory_xact_lock(hashtext('patent_term_rules'), $1)`, [tenantId]);
    rows = (await read()).rows;
    if (!rows.length) {
      for (const r of SHIPPED_RULES)
        await db.query(
          `insert into patent_term_rules (tenant_id, patent_type, valid_from, valid_to, term_years, legal_basis, shipped)
           values ($1, $2, $3, $4, $5, $6, true)`,
          [tenantId, r.patentType, r.validFrom, r.validTo, r.termYears, r.legalBasis],
        );
      rows = (await read()).rows;
    }
  }
  return rows;
}

/** Recalculates the derived columns of the given patents (all of the tenant's when ids is omitted). */
export async function recalcPatents(db: Queryable, tenantId: number, ids?: number[]): Promise<number> {
  const rules = await loadRules(db, tenantId);
  const r = await db.query<{ id: number; patentType: PatentType; appDate: string; grantDate: string | null; feePaidYear: number | null; legalStatus: string }>(
    `select id, patent_type as "patentType", to_char(app_date, 'YYYY-MM-DD') as "appDate", to_char(grant_date, 'YYYY-MM-DD') as "grantDate",
            fee_paid_year as "feePaidYear", legal_status as "legalStatus"
       from patents where tenant_id = $1 ${ids ? 'and id = any($2::int[])' : ''}`,
    ids ? [tenantId, ids] : [tenantId],
  );
  for (const p of r.rows) {
    const f = deriveAnnualFee(p, rules);
    await db.query(
      `update patents set term_years = $2, expiry_date = $3, next_fee_year = $4, next_fee_due = $5, fee_derivation = $6 where id = $1`,
      [p.id, f.termYears, f.expiryDate, f.nextFeeYear, f.nextFeeDue, JSON.stringify(f.derivation)],
    );
  }
  return r.rows.length;
}

type Body = Record<string, unknown>;

export const tenantOf = (ctx: CallContext) => signedIn(ctx).session.tenantId;

/** Dates a schema cannot order: publication and grant not before the filing date. */
export function checkPatentDates(b: Body, current?: Body) {
  const v = (k: string) => (k in b ? b[k] : current?.[k]) as string | null | undefined;
  const app = v('appDate');
  for (const [k, label] of [['pubDate', '公开（公告）日'], ['grantDate', '授权日']] as const) {
    const d = v(k);
    if (app && d && d < app) throw fail.validation(`字段“${label}”（${k}）不能早于申请日 ${app}`);
  }
  if (v('legalStatus') === 'granted' && !v('grantDate') && !v('feePaidYear'))
    throw fail.validation('字段“授权日”（grantDate）必填：法律状态为有效（已授权）时需填写授权日或“年费已缴至第N年度”');
}

export async function createPatent(db: Queryable, tenantId: number, body: Body, extra: Array<[string, unknown]> = []): Promise<number> {
  checkPatentDates(body);
  const id = await insertRecord(db, patentSpec, body, extra);
  await recalcPatents(db, tenantId, [id]);
  return id;
}

export const patentCreate: Handler<'ipArchives.patentCreate'> = async (ctx, body) => (await loadRecord(ctx.db, patentSpec, await createPatent(ctx.db, tenantOf(ctx), body as unknown as Body, creatorColumns(ctx, patentSpec)))) as never;

export const patentUpdate: Handler<'ipArchives.patentUpdate'> = async (ctx, body) => {
  const current = await loadRecord(ctx.db, patentSpec, body.id);
  checkPatentDates(body as unknown as Body, current);
  await updateRecord(ctx.db, patentSpec, body.id, body as unknown as Body);
  await recalcPatents(ctx.db, tenantOf(ctx), [body.id]);
  return (await loadRecord(ctx.db, patentSpec, body.id)) as never;
};

// ---- term rules ----------------------------------------------------------------------------------------------

export const ruleList: Handler<'ipArchives.ruleList'> = async (ctx, body) => {
  await loadRules(ctx.db, tenantOf(ctx));
  return (await runList(ctx.db, ruleSpec, body as ListRequest)) as never;
};

async function checkRule(db: Queryable, tenantId: number, b: Body, id?: number): Promise<void> {
  const rules = await loadRules(db, tenantId);
  const current = id === undefined ? undefined : rules.find((r) => r.id === id);
  if (id !== undefined && !current) throw fail.notFound('专利期限规则不存在或已删除');
  const rule: TermRule = {
    patentType: (b.patentType ?? current!.patentType) as PatentType,
    validFrom: (b.validFrom ?? current!.validFrom) as string,
    validTo: 'validTo' in b ? (b.validTo as string | null) || null : (current?.validTo ?? null),
    termYears: (b.termYears ?? current!.termYears) as number,
    legalBasis: '',
  };
  if (rule.validTo && rule.validTo < rule.validFrom) throw fail.validation(`字段“适用申请日止”（validTo）不能早于适用申请日起 ${rule.validFrom}`);
  const other = overlapping(rules, rule, id);
  if (other)
    throw fail.conflict(
      `与已有规则重叠：${PATENT_TYPES[other.patentType]} ${other.validFrom} 至 ${other.validTo ?? '今'}（${other.termYears} 年）。请先给该规则设置适用申请日止`,
    );
}

export const ruleCreate: Handler<'ipArchives.ruleCreate'> = async (ctx, body) => {
  await checkRule(ctx.db, tenantOf(ctx), body as unknown as Body);
  const id = await insertRecord(ctx.db, ruleSpec, body as unknown as Body);
  await recalcPatents(ctx.db, tenantOf(ctx));
  return (await loadRecord(ctx.db, ruleSpec, id)) as never;
};

export const ruleUpdate: Handler<'ipArchives.ruleUpdate'> = async (ctx, body) => {
  await checkRule(ctx.db, tenantOf(ctx), body as unknown as Body, body.id);
  await updateRecord(ctx.db, ruleSpec, body.id, body as unknown as Body);
  await recalcPatents(ctx.db, tenantOf(ctx));
  return (await loadRecord(ctx.db, ruleSpec, body.id)) as never;
};

export const ruleDelete: Handler<'ipArchives.ruleDelete'> = async (ctx, body) => {
  const rule = (await loadRules(ctx.db, tenantOf(ctx))).find((r) => r.id === body.id);
  if (!rule) throw fail.notFound('专利期限规则不存在或已删除');
  if (rule.shipped) throw fail.conflict('内置规则不能删除，可设置其适用申请日止');
  await ctx.db.query(`delete from patent_term_rules where id = $1`, [body.id]);
  await recalcPatents(ctx.db, tenantOf(ctx));
  return null;
};

// ---- deadlines -----------------------------------------------------------------------------------------------

/**
 * The next annual fee of every granted patent due in the range, with its derivation. The person in charge is the
 * patent's creator (its data-scope owner): a query for one user's obligations gets the fees of the patents they
 * created, and a call narrowed by a data scope gets the fees of the patents in it.
 */
export const annualFeeDeadlines: DeadlineSource = async (tx, q) => {
  const r = await tx.query<{ id: number; title: string; appNo: string; patentType: PatentType; nextFeeYear: number; due: string; derivation: string[]; createdBy: number | null }>(
    `select id, title, app_no as "appNo", patent_type as "patentType", next_fee_year as "nextFeeYear", to_char(next_fee_due, 'YYYY-MM-DD') as due,
            fee_derivation as derivation, created_by as "createdBy"
       from patents
      where tenant_id = $1 and legal_status = 'granted' and next_fee_due is not null
        and ($2::date is null or next_fee_due >= $2::date) and next_fee_due <= $3::date
        and ($4::integer is null or created_by = $4::integer)${dataScopeSql(tx, patentSpec)}
      order by next_fee_due, id`,
    [q.tenantId, q.from ?? null, q.to, q.userId ?? null],
  );
  return r.rows.map((p) => ({
    source: 'patentAnnualFee',
    sourceId: `${p.id}-${p.nextFeeYear}`,
    kind: '专利年费',
    title: `${p.title}（${PATENT_TYPES[p.patentType]} ${p.appNo}）第 ${p.nextFeeYear} 年度年费`,
    dueDate: p.due,
    derivation: typeof p.derivation === 'string' ? JSON.parse(p.derivation) : p.derivation,
    userIds: p.createdBy ? [Number(p.createdBy)] : [],
    link: `/patent/archives/detail?id=${p.id}`,
  }));
};
