// Writing what a copyright official document says (updateCopyrightInfo: registration number and date, the owner) to
// the work's or software's record, with a history entry — the copyright counterpart of the archive's
// updateBrandInfo. Other modules reach it through the module's server entry (src/modules/ip-archives/server.ts).
import { listSpecs } from '../../../generated/list-specs';
import type { Queryable } from '../../../server/db/types';
import { logOperation } from '../../../server/history/operate-log';
import { loadRecord, updateRecord } from '../../../server/lists/generic';
import type { ListSpec } from '../../../server/lists/spec-types';

export type CopyrightKind = 'work' | 'software';

interface KindInfo { spec: ListSpec; entity: string; title: string; owner: string }

const KINDS: Record<CopyrightKind, KindInfo> = {
  work: { spec: listSpecs.copyrightWorks, entity: 'copyrightWork', title: 'title', owner: 'owner' },
  software: { spec: listSpecs.copyrightSoftware, entity: 'copyrightSoftware', title: 'name', owner: 'developer' },
};

export interface CopyrightInfoUpdate {
  regNo?: string | null;
  regDate?: string | null;
  owner?: string | null;
}

/** The record's title and registration number (40400 when it is not the tenant's or gone). */
export async function copyrightRecord(db: Queryable, kind: CopyrightKind, id: number): Promise<{ title: string; regNo: string | null }> {
  const k = KINDS[kind];
  const rec = await loadRecord(db, k.spec, id);
  return { title: String(rec[k.title] ?? ''), regNo: (rec.regNo as string | null) ?? null };
}

/**
 * Applies the given fields (absent ones stay; an empty owner stays, a record needs one) to the record and logs the
 * change; returns the fields that changed. A registration number another record of the tenant has is a conflict
 * (40900, by the unique index of migration 032).
 */
export async function applyCopyrightInfo(db: Queryable, userId: number, kind: CopyrightKind, id: number, update: CopyrightInfoUpdate, source: string) {
  const k = KINDS[kind];
  const before = await loadRecord(db, k.spec, id);
  const given: Record<string, unknown> = {};
  if (update.regNo !== undefined) given.regNo = update.regNo?.trim() || null;
  if (update.regDate !== undefined) given.regDate = update.regDate;
  if (update.owner != null && update.owner.trim()) given[k.owner] = update.owner.trim();
  if (!Object.keys(given).length) return [];
  await updateRecord(db, k.spec, id, { ...given, version: before.version });
  const after = await loadRecord(db, k.spec, id);
  const diff = Object.keys(given)
    .filter((prop) => JSON.stringify(before[prop] ?? null) !== JSON.stringify(after[prop] ?? null))
    .map((prop) => ({ prop, label: k.spec.fields[prop].label.zh, from: before[prop] ?? null, to: after[prop] ?? null }));
  if (diff.length)
    await logOperation(db, {
      userId, entity: k.entity, recordId: id, action: 'update',
      summary: `${source}同步：${diff.map((c) => `${c.label}：${c.from ?? '空'} → ${c.to ?? '空'}`).join('；')}`,
      detail: { before, changes: diff },
    });
  return diff;
}
