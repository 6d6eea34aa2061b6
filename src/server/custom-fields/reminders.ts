// Date-field reminders (spec 3.12, 9): for a date field with 设置期限提醒 on, each record's date minus the
// chosen offset, at the chosen hour (UTC+8), tells the chosen people once, as a 期限将至 notice of the message
// settings (src/server/notices.ts: workbench message and/or email, or nothing when the event is off).
import dayjs from 'dayjs';
import { customFieldModules } from '../../generated/custom-field-modules';
import { menuRoutes } from '../../generated/routes';
import { listSpecs } from '../../generated/list-specs';
import type { MenuItem } from '../../generated/types';
import type { Database } from '../db/types';
import { withTenant } from '../db/tenant';
import { sendNotice } from '../notices';

const OFFSETS: Record<string, { days?: number; months?: number; label: string }> = {
  '0d': { days: 0, label: '当天' }, '1d': { days: 1, label: '提前1天' }, '2d': { days: 2, label: '提前2天' },
  '1w': { days: 7, label: '提前1周' }, '2w': { days: 14, label: '提前2周' }, '1m': { months: 1, label: '提前1个月' }, '2m': { months: 2, label: '提前2个月' },
};
/** Reminders older than this are not sent late (a server that was down for a week does not spam). */
const CATCH_UP_MS = 24 * 3600 * 1000;

/** When the reminder of a date value is due: the date minus the offset, at hour HH:00 in UTC+8. */
export function dueAt(value: string, offset: string, time: string): Date {
  const o = OFFSETS[offset] ?? OFFSETS['0d'];
  // Calendar arithmetic on the date alone (dayjs keeps month ends: 03-31 minus one month is 02-28/29).
  const day = dayjs(value.slice(0, 10), 'YYYY-MM-DD').subtract(o.months ?? 0, 'month').subtract(o.days ?? 0, 'day');
  const hour = Number(time.slice(0, 2)) || 0;
  return new Date(Date.UTC(day.year(), day.month(), day.date(), hour - 8));
}

function screenPath(screen: string): string | null {
  let found: string | null = null;
  const walk = (list: MenuItem[]) => list.forEach((r) => (r.screen === screen && (found = r.path), r.children && walk(r.children)));
  walk(menuRoutes);
  return found;
}

interface FieldRow { id: number; tenant_id: number; module: number; field_title: string; field_content: Record<string, unknown> }

/** Sends the reminders that are due now; returns how many messages were created. Runs unscoped, always per tenant. */
export async function sendDueReminders(db: Database, now = new Date()): Promise<number> {
  const fields = await db.query<FieldRow>(
    `select id, tenant_id, module, field_title, field_content from custom_fields
      where deleted_at is null and field_type = 6 and (field_content->>'remind')::int = 1`,
  );
  let sent = 0;
  for (const f of fields.rows) {
    const screen = customFieldModules.find((m) => m.module === f.module)?.screen;
    const spec = screen ? listSpecs[screen] : undefined;
    if (!spec) continue;
    const c = (typeof f.field_content === 'string' ? JSON.parse(f.field_content) : f.field_content) as { dateLimit?: string; limitTime?: string; limitPerson?: number[] };
    const people = (c.limitPerson ?? []).filter((n) => Number.isInteger(n));
    if (!people.length) continue;
    const labelCol = spec.searchGrams[0] ? spec.fields[spec.searchGrams[0]].column : 'id';
    const soft = spec.softDelete ? `and "${spec.softDelete}" is null` : '';
    const rows = await db.query<{ id: number; v: string; label: string }>(
      `select id, custom_values->>$1 as v, "${labelCol}"::text as label from "${spec.table}" where tenant_id = $2 and custom_values ? $1 ${soft}`,
      [String(f.id), f.tenant_id],
    );
    for (const r of rows.rows) {
      if (!/^\d{4}-\d{2}-\d{2}/.test(r.v ?? '')) continue;
      const due = dueAt(r.v, c.dateLimit ?? '0d', c.limitTime ?? '00:00');
      if (due > now || now.getTime() - due.getTime() > CATCH_UP_MS) continue;
      await withTenant(db, f.tenant_id, async (tx) => {
        const claim = await tx.query(
          `insert into custom_field_reminders (tenant_id, field_id, record_id, due_at) values ($1, $2, $3, $4) on conflict do nothing`,
          [f.tenant_id, f.id, r.id, due],
        );
        if (claim.rowCount === 0) return;
        const recipients = await tx.query<{ id: number }>(`select id from users where tenant_id = $1 and id = any($2::int[]) and deleted_at is null`, [f.tenant_id, people]);
        // A deadline notice by the tenant's message settings (期限将至: on or off, channels, roles told too).
        sent += await sendNotice(tx, {
          tenantId: f.tenant_id,
          event: 'deadlineDue',
          sourceKey: `field:${f.id}:${r.id}:${due.toISOString()}`,
          responsible: recipients.rows.map((u) => Number(u.id)),
          title: `期限提醒：${f.field_title}`,
          content: `${spec.label.zh}「${r.label ?? r.id}」的「${f.field_title}」为 ${r.v.slice(0, 10)}（${OFFSETS[c.dateLimit ?? '0d']?.label ?? '当天'}提醒）。`,
          link: screenPath(spec.screen),
        });
      });
    }
  }
  return sent;
}
