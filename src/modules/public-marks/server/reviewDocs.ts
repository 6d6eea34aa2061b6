// Review documents (评审文书, table review_documents, migration 054): the rows a loaded file holds (a RowSpec for the
// public-marks loader in import.ts: same formats, per-row errors and checkpointed steps), the bulk insert (a
// 文号 loaded again replaces its document), the demo documents, and the calls other than the generic list/export.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { Queryable } from '../../../server/db/types';
import type { ReviewDocument } from '../../../generated/types';
import { signedIn, type Handler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { searchColumns } from '../../../server/lists/search';
import type { TaskRow, TaskRun } from '../../../server/tasks/runner';
import { enqueueTask } from '../../../server/tasks/runner';
import { generateReviewDocs } from '../shared/reviewDemo';
import type { ReviewDocInput } from '../shared/reviewDocTypes';
import { CASE_TYPES, normaliseCaseType, normaliseDocKind, normaliseDocNo, normaliseResult, parseArticles, parseClasses, RESULTS } from '../shared/reviewDocs';
import { formatOf, runLoadTask, type Cells, type RowError, type RowSpec } from './import';
import { importStatusOf } from './importStatus';

dayjs.extend(customParseFormat);

export const REVIEW_IMPORT_TASK = 'reviewDocsImport';

type Key = keyof ReviewDocInput;
const FIELDS: Array<{ key: Key; label: string; max: number; aliases?: string[] }> = [
  { key: 'docNo', label: '文号', max: 100, aliases: ['决定书文号', '裁定书文号'] },
  { key: 'docKind', label: '文书类型', max: 30, aliases: ['文书种类'] },
  { key: 'caseType', label: '案件类型', max: 30, aliases: ['案由'] },
  { key: 'decisionDate', label: '决定日期', max: 20, aliases: ['裁定日期', '日期', '作出日期'] },
  { key: 'tmName', label: '商标名称', max: 200, aliases: ['商标'] },
  { key: 'markNo', label: '申请号/注册号', max: 50, aliases: ['申请号', '注册号', '商标号'] },
  { key: 'tmCls', label: '类别', max: 200, aliases: ['国际分类'] },
  { key: 'applicant', label: '申请人', max: 500, aliases: ['请求人', '申请人/请求人', '复审申请人'] },
  { key: 'respondent', label: '被申请人', max: 500, aliases: ['被请求人'] },
  { key: 'result', label: '评审结果', max: 30, aliases: ['结果', '决定结果', '裁定结果'] },
  { key: 'legalBasis', label: '法律依据', max: 1000, aliases: ['依据条款'] },
  { key: 'fullText', label: '全文', max: 100000, aliases: ['正文', '文书全文'] },
];

const headers = new Map<string, string>();
for (const f of FIELDS) for (const h of [f.label, f.key, ...(f.aliases ?? [])]) headers.set(h.toLowerCase(), f.key);

const NUMBER = /^[0-9A-Z]{4,20}$/;

/** One row's cells checked and converted; reasons name the column by its label. */
export function checkReviewRow(cells: Cells, row: number): { value?: ReviewDocInput; errors: RowError[] } {
  const errors: RowError[] = [];
  const err = (field: string, message: string) => errors.push({ row, field, message });
  const text = (f: (typeof FIELDS)[number]): string | null => {
    const v = cells[f.key];
    if (v === null || v === undefined) return null;
    if (f.key === 'tmCls' && Array.isArray(v)) return v.join(',');
    const s = (v instanceof Date ? dayjs(v).format('YYYY-MM-DD') : String(v)).trim();
    if (!s) return null;
    if (s.length > f.max) {
      err(f.label, `${f.label}不能超过 ${f.max} 个字符`);
      return null;
    }
    return s;
  };
  const raw = Object.fromEntries(FIELDS.map((f) => [f.key, text(f)])) as Record<Key, string | null>;
  const docNo = raw.docNo ? normaliseDocNo(raw.docNo) : null;
  if (!docNo) err('文号', '文号不能为空');
  if (!raw.tmName) err('商标名称', '商标名称不能为空');
  if (!raw.fullText) err('全文', '全文不能为空');
  const caseType = raw.caseType ? normaliseCaseType(raw.caseType) : null;
  if (!raw.caseType) err('案件类型', '案件类型不能为空');
  else if (!caseType) err('案件类型', `案件类型“${raw.caseType}”不在 ${CASE_TYPES.join('、')} 之中`);
  let docKind: string | null = null;
  if (raw.docKind) {
    docKind = normaliseDocKind(raw.docKind);
    if (!docKind) err('文书类型', `文书类型“${raw.docKind}”应为决定书或裁定书`);
  } else if (caseType) docKind = caseType === '无效宣告' ? '裁定书' : '决定书';
  let result: string | null = null;
  if (raw.result) {
    result = normaliseResult(raw.result);
    if (!result) err('评审结果', `评审结果“${raw.result}”不在 ${RESULTS.join('、')} 之中`);
  }
  let decisionDate: string | null = null;
  if (raw.decisionDate) {
    const d = dayjs(raw.decisionDate.replace(/[/.]/g, '-').replace(/年|月/g, '-').replace(/日$/, ''), ['YYYY-MM-DD', 'YYYY-M-D'], true);
    if (!d.isValid() || d.year() < 1980 || d.year() > 2100) err('决定日期', `决定日期“${raw.decisionDate}”不是有效日期（如 2026-01-06）`);
    else decisionDate = d.format('YYYY-MM-DD');
  }
  let markNo: string | null = null;
  if (raw.markNo) {
    markNo = raw.markNo.normalize('NFKC').replace(/\s+/g, '').replace(/^第|号$/g, '').toUpperCase();
    if (!NUMBER.test(markNo)) err('申请号/注册号', `申请号/注册号“${raw.markNo}”格式不正确（4-20 位数字或大写字母）`);
  }
  let tmCls: string[] = [];
  if (raw.tmCls) {
    const parsed = parseClasses(cells.tmCls);
    if (!parsed) err('类别', `类别“${raw.tmCls}”应为 1-45 的整数，多个以逗号或顿号分隔`);
    else tmCls = parsed;
  }
  if (errors.length) return { errors };
  return {
    value: { docNo: docNo!, docKind, caseType: caseType!, decisionDate, tmName: raw.tmName!, markNo, tmCls, applicant: raw.applicant, respondent: raw.respondent, result, legalBasis: raw.legalBasis, fullText: raw.fullText! },
    errors,
  };
}

export const REVIEW_SPEC: RowSpec<ReviewDocInput> = {
  headers,
  required: ['docNo', 'caseType', 'tmName', 'fullText'],
  missing: '文件缺少“文号”“案件类型”“商标名称”“全文”列（第一行为列名：文号、文书类型、案件类型、决定日期、商标名称、申请号/注册号、类别、申请人、被申请人、评审结果、法律依据、全文）',
  check: checkReviewRow,
};

/** One insert for many documents; a 文号 already stored (or twice in the batch: the last wins) is replaced. */
export async function insertReviewDocs(tx: Queryable, tenantId: number, docs: ReviewDocInput[], batchTaskId: number | null): Promise<void> {
  const byNo = new Map(docs.map((d) => [d.docNo, d]));
  const rows = [...byNo.values()];
  if (!rows.length) return;
  const col = <K extends Key>(k: K) => rows.map((d) => d[k] ?? null);
  // The keyword's grams (mark name and full text; no pinyin for a document's text: its terms are typed in Chinese).
  const search = rows.map((d) => searchColumns([`${d.tmName}\n${d.fullText}`], [null]));
  await tx.query(
    `insert into review_documents (tenant_id, batch_task_id, doc_no, doc_kind, case_type, decision_date, tm_name, mark_no, tm_cls,
       applicant, respondent, result, legal_basis, articles, full_text, search_grams, search_text)
     select $1::integer, $2::integer, x.doc_no, x.doc_kind, x.case_type, x.decision_date, x.tm_name, x.mark_no,
            coalesce((select array_agg(c order by c) from jsonb_array_elements_text(x.cls) c), '{}'),
            x.applicant, x.respondent, x.result, x.legal_basis,
            coalesce((select array_agg(a) from jsonb_array_elements_text(x.arts) a), '{}'),
            x.full_text,
            coalesce((select array_agg(g) from jsonb_array_elements_text(x.grams) g), '{}'), ''
       from unnest($3::text[], $4::text[], $5::text[], $6::date[], $7::text[], $8::text[], $9::jsonb[], $10::text[], $11::text[],
                   $12::text[], $13::text[], $14::jsonb[], $15::text[], $16::jsonb[])
         as x(doc_no, doc_kind, case_type, decision_date, tm_name, mark_no, cls, applicant, respondent, result, legal_basis, arts, full_text, grams)
     on conflict (tenant_id, doc_no) do update set batch_task_id = excluded.batch_task_id, doc_kind = excluded.doc_kind,
       case_type = excluded.case_type, decision_date = excluded.decision_date, tm_name = excluded.tm_name, mark_no = excluded.mark_no,
       tm_cls = excluded.tm_cls, applicant = excluded.applicant, respondent = excluded.respondent, result = excluded.result,
       legal_basis = excluded.legal_basis, articles = excluded.articles, full_text = excluded.full_text,
       search_grams = excluded.search_grams, search_text = excluded.search_text`,
    [
      tenantId,
      batchTaskId,
      col('docNo'),
      col('docKind'),
      col('caseType'),
      col('decisionDate'),
      col('tmName'),
      col('markNo'),
      rows.map((d) => JSON.stringify(d.tmCls)),
      col('applicant'),
      col('respondent'),
      col('result'),
      col('legalBasis'),
      rows.map((d) => JSON.stringify(parseArticles(d.legalBasis))),
      col('fullText'),
      search.map((s) => JSON.stringify(s.grams)),
    ],
  );
}

export const runReviewImportTask = (task: TaskRow, run: TaskRun) => runLoadTask(task, run, REVIEW_SPEC, insertReviewDocs);

export const DEMO_REVIEW_DOCS = 48;
export async function seedReviewDocs(tx: Queryable, tenantId: number): Promise<void> {
  await insertReviewDocs(tx, tenantId, generateReviewDocs(DEMO_REVIEW_DOCS), null);
}

const COLUMNS = `id, doc_no as "docNo", doc_kind as "docKind", case_type as "caseType", to_char(decision_date, 'YYYY-MM-DD') as "decisionDate",
  tm_name as "tmName", mark_no as "markNo", tm_cls as "tmCls", applicant, respondent, result, legal_basis as "legalBasis", articles,
  pdf_uid as "pdfUid", created_at as "createdAt"`;

function toDoc(row: Record<string, unknown>): ReviewDocument {
  const createdAt = row.createdAt instanceof Date ? row.createdAt.toISOString() : String(row.createdAt);
  return { ...(row as unknown as ReviewDocument), createdAt };
}

async function readDoc(db: Queryable, id: number): Promise<{ doc: ReviewDocument; fullText: string }> {
  const r = await db.query<Record<string, unknown>>(`select ${COLUMNS}, full_text from review_documents where id = $1`, [id]);
  const row = r.rows[0];
  if (!row) throw fail.notFound(`字段“评审文书”（id）：评审文书 ${id} 不存在`);
  const { full_text, ...rest } = row;
  return { doc: toDoc(rest), fullText: String(full_text) };
}

export const reviewDetail: Handler<'tm.reviewDetail'> = async (ctx, body) => {
  const { doc, fullText } = await readDoc(ctx.db, body.id);
  return { document: doc, fullText };
};

export const reviewImport: Handler<'tm.reviewImport'> = async (ctx, body) => {
  const c = signedIn(ctx);
  const r = await ctx.db.query<{ name: string; path: string }>('select name, path from uploads where uid = $1', [body.uid]);
  const up = r.rows[0];
  if (!up) throw fail.notFound('字段“上传文件”（uid）指向的文件不存在');
  if (!formatOf(up.name)) throw fail.validation(`字段“上传文件”（uid）：仅支持 xlsx、csv、jsonl 文件，“${up.name}”不是`);
  const taskId = await enqueueTask(ctx.db, REVIEW_IMPORT_TASK, c.session.userId, { path: up.path, fileName: up.name, uid: body.uid });
  return { taskId };
};

export const reviewImportStatus: Handler<'tm.reviewImportStatus'> = async (ctx, body) => importStatusOf(ctx.db, body.taskId, REVIEW_IMPORT_TASK);

/** Attaches an uploaded PDF of the tenant to a document (uid null: removes it). */
export const reviewAttachPdf: Handler<'tm.reviewAttachPdf'> = async (ctx, body) => {
  if (body.uid) {
    const r = await ctx.db.query<{ mime: string; name: string }>('select mime, name from uploads where uid = $1', [body.uid]);
    const up = r.rows[0];
    if (!up) throw fail.notFound('字段“PDF 文件”（uid）指向的文件不存在');
    if (up.mime !== 'application/pdf') throw fail.validation(`字段“PDF 文件”（uid）：“${up.name}”不是 PDF 文件`);
  }
  const u = await ctx.db.query('update review_documents set pdf_uid = $2 where id = $1', [body.id, body.uid]);
  if (!u.rowCount) throw fail.notFound(`字段“评审文书”（id）：评审文书 ${body.id} 不存在`);
  return (await readDoc(ctx.db, body.id)).doc;
};
