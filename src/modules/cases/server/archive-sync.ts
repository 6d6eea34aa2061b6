// What a case changes in the trademark archive (through the archive's server entry): a registration case
// (add-brand) writes one record per class once submitted (dplSource 3) and keeps its status, numbers and dates in
// step with the case; a renewal (brand-extension) approved moves its marks' end date by ten years.
import { renewCaseTrademarks, upsertCaseTrademarks, type CaseMark } from '../../archive/server';
import type { SignedInContext } from '../../../server/http/context';
import { addMonths } from '../shared/dates';

type Rec = Record<string, any>;

/** Archive legal status of a registration case by its state and result. */
export function registrationStatus(c: Rec): string {
  if (c.caseStatus === '已结案')
    return c.result === '核准' || c.result === '部分核准' ? '已注册' : c.result === '撤回' ? '商标无效' : '已驳回';
  return c.caseStatus === '已受理' ? '申请中' : '等待受理';
}

/** A registration is valid ten years from its registration date (Trademark Law art. 39): the day before the tenth anniversary. */
export const tenYearsFrom = (date: string) => {
  const d = new Date(addMonths(date, 120) + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** The archive records of a registration case as they stand now, one per class. */
export function marksOfCase(c: Rec, regNo?: string | null): CaseMark[] {
  const biz: Rec = c.bizParam ?? {};
  const goods: Rec[] = Array.isArray(biz.goods) ? biz.goods : [];
  const a: Rec = biz.applicant ?? {};
  const status = registrationStatus(c);
  const registered = status === '已注册';
  return goods
    .filter((g) => typeof g?.tmCl === 'string')
    .map((g) => ({
      tmName: c.tmName || biz.tmName || '图形',
      tmCl: Number(g.tmCl),
      tmImage: typeof biz.tmImage === 'string' && biz.tmImage ? biz.tmImage : null,
      applicant: a.applicantName ?? null,
      applicantEn: a.applicantNameEn ?? null,
      applicantAddress: a.applicantAddress ?? null,
      applicantAddressEn: a.applicantAddressEn ?? null,
      agent: biz.agent?.agencyName ?? null,
      goodsItems: (Array.isArray(g.goodsItem) ? g.goodsItem : []).map((x: Rec) => ({ code: x.code ?? null, name: x.name, suffix: x.suffix ?? null })),
      tmStatus: status,
      regNo: (registered ? regNo || c.appNo : c.appNo) ?? null,
      appDate: c.appDate ?? null,
      regDate: registered ? c.resultDate : null,
      endDate: registered ? tenYearsFrom(c.resultDate) : null,
    }));
}

/** Brings the archive in step with the case after a step; returns the archive ids to keep on the case. */
export async function syncArchive(ctx: SignedInContext, c: Rec, opts: { regNo?: string | null } = {}): Promise<number[] | null> {
  const { session } = ctx;
  if (c.caseType === 'add-brand' && c.caseStatus !== '草稿') {
    const ids = await upsertCaseTrademarks(ctx.db, session.tenantId, session.userId, c.caseNo, marksOfCase(c, opts.regNo), c.archiveIds ?? []);
    await ctx.db.query(`update cases set archive_ids = $2::int[] where id = $1`, [c.id, ids]);
    return ids;
  }
  if (c.caseType === 'brand-extension' && c.caseStatus === '已结案' && (c.result === '核准' || c.result === '部分核准')) {
    const marks: Rec[] = Array.isArray(c.bizParam?.trademarks) ? c.bizParam.trademarks : [];
    const ids = await renewCaseTrademarks(
      ctx.db, session.userId, c.caseNo,
      marks.map((m) => ({ id: m.id ?? null, regNo: m.regNo, tmCl: Number(m.tmCl), endDate: m.endDate ?? null })),
      tenYearsAfter,
    );
    await ctx.db.query(`update cases set archive_ids = $2::int[] where id = $1`, [c.id, ids]);
    return ids;
  }
  return null;
}

/** A renewal adds ten years to the current term (Trademark Law art. 40). */
export const tenYearsAfter = (endDate: string) => addMonths(endDate, 120);
