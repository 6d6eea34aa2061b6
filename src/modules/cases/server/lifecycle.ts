// The second half of the case lifecycle (issue 10): custom-field values of a case (custom-field module 2), the
// handler a case is assigned to (a user holding the case permissions), trademark items collected from the
// archive, a change of filing way or a new filing (/intelligent/changeSubmitTypeOrResubmit) and sub-cases split
// off per country or class (/intelligent/subcase/v2). Row-level security keeps every query in the caller's tenant.
import type { CaseFormKey } from '../../../generated/case-forms';
import { dicts } from '../../../generated/dicts';
import { listSpecs } from '../../../generated/list-specs';
import { setValue } from '../../../server/custom-fields/values';
import type { Queryable } from '../../../server/db/types';
import { signedIn, type Handler, type SignedInContext } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { dataScopeSql } from '../../../server/lists/data-scope';
import { splitBiz, SplitProblem, subCaseNos, type SplitBy } from '../shared/split';
import { syncArchive } from './archive-sync';
import { deriveColumns } from './derive';
import { caseSearch } from './search';
import { checkForm } from './forms';
import { addStage, loadCase, save, step, type CaseStatus, type SaveBody } from './handlers';

type Rec = Record<string, any>;

/** Custom-field module of cases (schemas/custom-field-modules.json). */
export const CASE_FIELD_MODULE = 2;

export const setCustomValue: Handler<'cases.setCustomValue'> = (ctx, body) => setValue(ctx.db, CASE_FIELD_MODULE, body.id, body.fieldId, body.value);

// ---- handlers ---------------------------------------------------------------------------------------------
export const DEFAULT_HANDLER_PERMISSIONS = ['caseList', 'caseSave'];

/** Enabled users of the tenant whose role holds every one of the permission keys (the administrator's holds all). */
export async function usersHolding(db: Queryable, permissions: string[], search = '', onlyId?: number): Promise<Rec[]> {
  const s = search.trim();
  const r = await db.query<Rec>(
    `select u.id, u.name, u.account, r.role_name as "roleName"
       from users u join roles r on r.id = u.role_id
      where u.deleted_at is null and u.status = 1 and (u.valid_until is null or u.valid_until > now())
        and array(select btrim(x) from unnest(string_to_array(r.role_auth, ',')) x) @> $1::text[]
        and ($2 = '' or u.name ilike $3 or u.account ilike $3) and ($4::int is null or u.id = $4)
      order by u.name, u.id limit 200`,
    [permissions, s, `%${s.replace(/[\\%_]/g, (c) => '\\' + c)}%`, onlyId ?? null],
  );
  return r.rows;
}

export const usersWithPermissions: Handler<'cases.usersWithPermissions'> = async (ctx, body) =>
  (await usersHolding(ctx.db, body.permissions ?? DEFAULT_HANDLER_PERMISSIONS, body.search ?? '')) as never;

const ALL_STATES: CaseStatus[] = ['草稿', '待递交', '已递交', '已受理', '已结案'];

export const setHandler: Handler<'cases.setHandler'> = async (ctx, body) => {
  const c = signedIn(ctx);
  let name: string | null = null;
  if (body.handlerId !== null) {
    const [user] = await usersHolding(ctx.db, DEFAULT_HANDLER_PERMISSIONS, '', body.handlerId);
    if (!user) throw fail.validation('字段“承办人”（handlerId）不是本租户中有案件权限（查看、保存案件）的启用用户');
    name = user.name;
  }
  const current = await step(ctx, body.caseNo, body.version, ALL_STATES, `handler_id = $3, handler_name = $4`, [body.handlerId, name]);
  await trend(c, current.id, name ? `${c.session.name}：指派承办人 ${name}` : `${c.session.name}：取消承办人`);
  return (await loadCase(ctx.db, body.caseNo)) as never;
};

async function trend(ctx: SignedInContext, caseId: number, content: string) {
  await ctx.db.query(`insert into case_trends (tenant_id, case_id, trend_type, content, user_id, user_name) values ($1, $2, 'stage', $3, $4, $5)`, [
    ctx.session.tenantId, caseId, content, ctx.session.userId, ctx.session.name,
  ]);
}

// ---- trademark items from the archive ---------------------------------------------------------------------
const countryDict = dicts['Case.countries'] as Record<string, { zh: string }>;
const cls = (n: number) => String(n).padStart(2, '0');

/**
 * collectTmItem: the caller's archive records as the marks of a case form (trademarks: id, name, number, class,
 * end date) and, for the countries of an overseas filing, one tmItems entry per country with every class of the
 * marks, their goods and the marks as its basis (基础注册 when all are registered, else 基础申请).
 */
export const collectTmItem: Handler<'cases.collectTmItem'> = async (ctx, body) => {
  const r = await ctx.db.query<Rec>(
    `select id, tm_name as "tmName", reg_no as "regNo", tm_cl as "tmCl", to_char(end_date, 'YYYY-MM-DD') as "endDate", to_char(reg_date, 'YYYY-MM-DD') as "regDate",
            applicant, goods_items as "goodsItems"
       from trademarks where id = any($1::int[]) and deleted_at is null${dataScopeSql(ctx.db, listSpecs.brandRecords)}`,
    [body.ids],
  );
  const byId = new Map(r.rows.map((x) => [x.id as number, x]));
  const marks = body.ids.map((id, i) => {
    const m = byId.get(id);
    if (!m) throw fail.validation(`字段“商标档案”（ids[${i}]）指向的商标不存在`);
    const goods: Rec[] = Array.isArray(m.goodsItems) ? m.goodsItems : [];
    return {
      id: m.id as number,
      tmName: m.tmName as string,
      regNo: (m.regNo ?? '') as string,
      tmCl: cls(m.tmCl),
      endDate: m.endDate ?? null,
      applicant: m.applicant ?? null,
      goodsItem: goods.filter((g) => String(g?.suffix ?? '') !== '2').map((g) => g?.name).filter(Boolean).join('；'),
      registered: !!m.regDate,
    };
  });
  const countries = body.countries ?? [];
  if (countries.length) {
    const i = marks.findIndex((m) => !m.regNo);
    if (i >= 0) throw fail.validation(`字段“商标档案”（ids[${i}]）：商标“${marks[i].tmName}”没有申请/注册号，不能作为基础商标`);
  }
  const classes = [...new Set(marks.map((m) => m.tmCl))].sort();
  const goodsText = classes.map((c) => `第${c}类：${marks.filter((m) => m.tmCl === c && m.goodsItem).map((m) => m.goodsItem).join('；')}`).join('\n');
  const tmItems = countries.map((code) => ({
    appCountry: code,
    countryName: countryDict[code]?.zh ?? null,
    tmCl: classes,
    goodsItem: goodsText,
    goodsItemTranslate: {},
    basicTmInfos: marks.map((m) => ({ id: m.id, tmName: m.tmName, regNo: m.regNo, tmCl: m.tmCl, endDate: m.endDate })),
    applyBasic: marks.every((m) => m.registered) ? '基础注册' : '基础申请',
  }));
  return { trademarks: marks.map(({ registered: _r, ...m }) => m), tmItems } as never;
};

// ---- filing way and new filing ------------------------------------------------------------------------------
export const changeSubmitTypeOrResubmit: Handler<'cases.changeSubmitTypeOrResubmit'> = async (ctx, body) => {
  const c = signedIn(ctx);
  const reason = body.reason?.trim() || null;
  if (body.action === 'changeSubmitType') {
    if (!body.submitType) throw fail.validation('缺少必填字段“递交方式”（submitType）');
    const now = await loadCase(ctx.db, body.caseNo);
    if (now.submitType === body.submitType) throw fail.validation(`字段“递交方式”（submitType）：案件已是${body.submitType}`);
    // A case already filed goes back to 待递交: it is filed again the new way.
    const current = await step(ctx, body.caseNo, body.version, ['草稿', '待递交', '已递交'],
      `submit_type = $3, case_status = case when case_status = '已递交' then '待递交' else case_status end, submit_date = case when case_status = '已递交' then null else submit_date end`,
      [body.submitType]);
    await addStage(c, current.id, `变更递交方式：${current.submitType} → ${body.submitType}`, { remark: reason });
  } else {
    const now = await loadCase(ctx.db, body.caseNo);
    const refiling = now.caseStatus === '已递交' || (now.caseStatus === '已结案' && now.result === '不予受理');
    if (!refiling) throw fail.conflict(`案件当前为“${now.caseStatus}${now.result ? `（${now.result}）` : ''}”，只有已递交或不予受理的案件可以重新递交`);
    const current = await step(ctx, body.caseNo, body.version, ['已递交', '已结案'],
      `case_status = '待递交', submit_type = coalesce($3, submit_type), submit_date = null, app_no = null, app_date = null, result = null, result_date = null`,
      [body.submitType ?? null]);
    await addStage(c, current.id, '重新递交', { remark: reason });
    await syncArchive(c, await loadCase(ctx.db, body.caseNo));
  }
  return (await loadCase(ctx.db, body.caseNo)) as never;
};

// ---- sub-cases ----------------------------------------------------------------------------------------------
const partLabel = (splitBy: SplitBy, part: string) => (splitBy === 'country' ? countryDict[part]?.zh ?? part : `第${part}类`);

export const subcase: Handler<'cases.subcase'> = async (ctx, body) => {
  const c = signedIn(ctx);
  const { session } = c;
  const parent = await loadCase(ctx.db, body.caseNo, true);
  if (parent.caseStatus !== '草稿' && parent.caseStatus !== '待递交') throw fail.conflict(`案件已${parent.caseStatus}，只能拆分草稿或待递交的案件`);
  if (body.version !== parent.version) throw fail.staleRecord(parent);
  let split;
  try {
    split = splitBiz(parent.bizParam ?? {}, body.splitBy, body.parts);
  } catch (e) {
    if (e instanceof SplitProblem) throw fail.validation(e.message);
    throw e;
  }
  const mode = parent.caseStatus === '草稿' ? 'draft' : 'submit';
  const caseType = parent.caseType as CaseFormKey;
  checkForm(caseType, mode, split.parent);
  for (const s of split.subs) checkForm(caseType, mode, s.biz);
  // Archive records a registration wrote go with their class.
  const archive = parent.archiveIds?.length
    ? (await ctx.db.query<{ id: number; tm_cl: number }>(`select id, tm_cl from trademarks where id = any($1::int[])`, [parent.archiveIds])).rows
    : [];
  const idsFor = (biz: Rec) => {
    const classes = new Set((Array.isArray(biz.goods) ? biz.goods : []).map((g: Rec) => Number(g?.tmCl)));
    return (parent.archiveIds as number[]).filter((id) => classes.has(Number(archive.find((a) => a.id === id)?.tm_cl)));
  };
  const existing = (await ctx.db.query<{ case_no: string }>(`select case_no from cases where case_no like $1`, [`${parent.caseNo}-%`])).rows.map((x) => x.case_no);
  const numbers = subCaseNos(parent.caseNo, existing, split.subs.length);
  const subNos: string[] = [];
  for (const [i, s] of split.subs.entries()) {
    const cols = deriveColumns(s.biz);
    const r = await ctx.db.query<{ id: number }>(
      `insert into cases (tenant_id, case_no, case_type, case_status, biz_param, trademark_id, enterprise_id, applicant_name, tm_name, tm_cls, countries,
                          submit_type, handler_id, handler_name, parent_id, parent_case_no, archive_ids, custom_values, remark, created_by, updated_by, search_grams, search_text)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10::text[], $11::text[], $12, $13, $14, $15, $16, $17::int[], $18::jsonb, $19, $20, $20, $21::text[], $22) returning id`,
      [session.tenantId, numbers[i], caseType, parent.caseStatus, JSON.stringify(s.biz), cols.trademarkId, cols.enterpriseId, cols.applicantName, cols.tmName, cols.tmCls, cols.countries,
        parent.submitType, parent.handlerId, parent.handlerName, parent.id, parent.caseNo, body.splitBy === 'class' ? idsFor(s.biz) : [], JSON.stringify(parent.customValues ?? {}), parent.remark, session.userId, ...Object.values(caseSearch(cols))],
    );
    await addStage(c, r.rows[0].id, `由案件 ${parent.caseNo} 拆分（${partLabel(body.splitBy, s.part)}）`);
    subNos.push(numbers[i]);
  }
  const cols = deriveColumns(split.parent);
  await ctx.db.query(
    `update cases set biz_param = $2::jsonb, trademark_id = $3, enterprise_id = $4, applicant_name = $5, tm_name = $6, tm_cls = $7::text[], countries = $8::text[],
            archive_ids = $9::int[], updated_by = $10, updated_at = now(), version = version + 1 where id = $1`,
    [parent.id, JSON.stringify(split.parent), cols.trademarkId, cols.enterpriseId, cols.applicantName, cols.tmName, cols.tmCls, cols.countries,
      body.splitBy === 'class' ? idsFor(split.parent) : parent.archiveIds, session.userId],
  );
  await addStage(c, parent.id, `拆分子案件：${split.subs.map((s, i) => `${subNos[i]}（${partLabel(body.splitBy, s.part)}）`).join('、')}`);
  const subcases = [];
  for (const no of subNos) {
    const sub = await loadCase(ctx.db, no);
    if (sub.caseStatus !== '草稿') await syncArchive(c, sub);
    subcases.push(await loadCase(ctx.db, no));
  }
  const after = await loadCase(ctx.db, parent.caseNo);
  if (after.caseStatus !== '草稿') await syncArchive(c, after);
  return { parent: await loadCase(ctx.db, parent.caseNo), subcases } as never;
};

// ---- for other modules (demands...) -------------------------------------------------------------------------
export interface NewCase { caseType: CaseFormKey; bizParam: Rec; remark?: string | null; submit?: boolean }

/**
 * Creates a case in the caller's tenant as the caller: validated by its form's schema like a save from the form
 * page (draft, or submitted with required fields when submit is set), numbered, with its first stage. Runs in
 * the caller's transaction. Throws the same 40000 naming the field as the calls.
 */
export async function createCase(ctx: SignedInContext, input: NewCase): Promise<Rec> {
  const body: SaveBody = { caseType: input.caseType, bizParam: input.bizParam, remark: input.remark ?? null };
  return save(ctx, body, input.submit ? 'submit' : 'draft');
}
