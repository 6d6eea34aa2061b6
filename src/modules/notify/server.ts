// Messages, configuration and the personal centre, server entry: message settings (which events notify whom
// through which channel), global configuration and dictionaries, the release log, the personal centre (avatar,
// phone and email with a code by email, UKey data, digest subscription, calendar feed), the scheduled deadline
// digests (croner slots, claimed once per user and slot) and the iCal feed.
import { withSystem } from '../../server/db/tenant';
import type { Queryable } from '../../server/db/types';
import { defineServerModule } from '../../server/modules';
import { calendarFeed } from './server/calendar';
import { ensureDefaults, eventSetting, type EventSetting } from './server/defaults';
import { deliverDigests, planDigests } from './server/digest';
import { deliverEventMails, notifyEvent, shouldNotify, type Channel, type EventNotice } from './server/events';
import { scanEvents } from './server/scan';
import * as p from './server/personal';
import { seedNotify } from './server/seed';
import * as s from './server/settings';
import type { EventType } from './shared/config';

export const notifyServer = defineServerModule({
  name: 'notify',
  handlers: {
    'notify.settingsList': s.settingsList,
    'notify.settingsUpdate': s.settingsUpdate,
    'notify.configList': s.configList,
    'notify.configUpdate': s.configUpdate,
    'notify.configGet': s.configGet,
    'notify.dictList': s.dictList,
    'notify.dictDelete': s.dictDelete,
    'notify.dictItems': s.dictItems,
    'notify.releaseLog': s.releaseLog,
    'notify.releaseSeen': s.releaseSeen,
    'notify.profile': p.profile,
    'notify.setAvatar': p.setAvatar,
    'notify.sendCode': p.sendCode,
    'notify.changePhone': p.changePhone,
    'notify.changeEmail': p.changeEmail,
    'notify.setDigest': p.setDigest,
    'notify.sendDigestNow': p.sendDigestNow,
    'notify.icalCreate': p.icalCreate,
    'notify.icalRevoke': p.icalRevoke,
    'notify.ukeyInfo': p.ukeyInfo,
    'notify.ukeySave': p.ukeySave,
  },
  routeHandlers: { 'notify.calendarFeed': calendarFeed },
  // Every minute: make the runs of the current daily/weekly slot (unique per user and slot), then send the
  // pending ones, each claimed by one server (src/modules/notify/server/digest.ts).
  periodic: [
    { everyMs: 60 * 1000, run: async (db) => (await planDigests(db), deliverDigests(db)) },
    // Every 5 minutes: the occurrences notify finds itself (documents received, qualifications expiring), then
    // the queued event emails of every module (src/modules/notify/server/events.ts, scan.ts).
    { everyMs: 5 * 60 * 1000, run: async (db) => (await scanEvents(db), deliverEventMails(db)) },
    // Every minute too: the queued event emails other modules raise while people wait for them (a demand waiting
    // for approval); each claimed once (SKIP LOCKED), so the overlap with the run above sends nothing twice.
    { everyMs: 60 * 1000, run: (db) => deliverEventMails(db) },
  ],
  seedDemo: seedNotify,
  onStart: async (db) => {
    await withSystem(db, async (tx) => {
      for (const t of (await tx.query<{ id: number }>(`select id from tenants`)).rows) await ensureDefaults(tx, t.id);
    });
  },
});

/** For other modules: how an event notifies in the tenant (系统设置 / 消息设置), read in the caller's transaction. */
export const notificationSetting = (tx: Queryable, tenantId: number, event: EventType): Promise<EventSetting> => eventSetting(tx, tenantId, event);
export type { EventSetting };

/**
 * For other modules, in the caller's transaction: whether the message settings let `event` reach `userId` through
 * `channel` ('workbench' | 'email'); pass { responsible: false } when the user is not responsible for the occurrence
 * (then only the settings' roles count).
 */
export { shouldNotify };
export { sendMail } from './server/mailer';
/**
 * For other modules: notify an occurrence of an event by the settings (whom, which channels), each recipient once per
 * sourceKey; the workbench message is written in the caller's transaction, the email sent after commit.
 */
export { notifyEvent };
export type { Channel, EventNotice };
