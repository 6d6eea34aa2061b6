// Notices the platform itself raises (a date field's 期限提醒) go through the module that owns the message settings
// (系统设置 / 消息设置: whether an event notifies, whom, through which channels). That module registers its notifier
// (ServerModule.notifier, registered by buildApp); the platform never imports it. Without one (a platform run with
// no such module) a notice is a plain workbench message to each responsible user.
import type { Queryable } from './db/types';

export interface PlatformNotice {
  tenantId: number;
  /** The message-settings event the notice belongs to. */
  event: 'deadlineDue';
  /** The occurrence, unique within the event: each recipient is told of it once. */
  sourceKey: string;
  /** The users responsible for it. */
  responsible: readonly number[];
  title: string;
  content: string;
  /** Client route opening the record. */
  link: string | null;
}

/** Sends a notice by the message settings; returns how many workbench messages and emails (queued) it made. */
export type Notifier = (tx: Queryable, n: PlatformNotice) => Promise<{ workbench: number; email: number }>;

let registered: Notifier | null = null;

export function registerNotifier(n: Notifier | null): void {
  registered = n;
}

/** Sends a platform notice through the registered notifier; returns the workbench messages written. */
export async function sendNotice(tx: Queryable, n: PlatformNotice): Promise<number> {
  if (registered) return (await registered(tx, n)).workbench;
  let made = 0;
  for (const userId of new Set(n.responsible)) {
    await tx.query(`insert into messages (tenant_id, user_id, title, content, msg_type, link) values ($1, $2, $3, $4, 2, $5)`, [n.tenantId, userId, n.title, n.content, n.link]);
    made++;
  }
  return made;
}
