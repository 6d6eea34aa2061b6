// A hit's handling beyond 忽略: the comparison of the watched mark with the hit (商标比对, /tool/dplsearch4?hit=),
// 拟提异议 creating a demand (through the demands module's save) or a draft 商标异议申请 case (through the cases
// module's createCase) filled from the hit and linked to it, 恢复 of a dismissed hit, and the hit becoming 已提异议
// when the linked case, or a case of the linked demand, is submitted.
import { listSpecs } from '../../../generated/list-specs';
import type { RiskHitPlanOppositionRequest } from '../../../generated/types';
import { todayInChina } from '../../../shared/dates';
import type { Queryable } from '../../../server/db/types';
import { signedIn, type CallContext, type Handler, type SignedInContext } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { loadRecord } from '../../../server/lists/generic';
import type { ListSpec } from '../../../server/lists/spec-types';
import { createCase, type SubmittedCase } from '../../cases/server';
import { demandsServer } from '../../demands/server';
import { compareSides, imageOf, oppositionRuleOn, publicMarkSide, trademarkSide, type SideInput } from '../../public-marks/server';
import { oppositionDraft, type HitFacts } from '../shared/opposition';

interface HitRow {
  id: number;
  status: string;
  mark_id: number;
  risk_level: HitFacts['riskLevel'];
  reason: string;
  opposition_end: string | null;
  demand_live: boolean;
  case_live: boolean;
  watch_id: number;
  watch_name: string;
  watch_kind: HitFacts['watchKind'];
  watch_country: string;
  watch_cl: number | null;
  watch_image: string | null;
  watch_trademark: Array<{ id?: number | null; tmName?: string; regNo?: string; tmCl?: number }>;
  trademark_id: number | null;
  tm_name: string;
  app_no: string;
  tm_cl: number | null;
  applicant: string | null;
  applicant_address: string | null;
  announcement_type: string | null;
  announcement_issue: string | null;
  announcement_date: string | null;
}

/** The hit with its watch and mark; `lock` takes the hit's row lock for the call. 40400 when not the caller's. */
async function loadHit(db: Queryable, id: number, lock = false): Promise<HitRow> {
  const r = await db.query<HitRow>(
    `select h.id, h.status, h.mark_id, h.risk_level, h.reason, to_char(h.opposition_end, 'YYYY-MM-DD') as opposition_end,
            exists (select 1 from demands d where d.id = h.demand_id and d.deleted_at is null) as demand_live,
            exists (select 1 from cases c where c.id = h.case_id and c.deleted_at is null) as case_live,
            w.id as watch_id, w.name as watch_name, w.kind as watch_kind, w.country as watch_country, w.tm_cl as watch_cl, w.image as watch_image,
            w.trademark as watch_trademark, w.trademark_id, m.tm_name, m.app_no, m.tm_cl, m.applicant, m.applicant_address, m.announcement_type,
            m.announcement_issue, to_char(m.announcement_date, 'YYYY-MM-DD') as announcement_date
       from risk_hits h join risk_watches w on w.id = h.watch_id join public_marks m on m.id = h.mark_id
      where h.id = $1${lock ? ' for update of h' : ''}`,
    [id],
  );
  if (!r.rows[0]) throw fail.notFound(`监控结果 ${id} 不存在`);
  return r.rows[0];
}

const hitRecord = (db: Queryable, id: number) => loadRecord(db, listSpecs.riskHits as ListSpec, id);

/** The watched mark: the own mark of the archive when the caller may see it, else what the watch itself keeps. */
async function watchedSide(ctx: CallContext, h: HitRow): Promise<SideInput> {
  if (h.watch_kind === 'ownMark' && h.trademark_id) {
    const own = await trademarkSide(ctx, h.trademark_id, '监控的本方商标', true);
    if (own) return own;
  }
  const kept = h.watch_kind === 'ownMark' ? h.watch_trademark[0] : undefined;
  return {
    source: 'watch', id: h.watch_id, tmName: h.watch_name, tmImage: imageOf(ctx, h.watch_image, h.watch_name), tmCl: h.watch_cl ?? kept?.tmCl ?? null,
    appNo: null, regNo: kept?.regNo || null, applicant: null, status: null, announcementType: null, announcementIssue: null, announcementDate: null, goods: [],
    storedImage: h.watch_image,
  };
}

export const hitCompare: Handler<'risk.hitCompare'> = async (ctx, body) => {
  const h = await loadHit(ctx.db, body.id);
  if (h.watch_kind === 'applicant') throw fail.validation(`字段“编号”（id）：监控结果 ${h.id} 来自关注申请人的监控，没有可对比的本方商标或监控名称`);
  const comparison = await compareSides(ctx, await watchedSide(ctx, h), await publicMarkSide(ctx, h.mark_id, '近似商标'));
  return { hit: (await hitRecord(ctx.db, h.id)) as never, comparison };
};

async function factsOf(ctx: CallContext, h: HitRow): Promise<HitFacts> {
  let ownMark: HitFacts['ownMark'] = null;
  if (h.watch_kind === 'ownMark') {
    const own = h.trademark_id ? await trademarkSide(ctx, h.trademark_id, '监控的本方商标', true) : null;
    const kept = h.watch_trademark[0];
    ownMark = own ? { tmName: own.tmName, regNo: own.regNo } : kept ? { tmName: kept.tmName ?? h.watch_name, regNo: kept.regNo || null } : null;
  }
  return {
    watchName: h.watch_name, watchKind: h.watch_kind, tmName: h.tm_name, appNo: h.app_no, tmCl: h.tm_cl, applicant: h.applicant,
    announcementType: h.announcement_type, announcementIssue: h.announcement_issue, announcementDate: h.announcement_date, oppositionEnd: h.opposition_end,
    riskLevel: h.risk_level, reason: h.reason, ownMark,
  };
}

const classText = (n: number | null) => (n ? String(n).padStart(2, '0') : undefined);

/** A draft 商标异议申请: the opposed mark and its applicant, the gazette, the ground and the watched own mark as cited. */
async function planCase(ctx: SignedInContext, h: HitRow, facts: HitFacts, body: RiskHitPlanOppositionRequest): Promise<{ id: number; caseNo: string }> {
  if (h.watch_country !== 'CN' || !h.opposition_end)
    throw fail.validation(`字段“处理方式”（target）：“${h.tm_name}”不是中国初审公告的商标，不能创建商标异议申请案件；请创建需求`);
  if (h.opposition_end < todayInChina()) throw fail.validation(`字段“处理方式”（target）：“${h.tm_name}”的异议期已于 ${h.opposition_end} 届满，不能再提出异议；可创建需求评估无效宣告`);
  const draft = oppositionDraft(facts, oppositionRuleOn);
  let cited: Array<{ id: number }> = [];
  let applicant: Record<string, string> | undefined;
  if (h.watch_kind === 'ownMark' && h.trademark_id) {
    const own = await ctx.db.query<{ applicant: string | null; applicant_address: string | null }>(`select applicant, applicant_address from trademarks where id = $1 and deleted_at is null`, [h.trademark_id]);
    if (own.rows[0]) {
      cited = [{ id: h.trademark_id }];
      const a = own.rows[0];
      if (a.applicant) applicant = { applicantType: '法人或其他组织', applicantName: a.applicant, ...(a.applicant_address ? { applicantAddress: a.applicant_address } : {}) };
    }
  }
  const mark: Record<string, unknown> = { tmName: h.tm_name, regNo: h.app_no };
  if (h.tm_cl) mark.tmCl = classText(h.tm_cl);
  const bizParam: Record<string, unknown> = {
    ...(applicant ? { applicant } : {}),
    ...(h.applicant ? { opposedParty: { name: h.applicant, ...(h.applicant_address ? { address: h.applicant_address } : {}) } } : {}),
    trademarks: [mark],
    announcementNo: h.announcement_issue ?? null,
    announcementDate: h.announcement_date,
    legalBasis: draft.legalBasis,
    citedTrademarks: cited,
    request: draft.request,
    factsAndReasons: body.description?.trim() || draft.factsAndReasons,
  };
  const remark = `来自监控结果：${h.watch_name || '图形监控'} → ${h.tm_name}（${h.app_no}）；异议截止 ${h.opposition_end}`.slice(0, 500);
  const c = await createCase(ctx, { caseType: 'apply-objection', bizParam, remark });
  return { id: c.id as number, caseNo: c.caseNo as string };
}

/** A draft demand of type 异议: the deadline as its due date, the watched own mark linked, one 商标异议申请 scheme. */
async function planDemand(ctx: SignedInContext, h: HitRow, facts: HitFacts, body: RiskHitPlanOppositionRequest): Promise<{ id: number; demandNo: string }> {
  const draft = oppositionDraft(facts, oppositionRuleOn);
  let trademarkIds: number[] = [];
  if (h.watch_kind === 'ownMark' && h.trademark_id) {
    const r = await ctx.db.query(`select 1 from trademarks where id = $1 and deleted_at is null`, [h.trademark_id]);
    if (r.rows.length) trademarkIds = [h.trademark_id];
  }
  const saved = (await demandsServer.handlers['demands.manage'](ctx, {
    title: body.title?.trim() || draft.title,
    demandType: 'opposition',
    priority: body.priority ?? draft.priority,
    description: body.description?.trim() || draft.description,
    trademarkIds,
    manualDueDate: h.opposition_end,
    schemes: [{ title: '商标异议申请', caseType: 'apply-objection', content: `${draft.request}\n${draft.factsAndReasons}`.slice(0, 2000) }],
  })) as unknown as { id: number; demandNo: string };
  return { id: saved.id, demandNo: saved.demandNo };
}

/**
 * 拟提异议: a new hit (or a planned one whose demand or case was deleted) gets a demand or an opposition case made
 * from it, linked to it, and becomes 拟提异议. The caller also needs the right to create what it asks for.
 */
export const hitPlanOpposition: Handler<'risk.hitPlanOpposition'> = async (ctx, body) => {
  const c = signedIn(ctx);
  const need = body.target === 'demand' ? 'demandManage' : 'caseSave';
  if (!c.session.roleAuth.has(need)) throw fail.forbidden(body.target === 'demand' ? '没有新建需求的权限（需求管理）' : '没有新建案件的权限（保存案件）');
  const h = await loadHit(ctx.db, body.id, true);
  const open = h.status === 'new' || (h.status === 'oppositionPlanned' && !h.demand_live && !h.case_live);
  if (!open) throw fail.conflict(h.status === 'oppositionPlanned' ? '该监控结果已拟提异议，并已关联需求或案件' : '该监控结果已被处理（状态已不是“新发现”），请刷新后查看');
  const facts = await factsOf(ctx, h);
  let demand: { id: number; demandNo: string } | null = null;
  let made: { id: number; caseNo: string } | null = null;
  if (body.target === 'demand') demand = await planDemand(c, h, facts, body);
  else made = await planCase(c, h, facts, body);
  await ctx.db.query(
    `update risk_hits set status = 'oppositionPlanned', demand_id = $2, case_id = $3, updated_at = now(), version = version + 1 where id = $1`,
    [h.id, demand?.id ?? null, made?.id ?? null],
  );
  return { hit: (await hitRecord(ctx.db, h.id)) as never, demandId: demand?.id ?? null, demandNo: demand?.demandNo ?? null, caseNo: made?.caseNo ?? null };
};

/** Moves a hit from one status to another; 40400 when it is not there, 40900 when it is no longer in `from`. */
export async function moveStatus(ctx: CallContext, id: number, from: string, to: string): Promise<null> {
  const r = await ctx.db.query(`update risk_hits set status = $3, updated_at = now(), version = version + 1 where id = $1 and status = $2`, [id, from, to]);
  if (r.rowCount) return null;
  const exists = await ctx.db.query(`select status from risk_hits where id = $1`, [id]);
  if (!exists.rows.length) throw fail.notFound(`监控结果 ${id} 不存在`);
  throw fail.conflict(from === 'new' ? '该监控结果已被处理（状态已不是“新发现”），请刷新后查看' : '该监控结果不是“已忽略”状态，请刷新后查看');
}

export const hitDismiss: Handler<'risk.hitDismiss'> = async (ctx, body) => moveStatus(ctx, body.id, 'new', 'dismissed');
export const hitRestore: Handler<'risk.hitRestore'> = async (ctx, body) => moveStatus(ctx, body.id, 'dismissed', 'new');

/**
 * The cases module's onCaseSubmitted: the hits planned with this case, or with a demand this 商标异议申请 case came
 * from, are 已提异议 (their opposition deadline leaves the deadlines); a demand's hit also links the case.
 */
export async function markOppositionFiled(ctx: SignedInContext, c: SubmittedCase): Promise<void> {
  await ctx.db.query(
    `update risk_hits set status = 'oppositionFiled', case_id = coalesce(case_id, $1), updated_at = now(), version = version + 1
      where status = 'oppositionPlanned'
        and (case_id = $1 or ($3 = 'apply-objection' and demand_id in (select id from demands where $2 = any(case_nos) and deleted_at is null)))`,
    [c.id, c.caseNo, c.caseType],
  );
}
