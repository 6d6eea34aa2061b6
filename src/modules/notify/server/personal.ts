// Personal centre calls: profile with avatar (an uploaded image, else the last two characters of the name), phone
// and email changes confirmed by a code sent by email, the digest subscription, the calendar-feed address (a
// random secret shown once, kept only as its SHA-256) and the UKey signing data.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../../../server/db/types';
import type { CallContext, Handler } from '../../../server/http/context';
import { signedIn } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { avatarText } from '../shared/config';
import { readConfig, eventSetting } from './defaults';
import { sendDigestNow as sendNow } from './digest';
import { sendMail } from './mailer';
import { describeSchedule } from './schedule';

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^1[3-9][0-9]{9}$/;
export const CODE_RESEND_SECONDS = 60;
export const CODE_MAX_ATTEMPTS = 5;

async function ensurePrefs(tx: Queryable, tenantId: number, userId: number) {
  await tx.query(`insert into notify_user_prefs (user_id, tenant_id) values ($1, $2) on conflict (user_id) do nothing`, [userId, tenantId]);
}

async function profileOf(ctx: CallContext) {
  const s = signedIn(ctx).session;
  await ensurePrefs(ctx.db, s.tenantId, s.userId);
  const r = await ctx.db.query<Record<string, any>>(
    `select u.account, u.name, u.phone, u.email, r.role_name, t.name as tenant_name, p.avatar, p.digest_frequency, p.digest_days, p.ical_token_hash is not null as ical_active,
            to_char(p.ical_created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as ical_created_at
       from users u join roles r on r.id = u.role_id join tenants t on t.id = u.tenant_id join notify_user_prefs p on p.user_id = u.id
      where u.id = $1`,
    [s.userId],
  );
  const u = r.rows[0];
  const config = await readConfig(ctx.db, s.tenantId);
  const setting = await eventSetting(ctx.db, s.tenantId, 'deadlineDue');
  const last = await ctx.db.query<Record<string, any>>(
    `select slot, status, item_count as "itemCount", to_char(sent_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as "sentAt", error
       from notify_digest_runs where user_id = $1 order by id desc limit 1`,
    [s.userId],
  );
  const uid = typeof u.avatar === 'string' ? u.avatar.replace('/files/uploads/', '') : null;
  return {
    account: u.account,
    name: u.name,
    phone: u.phone,
    email: u.email,
    roleName: u.role_name,
    tenantName: u.tenant_name,
    avatarUrl: uid ? ctx.files.images.sign(uid, s.tenantId) : null,
    avatarText: avatarText(u.name),
    digestFrequency: u.digest_frequency,
    digestDays: u.digest_days,
    digestSchedule: describeSchedule(u.digest_frequency, Number(config.digestHour), Number(config.digestWeekday)),
    digestEmailEnabled: setting.enabled && setting.email,
    lastDigest: last.rows[0] ?? null,
    icalActive: u.ical_active,
    icalCreatedAt: u.ical_created_at,
  };
}

export const profile: Handler<'notify.profile'> = async (ctx) => (await profileOf(ctx)) as never;

export const setAvatar: Handler<'notify.setAvatar'> = async (ctx, body) => {
  const s = signedIn(ctx).session;
  await ensurePrefs(ctx.db, s.tenantId, s.userId);
  if (body.uid !== null) {
    const up = await ctx.db.query<{ mime: string }>(`select mime from uploads where uid = $1`, [body.uid]);
    if (!up.rows[0]) throw fail.validation('字段“头像图片”（uid）指向的文件不存在，请重新上传');
    if (!/^image\/(png|jpeg)$/.test(up.rows[0].mime)) throw fail.validation('字段“头像图片”（uid）只能是 jpg、jpeg、png 图片');
  }
  await ctx.db.query(`update notify_user_prefs set avatar = $2, updated_at = now(), version = version + 1 where user_id = $1`, [
    s.userId,
    body.uid === null ? null : `/files/uploads/${body.uid}`,
  ]);
  return (await profileOf(ctx)) as never;
};

const codeHash = (userId: number, purpose: string, target: string, code: string) => sha256(`${userId}\n${purpose}\n${target}\n${code}`);

export const sendCode: Handler<'notify.sendCode'> = async (ctx, body) => {
  const s = signedIn(ctx).session;
  const target = body.target.trim();
  const me = (await ctx.db.query<{ email: string | null; phone: string }>(`select email, phone from users where id = $1`, [s.userId])).rows[0];
  let to: string;
  if (body.purpose === 'email') {
    if (!EMAIL.test(target)) throw fail.validation('字段“新手机号或新邮箱”（target）不是有效的邮箱地址');
    if (target.toLowerCase() === (me.email ?? '').toLowerCase()) throw fail.validation('字段“新手机号或新邮箱”（target）与当前邮箱相同');
    to = target;
  } else {
    if (!PHONE.test(target)) throw fail.validation('字段“新手机号或新邮箱”（target）不是有效的手机号（11 位，以 1 开头）');
    if (target === me.phone) throw fail.validation('字段“新手机号或新邮箱”（target）与当前手机号相同');
    if (!me.email) throw fail.validation('修改手机号的验证码发送到您的邮箱，请先绑定邮箱');
    to = me.email;
  }
  const recent = await ctx.db.query<{ wait: number }>(
    `select ceil(extract(epoch from created_at + make_interval(secs => $3) - now()))::int as wait from notify_codes
      where user_id = $1 and purpose = $2 and created_at > now() - make_interval(secs => $3) order by created_at desc limit 1`,
    [s.userId, body.purpose, CODE_RESEND_SECONDS],
  );
  if (recent.rows[0]) throw fail.tooMany(`验证码发送过于频繁，请 ${Math.max(1, recent.rows[0].wait)} 秒后再试`, Math.max(1, recent.rows[0].wait));
  const config = await readConfig(ctx.db, s.tenantId);
  const ttl = Number(config.codeTtlMinutes) || 10;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.query(
    `insert into notify_codes (tenant_id, user_id, purpose, target, code_hash, expires_at) values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
    [s.tenantId, s.userId, body.purpose, target, codeHash(s.userId, body.purpose, target, code), ttl],
  );
  const what = body.purpose === 'email' ? `将邮箱修改为 ${target}` : `将手机号修改为 ${target}`;
  await sendMail(
    { to, subject: `【${config.systemName}】验证码 ${code}`, text: `${s.name}，您好：\n\n您正在${what}，验证码为 ${code}，${ttl} 分钟内有效。\n如非本人操作，请忽略本邮件。` },
    ctx.log,
  );
  return { sentTo: maskEmail(to), expiresInMinutes: ttl };
};

function maskEmail(email: string): string {
  const [name, host] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${host}`;
}

/** Checks a code for the target; a wrong one counts an attempt (committed even though the call fails). */
async function useCode(ctx: CallContext, purpose: 'phone' | 'email', target: string, code: string) {
  const s = signedIn(ctx).session;
  const r = await ctx.db.query<{ id: number; code_hash: string; attempts: number; expired: boolean }>(
    `select id, code_hash, attempts, expires_at <= now() as expired from notify_codes
      where user_id = $1 and purpose = $2 and target = $3 and used_at is null order by created_at desc limit 1 for update`,
    [s.userId, purpose, target],
  );
  const row = r.rows[0];
  if (!row) throw fail.validation('字段“验证码”（code）无效，请先获取验证码');
  if (row.expired) throw fail.validation('字段“验证码”（code）已过期，请重新获取');
  if (row.attempts >= CODE_MAX_ATTEMPTS) throw fail.validation('字段“验证码”（code）错误次数过多，请重新获取');
  if (row.code_hash !== codeHash(s.userId, purpose, target, code)) {
    await ctx.db.query(`update notify_codes set attempts = attempts + 1 where id = $1`, [row.id]);
    throw fail.validation('字段“验证码”（code）错误').committing();
  }
  await ctx.db.query(`update notify_codes set used_at = now() where id = $1`, [row.id]);
}

export const changePhone: Handler<'notify.changePhone'> = async (ctx, body) => {
  await useCode(ctx, 'phone', body.phone, body.code);
  await ctx.db.query(`update users set phone = $2, updated_at = now(), version = version + 1 where id = $1`, [signedIn(ctx).session.userId, body.phone]);
  return (await profileOf(ctx)) as never;
};

export const changeEmail: Handler<'notify.changeEmail'> = async (ctx, body) => {
  const email = body.email.trim();
  await useCode(ctx, 'email', email, body.code);
  await ctx.db.query(`update users set email = $2, updated_at = now(), version = version + 1 where id = $1`, [signedIn(ctx).session.userId, email]);
  return (await profileOf(ctx)) as never;
};

export const setDigest: Handler<'notify.setDigest'> = async (ctx, body) => {
  const s = signedIn(ctx).session;
  await ensurePrefs(ctx.db, s.tenantId, s.userId);
  if (body.frequency !== 'off') {
    const me = (await ctx.db.query<{ email: string | null }>(`select email from users where id = $1`, [s.userId])).rows[0];
    if (!me.email) throw fail.validation('字段“摘要频率”（frequency）：请先绑定邮箱，摘要发送到邮箱');
  }
  // digest_since: the first scheduled digest is the first slot after subscribing (or after a change of frequency).
  await ctx.db.query(
    `update notify_user_prefs set digest_since = case when digest_frequency = $2 then digest_since else now() end,
            digest_frequency = $2, digest_days = $3, updated_at = now(), version = version + 1 where user_id = $1`,
    [s.userId, body.frequency, body.days],
  );
  return (await profileOf(ctx)) as never;
};

export const sendDigestNow: Handler<'notify.sendDigestNow'> = async (ctx) => {
  const s = signedIn(ctx).session;
  const { digest } = await sendNow(ctx.db, s.tenantId, s.userId, ctx.log);
  if (!digest) throw fail.validation('请先绑定邮箱，摘要发送到邮箱');
  return { sentTo: maskEmail(digest.mail.to), itemCount: digest.items.length };
};

export const icalCreate: Handler<'notify.icalCreate'> = async (ctx) => {
  const s = signedIn(ctx).session;
  await ensurePrefs(ctx.db, s.tenantId, s.userId);
  const token = randomBytes(32).toString('base64url');
  await ctx.db.query(`update notify_user_prefs set ical_token_hash = $2, ical_created_at = now(), updated_at = now() where user_id = $1`, [s.userId, sha256(token)]);
  return { url: `/calendar/feed/${token}.ics` };
};

export const icalRevoke: Handler<'notify.icalRevoke'> = async (ctx) => {
  const s = signedIn(ctx).session;
  await ensurePrefs(ctx.db, s.tenantId, s.userId);
  await ctx.db.query(`update notify_user_prefs set ical_token_hash = null, ical_created_at = null, updated_at = now() where user_id = $1`, [s.userId]);
  return (await profileOf(ctx)) as never;
};

async function ukeyOf(ctx: CallContext) {
  const s = signedIn(ctx).session;
  const r = await ctx.db.query<{ code: string | null; at: string | null }>(
    `select ukey_code as code, to_char(ukey_saved_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as at from notify_user_prefs where user_id = $1`,
    [s.userId],
  );
  const row = r.rows[0];
  return { bound: Boolean(row?.code), ukeyCode: row?.code ?? null, savedAt: row?.at ?? null };
}

export const ukeyInfo: Handler<'notify.ukeyInfo'> = async (ctx) => ukeyOf(ctx);

export const ukeySave: Handler<'notify.ukeySave'> = async (ctx, body) => {
  const s = signedIn(ctx).session;
  await ensurePrefs(ctx.db, s.tenantId, s.userId);
  const code = body.ukeyCode.trim() || null;
  await ctx.db.query(`update notify_user_prefs set ukey_code = $2, ukey_saved_at = case when $2::text is null then null else now() end, updated_at = now() where user_id = $1`, [s.userId, code]);
  return ukeyOf(ctx);
};
