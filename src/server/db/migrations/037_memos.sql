-- 备忘录 (/memo, issue 17): personal notes with an optional reminder. A note is its owner's alone: lists and reads go
-- through memos_view, which shows only the rows of the user the call runs as (app.user_id, set by the memo
-- handlers); the tenant policy isolates tenants as everywhere. A due reminder is claimed by setting reminded_at in
-- the statement that finds it (for update skip locked), so with several servers each note reminds exactly once.
create table memos (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  user_id integer not null references users(id) on delete cascade,
  title text not null,
  content text,
  remind_at timestamptz,
  reminded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  deleted_at timestamptz
);
create index memos_user_idx on memos (tenant_id, user_id, created_at desc, id desc) where deleted_at is null;
-- The reminder job's scan: only armed reminders are in this index.
create index memos_due_idx on memos (remind_at) where reminded_at is null and remind_at is not null and deleted_at is null;
alter table memos enable row level security;
create policy tenant_isolation on memos
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

create view memos_view with (security_invoker = true) as
  select m.*,
         case when m.remind_at is null then 'none' when m.reminded_at is null then 'waiting' else 'sent' end as remind_status
    from memos m
   where m.user_id = nullif(current_setting('app.user_id', true), '')::integer;
