// Departments (spec 7.2 departmentList, departmentManagement) as a tree, and the batch moves of users between
// departments and of enterprises between groups (an enterprise's group is a department of the same tree).
import type { Department } from '../../../generated/types';
import type { Queryable } from '../../../server/db/types';
import type { Handler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';

interface DeptRow { id: number; parent_id: number | null; name: string; path: string; sort: number; version: number; user_count: number; enterprise_count: number }

const present = (r: DeptRow): Department => ({
  id: r.id, parentId: r.parent_id, name: r.name, path: r.path, sort: r.sort, version: r.version, userCount: r.user_count, enterpriseCount: r.enterprise_count,
});

const SELECT = `select d.id, d.parent_id, d.name, d.path, d.sort, d.version,
        (select count(*) from users u where u.dept_id = d.id and u.deleted_at is null)::int as user_count,
        (select count(*) from enterprises e where e.group_id = d.id)::int as enterprise_count
   from departments d`;

async function loadDept(db: Queryable, id: number): Promise<Department> {
  const r = await db.query<DeptRow>(`${SELECT} where d.id = $1`, [id]);
  if (!r.rows[0]) throw fail.notFound('部门不存在或已删除');
  return present(r.rows[0]);
}

/** Checks that a department of the caller's tenant exists (row-level security hides other tenants'). */
export async function assertDepartment(db: Queryable, id: number | null | undefined, label = '部门'): Promise<void> {
  if (id === null || id === undefined) return;
  const r = await db.query('select 1 from departments where id = $1', [id]);
  if (!r.rows.length) throw fail.validation(`所选${label}不存在`);
}

export const departmentList: Handler<'organisation.departmentList'> = async (ctx) => {
  const r = await ctx.db.query<DeptRow>(`${SELECT} order by d.path, d.sort, d.id`);
  return r.rows.map(present);
};

/** Options for pickers: every department labelled with its ancestors ("总部 / 法务部 / 商标组"), in tree order. */
export const departmentOptions: Handler<'organisation.departmentOptions'> = async (ctx) => {
  const r = await ctx.db.query<{ id: number; name: string; path: string; sort: number }>('select id, name, path, sort from departments');
  const byId = new Map(r.rows.map((d) => [d.id, d]));
  const chain = (path: string) => path.split('/').filter(Boolean).map((id) => byId.get(Number(id)));
  const label = (path: string) => chain(path).map((d) => d?.name ?? '').join(' / ');
  const key = (path: string) => chain(path).map((d) => `${String(d?.sort ?? 0).padStart(4, '0')}:${d?.name}:${d?.id}`).join('/');
  return r.rows.sort((a, b) => key(a.path).localeCompare(key(b.path))).map((d) => ({ value: d.id, label: label(d.path) }));
};

export const departmentSave: Handler<'organisation.departmentSave'> = async (ctx, body) => {
  const name = body.name.trim();
  const conflict = (e: unknown) => {
    if ((e as { code?: string }).code === '23505') throw fail.conflict(`同一上级下已有名为“${name}”的部门`);
    throw e;
  };
  if (body.id === undefined) {
    const parentId = body.parentId ?? null;
    let parentPath = '/';
    if (parentId !== null) {
      const p = await ctx.db.query<{ path: string }>('select path from departments where id = $1', [parentId]);
      if (!p.rows[0]) throw fail.validation('字段“上级部门”（parentId）：所选部门不存在');
      parentPath = p.rows[0].path;
    }
    const r = await ctx.db
      .query<{ id: number }>(`insert into departments (tenant_id, parent_id, name, sort) values (current_setting('app.tenant_id')::integer, $1, $2, $3) returning id`, [parentId, name, body.sort ?? 0])
      .catch(conflict);
    const id = r.rows[0].id;
    await ctx.db.query('update departments set path = $2 where id = $1', [id, `${parentPath}${id}/`]);
    return loadDept(ctx.db, id);
  }
  const current = await loadDept(ctx.db, body.id);
  if (body.version === undefined) throw fail.validation('字段“版本”（version）必填');
  if (body.parentId !== undefined && body.parentId !== current.parentId) throw fail.validation('字段“上级部门”（parentId）：部门不能移到其他上级下，请新建部门后批量移动用户');
  const r = await ctx.db
    .query('update departments set name = $2, sort = $3, version = version + 1 where id = $1 and version = $4', [body.id, name, body.sort ?? current.sort, body.version])
    .catch(conflict);
  if (r.rowCount === 0) throw fail.staleRecord(current as unknown as Record<string, unknown>);
  return loadDept(ctx.db, body.id);
};

export const departmentDelete: Handler<'organisation.departmentDelete'> = async (ctx, body) => {
  const d = await loadDept(ctx.db, body.id);
  const children = await ctx.db.query<{ n: number }>('select count(*)::int as n from departments where parent_id = $1', [body.id]);
  if (children.rows[0].n) throw fail.conflict(`部门“${d.name}”下还有 ${children.rows[0].n} 个下级部门，不能删除`);
  if (d.userCount) throw fail.conflict(`部门“${d.name}”下还有 ${d.userCount} 个用户，请先移到其他部门`);
  if (d.enterpriseCount) throw fail.conflict(`部门“${d.name}”下还有 ${d.enterpriseCount} 个企业，请先移到其他分组`);
  // Deleted users keep no department.
  await ctx.db.query('update users set dept_id = null where dept_id = $1', [body.id]);
  await ctx.db.query('delete from departments where id = $1', [body.id]);
  return null;
};

export const userBatchMove: Handler<'organisation.userBatchMove'> = async (ctx, body) => {
  await assertDepartment(ctx.db, body.deptId, '目标部门');
  // The department is a field of the user form: an edit form opened before the move is stale now.
  const r = await ctx.db.query('update users set dept_id = $2::int, version = version + 1, updated_at = now() where id = any($1::int[]) and deleted_at is null and dept_id is distinct from $2::int', [body.ids, body.deptId]);
  return { moved: r.rowCount ?? 0 };
};

export const enterpriseBatchMove: Handler<'organisation.enterpriseBatchMove'> = async (ctx, body) => {
  await assertDepartment(ctx.db, body.groupId, '目标分组');
  const r = await ctx.db.query('update enterprises set group_id = $2::int, version = version + 1 where id = any($1::int[]) and group_id is distinct from $2::int', [body.ids, body.groupId]);
  return { moved: r.rowCount ?? 0 };
};
