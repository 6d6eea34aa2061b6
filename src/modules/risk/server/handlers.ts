// The /risk calls beyond the generic delete and hit update (schemas/api/risk.json): the watch lists (at home: CN;
// abroad: every other country; image watches on their own screen), the watch save (cron checked by croner, the own
// mark picked from the archive, the cropped image an upload checked by content), the hit lists and 立即监控. The
// hit's actions (compare, 拟提异议, 忽略, 恢复) are in opposition.ts.
import { listSpecs } from '../../../generated/list-specs';
import { signedIn, type CallContext, type Handler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { presentImages, presentPage, storeImages } from '../../../server/files/image-fields';
import { insertRecord, loadRecord, runList, updateRecord } from '../../../server/lists/generic';
import { reachableSql } from '../../../server/lists/data-scope';
import type { ListRequest } from '../../../server/lists/engine';
import type { ListSpec } from '../../../server/lists/spec-types';
import { queueRun } from './monitor';
import { cronProblem } from './schedule';

const ABROAD = Object.keys(listSpecs.riskAbroadWatches.dicts.country ?? {}).filter((c) => c !== 'CN');

type Screen = 'riskWatches' | 'riskAbroadWatches' | 'riskImageWatches' | 'riskHits' | 'riskAbroadHits';
const WATCH_SCREENS = ['riskWatches', 'riskAbroadWatches', 'riskImageWatches'] as const;
const NAME_KINDS = ['ownMark', 'keyword', 'applicant'];

/**
 * The screen's list with its fixed part: CN for the home screens, the chosen or all other countries abroad; the
 * image watches on their screen only.
 */
async function listOf(ctx: CallContext, screen: Screen, body: ListRequest) {
  const base = listSpecs[screen] as ListSpec;
  const abroad = screen === 'riskAbroadWatches' || screen === 'riskAbroadHits';
  const chosen = abroad ? ((body.filters?.country as string[] | undefined) ?? []).filter((c) => c !== 'CN') : [];
  const fixed: ListSpec['filters'] = { country: abroad ? 'in' : 'eq' };
  const filters: Record<string, unknown> = { ...body.filters, country: abroad ? (chosen.length ? chosen : ABROAD) : 'CN' };
  if (screen === 'riskImageWatches') (fixed.kind = 'eq'), (filters.kind = 'image');
  else if (screen === 'riskWatches' || screen === 'riskAbroadWatches') {
    const kinds = ((body.filters?.kind as string[] | undefined) ?? []).filter((k) => NAME_KINDS.includes(k));
    filters.kind = kinds.length ? kinds : NAME_KINDS;
  }
  const spec: ListSpec = { ...base, filters: { ...base.filters, ...fixed } };
  return presentPage(ctx, base, await runList(ctx.db, spec, { ...body, filters }));
}

const watchScreen = (ctx: CallContext) => (WATCH_SCREENS as readonly string[]).includes(ctx.call.screen ?? '') ? (ctx.call.screen as (typeof WATCH_SCREENS)[number]) : 'riskWatches';

export const watchList: Handler<'risk.watchList'> = async (ctx, body) => (await listOf(ctx, watchScreen(ctx), body as ListRequest)) as never;

export const hitList: Handler<'risk.hitList'> = async (ctx, body) =>
  (await listOf(ctx, ctx.call.screen === 'riskAbroadHits' ? 'riskAbroadHits' : 'riskHits', body as ListRequest)) as never;

type Body = Record<string, any>;

export const watchSave: Handler<'risk.watchSave'> = async (ctx, body) => {
  const c = signedIn(ctx);
  const screen = watchScreen(ctx);
  const spec = listSpecs[screen] as ListSpec;
  const abroad = screen === 'riskAbroadWatches';
  const image = screen === 'riskImageWatches';
  let b: Body = { ...(body as Body) };
  const current = b.id === undefined ? null : await loadRecord(ctx.db, spec, b.id);
  const here = (w: Record<string, unknown>) => (w.country !== 'CN') === abroad && (w.kind === 'image') === image;
  if (current && !here(current)) throw fail.notFound(`监控项 ${b.id} 不在${image ? '图形监控' : abroad ? '海外监控' : '国内监控'}中`);
  if (!abroad) b.country = 'CN';
  else if (b.country === 'CN') throw fail.validation('字段“监控国家/地区”（country）：海外监控请选择中国以外的国家/地区；国内监控在“品牌监控”中新增');
  if (image) {
    b.kind = 'image';
    if (b.id === undefined && !b.image) throw fail.validation('字段“监控图样”（image）必填：请选择 jpg、jpeg、png 图片并裁剪');
    b = await storeImages(ctx.db, spec, b);
    if ('image' in b && !b.image) throw fail.validation('字段“监控图样”（image）必填：请选择 jpg、jpeg、png 图片并裁剪');
    b.name = String(b.name ?? current?.name ?? '').trim();
  } else if (b.kind === 'image') throw fail.validation('字段“监控类型”（kind）：图形监控请在“图形监控”中新增');
  if ('cron' in b) {
    const problem = cronProblem(String(b.cron));
    if (problem) throw fail.validation(`字段“监控周期”（cron）“${b.cron}”${problem}`);
  }
  const kind = b.kind ?? current?.kind;
  const extra: Array<[string, unknown]> = [];
  // the image screen's form has no kind field: the kind is the screen's
  if (image && b.id === undefined) extra.push(['kind', 'image']);
  if (!image && (b.id === undefined || 'trademark' in b || 'kind' in b)) {
    const picked = ('trademark' in b ? b.trademark : current?.trademark) as Array<{ id?: number | null }> | null | undefined;
    if (kind === 'ownMark') {
      const id = picked?.[0]?.id;
      if (typeof id !== 'number') throw fail.validation('字段“监控的本方商标”（trademark）必填：本方商标监控请从商标档案中选择商标');
      // A newly picked mark must be in the caller's data scope; the one the watch holds stays reachable.
      const heldId = (current?.trademark as Array<{ id?: number | null }> | null | undefined)?.[0]?.id;
      const held = typeof heldId === 'number' ? [heldId] : [];
      const r = await ctx.db.query<{ tm_name: string; reg_no: string | null; tm_cl: number }>(`select tm_name, reg_no, tm_cl from trademarks where id = $1 and deleted_at is null${reachableSql(ctx.db, listSpecs.brandRecords, held)}`, [id]);
      const tm = r.rows[0];
      if (!tm) throw fail.validation(`字段“监控的本方商标”（trademark）指向的商标 ${id} 不存在`);
      b.trademark = [{ id, tmName: tm.tm_name, regNo: tm.reg_no ?? '', tmCl: tm.tm_cl }];
      extra.push(['trademark_id', id]);
      if (!String(b.name ?? current?.name ?? '').trim()) b.name = tm.tm_name;
      if (b.id === undefined && b.tmCl === undefined) b.tmCl = tm.tm_cl;
    } else {
      b.trademark = [];
      extra.push(['trademark_id', null]);
    }
  }
  if (b.name !== undefined) b.name = String(b.name).trim();
  if (!image && !(b.name ?? current?.name)) throw fail.validation(`字段“监控名称”（name）必填：请填写${kind === 'applicant' ? '关注的申请人名称' : '监控的商标名称或关键词'}`);
  // a changed name, class or country is compared again from the start of the data at the next run
  const rescan = b.id !== undefined && ['name', 'tmCl', 'country', 'kind'].some((k) => k in b && b[k] !== current?.[k]);
  if (rescan) extra.push(['checked_up_to', 0], ['pending', true]);
  let id: number;
  if (b.id === undefined) id = await insertRecord(ctx.db, spec, b, [...extra, ['created_by', c.session.userId], ['pending', b.enabled !== false]]);
  else {
    await updateRecord(ctx.db, spec, b.id, b, extra);
    id = b.id;
  }
  return presentImages(ctx, spec, await loadRecord(ctx.db, spec, id)) as never;
};

export const runNow: Handler<'risk.runNow'> = async (ctx) => queueRun(ctx.db, signedIn(ctx).session.userId);
