// 系统设置 calls: message settings, global configuration, dictionaries (generic schema screens; these handlers make
// the shipped rows first and add the checks a schema cannot express), and the release log of every user.
import type { Handler } from '../../../server/http/context';
import { signedIn } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import * as generic from '../../../server/lists/generic';
import { configValueProblem, type ConfigType } from '../shared/config';
import releases from '../shared/releases.json';
import { ensureDefaults, readConfig } from './defaults';

const tenantOf = (ctx: Parameters<Handler<'notify.profile'>>[0]) => signedIn(ctx).session.tenantId;

export const settingsList: Handler<'notify.settingsList'> = async (ctx, body) => {
  await ensureDefaults(ctx.db, tenantOf(ctx));
  return (await generic.list(ctx, body as never)) as never;
};

export const settingsUpdate: Handler<'notify.settingsUpdate'> = async (ctx, body) => {
  const roles = body.roleIds ?? [];
  if (roles.length) {
    const r = await ctx.db.query<{ id: number }>(`select id from roles where id = any($1::int[])`, [roles]);
    const missing = roles.find((id) => !r.rows.some((x) => x.id === id));
    if (missing !== undefined) throw fail.validation(`字段“另通知角色”（roleIds）指向的角色 ${missing} 不存在`);
  }
  return (await generic.update(ctx, body as never)) as never;
};

export const configList: Handler<'notify.configList'> = async (ctx, body) => {
  await ensureDefaults(ctx.db, tenantOf(ctx));
  return (await generic.list(ctx, body as never)) as never;
};

export const configUpdate: Handler<'notify.configUpdate'> = async (ctx, body) => {
  const row = await ctx.db.query<{ type: ConfigType; key: string }>(`select value_type as type, config_key as key from global_config where id = $1`, [body.id]);
  if (!row.rows[0]) throw fail.notFound('配置项不存在');
  if (body.value !== undefined) {
    const problem = configValueProblem(row.rows[0].type, body.value, row.rows[0].key);
    if (problem) throw fail.validation(`字段“值”（value）${problem}`);
  }
  return (await generic.update(ctx, body as never)) as never;
};

export const configGet: Handler<'notify.configGet'> = async (ctx) => readConfig(ctx.db, tenantOf(ctx));

export const dictList: Handler<'notify.dictList'> = async (ctx, body) => {
  await ensureDefaults(ctx.db, tenantOf(ctx));
  return (await generic.list(ctx, body as never)) as never;
};

export const dictDelete: Handler<'notify.dictDelete'> = async (ctx, body) => {
  const r = await ctx.db.query<{ builtin: boolean }>(`select builtin from dict_items where id = $1`, [body.id]);
  if (!r.rows[0]) throw fail.notFound('字典项不存在');
  if (r.rows[0].builtin) throw fail.validation('内置字典项不能删除，可将其停用');
  return (await generic.remove(ctx, body as never)) as never;
};

export const dictItems: Handler<'notify.dictItems'> = async (ctx, body) => {
  await ensureDefaults(ctx.db, tenantOf(ctx));
  const r = await ctx.db.query<{ value: string; label: string; labelEn: string | null }>(
    `select item_value as value, label_zh as label, label_en as "labelEn" from dict_items where dict_code = $1 and enabled order by sort, id`,
    [body.dictCode],
  );
  return r.rows;
};

/**
 * The newest release the caller has not seen, among those released after their account was made (a new user is
 * not told what was new before they came), and every release.
 */
export const releaseLog: Handler<'notify.releaseLog'> = async (ctx) => {
  const s = signedIn(ctx).session;
  const r = await ctx.db.query<{ since: string; seen: string[] }>(
    `select to_char(u.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as since,
            array(select release from release_log_reads where user_id = u.id) as seen
       from users u where u.id = $1`,
    [s.userId],
  );
  const { since, seen } = r.rows[0];
  const latest = releases.find((x) => x.date > since);
  return { unseen: latest && !seen.includes(latest.release) ? latest : null, releases };
};

export const releaseSeen: Handler<'notify.releaseSeen'> = async (ctx, body) => {
  const s = signedIn(ctx).session;
  if (!releases.some((r) => r.release === body.release)) throw fail.validation(`字段“版本”（release）没有版本 ${body.release}`);
  await ctx.db.query(`insert into release_log_reads (tenant_id, user_id, release) values ($1, $2, $3) on conflict do nothing`, [s.tenantId, s.userId, body.release]);
  return null;
};
