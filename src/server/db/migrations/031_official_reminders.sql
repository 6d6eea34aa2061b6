-- Deadline reminders of official documents (issue 12): one reminder run per tenant and day, claimed by whichever
-- server inserts the day's row first (so two servers never remind twice); the run is a batch task.
create table official_reminder_days (
  tenant_id integer not null references tenants(id),
  day date not null,
  task_id integer references batch_tasks(id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, day)
);
alter table official_reminder_days enable row level security;
create policy tenant_isolation on official_reminder_days
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
