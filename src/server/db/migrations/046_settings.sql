-- Issue 17: an enterprise's country is a code of the country list (the country picker), CN by default. Names
-- stored before are turned into codes at start by the enterprises module (src/modules/enterprises/server/countryCodes.ts),
-- which holds the country list.
alter table enterprises alter column country_or_region set default 'CN';

-- Issue 17, message settings drive every notification: one row per event occurrence (its source key) and recipient.
-- The unique key makes an occurrence notify each user once however often it is raised or scanned (two servers, a
-- retried task); the workbench message is written with the row, the email is sent after commit by the notify module's
-- delivery job (claimed with SKIP LOCKED, like the digests), so a rolled-back change sends nothing.
create table notify_event_deliveries (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  event_type text not null check (event_type in ('deadlineDue', 'approvalWaiting', 'documentReceived', 'monitoringHit', 'qualificationExpiring')),
  source_key text not null check (length(source_key) between 1 and 200),
  user_id integer not null references users(id) on delete cascade,
  workbench boolean not null,
  email_status text not null check (email_status in ('none', 'pending', 'sending', 'sent', 'failed')),
  subject text not null,
  body text not null,
  link text,
  attempts integer not null default 0,
  claimed_at timestamptz,
  claimed_by text,
  recipient text,
  error text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  unique (tenant_id, event_type, source_key, user_id)
);
create index notify_event_deliveries_mail_idx on notify_event_deliveries (id) where email_status in ('pending', 'sending');
alter table notify_event_deliveries enable row level security;
create policy tenant_isolation on notify_event_deliveries
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
