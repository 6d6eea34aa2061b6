// Deadline digests: a daily or weekly email per subscribed user listing the deadlines due in the next N days that
// they are responsible for (every module's, through the platform's collectDeadlines).
//
// Exactly once, also with several app servers on one PostgreSQL:
//  1. planDigests: each server, every minute, inserts one notify_digest_runs row per subscribed user for the
//     current slot (unique per tenant, user and slot: whichever server inserts first makes it, the others do
//     nothing).
//  2. deliverDigests: a server claims one pending row at a time (select ... for update skip locked, then status
//     'sending' committed before the mail goes out), sends it, and records 'sent'. Two servers never hold the same
//     row. A server that dies while sending leaves a 'sending' row; after 10 minutes another server takes it again
//     (the one case a mail may go twice), and a row that failed 3 times stays 'failed' with the error.
import { hostname } from 'node:os';
import { collectDeadlines, type DeadlineItem } from '../../../server/deadlines/sources';
import { withSystem, withTenant } from '../../../server/db/tenant';
import type { Database, Queryable } from '../../../server/db/types';
import { eventSetting, readConfig } from './defaults';
import { sendMail, type MailLog, type MailOutcome } from './mailer';
import { currentSlot, digestRange, type Frequency } from './schedule';

export const DIGEST_CLAIM_EXPIRY_MINUTES = 10;
export const DIGEST_MAX_ATTEMPTS = 3;
const WORKER = `${hostname()}:${process.pid}`;
const consoleLog: MailLog = { info: (obj, msg) => console.info(msg, JSON.stringify(obj)) };

/** Makes the run rows of the current slots of every tenant's subscribed users; returns how many were new. */
export async function planDigests(db: Database, now = new Date()): Promise<number> {
  const tenants = await withSystem(db, (tx) => tx.query<{ id: number }>(`select id from tenants order by id`));
  let made = 0;
  for (const t of tenants.rows)
    made += await withTenant(db, t.id, async (tx) => {
      const setting = await eventSetting(tx, t.id, 'deadlineDue');
      if (!setting.enabled || !setting.email) return 0;
      const config = await readConfig(tx, t.id);
      let n = 0;
      for (const frequency of ['daily', 'weekly'] as Frequency[]) {
        const slot = currentSlot(frequency, Number(config.digestHour), Number(config.digestWeekday), now);
        if (!slot) continue;
        // Only users subscribed before the slot: a new subscriber's first digest is the next slot.
        const r = await tx.query(
          `insert into notify_digest_runs (tenant_id, user_id, slot)
           select p.tenant_id, p.user_id, $2 from notify_user_prefs p join users u on u.id = p.user_id
            where p.tenant_id = $1 and p.digest_frequency = $3 and p.digest_since <= $4
              and u.status = 1 and u.deleted_at is null and (u.valid_until is null or u.valid_until > now()) and coalesce(u.email, '') <> ''
           on conflict (tenant_id, user_id, slot) do nothing`,
          [t.id, slot.key, frequency, slot.at],
        );
        n += r.rowCount;
      }
      return n;
    });
  return made;
}

interface Claimed { id: number; tenant_id: number; user_id: number; slot: string; attempts: number }

/** Claims and sends pending digests until none is left; returns how many this server sent. */
export async function deliverDigests(db: Database, log: MailLog = consoleLog, worker = WORKER, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await withSystem(db, (tx) =>
      tx.query<Claimed>(
        `update notify_digest_runs r set status = 'sending', claimed_at = now(), claimed_by = $1, attempts = r.attempts + 1
          where r.id = (select id from notify_digest_runs
                         where status = 'pending' or (status = 'sending' and claimed_at < now() - make_interval(mins => $2))
                         order by id limit 1 for update skip locked)
          returning r.id, r.tenant_id, r.user_id, r.slot, r.attempts`,
        [worker, DIGEST_CLAIM_EXPIRY_MINUTES],
      ),
    );
    const run = claimed.rows[0];
    if (!run) return sent;
    try {
      const out = await withTenant(db, run.tenant_id, (tx) => buildDigest(tx, run.tenant_id, run.user_id, slotTime(run.slot)));
      if (!out) {
        await finish(db, run, worker, 'skipped', null, null, '用户已停用、无邮箱或已退订');
        continue;
      }
      await sendMail(out.mail, log, env);
      await withTenant(db, run.tenant_id, (tx) => writeWorkbench(tx, run.tenant_id, run.user_id, out.items, out.days));
      await finish(db, run, worker, 'sent', out.items.length, out.mail.to, null);
      sent++;
    } catch (e) {
      const failed = run.attempts >= DIGEST_MAX_ATTEMPTS;
      await finish(db, run, worker, failed ? 'failed' : 'pending', null, null, (e as Error).message.slice(0, 500));
    }
  }
}

/** The instant of a slot key's day at 00:00 China time (the digest range starts on that day). */
function slotTime(slot: string): Date {
  const day = slot.split(':')[1];
  return new Date(`${day}T00:00:00+08:00`);
}

/** Records a run's outcome, only while this worker still holds it (claimed_by). */
async function finish(db: Database, run: Claimed, worker: string, status: string, count: number | null, to: string | null, error: string | null) {
  await withTenant(db, run.tenant_id, (tx) =>
    tx.query(
      `update notify_digest_runs set status = $2, item_count = $3, recipient = $4, error = $5, sent_at = case when $2 = 'sent' then now() else sent_at end
        where id = $1 and claimed_by = $6`,
      [run.id, status, count, to, error, worker],
    ),
  );
}

export interface Digest { mail: { to: string; subject: string; text: string; html: string }; items: DeadlineItem[]; days: number }

/** The digest of one user from the China day of `at`, or null when the user cannot get one (no email, left). */
export async function buildDigest(tx: Queryable, tenantId: number, userId: number, at: Date, env: NodeJS.ProcessEnv = process.env): Promise<Digest | null> {
  const u = await tx.query<{ name: string; email: string | null; days: number | null; active: boolean }>(
    `select u.name, u.email, p.digest_days as days, (u.status = 1 and u.deleted_at is null and (u.valid_until is null or u.valid_until > now())) as active
       from users u left join notify_user_prefs p on p.user_id = u.id where u.id = $1`,
    [userId],
  );
  const user = u.rows[0];
  if (!user || !user.active || !user.email) return null;
  const config = await readConfig(tx, tenantId);
  const setting = await eventSetting(tx, tenantId, 'deadlineDue');
  const days = user.days ?? setting.daysBefore ?? 14;
  const { from, to } = digestRange(at, days);
  const items = await collectDeadlines(tx, { tenantId, from, to, userId });
  const base = (env.PUBLIC_URL ?? '').replace(/\/$/, '');
  const title = config.systemName || 'IPMS';
  const subject = `【${title}】期限摘要：${from} 至 ${to} 共 ${items.length} 项`;
  const lines = items.map((d) => `${d.dueDate}  ${d.kind}  ${d.title}${base ? `  ${base}${d.link}` : ''}`);
  const text = [
    `${user.name}，您好：`,
    '',
    items.length ? `以下是您负责的、${from} 至 ${to} 到期的 ${items.length} 项期限：` : `${from} 至 ${to} 没有您负责的期限到期。`,
    '',
    ...lines,
    '',
    '可在个人中心修改或退订期限摘要。',
  ].join('\n');
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const rows = items
    .map((d) => `<tr><td>${esc(d.dueDate)}</td><td>${esc(d.kind)}</td><td>${base ? `<a href="${esc(base + d.link)}">${esc(d.title)}</a>` : esc(d.title)}</td></tr>`)
    .join('');
  const html = `<p>${esc(user.name)}，您好：</p><p>${esc(text.split('\n')[2])}</p>${items.length ? `<table border="1" cellpadding="4" cellspacing="0"><tr><th>到期日</th><th>期限</th><th>事项</th></tr>${rows}</table>` : ''}<p>可在个人中心修改或退订期限摘要。</p>`;
  return { mail: { to: user.email, subject, text, html }, items, days };
}

/** When the message settings say so, the digest also leaves a workbench message (期限提醒). */
async function writeWorkbench(tx: Queryable, tenantId: number, userId: number, items: DeadlineItem[], days: number) {
  const setting = await eventSetting(tx, tenantId, 'deadlineDue');
  if (!setting.workbench || !items.length) return;
  await tx.query(`insert into messages (tenant_id, user_id, title, content, msg_type, link) values ($1, $2, $3, $4, 2, $5)`, [
    tenantId,
    userId,
    '期限摘要',
    `未来 ${days} 天有 ${items.length} 项您负责的期限，最近的是 ${items[0].dueDate} ${items[0].kind}：${items[0].title}`,
    items[0].link,
  ]);
}

/** A digest for the caller now (personal centre: 立即发送), not counted as a scheduled run. */
export async function sendDigestNow(tx: Queryable, tenantId: number, userId: number, log: MailLog): Promise<{ digest: Digest | null; outcome: MailOutcome | null }> {
  const digest = await buildDigest(tx, tenantId, userId, new Date());
  if (!digest) return { digest, outcome: null };
  return { digest, outcome: await sendMail(digest.mail, log) };
}
