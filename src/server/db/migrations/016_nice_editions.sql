-- Classification editions managed in the product (issue 18 item 2): the shipped NCL13-2026 edition is loaded at
-- first start (src/modules/classification/server/builtin.ts), administrators import further editions from the
-- UI as batch tasks, and each tenant chooses the edition its goods pickers and searches use.

-- Display name ("NCL(13-2026)"), whether the product ships the edition (loaded from its data file, never
-- removed by an import), and whether its rows are complete: an edition being imported by a batch task is
-- written in steps and only becomes usable (ready) at its end.
alter table nice_editions add column label text not null default '';
alter table nice_editions add column builtin boolean not null default false;
alter table nice_editions add column ready boolean not null default true;
-- sha256 of the data the edition was loaded from: a shipped edition whose data file changed is reloaded.
alter table nice_editions add column checksum text not null default '';

-- The edition a tenant works with (设为当前版本). Without a row: the newest shipped edition, else the newest one.
create table nice_tenant_editions (
  tenant_id integer primary key references tenants(id),
  edition text not null references nice_editions(edition) on delete cascade,
  set_by integer references users(id) on delete set null,
  set_at timestamptz not null default now()
);
alter table nice_tenant_editions enable row level security;
create policy tenant_isolation on nice_tenant_editions
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- An uploaded edition file: checked when uploaded (counts and problems kept here), imported by a batch task
-- once confirmed. status: 0 checked, 3 importing, 1 imported, 2 failed.
create table nice_edition_imports (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  user_id integer not null references users(id) on delete cascade,
  file_name text not null,
  file_key text not null,
  edition text not null default '',
  label text not null default '',
  class_count integer not null default 0,
  group_count integer not null default 0,
  item_count integer not null default 0,
  problem_count integer not null default 0,
  problems jsonb not null default '[]',
  status smallint not null default 0,
  task_id integer,
  created_at timestamptz not null default now()
);
alter table nice_edition_imports enable row level security;
create policy tenant_isolation on nice_edition_imports
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
