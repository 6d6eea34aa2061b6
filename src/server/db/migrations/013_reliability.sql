-- Reliability (issue 20): sign-in throttling that never signs anyone out, accounts per tenant, batch tasks
-- that survive a crash and run once, and row versions against lost updates.

-- ---- Sign-in throttling (src/server/auth/login-guard.ts) ------------------------------------------------
-- A key ('acct:<tenant>:<account>', 'pair:<tenant>:<account>@<address>', 'ip:<address>') collects failures;
-- past its free budget every further failure starts a delay window twice as long as the last (level).
alter table login_attempts add column level integer not null default 0;
alter table login_attempts add column last_failure_at timestamptz;
-- The window the account's owner was told about (a workbench message once per window, not per attempt).
alter table login_attempts add column notified_until timestamptz;

-- Addresses a user signed in from with the right password: the account's throttle (which a stranger can
-- hold by failing on purpose) does not apply there, so an attack on the account cannot lock its owner out.
create table sign_in_addresses (
  tenant_id integer not null references tenants(id),
  user_id integer not null references users(id) on delete cascade,
  ip text not null,
  last_success_at timestamptz not null default now(),
  primary key (user_id, ip)
);
alter table sign_in_addresses enable row level security;
create policy tenant_isolation on sign_in_addresses
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- ---- Accounts are unique per tenant -----------------------------------------------------------------------
-- Creating a user no longer consults other tenants, so it cannot reveal their accounts. Sign-in names the
-- tenant as account@code; the default tenant (the first) needs no code (src/server/auth/sign-in-name.ts).
drop index users_account_idx;
create unique index users_account_idx on users (tenant_id, lower(account));
drop function users_account_taken(text);

-- ---- Batch tasks (src/server/tasks/runner.ts) -------------------------------------------------------------
-- A running task is held by a PostgreSQL advisory lock of the running connection (gone the moment the process
-- dies), so no claim expiry is needed; attempts stops a task that keeps killing its runner.
alter table batch_tasks add column attempts integer not null default 0;
-- Work a task has committed, saved in the same transaction as that work: a resumed run continues from it.
alter table batch_tasks add column checkpoint jsonb;
-- Tasks of which a tenant may have one pending at a time (the one-click merge): a second start conflicts here
-- even when two servers start it at the same moment.
alter table batch_tasks add column single_key text;
create unique index batch_tasks_single_idx on batch_tasks (tenant_id, single_key) where operate_status = 0 and single_key is not null;

-- ---- Row versions (src/server/lists/generic.ts updateRecord) ----------------------------------------------
-- A form save names the version it read and bumps it; a stale save changes nothing (40900). Cell edits of
-- custom fields write only their own key of custom_values and leave the version alone.
alter table trademarks add column version integer not null default 1;
alter table enterprises add column version integer not null default 1;
alter table users add column version integer not null default 1;
alter table disputes add column version integer not null default 1;

-- trademark_list is t.* plus tags: recreated so that it carries the new column.
drop view trademark_list;
create view trademark_list with (security_invoker = true) as
  select t.*,
         case when cardinality(t.tag_ids) = 0 then '[]'::jsonb else trademark_tags(t.tag_ids) end as tags
    from trademarks t;

create or replace view users_list_view with (security_invoker = true) as
  select u.id, u.tenant_id, u.account, u.name, u.phone, u.email, u.role_id, r.role_name, u.status,
         coalesce(u.locked_until > now(), false) as locked, u.valid_until, u.last_login_at, u.created_at,
         u.deleted_at, u.search_grams, u.search_text, u.custom_values, u.version
    from users u join roles r on r.id = u.role_id;
