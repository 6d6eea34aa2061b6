// Handlers of the /caseManage calls (schemas/api/caseManage.json). A case moves 草稿 -> 待递交 (submitCase) ->
// 已递交 (confirmSubmissionCase) -> 已受理 (caseAppNoSupply) -> 已结案 (setCaseResultValue); each step is a stage
// with its date and operator and an entry of the timeline. Saves name the version they read (stale: 40900) and
// are validated by the case form's schema before anything is written. Row-level security keeps every query in
// the caller's tenant: another tenant's case is simply not found.
import { caseFormKeys, caseForms, type CaseFormKey } from '../../../generated/case-forms';
import { checkDesignedCase } from '../../case-designer/server';
import type { Queryable } from '../../../server/db/types';
import { signedIn, type CallContext, type Handler, type SignedInContext } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { dataScopeSql, reachableSql } from '../../../server/lists/data-scope';
import { listSpecs } from '../../../generated/list-specs';
import { todayInChina } from '../shared/dates';
import { applyPriorityRule } from '../shared/priority';
import { fillMarksFromArchive, markIds } from './archive-fill';
import { syncArchive } from './archive-sync';
import { deriveColumns, type CaseColumns } from './derive';
import { caseSearch } from './search';
import { checkForm, checkPeriods, type FormMode } from './forms';
import { preparePerCountry } from './overseas';
import { withRenewalFees } from './renewal-fees';
import { runSubmitHooks, type SubmittedCase } from './submitHooks';

type Rec = Record<string, any>;
export type CaseStatus = '草稿' | '待递交' | '已递交' | '已受理' | '已结案';

const COLUMNS = `id, case_no as "caseNo", case_type as "caseType", form_id as "formId", form_version as "formVersion", case_status as "caseStatus", biz_param as "bizParam",
  trademark_id as "trademarkId", archive_ids as "archiveIds", enterprise_id as "enterpriseId", applicant_name as "applicantName", tm_name as "tmName",
  tm_cls as "tmCls", countries, app_no as "appNo", to_char(app_date, 'YYYY-MM-DD') as "appDate",
  to_char(submit_date, 'YYYY-MM-DD') as "submitDate", result, to_char(result_date, 'YYYY-MM-DD') as "resultDate", remark,
  submit_type as "submitType", handler_id as "handlerId", handler_name as "handlerName", parent_id as "parentId", parent_case_no as "parentCaseNo",
  custom_values as "customValues", created_by as "createdBy", updated_by as "updatedBy", created_at as "createdAt", updated_at as "updatedAt", version`;

function present(row: Rec): Rec {
  return { ...row, createdAt: new Date(row.createdAt).toISOString(), updatedAt: new Date(row.updatedAt).toISOString() };
}

/** The case by number, locked for the call's transaction; 40400 when it does not exist in the caller's tenant. */
export async function loadCase(db: Queryable, caseNo: string, lock = false): Promise<Rec> {
  // Outside the caller's data scope (x-data-scope of the case entity) a case is not found.
  const scoped = dataScopeSql(db, listSpecs.cases);
  const r = await db.query<Rec>(`select ${COLUMNS} from cases where case_no = $1 and deleted_at is null${scoped}${lock ? ' for update' : ''}`, [caseNo]);
  if (!r.rows[0]) throw fail.notFound('案件不存在');
  return present(r.rows[0]);
}

export async function addStage(ctx: SignedInContext, caseId: number, stage: string, opts: { date?: string | null; remark?: string | null } = {}) {
  const { session } = ctx;
  const date = opts.date ?? todayInChina();
  await ctx.db.query(
    `insert into case_stages (tenant_id, case_id, stage, stage_date, operator_id, operator_name, remark) values ($1, $2, $3, $4, $5, $6, $7)`,
    [session.tenantId, caseId, stage, date, session.userId, session.name, opts.remark ?? null],
  );
  await ctx.db.query(`insert into case_trends (tenant_id, case_id, trend_type, content, user_id, user_name) values ($1, $2, 'stage', $3, $4, $5)`, [
    session.tenantId, caseId, `${session.name}：${stage}（${date}）${opts.remark ? `，${opts.remark}` : ''}`, session.userId, session.name,
  ]);
}

/** A new case number: AJ + date + 4-digit sequence of the tenant's day (serialised by an advisory lock); sub-cases (<no>-<n>) do not count. */
export async function nextCaseNo(db: Queryable, tenantId: number): Promise<string> {
  const day = todayInChina().replace(/-/g, '');
  await db.query(`select pg_advisory_xact_lock(hashtext($1))`, [`case_no:${tenantId}:${day}`]);
  const r = await db.query<{ last: string | null }>(`select max(case_no) as last from cases where case_no like $1 and length(case_no) = 14`, [`AJ${day}%`]);
  const seq = r.rows[0].last ? Number(r.rows[0].last.slice(10)) + 1 : 1;
  return `AJ${day}${String(seq).padStart(4, '0')}`;
}

/** Enterprise and trademark ids in the form must be the caller's own (a foreign key alone would accept another tenant's). */
async function checkReferences(db: Queryable, cols: CaseColumns, biz: Rec, linked: number[]) {
  if (cols.enterpriseId !== null) {
    const r = await db.query(`select 1 from enterprises where id = $1`, [cols.enterpriseId]);
    if (!r.rows.length) throw fail.validation('字段“选择申请人”（bizParam.applicant.enterpriseId）指向的企业不存在');
  }
  const marks: Rec[] = Array.isArray(biz.trademarks) ? biz.trademarks : [];
  const ids = marks.map((m) => m?.id).filter((id) => Number.isInteger(id));
  if (ids.length) {
    const r = await db.query<{ id: number }>(`select id from trademarks where id = any($1::int[]) and deleted_at is null${reachableSql(db, listSpecs.brandRecords, linked)}`, [ids]);
    const found = new Set(r.rows.map((x) => x.id));
    const i = marks.findIndex((m) => Number.isInteger(m?.id) && !found.has(m.id));
    if (i >= 0) throw fail.validation(`字段“档案编号”（bizParam.trademarks[${i}].id）指向的商标不存在`);
  }
}

/** Form values as they are stored: the priority rule applied, renewal fees computed, then checked by the form schema. */
function prepare(caseType: CaseFormKey, bizParam: Rec, mode: FormMode): Rec {
  let biz = applyPriorityRule(bizParam);
  checkForm(caseType, mode, biz);
  checkPeriods(biz);
  biz = preparePerCountry(biz);
  if (caseType === 'brand-extension') biz = withRenewalFees(biz, todayInChina(), mode);
  return biz;
}

export interface SaveBody { caseNo?: string; version?: number; caseType: CaseFormKey | 'custom'; formId?: number; bizParam: Rec; remark?: string | null }

const typeLabel = (c: Rec) => (c.caseType === 'custom' ? `自定义表单 ${c.formId}` : caseForms[c.caseType as CaseFormKey].label.zh);

/**
 * A case of a designed form (caseType custom): checked by the version it is filed with (a new case takes the form's
 * latest published version, a saved one keeps its own), compiled by the case-designer module.
 */
async function prepareDesigned(ctx: CallContext, body: SaveBody, current: Rec | null, mode: FormMode): Promise<{ biz: Rec; formId: number; formVersion: number }> {
  const formId = current?.formId ?? body.formId;
  if (formId === undefined || formId === null) throw fail.validation('缺少必填字段“自定义表单”（formId）');
  if (current && body.formId !== undefined && body.formId !== current.formId) throw fail.validation(`字段“自定义表单”（formId）不能修改：该案件使用表单 ${current.formId}`);
  const checked = await checkDesignedCase(ctx.db, signedIn(ctx).session.tenantId, formId, current?.formVersion ?? null, mode, body.bizParam);
  return { biz: checked.bizParam, formId, formVersion: checked.formVersion };
}

export async function save(ctx: CallContext, body: SaveBody, mode: FormMode): Promise<Rec> {
  const c = signedIn(ctx);
  const { session } = c;
  const current = body.caseNo ? await loadCase(ctx.db, body.caseNo, true) : null;
  if (current && current.caseType !== body.caseType) throw fail.validation(`字段“案件类型”（caseType）不能修改：该案件是${typeLabel(current)}`);
  if (body.caseType !== 'custom' && body.formId !== undefined) throw fail.validation('字段“自定义表单”（formId）只用于自定义表单的案件（caseType custom）');
  const designed = body.caseType === 'custom' ? await prepareDesigned(ctx, body, current, mode) : null;
  // The marks the case held already stay reachable; a newly picked one must be in the caller's data scope.
  const linked = current ? markIds(current.bizParam) : [];
  const biz = designed ? designed.biz : prepare(body.caseType as CaseFormKey, await fillMarksFromArchive(ctx.db, body.bizParam, linked), mode);
  const cols = deriveColumns(biz);
  await checkReferences(ctx.db, cols, biz, linked);
  const search = caseSearch(cols);
  const values = [body.caseType, JSON.stringify(biz), cols.trademarkId, cols.enterpriseId, cols.applicantName, cols.tmName, cols.tmCls, cols.countries, search.grams, search.text];
  const status: CaseStatus = mode === 'submit' ? '待递交' : '草稿';
  if (!current) {
    const caseNo = await nextCaseNo(ctx.db, session.tenantId);
    const r = await ctx.db.query<{ id: number }>(
      `insert into cases (tenant_id, case_no, case_type, biz_param, trademark_id, enterprise_id, applicant_name, tm_name, tm_cls, countries,
                          search_grams, search_text, case_status, remark, created_by, updated_by, form_id, form_version)
       values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9::text[], $10::text[], $11::text[], $12, $13, $14, $15, $15, $16, $17) returning id`,
      [session.tenantId, caseNo, ...values, status, body.remark ?? null, session.userId, designed?.formId ?? null, designed?.formVersion ?? null],
    );
    await addStage(c, r.rows[0].id, '新建案件');
    if (mode === 'submit') {
      await addStage(c, r.rows[0].id, '提交案件');
      await syncArchive(c, await loadCase(ctx.db, caseNo));
      await runSubmitHooks(c, (await loadCase(ctx.db, caseNo)) as SubmittedCase);
    }
    return loadCase(ctx.db, caseNo);
  }
  if (current.caseStatus !== '草稿') throw fail.conflict(`案件已${current.caseStatus}，不能再修改申请表`);
  if (body.version === undefined) throw fail.validation('缺少必填字段“版本”（version）');
  if (body.version !== current.version) throw fail.staleRecord(current);
  await ctx.db.query(
    `update cases set case_type = $2, biz_param = $3::jsonb, trademark_id = $4, enterprise_id = $5, applicant_name = $6, tm_name = $7,
            tm_cls = $8::text[], countries = $9::text[], search_grams = $10::text[], search_text = $11, case_status = $12, remark = coalesce($13, remark), updated_by = $14,
            updated_at = now(), version = version + 1
      where id = $1`,
    [current.id, ...values, status, body.remark ?? null, session.userId],
  );
  if (mode === 'submit') {
    await addStage(c, current.id, '提交案件');
    await syncArchive(c, await loadCase(ctx.db, current.caseNo));
    await runSubmitHooks(c, (await loadCase(ctx.db, current.caseNo)) as SubmittedCase);
  }
  return loadCase(ctx.db, current.caseNo);
}

/** Moves a case one step on: it must be in one of `from` and at the version the caller read. */
export async function step(ctx: CallContext, caseNo: string, version: number, from: CaseStatus[], sets: string, params: unknown[]): Promise<Rec> {
  const current = await loadCase(ctx.db, caseNo, true);
  if (!from.includes(current.caseStatus)) throw fail.conflict(`案件当前为“${current.caseStatus}”，不能执行此操作`);
  if (version !== current.version) throw fail.staleRecord(current);
  await ctx.db.query(`update cases set ${sets}, updated_by = $2, updated_at = now(), version = version + 1 where id = $1`, [current.id, signedIn(ctx).session.userId, ...params]);
  return current;
}

export const saveCase: Handler<'cases.save'> = async (ctx, body) => (await save(ctx, body as SaveBody, 'draft')) as never;
export const updateCase: Handler<'cases.update'> = async (ctx, body) => (await save(ctx, body as SaveBody, 'draft')) as never;
export const submitCase: Handler<'cases.submit'> = async (ctx, body) => (await save(ctx, body as SaveBody, 'submit')) as never;
export const queryCase: Handler<'cases.query'> = async (ctx, body) => (await loadCase(ctx.db, body.caseNo)) as never;

export const confirmSubmission: Handler<'cases.confirmSubmission'> = async (ctx, body) => {
  const date = body.submitDate ?? todayInChina();
  const current = await step(ctx, body.caseNo, body.version, ['待递交'], `case_status = '已递交', submit_date = $3`, [date]);
  await addStage(signedIn(ctx), current.id, '确认递交', { date });
  return (await loadCase(ctx.db, body.caseNo)) as never;
};

export const appNoSupply: Handler<'cases.appNoSupply'> = async (ctx, body) => {
  const current = await step(ctx, body.caseNo, body.version, ['已递交', '已受理'], `case_status = '已受理', app_no = $3, app_date = coalesce($4, app_date, submit_date)`, [body.appNo, body.appDate ?? null]);
  await addStage(signedIn(ctx), current.id, '补充申请号', { date: body.appDate ?? null, remark: `申请号 ${body.appNo}` });
  await syncArchive(signedIn(ctx), await loadCase(ctx.db, body.caseNo));
  return (await loadCase(ctx.db, body.caseNo)) as never;
};

export const setResult: Handler<'cases.setResult'> = async (ctx, body) => {
  const current = await step(ctx, body.caseNo, body.version, ['已受理', '已结案'], `case_status = '已结案', result = $3, result_date = $4, remark = coalesce($5, remark)`, [body.result, body.resultDate, body.remark ?? null]);
  await addStage(signedIn(ctx), current.id, `案件结果：${body.result}`, { date: body.resultDate, remark: body.remark ?? null });
  // A renewal moves the end date once: recording its approval again leaves the archive as it is.
  const approved = (r: unknown) => r === '核准' || r === '部分核准';
  if (!(current.caseType === 'brand-extension' && approved(current.result))) await syncArchive(signedIn(ctx), await loadCase(ctx.db, body.caseNo), { regNo: body.regNo ?? null });
  return (await loadCase(ctx.db, body.caseNo)) as never;
};

export const removeCase: Handler<'cases.remove'> = async (ctx, body) => {
  const current = await loadCase(ctx.db, body.caseNo, true);
  if (current.caseStatus !== '草稿') throw fail.conflict(`案件已${current.caseStatus === '待递交' ? '提交' : current.caseStatus}，不能删除；只能删除草稿`);
  await ctx.db.query(`update cases set deleted_at = now(), updated_by = $2, updated_at = now() where id = $1`, [current.id, signedIn(ctx).session.userId]);
  return null;
};

export const stages: Handler<'cases.stages'> = async (ctx, body) => {
  const c = await loadCase(ctx.db, body.caseNo);
  const r = await ctx.db.query<Rec>(
    `select id, case_id as "caseId", stage, to_char(stage_date, 'YYYY-MM-DD') as "stageDate", operator_id as "operatorId", operator_name as "operatorName", remark, created_at as "createdAt"
       from case_stages where case_id = $1 order by created_at, id`,
    [c.id],
  );
  return r.rows.map((x) => ({ ...x, createdAt: new Date(x.createdAt).toISOString() })) as never;
};

async function trendRows(db: Queryable, where: string, params: unknown[]) {
  const r = await db.query<Rec>(
    `select id, case_id as "caseId", trend_type as "trendType", content, user_id as "userId", user_name as "userName", created_at as "createdAt"
       from case_trends where ${where} order by created_at desc, id desc`,
    params,
  );
  return r.rows.map((x) => ({ ...x, createdAt: new Date(x.createdAt).toISOString() }));
}

export const trends: Handler<'cases.trends'> = async (ctx, body) => {
  const c = await loadCase(ctx.db, body.caseNo);
  return (await trendRows(ctx.db, 'case_id = $1', [c.id])) as never;
};

export const comment: Handler<'cases.comment'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const c = await loadCase(ctx.db, body.caseNo);
  const content = body.content.trim();
  if (!content) throw fail.validation('字段“评论内容”（content）不能为空');
  const r = await ctx.db.query<{ id: number }>(
    `insert into case_trends (tenant_id, case_id, trend_type, content, user_id, user_name) values ($1, $2, 'comment', $3, $4, $5) returning id`,
    [session.tenantId, c.id, content, session.userId, session.name],
  );
  return (await trendRows(ctx.db, 'id = $1', [r.rows[0].id]))[0] as never;
};

export const typeStatistics: Handler<'cases.typeStatistics'> = async (ctx) => {
  const r = await ctx.db.query<{ caseType: string; count: string | number }>(
    `select case_type as "caseType", count(*) as count from cases where deleted_at is null${dataScopeSql(ctx.db, listSpecs.cases)} group by case_type`,
  );
  const counts = new Map(r.rows.map((x) => [x.caseType, Number(x.count)]));
  const list = caseFormKeys.map((k) => ({ caseType: k as string, label: caseForms[k].label, count: counts.get(k) ?? 0 }));
  // Cases of designed forms are one type here; the list's 自定义表单 filter tells the forms apart.
  if (counts.get('custom')) list.push({ caseType: 'custom', label: { zh: '自定义表单', en: 'Designed forms' }, count: counts.get('custom')! });
  return { total: list.reduce((s, x) => s + x.count, 0), list } as never;
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);

/** Case search of the pickers (spec 7.3): key over case number, mark, applicant and application number; pages from 0. */
export const search: Handler<'cases.search'> = async (ctx, body) => {
  const key = body.key.trim();
  const size = body.pageSize ?? 100;
  const page = body.pageNo ?? 0;
  const r = await ctx.db.query<Rec>(
    `select id, case_no as "caseNo", case_type as "caseType", case_status as "caseStatus", tm_name as "tmName", applicant_name as "applicantName", app_no as "appNo"
       from cases
      where deleted_at is null and ($1 = '' or case_no ilike $2 or tm_name ilike $2 or applicant_name ilike $2 or app_no ilike $2)
      order by created_at desc, id desc limit $3 offset $4`,
    [key, `%${likeEscape(key)}%`, size, page * size],
  );
  return { list: r.rows } as never;
};
