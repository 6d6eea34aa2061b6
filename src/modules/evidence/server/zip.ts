// 打包下载: one mark's (one class's) evidence files as a ZIP streamed from storage, each named
// 序号_证据类型_证据日期_标题_原文件名 so the folder reads in evidence order. The route's gate has checked the session
// and evidenceList; the mark, its evidences and their uploads are read under row-level security (another tenant's
// mark is simply not found) and within the caller's data scope (the marks and evidences their list shows).
import { listSpecs } from '../../../generated/list-specs';
import type { RouteHandler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { dataScopeSql } from '../../../server/lists/data-scope';
import { FileMissingError } from '../../../server/files/storage';
import { zipNames, zipStream } from './zipStream';

const KIND = listSpecs.useEvidences.dicts.kind as Record<string, { zh: string }>;

interface Row { tm_name: string; reg_no: string | null; tm_cl: number; files: Array<{ seq: number; kind: string; date: string; title: string; name: string; path: string }> }

export const evidenceZipRoute: RouteHandler = async (ctx) => {
  const row = await ctx.scoped(async (tx) => {
    const m = await tx.query<Omit<Row, 'files'>>(`select tm_name, reg_no, tm_cl from trademarks where id = $1 and deleted_at is null${dataScopeSql(tx, listSpecs.brandRecords)}`, [Number(ctx.params.id)]);
    if (!m.rows[0]) return null;
    // Files in the detail page's order (newest evidence first), each with its upload's storage path.
    const f = await tx.query<Row['files'][number]>(
      `select dense_rank() over (order by e.evidence_date desc, e.id desc)::int as seq, e.kind, to_char(e.evidence_date, 'YYYY-MM-DD') as date, e.title,
              u.name, u.path
         from use_evidences e cross join lateral jsonb_array_elements(coalesce(e.files, '[]'::jsonb)) with ordinality as x(file, n)
         join uploads u on u.uid = x.file->>'uid'
        where e.trademark_id = $1${dataScopeSql(tx, listSpecs.useEvidences, 'e')}
        order by e.evidence_date desc, e.id desc, x.n`,
      [Number(ctx.params.id)],
    );
    return { ...m.rows[0], files: f.rows };
  });
  if (!row) throw fail.notFound('商标档案不存在或已删除');
  if (!row.files.length) throw fail.notFound('该商标还没有证据文件');
  const width = Math.max(2, String(row.files[row.files.length - 1].seq).length);
  const names = zipNames(row.files.map((f) => `${String(f.seq).padStart(width, '0')}_${KIND[f.kind]?.zh ?? f.kind}_${f.date}_${f.title}_${f.name}`));
  const body = zipStream(
    row.files.map((f, i) => ({
      name: names[i],
      open: async () => {
        try {
          return (await ctx.files.storage.read(f.path)).stream;
        } catch (e) {
          // Headers are sent by now: the archive breaks off, which the browser reports as a failed download.
          if (e instanceof FileMissingError) ctx.log.error({ path: f.path }, 'evidence zip: a stored file is missing');
          throw e;
        }
      },
    })),
  );
  const mark = [row.tm_name, row.reg_no, `第${row.tm_cl}类`].filter(Boolean).join('_');
  return { content: { body, type: 'application/zip', attachmentName: `使用证据_${mark}.zip` } };
};
