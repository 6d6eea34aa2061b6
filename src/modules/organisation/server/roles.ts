// Role management (角色管理, spec 6 and 7.9): add, copy, edit and delete roles, and the permission list. A caller
// never grants a role more than their own role holds (buttons, menus, a wider data scope): the server refuses
// it whatever the browser sent. The gate reads the role on every call (auth/gate.ts), so a removed permission
// is refused on the user's next call, without signing in again.
import { listSpecs } from '../../../generated/list-specs';
import { permissionLabels, type PermissionKey } from '../../../generated/catalogue';
import type { Role } from '../../../generated/types';
import type { Queryable } from '../../../server/db/types';
import type { SessionContext } from '../../../server/auth/gate';
import { signedIn, type Handler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { loadRecord, withConflicts } from '../../../server/lists/generic';
import { exceeding, normaliseGrants, permissionTree, type GrantProblem, type GrantRequest } from '../shared/grants';

const spec = listSpecs.roles;

interface RoleRow { id: number; role_name: string; role_auth: string; menu_keys: string[]; data_scope: 1 | 2 | 3; builtin: string | null; version: number }

const split = (auth: string) => auth.split(',').map((s) => s.trim()).filter(Boolean);

async function roleRow(db: Queryable, id: number, lock = false): Promise<RoleRow> {
  const r = await db.query<RoleRow>(`select id, role_name, role_auth, menu_keys, data_scope, builtin, version from roles where id = $1${lock ? ' for update' : ''}`, [id]);
  if (!r.rows[0]) throw fail.notFound('角色不存在或已删除');
  return r.rows[0];
}

const loadRole = async (db: Queryable, id: number) => (await loadRecord(db, spec, id)) as unknown as Role;

function problemMessage(p: GrantProblem): string {
  if (p.kind === 'unknownPermission') return `字段“按钮权限”（roleAuth）含有不存在的权限：${p.keys.join('、')}`;
  if (p.kind !== 'exceeds') return `字段“菜单权限”（menuKeys）含有不存在的菜单：${p.keys.join('、')}`;
  const parts: string[] = [];
  if (p.permissions.length) parts.push(`按钮权限 ${p.permissions.map((k) => permissionLabels[k as PermissionKey]?.zh ?? k).join('、')}`);
  if (p.menus.length) parts.push(`菜单 ${p.menus.join('、')}`);
  if (p.dataScope) parts.push('更大的数据范围');
  return `不能授予超出您自己角色的权限：${parts.join('；')}`;
}

/** The grants to store, or a refusal: unknown keys (40000), more than the caller's own role holds (40300). */
function checkedGrants(session: SessionContext, body: GrantRequest, previous: GrantRequest | null): GrantRequest {
  const n = normaliseGrants(body);
  if ('problem' in n) throw fail.validation(problemMessage(n.problem));
  const next = { ...n, dataScope: body.dataScope };
  const over = exceeding(next, previous, { roleAuth: session.roleAuth, menuKeys: session.menuKeys, dataScope: session.dataScope });
  if (over) throw fail.forbidden(problemMessage(over));
  return next;
}

const grantsOfRow = (r: RoleRow): GrantRequest => ({ roleAuth: split(r.role_auth), menuKeys: r.menu_keys, dataScope: r.data_scope });

async function insertRole(db: Queryable, name: string, g: GrantRequest): Promise<number> {
  const r = await withConflicts(spec, () =>
    db.query<{ id: number }>(
      `insert into roles (tenant_id, role_name, role_auth, menu_keys, data_scope) values (current_setting('app.tenant_id')::integer, $1, $2, $3, $4) returning id`,
      [name.trim(), g.roleAuth.join(','), g.menuKeys, g.dataScope],
    ),
  );
  return r.rows[0].id;
}

export const roleAdd: Handler<'organisation.roleAdd'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const g = checkedGrants(session, body, null);
  return loadRole(ctx.db, await insertRole(ctx.db, body.roleName, g));
};

export const roleCopy: Handler<'organisation.roleCopy'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const source = await roleRow(ctx.db, body.id);
  // A copy grants the source's keys to a new role: the same rule as adding it.
  const g = checkedGrants(session, grantsOfRow(source), null);
  return loadRole(ctx.db, await insertRole(ctx.db, body.roleName, g));
};

export const roleModify: Handler<'organisation.roleModify'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const row = await roleRow(ctx.db, body.id, true);
  if (row.builtin === 'admin') throw fail.conflict('内置管理员角色始终拥有全部权限，不能修改');
  if (row.version !== body.version) throw fail.staleRecord(await loadRecord(ctx.db, spec, body.id));
  const g = checkedGrants(session, body, grantsOfRow(row));
  await withConflicts(spec, () =>
    ctx.db.query(`update roles set role_name = $2, role_auth = $3, menu_keys = $4, data_scope = $5, version = version + 1 where id = $1`, [
      body.id, body.roleName.trim(), g.roleAuth.join(','), g.menuKeys, g.dataScope,
    ]),
  );
  return loadRole(ctx.db, body.id);
};

export const roleDelete: Handler<'organisation.roleDelete'> = async (ctx, body) => {
  const row = await roleRow(ctx.db, body.id, true);
  if (row.builtin) throw fail.conflict(`“${row.role_name}”是内置角色，不能删除`);
  const users = await ctx.db.query<{ n: number }>('select count(*)::int as n from users where role_id = $1', [body.id]);
  if (users.rows[0].n > 0) throw fail.conflict(`角色“${row.role_name}”下还有 ${users.rows[0].n} 个用户（含已删除的），请先调整他们的角色`);
  await ctx.db.query('delete from roles where id = $1', [body.id]);
  return null;
};

/** The permission list: the built menu tree with each menu's buttons, and what the caller may grant. */
export const permissionList: Handler<'organisation.permissionList'> = async (ctx) => {
  const { session } = signedIn(ctx);
  return { tree: permissionTree(), grantableAuth: [...session.roleAuth], grantableMenus: session.menuKeys, maxDataScope: session.dataScope };
};
