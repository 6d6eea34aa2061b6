// Edition management (版本管理, issue 18 item 2): an administrator uploads an edition file (.jsonl or .jsonl.gz:
// the rows the importer reads, optionally with an edition header line), sees its counts and problems before
// anything changes, confirms, and a batch task writes it in steps with progress, beside the editions there are;
// the edition only becomes usable when its last step committed. Each tenant chooses its active edition.
// Editions are reference data shared by the installation; the upload records and the choice are the tenant's.
import { randomUUID } from 'node:crypto';
import type { NiceEdition, NiceEditionImport } from '../../../generated/types';
import type { Queryable } from '../../../server/db/types';
import { withTenant } from '../../../server/db/tenant';
import type { FileStorage } from '../../../server/files/storage';
import { fail } from '../../../server/http/errors';
import { enqueueTask, TaskInterrupted, type TaskRow, type TaskRun } from '../../../server/tasks/runner';
import { BUILTIN_EDITION } from './builtin';
import {
  EDITION_KEY, NiceImportError, defaultLabel, editionKeyFromName, editionText, insertRows, parseNiceJsonl, settleIndexes, upsertEditionRow,
  type ParsedEdition, type RowProblem,
} from './importer';
import { listEditions } from './service';

export const EDITION_IMPORT_TASK = 'niceEditionImport';
/** Rows written per task step (one transaction and checkpoint each). */
export const EDITION_STEP_ROWS = 2000;
const MAX_REPORTED_PROBLEMS = 200;

export const editionFileKey = (tenantId: number) => `imports/${tenantId}/nice-${randomUUID()}.jsonl`;

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const { stream } = await storage.read(key);
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  return Buffer.concat(chunks);
}

/** Reads and parses a stored edition file; a file that is no text or damaged gzip becomes one problem on line 0. */
export async function parseStored(storage: FileStorage, key: string): Promise<ParsedEdition> {
  try {
    return parseNiceJsonl(editionText(await readAll(storage, key)));
  } catch (e) {
    if (e instanceof NiceImportError) return { rows: [], problems: [{ line: 0, message: e.message }], counts: { classes: 0, groups: 0, items: 0 }, header: null };
    throw e;
  }
}

/** Why an edition key cannot take a new import, or null. */
async function keyProblem(db: Queryable, edition: string): Promise<string | null> {
  if (!edition) return '无法从文件名或文件头确定版本标识，请在导入时填写（如 ncl14-2027）';
  if (!EDITION_KEY.test(edition)) return `版本标识 ${edition} 不合法：只能用小写字母、数字和 . _ -，以字母或数字开头，最长 40 个字符`;
  if (edition === BUILTIN_EDITION) return `版本 ${edition} 是系统内置版本，不能覆盖；请换一个版本标识`;
  const r = await db.query<{ ready: boolean }>('select ready from nice_editions where edition = $1', [edition]);
  if (r.rows[0]?.ready) return `版本 ${edition} 已存在；请换一个版本标识`;
  // A row that is not ready belongs to an import being written (by any tenant).
  if (r.rows[0]) return `版本 ${edition} 正在导入中；请换一个版本标识`;
  const running = await db.query(
    `select 1 from nice_edition_imports i join batch_tasks t on t.id = i.task_id where i.edition = $1 and i.status = 3 and t.operate_status = 0`,
    [edition],
  );
  if (running.rows.length) return `版本 ${edition} 正在导入中；请换一个版本标识`;
  return null;
}

interface ImportRow {
  id: number; file_name: string; file_key: string; edition: string; label: string; class_count: number; group_count: number;
  item_count: number; problem_count: number; problems: RowProblem[] | string; status: number; task_id: number | null; created_at: Date | string;
  progress: number | null; progress_total: number | null; task_status: number | null; error_message: string | null;
}

const IMPORT_SELECT = `select i.*, t.progress, t.total as progress_total, t.operate_status as task_status, t.error_message
  from nice_edition_imports i left join batch_tasks t on t.id = i.task_id`;

function toImport(row: ImportRow, editionProblem: string | null): NiceEditionImport {
  const problems = typeof row.problems === 'string' ? (JSON.parse(row.problems) as RowProblem[]) : row.problems;
  const total = row.class_count + row.group_count + row.item_count;
  const status = (row.status === 3 && row.task_status === 2 ? 2 : row.status) as NiceEditionImport['status'];
  return {
    id: row.id, fileName: row.file_name, edition: row.edition, label: row.label, classCount: row.class_count, groupCount: row.group_count,
    itemCount: row.item_count, problemCount: row.problem_count, problems, editionProblem, status, taskId: row.task_id,
    progress: status === 1 ? total : (row.progress ?? 0), progressTotal: row.progress_total || total,
    errorMessage: status === 2 ? (row.error_message ?? '导入失败') : null, createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function editionImport(db: Queryable, id: number): Promise<NiceEditionImport> {
  const r = await db.query<ImportRow>(`${IMPORT_SELECT} where i.id = $1`, [id]);
  const row = r.rows[0];
  if (!row) throw fail.notFound('区分表导入记录不存在');
  return toImport(row, row.status === 0 ? await keyProblem(db, row.edition) : null);
}

export async function recentImports(db: Queryable, limit = 10): Promise<NiceEditionImport[]> {
  const r = await db.query<ImportRow>(`${IMPORT_SELECT} order by i.id desc limit $1`, [limit]);
  return Promise.all(r.rows.map(async (row) => toImport(row, row.status === 0 ? await keyProblem(db, row.edition) : null)));
}

/** Records a checked upload (in the caller's tenant scope) and answers it with its counts and problems. */
export async function recordUpload(db: Queryable, userId: number, fileName: string, key: string, parsed: ParsedEdition): Promise<NiceEditionImport> {
  const edition = parsed.header?.edition ?? editionKeyFromName(fileName) ?? '';
  const problems: RowProblem[] = [...parsed.problems];
  if (!problems.length && parsed.counts.items === 0) problems.push({ line: 0, message: '文件中没有商品/服务项' });
  const label = parsed.header?.label ?? (edition ? defaultLabel(edition) : '');
  const r = await db.query<{ id: number }>(
    `insert into nice_edition_imports (tenant_id, user_id, file_name, file_key, edition, label, class_count, group_count, item_count, problem_count, problems)
     values (current_setting('app.tenant_id')::integer, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [userId, fileName.slice(0, 200), key, edition, label.slice(0, 60), parsed.counts.classes, parsed.counts.groups, parsed.counts.items,
      problems.length, JSON.stringify(problems.slice(0, MAX_REPORTED_PROBLEMS))],
  );
  return editionImport(db, r.rows[0].id);
}

/** Starts the import of a checked upload as a batch task (the key and name may be set now). */
export async function confirmEditionImport(db: Queryable, userId: number, id: number, edition?: string, label?: string): Promise<NiceEditionImport> {
  const r = await db.query<ImportRow>('select * from nice_edition_imports where id = $1 for update', [id]);
  const row = r.rows[0];
  if (!row) throw fail.notFound('区分表导入记录不存在');
  if (row.status !== 0) throw fail.conflict('该文件已导入或正在导入，请重新上传');
  // Problems of the rows stop the import; a problem of the key alone is fixed by naming another key.
  if (row.problem_count) throw fail.validation(`文件有 ${row.problem_count} 处问题，未导入；请修正后重新上传`);
  const key = edition ?? row.edition;
  const issue = await keyProblem(db, key);
  if (issue) throw (key && EDITION_KEY.test(key) ? fail.conflict(issue) : fail.validation(issue));
  const name = (label?.trim() || (key === row.edition ? row.label : '') || defaultLabel(key)).slice(0, 60);
  const taskId = await enqueueTask(db, EDITION_IMPORT_TASK, userId, { importId: id });
  await db.query('update batch_tasks set total = $2 where id = $1', [taskId, row.class_count + row.group_count + row.item_count]);
  await db.query('update nice_edition_imports set status = 3, task_id = $2, edition = $3, label = $4 where id = $1', [id, taskId, key, name]);
  return editionImport(db, id);
}

/**
 * The batch task: the edition row (not ready) in the first step, then EDITION_STEP_ROWS rows per step, each
 * step committing its rows with the checkpoint; the GIN indexes are settled and the edition marked ready at the
 * end. A restart resumes after the last committed step.
 */
export async function runEditionImport(task: TaskRow, run: TaskRun): Promise<Record<string, unknown>> {
  const marker = `import:${task.tenant_id}:${Number(task.payload.importId)}`;
  try {
    return await writeEditionSteps(task, run, marker);
  } catch (e) {
    // A failure (not an interruption, which resumes) leaves no half-written edition behind to block its key.
    if (!(e instanceof TaskInterrupted) && !run.signal.aborted)
      await run.db.query('delete from nice_editions where edition = (select edition from nice_editions where checksum = $1 and not ready)', [marker]).catch(() => undefined);
    throw e;
  }
}

async function writeEditionSteps(task: TaskRow, run: TaskRun, marker: string): Promise<Record<string, unknown>> {
  const importId = Number(task.payload.importId);
  const row = await withTenant(run.db, task.tenant_id, async (tx) => (await tx.query<ImportRow>('select * from nice_edition_imports where id = $1', [importId])).rows[0]);
  if (!row) throw new Error(`edition import ${importId} not found`);
  const parsed = await parseStored(run.storage, row.file_key);
  if (parsed.problems.length) throw new Error(`文件有 ${parsed.problems.length} 处问题：第 ${parsed.problems[0].line} 行 ${parsed.problems[0].message}`);
  const edition = row.edition;
  const total = parsed.rows.length;
  let done = typeof run.checkpoint?.done === 'number' ? run.checkpoint.done : -1;
  if (done < 0) {
    await run.step(async (tx) => {
      // The edition row is written not ready, marked as this import's: nobody else can take the key meanwhile.
      const existing = await tx.query<{ ready: boolean; checksum: string }>('select ready, checksum from nice_editions where edition = $1 for update', [edition]);
      if (existing.rows[0]?.ready || edition === BUILTIN_EDITION) throw new Error(`版本 ${edition} 已存在`);
      if (existing.rows[0] && existing.rows[0].checksum !== marker) throw new Error(`版本 ${edition} 正在由另一次导入写入`);
      await tx.query('delete from nice_entries where edition = $1', [edition]);
      await upsertEditionRow(tx, edition, parsed.counts, { source: row.file_name, label: row.label, checksum: marker }, false);
      return { done: 0 };
    });
    done = 0;
    await run.progress(0, total);
  }
  while (done < total) {
    const start = done;
    const chunk = parsed.rows.slice(start, start + EDITION_STEP_ROWS);
    await run.step(async (tx) => {
      const still = await tx.query('select 1 from nice_editions where edition = $1 and not ready and checksum = $2', [edition, marker]);
      if (!still.rows.length) throw new TaskInterrupted(`edition ${edition} changed elsewhere`);
      await insertRows(tx, edition, chunk);
      return { done: start + chunk.length };
    });
    done = start + chunk.length;
    await run.progress(done, total);
  }
  // Index upkeep needs the owning role: outside the tenant scope. Harmless to repeat after a restart.
  await run.db.transaction((tx) => settleIndexes(tx));
  await run.step(async (tx) => {
    await tx.query(`update nice_editions set ready = true, imported_at = now(), checksum = '' where edition = $1 and checksum = $2`, [edition, marker]);
    await tx.query('update nice_edition_imports set status = 1 where id = $1', [importId]);
    return { done, ready: true };
  });
  return { importId, edition, ...parsed.counts };
}

/** Makes an edition the tenant's active one. */
export async function setActiveEdition(db: Queryable, userId: number, edition: string): Promise<NiceEdition> {
  const found = (await listEditions(db)).find((e) => e.edition === edition);
  if (!found) throw fail.notFound(`未找到区分表版本 ${edition}`);
  await db.query(
    `insert into nice_tenant_editions (tenant_id, edition, set_by, set_at) values (current_setting('app.tenant_id')::integer, $1, $2, now())
     on conflict (tenant_id) do update set edition = excluded.edition, set_by = excluded.set_by, set_at = now()`,
    [edition, userId],
  );
  return { ...found, active: true };
}
