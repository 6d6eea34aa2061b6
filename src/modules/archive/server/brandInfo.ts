// Writing what an official document says about a mark (updateBrandInfo, spec 3.11: status, registration number and
// date, end date, application date, applicant and address) to its archive record, with a history entry. Other
// modules reach it through the archive's server entry (src/modules/archive/server.ts).
import { listSpecs } from '../../../generated/list-specs';
import type { Queryable } from '../../../server/db/types';
import { logOperation } from '../../../server/history/operate-log';
import { fail } from '../../../server/http/errors';
import { loadRecord, updateRecord } from '../../../server/lists/generic';
import { changes } from './handlers';

const tmSpec = listSpecs.brandRecords;

export interface BrandInfoUpdate {
  tmStatus?: string | null;
  regNo?: string | null;
  regDate?: string | null;
  endDate?: string | null;
  appDate?: string | null;
  applicant?: string | null;
  applicantAddress?: string | null;
}

const FIELDS = ['tmStatus', 'regNo', 'regDate', 'endDate', 'appDate', 'applicant', 'applicantAddress'] as const;

/** Applies the given fields (absent ones stay) to the mark; returns the fields that changed. 40400 if not the tenant's. */
export async function applyBrandInfo(db: Queryable, userId: number, trademarkId: number, update: BrandInfoUpdate, source: string) {
  const status = update.tmStatus;
  if (status != null && !(status in (tmSpec.dicts.tmStatus ?? {}))) throw fail.validation(`字段“商标状态”（updateBrandInfo.tmStatus）的取值“${status}”不是已有的商标状态`);
  const before = await loadRecord(db, tmSpec, trademarkId);
  const given = Object.fromEntries(FIELDS.filter((f) => update[f] !== undefined).map((f) => [f, update[f]]));
  if (!Object.keys(given).length) return [];
  await updateRecord(db, tmSpec, trademarkId, { ...given, version: before.version });
  const after = await loadRecord(db, tmSpec, trademarkId);
  const diff = changes(tmSpec, before, after);
  if (diff.length)
    await logOperation(db, {
      userId, entity: 'trademark', recordId: trademarkId, action: 'update',
      summary: `${source}同步：${diff.map((c) => `${c.label}：${c.from ?? '空'} → ${c.to ?? '空'}`).join('；')}`,
      detail: { before, changes: diff },
    });
  return diff;
}
