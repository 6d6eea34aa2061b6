// Record history: every change a user makes to a record is logged with a readable summary and the data an
// undo needs (detail). Handlers call logOperation inside their transaction, so a rolled-back change leaves
// no history.
import type { Queryable } from '../db/types';

export interface OperateLogEntry {
  id: number;
  entity: string;
  recordId: number;
  action: string;
  summary: string;
  detail: Record<string, unknown>;
  userName: string | null;
  createdAt: string;
  undoneAt: string | null;
}

export async function logOperation(
  db: Queryable,
  entry: { userId: number; entity: string; recordId: number; action: string; summary: string; detail?: Record<string, unknown> },
): Promise<number> {
  const r = await db.query<{ id: number }>(
    `insert into operate_log (tenant_id, user_id, entity, record_id, action, summary, detail)
     values (current_setting('app.tenant_id')::integer, $1, $2, $3, $4, $5, $6) returning id`,
    [entry.userId, entry.entity, entry.recordId, entry.action, entry.summary, JSON.stringify(entry.detail ?? {})],
  );
  return r.rows[0].id;
}

export async function recordHistory(db: Queryable, entity: string, recordId: number, limit = 200): Promise<OperateLogEntry[]> {
  const r = await db.query<{ id: number; entity: string; record_id: number; action: string; summary: string; detail: Record<string, unknown>; user_name: string | null; created_at: Date; undone_at: Date | null }>(
    `select l.id, l.entity, l.record_id, l.action, l.summary, l.detail, u.name as user_name, l.created_at, l.undone_at
       from operate_log l left join users u on u.id = l.user_id
      where l.entity = $1 and l.record_id = $2 order by l.created_at desc, l.id desc limit $3`,
    [entity, recordId, limit],
  );
  return r.rows.map((x) => ({
    id: x.id, entity: x.entity, recordId: x.record_id, action: x.action, summary: x.summary,
    detail: typeof x.detail === 'string' ? JSON.parse(x.detail) : x.detail, userName: x.user_name,
    createdAt: new Date(x.created_at).toISOString(), undoneAt: x.undone_at ? new Date(x.undone_at).toISOString() : null,
  }));
}

export async function markUndone(db: Queryable, id: number): Promise<boolean> {
  const r = await db.query('update operate_log set undone_at = now() where id = $1 and undone_at is null', [id]);
  return r.rowCount > 0;
}
