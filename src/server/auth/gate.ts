// The one place that decides who is calling: token -> session -> user, tenant and role, with the
// forced-logout messages of spec 8, and the permission check against the role's button keys. Failed sign-ins
// throttle new sign-ins only (auth/login-guard.ts): a session that proved the password is never ended by them.
import type { CallMeta } from '../../generated/catalogue';
import { permissionLabels, type PermissionKey } from '../../generated/catalogue';
import { ForcedLogout } from '../../shared/subcodes';
import type { Queryable } from '../db/types';
import { fail } from '../http/errors';
import { hashToken } from './tokens';
import { APP_ROLE } from '../db/tenant';

export interface SessionContext {
  sessionId: number;
  userId: number;
  tenantId: number;
  account: string;
  name: string;
  roleName: string;
  roleAuth: Set<string>;
  menuKeys: string[];
  roleId: number;
  /** The role's data scope: 1 every record of the tenant, 2 own department and below, 3 own records (lists/data-scope.ts). */
  dataScope: 1 | 2 | 3;
  /** The user's department and its path of ids ('/1/4/'), null when the user has none. */
  deptId: number | null;
  deptPath: string | null;
}

interface Row {
  session_id: number; expired: boolean; revoked_reason: string | null; user_id: number | null; tenant_id: number; account: string; name: string;
  status: number; out_of_validity: boolean; deleted: boolean; tenant_active: boolean;
  role_name: string; role_auth: string; menu_keys: string[];
  role_id: number; data_scope: 1 | 2 | 3; dept_id: number | null; dept_path: string | null;
}

/**
 * Who is calling. With scope, the same statement also narrows the rest of the transaction to the session's
 * tenant (app.tenant_id + role ipms_app, see db/tenant.ts): one round trip instead of two. Whatever is
 * refused afterwards throws, and the transaction rolls back.
 */
export async function resolveSession(tx: Queryable, token: string | string[] | undefined, options: { scope?: boolean } = {}): Promise<SessionContext> {
  if (token === undefined) throw fail.unauthenticated(ForcedLogout.NO_TOKEN);
  const value = Array.isArray(token) ? token[0] : token;
  if (!value || !value.trim()) throw fail.unauthenticated(ForcedLogout.TOKEN_EMPTY);
  const r = await tx.query<Row>(
    `select s.id as session_id, s.expires_at <= now() as expired, s.revoked_reason, s.tenant_id,
            u.id as user_id, u.account, u.name, u.status,
            coalesce(u.valid_until <= now(), false) as out_of_validity,
            u.deleted_at is not null as deleted,
            t.status = 1 as tenant_active,
            r.role_name, r.role_auth, r.menu_keys, r.id as role_id, r.data_scope, u.dept_id, d.path as dept_path${options.scope ? SCOPE_COLUMNS : ''}
       from sessions s
       left join users u on u.id = s.user_id
       left join tenants t on t.id = s.tenant_id
       left join roles r on r.id = u.role_id
       left join departments d on d.id = u.dept_id
      where s.token_hash = $1`,
    [hashToken(value.trim())],
    { name: options.scope ? 'gate_session_scoped' : 'gate_session' },
  );
  const row = r.rows[0];
  if (!row) throw fail.unauthenticated(ForcedLogout.LOGIN_EXPIRED);
  if (row.expired) throw fail.unauthenticated(ForcedLogout.LOGIN_EXPIRED); // rows swept by sweepExpiredSessions
  if (row.revoked_reason === 'deleted') throw fail.unauthenticated(ForcedLogout.USER_NOT_FOUND);
  if (row.revoked_reason) throw fail.unauthenticated(ForcedLogout.LOCKED_OR_OUT_OF_VALIDITY);
  if (!row.user_id || row.deleted) throw fail.unauthenticated(ForcedLogout.USER_NOT_FOUND);
  if (row.status !== 1 || row.out_of_validity || !row.tenant_active)
    throw fail.unauthenticated(ForcedLogout.LOCKED_OR_OUT_OF_VALIDITY);
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    tenantId: row.tenant_id,
    account: row.account,
    name: row.name,
    roleName: row.role_name,
    roleAuth: new Set(row.role_auth.split(',').map((s) => s.trim()).filter(Boolean)),
    menuKeys: row.menu_keys,
    roleId: row.role_id,
    dataScope: row.data_scope,
    deptId: row.dept_id,
    deptPath: row.dept_path,
  };
}

const SCOPE_COLUMNS = `,
            set_config('app.tenant_id', s.tenant_id::text, true) as scoped_tenant,
            set_config('role', '${APP_ROLE}', true) as scoped_role`;

/** Checks a call's or an HTTP route's permission ('public', 'session' or a button key) against the session. */
export function assertPermission(call: Pick<CallMeta, 'permission'>, session: SessionContext): void {
  if (call.permission === 'public' || call.permission === 'session') return;
  if (!session.roleAuth.has(call.permission)) {
    const label = permissionLabels[call.permission as PermissionKey]?.zh ?? call.permission;
    throw fail.forbidden(`没有操作权限：${label}`);
  }
}
