// A tenant's shipped notify data: one message-settings row per event, the configuration keys, the built-in
// dictionary items. Idempotent (unique keys, on conflict do nothing), so it runs at start for every tenant, in the
// demo seed, and before the settings calls read, which covers tenants created after the start.
import type { Queryable } from '../../../server/db/types';
import { CONFIG_KEYS, DEFAULT_SETTINGS, DICT_ITEMS } from '../shared/config';

export async function ensureDefaults(tx: Queryable, tenantId: number): Promise<void> {
  await tx.query(
    `insert into notify_settings (tenant_id, event_type, channel_workbench, channel_email, days_before, remark)
     select $1, s.e, s.w, s.m, s.d, s.r from unnest($2::text[], $3::boolean[], $4::boolean[], $5::int[], $6::text[]) as s(e, w, m, d, r)
     on conflict (tenant_id, event_type) do nothing`,
    [tenantId, ...[0, 1, 2, 3, 4].map((i) => DEFAULT_SETTINGS.map((s) => s[i]))],
  );
  await tx.query(
    `insert into global_config (tenant_id, config_key, label, value, value_type, description, sort)
     select $1, c.k, c.l, c.v, c.t, c.d, c.o from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[]) as c(k, l, v, t, d, o)
     on conflict (tenant_id, config_key) do nothing`,
    [tenantId, CONFIG_KEYS.map((c) => c.key), CONFIG_KEYS.map((c) => c.label), CONFIG_KEYS.map((c) => c.value), CONFIG_KEYS.map((c) => c.type), CONFIG_KEYS.map((c) => c.description), CONFIG_KEYS.map((_, i) => (i + 1) * 10)],
  );
  await tx.query(
    `insert into dict_items (tenant_id, dict_code, item_value, label_zh, label_en, sort, builtin)
     select $1, d.c, d.v, d.z, d.e, d.o, true from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[]) as d(c, v, z, e, o)
     on conflict (tenant_id, dict_code, item_value) do nothing`,
    [tenantId, ...[0, 1, 2, 3].map((i) => DICT_ITEMS.map((d) => d[i])), DICT_ITEMS.map((_, i) => (i + 1) * 10)],
  );
}

/** The tenant's configuration as key → value (defaults made first). */
export async function readConfig(tx: Queryable, tenantId: number): Promise<Record<string, string>> {
  await ensureDefaults(tx, tenantId);
  const r = await tx.query<{ k: string; v: string }>(`select config_key as k, value as v from global_config where tenant_id = $1`, [tenantId]);
  return Object.fromEntries(r.rows.map((x) => [x.k, x.v]));
}

export interface EventSetting { enabled: boolean; notifyResponsible: boolean; roleIds: number[]; workbench: boolean; email: boolean; daysBefore: number | null }

/**
 * How an event notifies in the tenant (系统设置 / 消息设置): whether at all, whom (the responsible users and/or the
 * users of roleIds) and through which channels. The digests read 'deadlineDue'; other modules read theirs through
 * the module's server entry.
 */
export async function eventSetting(tx: Queryable, tenantId: number, event: string): Promise<EventSetting> {
  await ensureDefaults(tx, tenantId);
  const r = await tx.query<EventSetting>(
    `select enabled, notify_responsible as "notifyResponsible", role_ids as "roleIds", channel_workbench as workbench, channel_email as email, days_before as "daysBefore"
       from notify_settings where tenant_id = $1 and event_type = $2`,
    [tenantId, event],
  );
  return r.rows[0];
}
