// 商标比对 on the server: the two sides read (a public mark, an own mark of the archive within the caller's data
// scope, or what the risk module gives for a watch), each side's goods placed in the similar-goods groups of the
// tenant's classification edition, the name similarity, the images' perceptual hashes (server/imageHash.ts), then
// the overlap and verdict of shared/compare.ts.
import type { CompareSide, MarkComparison } from '../../../generated/types';
import { listSpecs } from '../../../generated/list-specs';
import { todayInChina } from '../../../shared/dates';
import type { CallContext } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { dataScopeSql } from '../../../server/lists/data-scope';
import { logoUrl } from '../../archive/server';
import { placeGoods, resolveEdition } from '../../classification/server';
import { compareVerdict, goodsOverlap } from '../shared/compare';
import { compareImages } from '../shared/imageHash';
import { oppositionEnd } from '../shared/opposition';
import { nameSimilarity } from '../shared/similarity';
import { hasOwnImage, storedImageHash } from './imageHash';
import { MARK_COLUMNS, toMark } from './store';

/**
 * A side as read, its goods with their codes where the record keeps them, and its image as stored (an upload path,
 * an address, the generated word mark or nothing), which the comparison hashes.
 */
export type SideInput = Omit<CompareSide, 'goods' | 'oppositionEnd' | 'hasImage'> & { goods: Array<{ code?: string | null; name: string }>; storedImage: string | null };

const UPLOADED = /^\/files\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** An image the browser can load: an upload as a signed URL, an address as it is, else the word mark of the name. */
export function imageOf(ctx: CallContext, stored: string | null | undefined, name: string): string | null {
  const m = stored ? UPLOADED.exec(stored) : null;
  if (m && ctx.session) return ctx.files.images.sign(m[1], ctx.session.tenantId);
  if (stored && /^(https?:\/\/|\/files\/)/.test(stored)) return stored;
  return name.trim() ? logoUrl(name) : null;
}

/** Goods text as gazettes list it: items separated by ; ； , ， 、 or lines; a leading 6-digit code kept apart. */
export function goodsOfText(text: string | null | undefined): Array<{ code: string | null; name: string }> {
  const seen = new Set<string>();
  const out: Array<{ code: string | null; name: string }> = [];
  for (const part of (text ?? '').split(/[;；,，、\n]+/)) {
    const t = part.trim();
    if (!t || seen.has(t)) continue;
    seen.add(t);
    const m = /^(C?\d{6})[\s:：]+(.+)$/i.exec(t);
    out.push(m ? { code: m[1].toUpperCase(), name: m[2].trim() } : { code: null, name: t });
  }
  return out;
}

export async function publicMarkSide(ctx: CallContext, id: number, field: string): Promise<SideInput> {
  const r = await ctx.db.query(`select ${MARK_COLUMNS} from public_marks where id = $1`, [id]);
  if (!r.rows[0]) throw fail.notFound(`字段“${field}”指向的公告商标 ${id} 不存在`);
  const m = toMark(r.rows[0]);
  return {
    source: 'publicMark', id: m.id, tmName: m.tmName, tmImage: imageOf(ctx, m.tmImage, m.tmName), tmCl: m.tmCl ?? null, appNo: m.appNo, regNo: m.regNo ?? null,
    applicant: m.applicant ?? null, status: m.status ?? null, announcementType: m.announcementType ?? null, announcementIssue: m.announcementIssue ?? null,
    announcementDate: m.announcementDate ?? null, goods: goodsOfText(m.goods), storedImage: m.tmImage ?? null,
  };
}

interface TrademarkRow { id: number; tm_name: string; tm_image: string | null; tm_cl: number; reg_no: string | null; applicant: string | null; tm_status: string | null; announcement_issue: string | null; goods_items: unknown }

/** The archive's goods: [{code, name, suffix}], an item with suffix 2 struck through (spec 3.4) and left out. */
function goodsOfItems(value: unknown): Array<{ code: string | null; name: string }> {
  if (!Array.isArray(value)) return typeof value === 'string' ? goodsOfText(value) : [];
  const out: Array<{ code: string | null; name: string }> = [];
  for (const v of value) {
    if (typeof v === 'string') out.push(...goodsOfText(v));
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (String(o.suffix ?? '') === '2') continue;
      const name = String(o.name ?? o.goodsName ?? '').trim();
      const code = typeof o.code === 'string' && /^C?\d{6}$/i.test(o.code) ? o.code.toUpperCase() : null;
      if (name || code) out.push({ code, name: name || code! });
    }
  }
  return out;
}

/**
 * An own mark of the archive: for callers who may list the archive (brandList), within their data scope; null
 * when it is not there for them (deleted, or outside the scope) and `optional` is set, else 40300 / 40400.
 */
export async function trademarkSide(ctx: CallContext, id: number, field: string, optional = false): Promise<SideInput | null> {
  if (!ctx.session?.roleAuth.has('brandList')) {
    if (optional) return null;
    throw fail.forbidden(`没有查看商标档案的权限，不能对比本方商标（${field}）`);
  }
  const r = await ctx.db.query<TrademarkRow>(
    `select id, tm_name, tm_image, tm_cl, reg_no, applicant, tm_status, announcement_issue, goods_items
       from trademarks where id = $1 and deleted_at is null${dataScopeSql(ctx.db, listSpecs.brandRecords)}`,
    [id],
  );
  const t = r.rows[0];
  if (!t) {
    if (optional) return null;
    throw fail.notFound(`字段“${field}”指向的本方商标 ${id} 不存在`);
  }
  return {
    source: 'trademark', id: t.id, tmName: t.tm_name, tmImage: imageOf(ctx, t.tm_image, t.tm_name), tmCl: t.tm_cl, appNo: null, regNo: t.reg_no,
    applicant: t.applicant, status: t.tm_status, announcementType: null, announcementIssue: t.announcement_issue, announcementDate: null, goods: goodsOfItems(t.goods_items),
    storedImage: t.tm_image,
  };
}

/** The comparison of two sides read as above. */
export async function compareSides(ctx: CallContext, left: SideInput, right: SideInput): Promise<MarkComparison> {
  const edition = await resolveEdition(ctx.db);
  const [lg, rg] = [await placeGoods(ctx.db, edition, left.goods, left.tmCl), await placeGoods(ctx.db, edition, right.goods, right.tmCl)];
  const overlap = goodsOverlap(lg, rg);
  const named = !!left.tmName.trim() && !!right.tmName.trim();
  const s = named ? nameSimilarity(left.tmName, right.tmName) : { score: 0, reasons: [] };
  const side = ({ storedImage, ...m }: SideInput): CompareSide => ({
    ...m,
    hasImage: hasOwnImage(storedImage),
    goods: m.goods.map((g) => g.name),
    oppositionEnd: oppositionEnd(m.announcementType, m.announcementDate),
  });
  const [l, r] = [side(left), side(right)];
  const image = compareImages(await storedImageHash(ctx, left.storedImage), await storedImageHash(ctx, right.storedImage));
  const { verdict, hints } = compareVerdict({
    left: { tmName: l.tmName, tmCl: l.tmCl, number: l.appNo ?? l.regNo, goodsCount: l.goods.length, oppositionEnd: l.oppositionEnd },
    right: { tmName: r.tmName, tmCl: r.tmCl, number: r.appNo ?? r.regNo, goodsCount: r.goods.length, oppositionEnd: r.oppositionEnd },
    score: s.score,
    reasons: s.reasons,
    overlap,
    image: image.level,
    imageHint: image.hint,
    today: todayInChina(),
  });
  return {
    left: l,
    right: r,
    score: s.score,
    reasons: s.reasons,
    sameClass: l.tmCl !== null && l.tmCl === r.tmCl,
    groups: overlap.groups,
    sameGoods: overlap.sameGoods,
    commonGroups: overlap.commonGroups,
    leftUngrouped: overlap.leftUngrouped,
    rightUngrouped: overlap.rightUngrouped,
    edition: edition?.edition ?? null,
    image,
    verdict,
    hints,
  };
}
