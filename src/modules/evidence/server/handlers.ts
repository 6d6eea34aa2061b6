// Calls of the evidence module: the evidence list and its save (one archive record, goods of that record, files
// of the tenant), the detail of one mark with the 撤三 checklist and file previews, the goods of a mark for the
// form, and the qualification proofs' list and save.
import { listSpecs } from '../../../generated/list-specs';
import { dataScopeSql, reachableSql } from '../../../server/lists/data-scope';
import { todayInChina } from '../../../shared/dates';
import type { Queryable } from '../../../server/db/types';
import type { CallContext, Handler } from '../../../server/http/context';
import { signedIn } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import * as generic from '../../../server/lists/generic';
import { insertRecord, loadRecord, updateRecord } from '../../../server/lists/generic';
import { buildChecklist, type ChecklistEvidence } from '../shared/checklist';
import { ensureDemoFiles } from './demoFiles';

const evidenceSpec = listSpecs.useEvidences;
/** The China calendar day now (UTC+8, no daylight saving). */
/** Today in China (UTC+8). */
export const today = () => todayInChina();
const proofSpec = listSpecs.qualificationProofs;

interface FileRef { uid: string; name: string; size: number; path: string; url?: string }

/**
 * The goods names of an archive record (struck-through items, suffix 2, are no longer registered); null when the
 * caller may not reach it: outside their data scope, unless it is the mark the evidence holds already (linked).
 */
export async function markGoods(db: Queryable, trademarkId: number, linked: number[] = []): Promise<string[] | null> {
  const r = await db.query<{ goods: Array<{ name?: string; suffix?: number | null }> | null }>(
    `select goods_items as goods from trademarks where id = $1 and deleted_at is null${reachableSql(db, listSpecs.brandRecords, linked)}`,
    [trademarkId],
  );
  if (!r.rows[0]) return null;
  const names = (r.rows[0].goods ?? []).filter((g) => g && typeof g.name === 'string' && g.suffix !== 2).map((g) => g.name!.trim());
  return [...new Set(names.filter(Boolean))];
}

/** Every file is an upload of the caller's tenant (row-level security hides the others). */
async function checkFiles(db: Queryable, files: FileRef[] | null | undefined, prop: string, label: string) {
  if (!files?.length) return;
  const uids = files.map((f) => f.uid);
  const r = await db.query<{ uid: string }>(`select uid from uploads where uid = any($1::text[])`, [uids]);
  const missing = files.find((f) => !r.rows.some((x) => x.uid === f.uid));
  if (missing) throw fail.validation(`字段“${label}”（${prop}）中的文件“${missing.name}”不存在，请重新上传`);
}

const ensureDemo = (ctx: CallContext) => ensureDemoFiles(ctx.db, ctx.files.storage);

export const list: Handler<'evidence.list'> = async (ctx, body) => {
  await ensureDemo(ctx);
  return (await generic.list(ctx, body as never)) as never;
};

export const save: Handler<'evidence.save'> = async (ctx, body) => {
  const s = signedIn(ctx);
  const b = { ...(body as Record<string, any>) };
  const isCreate = b.id === undefined;
  // The mark the evidence holds stays reachable; a newly picked one must be in the caller's data scope.
  const linked: number[] = [];
  if (!isCreate) {
    const r = await ctx.db.query<{ trademark_id: number }>(`select trademark_id from use_evidences where id = $1`, [b.id]);
    if (!r.rows[0]) throw fail.notFound('使用证据不存在或已删除');
    linked.push(r.rows[0].trademark_id);
  }
  let trademarkId: number;
  if (isCreate || Array.isArray(b.trademarks)) {
    const marks = (b.trademarks ?? []) as Array<{ id?: number | null }>;
    if (marks.length !== 1 || typeof marks[0].id !== 'number') throw fail.validation('字段“商标”（trademarks）须选择商标档案中的一个商标（一个类别）');
    trademarkId = marks[0].id;
  } else trademarkId = linked[0];
  delete b.trademarks;
  const goods = await markGoods(ctx.db, trademarkId, linked);
  if (goods === null) throw fail.validation(`字段“商标”（trademarks）指向的商标档案 ${trademarkId} 不存在`);
  if (Array.isArray(b.goodsNames)) {
    b.goodsNames = [...new Set((b.goodsNames as string[]).map((g) => g.trim()).filter(Boolean))];
    if (!b.goodsNames.length) throw fail.validation('字段“涉及商品/服务”（goodsNames）至少选择一项');
    const unknown = (b.goodsNames as string[]).filter((g) => !goods.includes(g));
    if (unknown.length) throw fail.validation(`字段“涉及商品/服务”（goodsNames）中的“${unknown.join('、')}”不是该商标的核定商品/服务`);
  }
  if (typeof b.evidenceDate === 'string' && b.evidenceDate > today())
    throw fail.validation('字段“证据日期”（evidenceDate）不能晚于今天');
  await checkFiles(ctx.db, b.files, 'files', '证据文件');
  let id: number;
  if (isCreate) id = await insertRecord(ctx.db, evidenceSpec, b, [['trademark_id', trademarkId], ['created_by', s.session.userId]]);
  else {
    await updateRecord(ctx.db, evidenceSpec, b.id, b);
    id = b.id;
  }
  return (await loadRecord(ctx.db, evidenceSpec, id)) as never;
};


export const detail: Handler<'evidence.detail'> = async (ctx, body) => {
  await ensureDemo(ctx);
  const m = await ctx.db.query<{ id: number; tm_name: string; reg_no: string | null; tm_cl: number; reg_date: string | null; tm_status: string | null }>(
    // the caller's data scope (本部门及下级 / 本人) as on the archive: a mark outside it is not found
    `select id, tm_name, reg_no, tm_cl, to_char(reg_date, 'YYYY-MM-DD') as reg_date, tm_status from trademarks where id = $1 and deleted_at is null${dataScopeSql(ctx.db, listSpecs.brandRecords)}`,
    [body.trademarkId],
  );
  const mark = m.rows[0];
  if (!mark) throw fail.notFound('商标档案不存在或已删除');
  const goods = (await markGoods(ctx.db, mark.id)) ?? [];
  const ids = await ctx.db.query<{ id: number }>(`select id from use_evidences where trademark_id = $1${dataScopeSql(ctx.db, evidenceSpec)} order by evidence_date desc, id desc`, [mark.id]);
  const evidences = await Promise.all(ids.rows.map((r) => loadRecord(ctx.db, evidenceSpec, r.id)));
  // Each file with its type; images get a signed URL for <img>, the rest are downloaded with the token.
  const uids = evidences.flatMap((e) => ((e.files as FileRef[] | null) ?? []).map((f) => f.uid));
  const mimes = new Map(
    (await ctx.db.query<{ uid: string; mime: string }>(`select uid, mime from uploads where uid = any($1::text[])`, [uids])).rows.map((r) => [r.uid, r.mime]),
  );
  const tenantId = signedIn(ctx).session.tenantId;
  const files: Record<string, Array<{ uid: string; name: string; size: number; mime: string; previewUrl: string | null }>> = {};
  for (const e of evidences)
    files[String(e.id)] = ((e.files as FileRef[] | null) ?? []).map((f) => {
      const mime = mimes.get(f.uid) ?? 'application/octet-stream';
      return { uid: f.uid, name: f.name, size: f.size, mime, previewUrl: mime.startsWith('image/') && mimes.has(f.uid) ? ctx.files.images.sign(f.uid, tenantId) : null };
    });
  const refDate = body.refDate ?? today();
  const checklist = buildChecklist(goods, evidences as unknown as ChecklistEvidence[], refDate);
  return {
    mark: { id: mark.id, tmName: mark.tm_name, regNo: mark.reg_no, tmCl: mark.tm_cl, regDate: mark.reg_date, tmStatus: mark.tm_status, goods },
    evidences: evidences as never,
    files,
    checklist,
  };
};

export const goodsOfMark: Handler<'evidence.markGoods'> = async (ctx, body) => {
  const goods = await markGoods(ctx.db, body.trademarkId);
  if (goods === null) throw fail.notFound('商标档案不存在或已删除');
  return goods;
};

export const aptitudeList: Handler<'evidence.aptitudeList'> = async (ctx, body) => {
  await ensureDemo(ctx);
  return (await generic.list(ctx, body as never)) as never;
};

export const aptitudeSave: Handler<'evidence.aptitudeSave'> = async (ctx, body) => {
  const b = body as Record<string, any>;
  let from = b.validFrom as string | null | undefined;
  let until = b.validUntil as string | null | undefined;
  if (b.id !== undefined && (from === undefined || until === undefined)) {
    const cur = await loadRecord(ctx.db, proofSpec, b.id);
    if (from === undefined) from = cur.validFrom as string | null;
    if (until === undefined) until = cur.validUntil as string | null;
  }
  if (from && until && until < from) throw fail.validation('字段“有效期至（空为长期）”（validUntil）不能早于有效期起');
  await checkFiles(ctx.db, b.files, 'files', '证明文件');
  const id = b.id === undefined ? await insertRecord(ctx.db, proofSpec, b) : (await updateRecord(ctx.db, proofSpec, b.id, b), b.id as number);
  return (await loadRecord(ctx.db, proofSpec, id)) as never;
};
