// The progress and per-row errors of a load task (public marks or review documents), read from its batch_tasks row.
import type { Queryable } from '../../../server/db/types';
import type { TmImportStatusResponse } from '../../../generated/types';
import { fail } from '../../../server/http/errors';
import type { RowError } from './import';

export async function importStatusOf(db: Queryable, taskId: number, kind: string): Promise<TmImportStatusResponse> {
  const r = await db.query<{ id: number; operate_status: 0 | 1 | 2; progress: number; total: number; payload: Record<string, unknown>; result: Record<string, unknown> | null; error_message: string | null }>(
    `select id, operate_status, progress, total, payload, result, error_message from batch_tasks where id = $1 and operate_type = $2`,
    [taskId, kind],
  );
  const t = r.rows[0];
  if (!t) throw fail.notFound(`导入任务 ${taskId} 不存在`);
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
}
