import { signedIn, type Handler } from '../http/context';
import { PAGE_TOTAL_CAP, cappedTotal } from '../lists/paging';

interface MessageRow { id: number; title: string; content: string; msg_type: 1 | 2 | 3 | 4; is_read: 0 | 1; link: string | null; created_at: Date }

export const list: Handler<'messages.list'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const pageNo = body.pageNo ?? 1;
  const pageSize = body.pageSize ?? 20;
  const where = ['user_id = $1'];
  const params: unknown[] = [session.userId];
  if (body.isRead !== undefined) where.push(`is_read = $${params.push(body.isRead)}`);
  if (body.msgType !== undefined) where.push(`msg_type = $${params.push(body.msgType)}`);
  const cond = where.join(' and ');
  const rows = await ctx.db.query<MessageRow>(
    `select id, title, content, msg_type, is_read, link, created_at from messages where ${cond}
     order by created_at desc, id desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
    params,
  );
  const total = await cappedTotal(ctx.db, `select 1 from messages where ${cond}`, params);
  const unread = await ctx.db.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from messages where user_id = $1 and is_read = 0 limit ${PAGE_TOTAL_CAP}) t`,
    [session.userId],
  );
  return {
    page: {
      list: rows.rows.map((m) => ({
        id: m.id, title: m.title, content: m.content, msgType: m.msg_type, isRead: m.is_read, link: m.link,
        createTime: new Date(m.created_at).toISOString(),
      })),
      ...total,
      pageNo,
      pageSize,
    },
    unread: unread.rows[0].n,
  };
};

export const setRead: Handler<'messages.setRead'> = async (ctx, body) => {
  const { session } = signedIn(ctx);
  const r = body.all
    ? await ctx.db.query('update messages set is_read = 1 where user_id = $1 and is_read = 0', [session.userId])
    : await ctx.db.query('update messages set is_read = 1 where user_id = $1 and is_read = 0 and id = any($2::int[])', [session.userId, body.ids]);
  return { updated: r.rowCount };
};

export const groupInfo: Handler<'messages.groupInfo'> = async (ctx) => {
  const { session } = signedIn(ctx);
  const r = await ctx.db.query<{ name: string; users: number; enabled: number; prev_login_at: Date | null }>(
    `select t.name,
            (select count(*)::int from users where deleted_at is null) as users,
            (select count(*)::int from users where deleted_at is null and status = 1) as enabled,
            (select prev_login_at from users where id = $1) as prev_login_at
       from tenants t where t.id = $2`,
    [session.userId, session.tenantId],
  );
  const row = r.rows[0];
  return {
    tenantId: session.tenantId,
    tenantName: row.name,
    userCount: row.users,
    enabledUserCount: row.enabled,
    roleName: session.roleName,
    lastLoginAt: row.prev_login_at ? new Date(row.prev_login_at).toISOString() : null,
  };
};
