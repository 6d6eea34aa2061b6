-- Official documents (官文) and their deadlines (issue 12). The document-type catalogue, its dated period-rule
-- versions and the holiday calendar are per tenant and editable; the product ships them
-- (src/modules/official-docs/shared/catalogue.ts, shared/data/cn-calendar.json) and loads them into a tenant's
-- tables the first time the tenant works with official documents (official_data_loads records that).

create table official_doc_types (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  code text not null,
  name text not null,
  -- spec 5 form category: 1 registration certificates, 2 renewal, 3 change, 4 transfer, 5 decisions; 0 other
  category smallint not null default 0,
  response text not null default '',
  created_at timestamptz not null default now(),
  unique (tenant_id, code)
);
alter table official_doc_types enable row level security;
create policy tenant_isolation on official_doc_types
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- One dated version of a type's period rules; effective_to is the last day in force (null: open). Versions of
-- one type never overlap (checked by the handler, which names the version in the way).
create table official_rule_versions (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  type_code text not null,
  electronic_rule text not null default '',
  paper_rule text not null default '',
  legal_basis text not null default '',
  effective_from date not null,
  effective_to date,
  shipped boolean not null default false,
  remark text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  check (effective_to is null or effective_to >= effective_from),
  foreign key (tenant_id, type_code) references official_doc_types (tenant_id, code)
);
create index official_rule_versions_type_idx on official_rule_versions (tenant_id, type_code, effective_from);
alter table official_rule_versions enable row level security;
create policy tenant_isolation on official_rule_versions
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create view official_rule_versions_view with (security_invoker = true) as
  select r.*, t.name as type_name
    from official_rule_versions r join official_doc_types t on t.tenant_id = r.tenant_id and t.code = r.type_code;

-- Holidays (kind holiday) and adjusted working days (kind workday, 调休上班). A year counts as having calendar
-- data once it has at least one holiday; deadlines ending in a year without are flagged.
create table holiday_calendar_days (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  day date not null,
  kind text not null check (kind in ('holiday', 'workday')),
  name text not null,
  shipped boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  unique (tenant_id, day)
);
alter table holiday_calendar_days enable row level security;
create policy tenant_isolation on holiday_calendar_days
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

create table official_data_loads (
  tenant_id integer primary key references tenants(id),
  source text not null,
  loaded_at timestamptz not null default now()
);
alter table official_data_loads enable row level security;
create policy tenant_isolation on official_data_loads
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- An official document and its computed deadline (derivation: how it was computed, shared/deadline.ts).
create table official_documents (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  trademark_id integer references trademarks(id) on delete set null,
  tm_name text,
  app_no text,
  type_code text not null,
  medium text not null check (medium in ('electronic', 'paper')),
  issue_date date not null,
  receipt_date date,
  deadline date,
  derivation jsonb,
  deadline_note text not null default '',
  calendar_flag boolean not null default false,
  is_read boolean not null default false,
  status text not null default 'pending' check (status in ('pending', 'handled', 'ignored')),
  remark text,
  search_grams text[] not null default '{}',
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version integer not null default 1,
  foreign key (tenant_id, type_code) references official_doc_types (tenant_id, code)
);
create index official_documents_deadline_idx on official_documents (tenant_id, deadline, id) where deleted_at is null;
create index official_documents_created_idx on official_documents (tenant_id, created_at desc, id desc) where deleted_at is null;
create index official_documents_search_idx on official_documents using gin (search_grams) where deleted_at is null;
alter table official_documents enable row level security;
create policy tenant_isolation on official_documents
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create view official_documents_view with (security_invoker = true) as
  select d.*, t.name as type_name, (d.deadline - current_date) as remaining_days
    from official_documents d join official_doc_types t on t.tenant_id = d.tenant_id and t.code = d.type_code;

-- Every deadline a recalculation moved (after a rule or calendar change), for the 期限变化 list.
create table official_deadline_changes (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  document_id integer not null references official_documents(id) on delete cascade,
  old_deadline date,
  new_deadline date,
  cause text not null,
  changed_by integer references users(id) on delete set null,
  changed_at timestamptz not null default now()
);
create index official_deadline_changes_idx on official_deadline_changes (tenant_id, changed_at desc, id desc);
alter table official_deadline_changes enable row level security;
create policy tenant_isolation on official_deadline_changes
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- The deadline monitor (期限监控) reads the pending documents that have a deadline.
create view official_deadline_monitor_view with (security_invoker = true) as
  select * from official_documents_view where deleted_at is null and status = 'pending' and deadline is not null;
