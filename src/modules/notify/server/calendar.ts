// The personal calendar feed (GET /calendar/feed/<secret>.ics, public: calendar apps send no token). The secret
// is looked up by its SHA-256; revoking or renewing it in the personal centre ends the old address at once. Every
// deadline the user is responsible for (the last 30 days and the next 2 years), one all-day event each, whose UID
// is made from the deadline's source and id: when a deadline moves, the event keeps its UID and calendars update
// it instead of adding a second one.
import dayjs from 'dayjs';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { collectDeadlines } from '../../../server/deadlines/sources';
import { withSystem, withTenant } from '../../../server/db/tenant';
import type { RouteHandler } from '../../../server/http/context';
import { fail } from '../../../server/http/errors';
import { readConfig } from './defaults';
import { sha256 } from './personal';
import { chinaDay } from './schedule';

export const FEED_NOT_FOUND = '日历订阅地址无效或已停用';

/** A stable event UID of a deadline (source + id), the same in every feed refresh. */
export const eventUid = (source: string, sourceId: string) => `${source}-${sourceId}@ipms`;

export const calendarFeed: RouteHandler = async (ctx) => {
  const token = ctx.params.token.replace(/\.ics$/, '');
  const owner = await withSystem(ctx.db, (tx) =>
    tx.query<{ user_id: number; tenant_id: number }>(
      `select p.user_id, p.tenant_id from notify_user_prefs p join users u on u.id = p.user_id
        where p.ical_token_hash = $1 and u.status = 1 and u.deleted_at is null and (u.valid_until is null or u.valid_until > now())`,
      [sha256(token)],
    ),
  );
  const o = owner.rows[0];
  if (!o) throw fail.notFound(FEED_NOT_FOUND);
  const today = chinaDay(new Date());
  const { items, name } = await withTenant(ctx.db, o.tenant_id, async (tx) => ({
    items: await collectDeadlines(tx, { tenantId: o.tenant_id, userId: o.user_id, from: dayjs(today).subtract(30, 'day').format('YYYY-MM-DD'), to: dayjs(today).add(2, 'year').format('YYYY-MM-DD') }),
    name: (await readConfig(tx, o.tenant_id)).systemName,
  }));
  const cal = ical({ name: `${name} 期限`, prodId: { company: 'ipms', product: 'deadlines', language: 'ZH' }, method: ICalCalendarMethod.PUBLISH, ttl: 60 * 60, timezone: 'Asia/Shanghai' });
  for (const d of items)
    cal.createEvent({
      id: eventUid(d.source, d.sourceId),
      start: new Date(`${d.dueDate}T00:00:00Z`),
      allDay: true,
      summary: `${d.kind}：${d.title}`,
      description: d.derivation.join('\n'),
      stamp: new Date(),
    });
  return { content: { body: cal.toString(), type: 'text/calendar; charset=utf-8', cache: 'no-cache' } };
};
