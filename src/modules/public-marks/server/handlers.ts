// The /tm calls of schemas/api/tm.json: search (customSearch, customSearchV2), name suggestions and similar-name
// hints, batch search by application numbers, the side-by-side comparison, and loading a file as a batch task.
import dayjs from 'dayjs';
import { signedIn, type Handler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { enqueueTask } from '../../../server/tasks/runner';
import { oppositionEnd } from '../shared/opposition';
import { nameSimilarity, SIMILAR_THRESHOLD } from '../shared/similarity';
import { formatOf, IMPORT_TASK, type RowError } from './import';
import { customSearch as search, hitOf, likeEscape, similarCandidates } from './search';
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
  for (const m of await similarCandidates(ctx.db, k, {}, 3000)) {
    const prev = byName.get(m.tmName);
    if (prev) {
      prev.count++;
      continue;
    }
    const s = nameSimilarity(k, m.tmName);
    if (s.score >= SIMILAR_THRESHOLD) byName.set(m.tmName, { name: m.tmName, score: s.score, reasons: s.reasons, count: 1 });
  }
  return [...byName.values()].sort((a, b) => b.score - a.score || b.count - a.count).slice(0, 10);
};

export const batchByAppNos: Handler<'tm.batchByAppNos'> = async (ctx, body) => {
  const wanted = [...new Set(body.appNos.map((n) => n.trim().toUpperCase()).filter(Boolean))];
  const r = await ctx.db.query(`select ${MARK_COLUMNS} from public_marks where app_no = any($1::text[]) order by app_no, announcement_date desc nulls last, id desc`, [wanted]);
  const marks = r.rows.map(toMark);
  const found = new Set(marks.map((m) => m.appNo));
  return { found: marks.map((m) => hitOf(m, 1, [], ['app_no'])), missing: wanted.filter((n) => !found.has(n)) };
};

const goodsOf = (text: string | null | undefined) => [...new Set((text ?? '').split(/[;；,，、\n]+/).map((g) => g.trim()).filter(Boolean))];

export const compare: Handler<'tm.compare'> = async (ctx, body) => {
  const r = await ctx.db.query(`select ${MARK_COLUMNS} from public_marks where id = any($1::int[])`, [[body.leftId, body.rightId]]);
  const left = r.rows.map(toMark).find((m) => m.id === body.leftId);
  const right = r.rows.map(toMark).find((m) => m.id === body.rightId);
  if (!left) throw fail.notFound(`字段“商标一”（leftId）指向的商标 ${body.leftId} 不存在`);
  if (!right) throw fail.notFound(`字段“商标二”（rightId）指向的商标 ${body.rightId} 不存在`);
  const s = nameSimilarity(left.tmName, right.tmName);
  const lg = goodsOf(left.goods);
  const rg = goodsOf(right.goods);
  const common = lg.filter((g) => rg.includes(g));
  const sameClass = left.tmCl !== null && left.tmCl !== undefined && left.tmCl === right.tmCl;
  const verdict = s.score >= 0.8 && sameClass && common.length ? 'high' : s.score >= SIMILAR_THRESHOLD && (sameClass || common.length) ? 'medium' : 'low';
  const hints: string[] = [];
  if (s.score >= SIMILAR_THRESHOLD) hints.push(`名称近似（相似度 ${Math.round(s.score * 100)}%）`);
  else hints.push('名称差异明显');
  hints.push(sameClass ? `同一类别（第${left.tmCl}类）` : '类别不同，一般不构成类似商品');
  hints.push(common.length ? `共同指定商品/服务 ${common.length} 项：${common.join('、')}` : '指定商品/服务无相同项');
  const today = dayjs().format('YYYY-MM-DD');
  const leftEnd = oppositionEnd(left.announcementType, left.announcementDate);
  const rightEnd = oppositionEnd(right.announcementType, right.announcementDate);
  for (const [m, end] of [[left, leftEnd], [right, rightEnd]] as const) {
    if (end && end >= today) hints.push(`“${m.tmName}”（${m.appNo}）处于异议期，截止 ${end}，可对其提出异议`);
  }
  return {
    left,
    right,
    score: s.score,
    reasons: s.reasons,
    sameClass,
    commonGoods: common,
    leftOnlyGoods: lg.filter((g) => !common.includes(g)),
    rightOnlyGoods: rg.filter((g) => !common.includes(g)),
    verdict,
    hints,
    leftOppositionEnd: leftEnd,
    rightOppositionEnd: rightEnd,
  };
};

export const importMarks: Handler<'tm.importMarks'> = async (ctx, body) => {
  const c = signedIn(ctx);
  const r = await ctx.db.query<{ name: string; path: string }>('select name, path from uploads where uid = $1', [body.uid]);
  const up = r.rows[0];
  if (!up) throw fail.notFound('字段“上传文件”（uid）指向的文件不存在');
  if (!formatOf(up.name)) throw fail.validation(`字段“上传文件”（uid）：仅支持 xlsx、csv、jsonl 文件，“${up.name}”不是`);
  const taskId = await enqueueTask(ctx.db, IMPORT_TASK, c.session.userId, { path: up.path, fileName: up.name, uid: body.uid });
  return { taskId };
};

export const importStatus: Handler<'tm.importStatus'> = async (ctx, body) => {
  const r = await ctx.db.query<{ id: number; operate_status: 0 | 1 | 2; progress: number; total: number; payload: Record<string, unknown>; result: Record<string, unknown> | null; error_message: string | null }>(
    `select id, operate_status, progress, total, payload, result, error_message from batch_tasks where id = $1 and operate_type = $2`,
    [body.taskId, IMPORT_TASK],
  );
  const t = r.rows[0];
  if (!t) throw fail.notFound(`导入任务 ${body.taskId} 不存在`);
  const result = t.result ?? {};
  return {
    taskId: t.id,
    status: t.operate_status,
    progress: t.progress,
    total: Number(result.total ?? t.total),
    imported: Number(result.imported ?? t.progress),
    fileName: String(t.payload.fileName ?? ''),
    errorMessage: t.error_message,
    errors: (result.errors as RowError[] | undefined) ?? [],
  };
};
