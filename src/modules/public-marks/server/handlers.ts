// The /tm calls of schemas/api/tm.json: search (customSearch, customSearchV2), name suggestions and similar-name
// hints, the image search (graphicRetrieval), batch search by application numbers, the side-by-side comparison
// (server/compare.ts) and its mark picker, and loading a file as a batch task.
import { listSpecs } from '../../../generated/list-specs';
import type { TmCompareCandidatesResponse } from '../../../generated/types';
import { signedIn, type Handler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { dataScopeSql } from '../../../server/lists/data-scope';
import { enqueueTask } from '../../../server/tasks/runner';
import { UPLOAD_USES } from '../../../shared/files/limits';
import { IMAGE_DISTANCE, imageSimilarity } from '../shared/imageHash';
import { oppositionEnd } from '../shared/opposition';
import { nameSimilarity, SIMILAR_THRESHOLD, similarityTo } from '../shared/similarity';
import { compareSides, imageOf, publicMarkSide, trademarkSide } from './compare';
import { perceptualHash, readUpload } from './imageHash';
import { formatOf, IMPORT_TASK, isZip } from './import';
import { importStatusOf } from './importStatus';
import { customSearch as search, hitOf, imageSearch, likeEscape, similarCandidates } from './search';
import { MARK_COLUMNS, toMark } from './store';

export const customSearch: Handler<'tm.customSearch'> = async (ctx, body) => search(ctx.db, body);
export const customSearchV2: Handler<'tm.customSearchV2'> = async (ctx, body) => search(ctx.db, body);

export const getBrandName: Handler<'tm.getBrandName'> = async (ctx, body) => {
  const k = body.keyword.trim();
  if (!k) return [];
  const r = await ctx.db.query<{ tm_name: string }>(
    `select tm_name from (select distinct tm_name from public_marks where tm_name ilike $1 limit 200) x
      order by (tm_name ilike $2) desc, length(tm_name), tm_name limit 10`,
    [`%${likeEscape(k)}%`, `${likeEscape(k)}%`],
  );
  return r.rows.map((x) => x.tm_name);
};

export const getBrandNameHint: Handler<'tm.getBrandNameHint'> = async (ctx, body) => {
  const k = body.keyword.trim();
  const byName = new Map<string, { name: string; score: number; reasons: ReturnType<typeof nameSimilarity>['reasons']; count: number }>();
  const similarity = similarityTo(k);
  for (const m of await similarCandidates(ctx.db, k, {}, 3000)) {
    const prev = byName.get(m.tmName);
    if (prev) {
      prev.count++;
      continue;
    }
    const s = similarity(m.tmName);
    if (s.score >= SIMILAR_THRESHOLD) byName.set(m.tmName, { name: m.tmName, score: s.score, reasons: s.reasons, count: 1 });
  }
  return [...byName.values()].sort((a, b) => b.score - a.score || b.count - a.count).slice(0, 10);
};

const QUERY_IMAGE = '字段“检索图样”（uid）';
/** Why an uploaded image cannot be searched with (subMessage of the refusal, naming the field). */
export const IMAGE_SEARCH_REFUSED = {
  missing: `${QUERY_IMAGE}指向的图片不存在，请重新上传`,
  notImage: `${QUERY_IMAGE}：${UPLOAD_USES.image.typeMessage}`,
  unreadable: `${QUERY_IMAGE}的图片无法读取（文件损坏或不是有效的图片），请重新选择图片`,
} as const;

/**
 * 图形检索: the uploaded (cropped) image's pHash against the stored hashes of the tenant's marks, within the level's
 * distance (IMAGE_DISTANCE), nearest first. The upload is read through its row (another tenant's is not found).
 */
export const graphicRetrieval: Handler<'tm.graphicRetrieval'> = async (ctx, body) => {
  const pageNo = body.pageNo ?? 1;
  const pageSize = body.pageSize ?? 20;
  const file = await readUpload(ctx.db, ctx.files.storage, body.uid);
  if (!file) throw fail.notFound(IMAGE_SEARCH_REFUSED.missing);
  if (!file.mime.startsWith('image/')) throw fail.validation(IMAGE_SEARCH_REFUSED.notImage);
  const hash = await perceptualHash(file.data).catch(() => null);
  if (!hash) throw fail.validation(IMAGE_SEARCH_REFUSED.unreadable);
  const maxDistance = IMAGE_DISTANCE[body.level ?? 'similar'];
  const page = await imageSearch(ctx.db, hash, { maxDistance, tmCl: body.tmCl, pageNo, pageSize });
  return {
    total: page.total,
    pageNo,
    pageSize,
    list: page.list.map(({ mark, distance }) => {
      const { similarity, level } = imageSimilarity(distance);
      return { mark, imageUrl: imageOf(ctx, mark.tmImage, mark.tmName), distance, similarity, level: level === 'similar' ? 'similar' : 'partial', oppositionEnd: oppositionEnd(mark.announcementType, mark.announcementDate) };
    }),
  };
};

export const batchByAppNos: Handler<'tm.batchByAppNos'> = async (ctx, body) => {
  const wanted = [...new Set(body.appNos.map((n) => n.trim().toUpperCase()).filter(Boolean))];
  const r = await ctx.db.query(`select ${MARK_COLUMNS} from public_marks where app_no = any($1::text[]) order by app_no, announcement_date desc nulls last, id desc`, [wanted]);
  const marks = r.rows.map(toMark);
  const found = new Set(marks.map((m) => m.appNo));
  return { found: marks.map((m) => hitOf(m, 1, [], ['app_no'])), missing: wanted.filter((n) => !found.has(n)) };
};

/** Two marks side by side: public marks by default, an own mark of the archive with source trademark. */
export const compare: Handler<'tm.compare'> = async (ctx, body) => {
  const side = (id: number, source: 'publicMark' | 'trademark' | undefined, field: string) =>
    source === 'trademark' ? trademarkSide(ctx, id, field).then((s) => s!) : publicMarkSide(ctx, id, field);
  const left = await side(body.leftId, body.leftSource, '商标一（leftId）');
  const right = await side(body.rightId, body.rightSource, '商标二（rightId）');
  return compareSides(ctx, left, right);
};

/**
 * Marks to pick for a comparison: public marks by name (contains) or application number (exact), and for callers
 * who may list the archive, own marks by name or registration number within their data scope.
 */
export const compareCandidates: Handler<'tm.compareCandidates'> = async (ctx, body) => {
  const k = body.keyword.trim();
  if (!k) return [];
  const like = `%${likeEscape(k)}%`;
  const pm = await ctx.db.query<{ id: number; tm_name: string; tm_cl: number | null; app_no: string; applicant: string | null }>(
    `select id, tm_name, tm_cl, app_no, applicant from public_marks
      where app_no = upper($1) or ${[...k].length <= 2 ? 'name_grams @> array[lower($1)]' : 'tm_name ilike $2'}
      order by (tm_name = $1 or app_no = $1) desc, announcement_date desc nulls last, id desc limit 20`,
    [k, like],
  );
  const out: TmCompareCandidatesResponse = pm.rows.map((m) => ({ source: 'publicMark' as const, id: m.id, tmName: m.tm_name, tmCl: m.tm_cl, number: m.app_no, applicant: m.applicant }));
  if (ctx.session?.roleAuth.has('brandList')) {
    const tm = await ctx.db.query<{ id: number; tm_name: string; tm_cl: number; reg_no: string | null; applicant: string | null }>(
      `select id, tm_name, tm_cl, reg_no, applicant from trademarks
        where deleted_at is null and (reg_no = $1 or tm_name ilike $2)${dataScopeSql(ctx.db, listSpecs.brandRecords)}
        order by (tm_name = $1 or reg_no = $1) desc, created_at desc, id desc limit 20`,
      [k, like],
    );
    out.unshift(...tm.rows.map((t) => ({ source: 'trademark' as const, id: t.id, tmName: t.tm_name, tmCl: t.tm_cl, number: t.reg_no, applicant: t.applicant })));
  }
  return out;
};

export const importMarks: Handler<'tm.importMarks'> = async (ctx, body) => {
  const c = signedIn(ctx);
  const r = await ctx.db.query<{ name: string; path: string }>('select name, path from uploads where uid = $1', [body.uid]);
  const up = r.rows[0];
  if (!up) throw fail.notFound('字段“上传文件”（uid）指向的文件不存在');
  if (!formatOf(up.name) && !isZip(up.name)) throw fail.validation(`字段“上传文件”（uid）：仅支持 xlsx、csv、jsonl 文件或含数据文件与图样的 zip 压缩包，“${up.name}”不是`);
  const taskId = await enqueueTask(ctx.db, IMPORT_TASK, c.session.userId, { path: up.path, fileName: up.name, uid: body.uid });
  return { taskId };
};

export const importStatus: Handler<'tm.importStatus'> = async (ctx, body) => importStatusOf(ctx.db, body.taskId, IMPORT_TASK);
