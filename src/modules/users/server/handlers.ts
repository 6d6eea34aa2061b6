import { listSpecs } from '../../../generated/list-specs';
import type { User } from '../../../generated/types';
import { clearAccount } from '../../../server/auth/login-guard';
import { hashPassword } from '../../../server/auth/password';
import { insertRecord, updateRecord } from '../../../server/lists/generic';
import { containsPattern, normalize, termGrams } from '../../../server/lists/search';
import { signedIn, type CallContext } from '../../../server/http/context';
import type { Handler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';

interface UserRow {
  id: number; account: string; name: string; phone: string; email: string | null; role_id: number; role_name: string;
  status: 0 | 1; locked: boolean; valid_until: Date | null; created_at: Date; last_login_at: Date | null; version: number;
  dept_id: number | null; dept_name: string | null;
}

export async function loadUser(ctx: CallContext, id: number): Promise<User> {
  // Row-level security limits this to the caller's tenant: another tenant's id is simply not found.
  const r = await ctx.db.query<UserRow>(
    `select u.id, u.account, u.name, u.phone, u.email, u.role_id, r.role_name, u.status,
            coalesce(u.locked_until > now(), false) as locked, u.valid_until, u.created_at, u.last_login_at, u.version,
            u.dept_id, d.name as dept_name
       from users u join roles r on r.id = u.role_id left join departments d on d.id = u.dept_id where u.id = $1 and u.deleted_at is null`,
    [id],
  );
  const u = r.rows[0];
  if (!u) throw fail.notFound('用户不存在或已删除');
  return {
    id: u.id, account: u.account, name: u.name, phone: u.phone, email: u.email, roleId: u.role_id, roleName: u.role_name,
    status: u.status, locked: u.locked, validUntil: u.valid_until ? new Date(u.valid_until).toISOString() : null,
    createdAt: new Date(u.created_at).toISOString(), lastLoginAt: u.last_login_at ? new Date(u.last_login_at).toISOString() : null,
    version: u.version, deptId: u.dept_id, deptName: u.dept_name,
  };
}

/** Ends a user's sessions at once; the rows stay (until they expire) so the gate can say why. */
async function revokeSessions(ctx: CallContext, userId: number, reason: 'disabled' | 'deleted') {
  await ctx.db.query('update sessions set revoked_reason = $2 where user_id = $1 and revoked_reason is null', [userId, reason]);
}

async function setStatus(ctx: CallContext, userId: number, status: 0 | 1): Promise<User> {
  const { session } = signedIn(ctx);
  if (userId === session.userId && status === 0) throw fail.conflict('不能停用自己的账号');
  await loadUser(ctx, userId);
  // The status is a form field too: an edit form opened before this is stale now.
  await ctx.db.query('update users set status = $2, version = version + 1, updated_at = now() where id = $1 and status <> $2', [userId, status]);
  // A disabled user is signed out everywhere at once.
  if (status === 0) await revokeSessions(ctx, userId, 'disabled');
  return loadUser(ctx, userId);
}

export const disable: Handler<'users.disable'> = (ctx, body) => setStatus(ctx, body.userId, 0);
export const enable: Handler<'users.enable'> = (ctx, body) => setStatus(ctx, body.userId, 1);

export const unlock: Handler<'users.unlock'> = async (ctx, body) => {
  const user = await loadUser(ctx, body.userId);
  await ctx.db.query('update users set locked_until = null, updated_at = now() where id = $1', [body.userId]);
  // login_attempts has no row-level security; its keys carry the tenant, so this names only our account.
  await clearAccount(ctx.db, signedIn(ctx).session.tenantId, user.account);
  return loadUser(ctx, body.userId);
};

const spec = listSpecs.users;

async function assertRole(ctx: CallContext, roleId: number) {
  const r = await ctx.db.query('select 1 from roles where id = $1', [roleId]);
  if (!r.rows.length) throw fail.validation('所选角色不存在');
}

/** The department (organisation module's tree) must be one of the caller's tenant: row-level security hides others. */
async function assertDept(ctx: CallContext, deptId: number | null | undefined) {
  if (deptId === null || deptId === undefined) return;
  const r = await ctx.db.query('select 1 from departments where id = $1', [deptId]);
  if (!r.rows.length) throw fail.validation('字段“部门”（deptId）：所选部门不存在');
}

/**
 * Accounts are unique per tenant (sign-in names the tenant, auth/sign-in-name.ts): only this tenant's users,
 * deleted ones included (row-level security), are consulted, so the answer says nothing about other tenants.
 */
async function assertAccountFree(ctx: CallContext, account: string) {
  const r = await ctx.db.query('select 1 from users where lower(account) = lower($1)', [account]);
  if (r.rows.length) throw fail.conflict(`账号 ${account} 已被使用`);
}

export const create: Handler<'users.create'> = async (ctx, body) => {
  await assertRole(ctx, body.roleId);
  await assertDept(ctx, body.deptId);
  await assertAccountFree(ctx, body.account);
  const { password, ...rest } = body;
  const id = await insertRecord(ctx.db, spec, rest, [['password_hash', await hashPassword(password)]]);
  return loadUser(ctx, id);
};

export const update: Handler<'users.update'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  if (body.id === session.userId && body.status === 0) throw fail.conflict('不能停用自己的账号');
  await assertRole(ctx, body.roleId);
  await assertDept(ctx, body.deptId);
  await updateRecord(ctx.db, spec, body.id, { ...body });
  if (body.status === 0) await revokeSessions(ctx, body.id, 'disabled');
  return loadUser(ctx, body.id);
};

export const remove: Handler<'users.remove'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  if (body.id === session.userId) throw fail.conflict('不能删除自己的账号');
  await loadUser(ctx, body.id);
  await ctx.db.query('update users set deleted_at = now(), updated_at = now() where id = $1', [body.id]);
  await revokeSessions(ctx, body.id, 'deleted');
  return null;
};

export const roleOptions: Handler<'users.roleOptions'> = async (ctx) => {
  const r = await ctx.db.query<{ id: number; role_name: string }>('select id, role_name from roles order by id');
  return r.rows.map((row) => ({ value: row.id, label: row.role_name }));
};

/** The agency role of spec 6. */
export const AGENCY_ROLE = '代理机构';

/** Spec 7.3 people search: by name, account, pinyin or initials, or by ids; enabled people of the tenant only. */
export const peopleSearch: Handler<'users.peopleSearch'> = async (ctx, body) => {
  const pageSize = body.pageSize ?? 30;
  const offset = (body.pageNo ?? 0) * pageSize;
  if (body.ids?.length) {
    const r = await ctx.db.query<{ id: number; name: string; account: string }>('select id, name, account from users where id = any($1::int[]) and deleted_at is null order by name', [body.ids]);
    return r.rows;
  }
  const term = normalize(body.search ?? '');
  if (!term) return [];
  const like = containsPattern(term);
  // Spec 6: an agency (role 代理机构) caller does not see other agencies' users unless noFilterItem is set.
  const { session } = signedIn(ctx);
  const agencyRule = session.roleName === AGENCY_ROLE && !body.noFilterItem;
  const r = await ctx.db.query<{ id: number; name: string; account: string }>(
    `select id, name, account from users
      where deleted_at is null and status = 1
        and ((search_grams @> $1::text[] and (name ilike $2 or search_text like $2)) or account ilike $2)${
          agencyRule ? ` and (id = ${Math.trunc(session.userId)} or role_id not in (select id from roles where role_name = '${AGENCY_ROLE}'))` : ''
        }
      order by name limit ${pageSize} offset ${offset}`,
    [termGrams(0, term), like],
  );
  return r.rows;
};
