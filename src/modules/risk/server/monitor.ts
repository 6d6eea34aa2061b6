// The monitoring run (a persisted batch task, 'riskMonitor'): takes the tenant's pending watches in steps of
// STEP_WATCHES; each step reads the public marks loaded since the step's oldest watch last ran, matches them
// (shared/match.ts) and, in the same transaction, records the hits and moves the watches' checked_up_to to the
// newest mark read, so a run interrupted by a restart resumes without comparing a mark twice or losing one. The
// watch's owner is told of its new hits in the same transaction (the message setting 监控命中, notify module). An
// image watch's cropped image is hashed once per step and compared with the marks' stored hashes too.
import { todayInChina } from '../../../shared/dates';
import type { Queryable } from '../../../server/db/types';
import type { FileStorage } from '../../../server/files/storage';
import type { TaskKind } from '../../../server/tasks/runner';
import { bigintToHash, hashStored } from '../../public-marks/server';
import { enqueueSingleTask } from '../../../server/tasks/runner';
import { notifyEvent } from '../../notify/server';
import { MarkIndex, matchWatch, matchWatchImage, mergeHits, type BatchMark, type Hit, type Watch } from './match';

export const MONITOR_TASK = 'riskMonitor';
const STEP_WATCHES = 250;
/** Marks read per query while building a step's index. */
const PAGE = 20_000;

async function readMarks(tx: Queryable, after: number, upTo: number, countries: string[]): Promise<BatchMark[]> {
  const out: BatchMark[] = [];
  let from = after;
  for (;;) {
    const r = await tx.query<BatchMark>(
      `select id, tm_name as "tmName", tm_cl as "tmCl", applicant, country, announcement_type as "announcementType",
              to_char(announcement_date, 'YYYY-MM-DD') as "announcementDate", image_hash::text as "imageHash"
         from public_marks where id > $1 and id <= $2 and country = any($3::text[]) order by id limit ${PAGE}`,
      [from, upTo, countries],
    );
    for (const m of r.rows) m.imageHash = m.imageHash ? bigintToHash(m.imageHash) : null;
    out.push(...r.rows);
    if (r.rows.length < PAGE) return out;
    from = r.rows[r.rows.length - 1].id;
  }
}

/** Records the hits not recorded yet; returns the new ones (a hit of a watch and mark already recorded is left out). */
export async function insertHits(tx: Queryable, hits: Hit[]): Promise<Array<{ id: number; watchId: number; riskLevel: string }>> {
  if (!hits.length) return [];
  const r = await tx.query<{ id: number; watchId: number; riskLevel: string }>(
    `insert into risk_hits (tenant_id, watch_id, mark_id, score, reasons, risk_level, reason, opposition_end)
     select current_setting('app.tenant_id')::integer, w, m, s, coalesce(string_to_array(nullif(rs, ''), ','), '{}'), l, t, e
       from unnest($1::int[], $2::int[], $3::numeric[], $4::text[], $5::text[], $6::text[], $7::date[]) as x(w, m, s, rs, l, t, e)
     on conflict (watch_id, mark_id) do nothing
     returning id, watch_id as "watchId", risk_level as "riskLevel"`,
    [hits.map((h) => h.watchId), hits.map((h) => h.markId), hits.map((h) => h.score), hits.map((h) => h.reasons.join(',')), hits.map((h) => h.riskLevel), hits.map((h) => h.reason), hits.map((h) => h.oppositionEnd)],
  );
  return r.rows;
}

const LEVEL_TEXT: Record<string, string> = { high: '高', medium: '中', low: '低' };

/**
 * Tells each watch's owner of its new hits, one notice per watch and step (event monitoringHit of the message
 * settings: on or off, workbench and/or email, roles told too). The occurrence is the watch's first new hit, so a
 * step redone after a restart tells nobody twice.
 */
async function notifyHits(tx: Queryable, watches: Array<Watch & { tenantId: number; createdBy: number | null }>, added: Array<{ id: number; watchId: number; riskLevel: string }>) {
  for (const w of watches) {
    const mine = added.filter((h) => h.watchId === w.id);
    if (!mine.length) continue;
    const levels = (['high', 'medium', 'low'] as const)
      .map((l) => [l, mine.filter((h) => h.riskLevel === l).length] as const)
      .filter(([, n]) => n)
      .map(([l, n]) => `${LEVEL_TEXT[l]}风险 ${n} 条`)
      .join('，');
    const where = w.country === 'CN' ? '/risk/brandList' : '/tool/overseasMonitor';
    await notifyEvent(tx, {
      tenantId: w.tenantId,
      event: 'monitoringHit',
      sourceKey: `riskHits:${w.id}:${Math.min(...mine.map((h) => h.id))}`,
      responsible: w.createdBy ? [w.createdBy] : [],
      title: `监控命中：${w.name}`,
      content: `监控项“${w.name}”${w.country === 'CN' ? '' : `（${w.country}）`}新发现 ${mine.length} 条近似商标（${levels}），请及时查看并处理。`,
      link: `${where}?${new URLSearchParams({ watchName: w.name })}`,
    });
  }
}

/**
 * One step: up to STEP_WATCHES pending watches against the marks they have not seen; returns what it did. Image
 * watches are compared by image only with the storage their uploads are read from.
 */
export async function monitorStep(tx: Queryable, today = todayInChina(), storage: FileStorage | null = null): Promise<{ watches: number; marks: number; hits: number }> {
  const w = await tx.query<Watch & { tenantId: number; createdBy: number | null; image: string | null }>(
    `select id, kind, name, country, tm_cl as "tmCl", checked_up_to as "checkedUpTo", tenant_id as "tenantId", created_by as "createdBy", image from risk_watches
      where pending order by id limit ${STEP_WATCHES} for update skip locked`,
  );
  if (!w.rows.length) return { watches: 0, marks: 0, hits: 0 };
  const upTo = (await tx.query<{ max: number | null }>(`select max(id) as max from public_marks`)).rows[0].max ?? 0;
  const after = Math.min(...w.rows.map((x) => x.checkedUpTo));
  const marks = await readMarks(tx, after, upTo, [...new Set(w.rows.map((x) => x.country))]);
  const index = new MarkIndex(marks);
  const hits = w.rows.filter((x) => x.name.trim()).flatMap((x) => matchWatch(x, index, today));
  for (const x of w.rows.filter((y) => y.kind === 'image' && y.image)) {
    const h = await hashStored(tx, storage, x.image);
    if (h && /^[0-9a-f]{16}$/.test(h)) hits.push(...matchWatchImage(x, h, index, today));
  }
  const added = await insertHits(tx, mergeHits(hits));
  await notifyHits(tx, w.rows, added);
  await tx.query(`update risk_watches set pending = false, checked_up_to = greatest(checked_up_to, $2), last_run_at = now() where id = any($1::int[])`, [w.rows.map((x) => x.id), upTo]);
  return { watches: w.rows.length, marks: marks.length, hits: added.length };
}

export const runMonitorTask: TaskKind = async (_task, run) => {
  const done = { watches: Number(run.checkpoint?.watches ?? 0), marks: Number(run.checkpoint?.marks ?? 0), hits: Number(run.checkpoint?.hits ?? 0) };
  for (;;) {
    const step = await run.step(async (tx) => {
      const s = await monitorStep(tx, todayInChina(), run.storage);
      return { watches: done.watches + s.watches, marks: done.marks + s.marks, hits: done.hits + s.hits, last: s.watches };
    });
    Object.assign(done, { watches: step.watches, marks: step.marks, hits: step.hits });
    await run.progress(done.watches, done.watches);
    if (!step.last) return done;
  }
};

/** Marks the tenant's enabled watches (or the ones given) pending and starts a run unless one is pending. */
export async function queueRun(tx: Queryable, userId: number, watchIds?: number[]): Promise<{ taskId: number | null; watches: number }> {
  const r = await tx.query(`update risk_watches set pending = true where enabled${watchIds ? ' and id = any($1::int[])' : ''}`, watchIds ? [watchIds] : []);
  const taskId = await enqueueSingleTask(tx, MONITOR_TASK, userId, {});
  return { taskId, watches: r.rowCount ?? 0 };
}
