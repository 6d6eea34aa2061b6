import { readFileSync } from 'node:fs';
import { TOKEN_DAYS } from '../../shared/subcodes';
import { guardKeys, isKnownAddress, recordFailure, recordSuccess, secondsBlocked, waitText } from '../auth/login-guard';
import { menuTreeFor, mauthOf } from '../auth/menus';
import { decodeBase64Password, hashPassword, passwordProblem, verifyPassword } from '../auth/password';
import { resolveSignInName } from '../auth/sign-in-name';
import { noticeThrottled } from '../auth/throttle-notice';
import { hashToken, newToken } from '../auth/tokens';
import { signedIn, type Handler } from '../http/context';
import { fail } from '../http/errors';

export const login: Handler<'auth.login'> = async (ctx, body) => {
  const password = decodeBase64Password(body.password);
  if (password === null) throw fail.validation('字段 password（密码）不是有效的 base64 编码');
  const { tenantId, account } = await resolveSignInName(ctx.db, body.username.trim());

  const r = await ctx.db.query<{
    id: number; tenant_id: number; name: string; phone: string; password_hash: string; status: number;
    out_of_validity: boolean; tenant_active: boolean;
  }>(
    `select u.id, u.tenant_id, u.name, u.phone, u.password_hash, u.status,
            coalesce(u.valid_until <= now(), false) as out_of_validity, t.status = 1 as tenant_active
       from users u join tenants t on t.id = u.tenant_id
      where u.tenant_id = $1 and lower(u.account) = lower($2) and u.deleted_at is null`,
    [tenantId, account],
  );
  const user = r.rows[0];
  const keys = guardKeys(tenantId, account, ctx.ip, user ? await isKnownAddress(ctx.db, user.id, ctx.ip) : false);
  const wait = await secondsBlocked(ctx.db, keys.check);
  if (wait > 0) throw fail.tooMany(`登录失败次数过多，请${waitText(wait)}后再试`, wait);

  // Unknown accounts cost a hash too, so timing does not reveal which accounts exist.
  const ok = user ? await verifyPassword(password, user.password_hash) : (await hashPassword(password), false);
  if (!user || !ok) {
    const outcome = await recordFailure(ctx.db, keys.count);
    if (user && outcome.accountWindow) {
      // Mirrored on the user for the user list (锁定) and the administrator's unlock.
      await ctx.db.query('update users set locked_until = $2 where id = $1', [user.id, outcome.accountWindow.until]);
      if (outcome.accountWindow.notify) await noticeThrottled(ctx.db, user, outcome.accountWindow, ctx.ip);
    }
    if (outcome.blockedSeconds > 0)
      throw fail.tooMany(`密码错误次数过多，请${waitText(outcome.blockedSeconds)}后再试`, outcome.blockedSeconds).committing();
    throw fail.unauthenticated(`账号或密码错误，还可尝试${outcome.remaining}次`).committing();
  }
  if (user.status !== 1) throw fail.forbidden('账号已停用，请联系管理员');
  if (user.out_of_validity || !user.tenant_active) throw fail.forbidden('账号不在有效期内，请联系管理员');

  await recordSuccess(ctx.db, keys, user.tenant_id, user.id, ctx.ip);
  const token = newToken();
  const s = await ctx.db.query<{ expires_at: Date }>(
    `insert into sessions (token_hash, user_id, tenant_id, expires_at, ip, user_agent)
     values ($1, $2, $3, now() + make_interval(days => $4), $5, $6) returning expires_at`,
    [hashToken(token), user.id, user.tenant_id, TOKEN_DAYS, ctx.ip, ctx.userAgent],
  );
  await ctx.db.query('update users set prev_login_at = last_login_at, last_login_at = now() where id = $1', [user.id]);
  return { token, expiresAt: new Date(s.rows[0].expires_at).toISOString(), userInfo: { name: user.name, phone: user.phone } };
};

export const logout: Handler<'auth.logout'> = async (ctx) => {
  await ctx.db.query('delete from sessions where id = $1', [signedIn(ctx).session.sessionId]);
  return null;
};

export const userInfo: Handler<'auth.userInfo'> = async (ctx) => {
  const { session } = signedIn(ctx);
  const r = await ctx.db.query<{ phone: string; tenant_name: string; role_auth: string }>(
    `select u.phone, t.name as tenant_name, r.role_auth
       from users u join tenants t on t.id = u.tenant_id join roles r on r.id = u.role_id where u.id = $1`,
    [session.userId],
  );
  const row = r.rows[0];
  return {
    id: session.userId,
    account: session.account,
    name: session.name,
    phone: row.phone,
    mauth: mauthOf(menuTreeFor(session.menuKeys)),
    roleName: session.roleName,
    role: { roleName: session.roleName, roleAuth: row.role_auth },
    tenant: { id: session.tenantId, name: row.tenant_name },
  };
};

export const menuList: Handler<'auth.menuList'> = async (ctx) => menuTreeFor(signedIn(ctx).session.menuKeys);

export const changePassword: Handler<'auth.changePassword'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const oldPw = decodeBase64Password(body.oldPassword);
  const newPw = decodeBase64Password(body.newPassword);
  if (oldPw === null) throw fail.validation('字段 oldPassword（原密码）不是有效的 base64 编码');
  if (newPw === null) throw fail.validation('字段 newPassword（新密码）不是有效的 base64 编码');
  const problem = passwordProblem(newPw);
  if (problem) throw fail.validation(problem);
  const r = await ctx.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [session.userId]);
  if (!(await verifyPassword(oldPw, r.rows[0].password_hash))) throw fail.validation('原密码不正确');
  if (oldPw === newPw) throw fail.validation('新密码不能与原密码相同');
  await ctx.db.query('update users set password_hash = $2, updated_at = now() where id = $1', [session.userId, await hashPassword(newPw)]);
  // Every other session of this user ends; the current one stays.
  await ctx.db.query('delete from sessions where user_id = $1 and id <> $2', [session.userId, session.sessionId]);
  return null;
};

const agreementText = readFileSync(new URL('../content/agreement.md', import.meta.url), 'utf8');

export const agreement: Handler<'auth.agreement'> = async () => {
  const [first, ...rest] = agreementText.split('\n');
  const version = /版本[:：]\s*(\S+)/.exec(agreementText)?.[1] ?? '1.0';
  return { title: first.replace(/^#\s*/, ''), version, content: rest.join('\n').trim() };
};
