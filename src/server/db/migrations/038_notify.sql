-- Settings, personal centre, digests and the calendar feed (issue 17, module notify).
-- notify_settings: which events notify whom through which channel, one row per tenant and event type (the rows
-- are made by the module from its shipped list; they are edited, never added or removed). global_config: the
-- tenant's configuration values by key (shipped keys, edited by administrators). dict_items: dictionaries such as
-- CASE_OFR_OSF (shipped items are builtin: disabled, never deleted; administrators add their own).
-- notify_user_prefs: one row per user (digest choice, avatar, calendar-feed token hash, UKey signing data).
-- notify_codes: verification codes (hashed) for a new phone or email. notify_digest_runs: one row per user and
-- scheduled slot, the claim that makes a digest go out once even with several servers. release_log_reads: which
-- release each user has seen.

create table notify_settings (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  event_type text not null check (event_type in ('deadlineDue', 'approvalWaiting', 'documentReceived', 'monitoringHit', 'qualificationExpiring')),
  enabled boolean not null default true,
  notify_responsible boolean not null default true,
  role_ids integer[] not null default '{}',
  channel_workbench boolean not null default true,
  channel_email boolean not null default false,
  days_before integer check (days_before between 0 and 365),
  remark text,
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  unique (tenant_id, event_type)
);

create table global_config (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  config_key text not null,
  label text not null,
  value text not null,
  value_type text not null check (value_type in ('text', 'integer', 'hour', 'weekday', 'boolean')),
  description text,
  sort integer not null default 0,
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  unique (tenant_id, config_key)
);

create table dict_items (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  dict_code text not null check (dict_code ~ '^[A-Z][A-Z0-9_]{0,63}$'),
  item_value text not null,
  label_zh text not null,
  label_en text,
  sort integer not null default 0,
  enabled boolean not null default true,
  builtin boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  unique (tenant_id, dict_code, item_value)
);
create index dict_items_code_idx on dict_items (tenant_id, dict_code, sort, id);

create table notify_user_prefs (
  user_id integer primary key references users(id) on delete cascade,
  tenant_id integer not null references tenants(id),
  digest_frequency text not null default 'off' check (digest_frequency in ('off', 'daily', 'weekly')),
  digest_days integer not null default 14 check (digest_days between 1 and 90),
  digest_since timestamptz,
  avatar text,
  ical_token_hash text unique,
  ical_created_at timestamptz,
  ukey_code text,
  ukey_saved_at timestamptz,
  updated_at timestamptz not null default now(),
  version integer not null default 1
);

create table notify_codes (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  user_id integer not null references users(id) on delete cascade,
  purpose text not null check (purpose in ('phone', 'email')),
  target text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index notify_codes_user_idx on notify_codes (user_id, purpose, created_at desc);

create table notify_digest_runs (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  user_id integer not null references users(id) on delete cascade,
  slot text not null,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'skipped', 'failed')),
  claimed_at timestamptz,
  claimed_by text,
  attempts integer not null default 0,
  item_count integer,
  recipient text,
  error text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  unique (tenant_id, user_id, slot)
);
create index notify_digest_runs_pending_idx on notify_digest_runs (status, created_at) where status in ('pending', 'sending');

create table release_log_reads (
  tenant_id integer not null references tenants(id),
  user_id integer not null references users(id) on delete cascade,
  release text not null,
  read_at timestamptz not null default now(),
  primary key (user_id, release)
);

alter table notify_settings enable row level security;
alter table global_config enable row level security;
alter table dict_items enable row level security;
alter table notify_user_prefs enable row level security;
alter table notify_codes enable row level security;
alter table notify_digest_runs enable row level security;
alter table release_log_reads enable row level security;
create policy tenant_isolation on notify_settings
  using (tenant_id = current_setting('app.tenant_id')::integer) with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on global_config
  using (tenant_id = current_setting('app.tenant_id')::integer) with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on dict_items
  using (tenant_id = current_setting('app.tenant_id')::integer) with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on notify_user_prefs
  using (tenant_id = current_setting('app.tenant_id')::integer) with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on notify_codes
  using (tenant_id = current_setting('app.tenant_id')::integer) with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on notify_digest_runs
  using (tenant_id = current_setting('app.tenant_id')::integer) with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on release_log_reads
  using (tenant_id = current_setting('app.tenant_id')::integer) with check (tenant_id = current_setting('app.tenant_id')::integer);
