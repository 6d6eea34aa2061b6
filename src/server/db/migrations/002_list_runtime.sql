-- List runtime (issue 3): text search grams, user list view, enterprises, per-user display settings,
-- export records and persisted batch tasks.

-- search_grams: unigrams and bigrams of the searchable names, their full pinyin and initials, so that
-- 1- and 2-character Chinese terms, pinyin and initials are all answered by one GIN index (src/server/lists/search.ts).
-- search_text: the pinyin forms, to recheck that a latin term's grams are adjacent.
alter table users add column search_grams text[] not null default '{}';
alter table users add column search_text text not null default '';
create index users_search_idx on users using gin (search_grams);
create index users_created_idx on users (tenant_id, created_at desc, id desc);

create view users_list_view with (security_invoker = true) as
  select u.id, u.tenant_id, u.account, u.name, u.phone, u.email, u.role_id, r.role_name, u.status,
         coalesce(u.locked_until > now(), false) as locked, u.valid_until, u.last_login_at, u.created_at,
         u.deleted_at, u.search_grams, u.search_text
    from users u join roles r on r.id = u.role_id;

create table enterprises (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  group_id integer,
  applicant_type smallint not null,
  book_type smallint not null,
  country_or_region text not null default '中国',
  applicant_name text not null,
  applicant_english text,
  applicant_address text,
  post_code text,
  applicant_credit_code text,
  legal_person text,
  certificate_type smallint,
  certificate_no text,
  superior_no text,
  business_license text,
  id_photo text,
  used_applicant_param text,
  search_grams text[] not null default '{}',
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index enterprises_created_idx on enterprises (tenant_id, created_at desc, id desc);
create index enterprises_search_idx on enterprises using gin (search_grams);
create unique index enterprises_credit_code_idx on enterprises (tenant_id, applicant_credit_code)
  where deleted_at is null and applicant_credit_code is not null and applicant_credit_code <> '';
alter table enterprises enable row level security;
create policy tenant_isolation on enterprises
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

create table user_custom_display (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  user_id integer not null references users(id) on delete cascade,
  display_type smallint not null,
  table_key text not null default '',
  display_content text,
  updated_at timestamptz not null default now(),
  unique (user_id, display_type, table_key)
);
alter table user_custom_display enable row level security;
create policy tenant_isolation on user_custom_display
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- Long work (exports now; imports, merges later) persisted with progress so it survives a restart.
-- status: 0 processing, 1 success, 2 failure (spec 3.15).
create table batch_tasks (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  user_id integer not null references users(id) on delete cascade,
  operate_type text not null,
  operate_status smallint not null default 0,
  progress integer not null default 0,
  total integer not null default 0,
  payload jsonb not null default '{}',
  result jsonb,
  error_message text,
  created_at timestamptz not null default now(),
  end_time timestamptz
);
create index batch_tasks_pending_idx on batch_tasks (operate_status, id) where operate_status = 0;
create index batch_tasks_user_idx on batch_tasks (tenant_id, user_id, operate_type, created_at desc);
alter table batch_tasks enable row level security;
create policy tenant_isolation on batch_tasks
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

create table export_records (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  user_id integer not null references users(id) on delete cascade,
  file_name text not null,
  source text not null,
  status smallint not null default 0,
  row_count integer not null default 0,
  error_message text,
  file_path text,
  task_id integer references batch_tasks(id) on delete set null,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index export_records_user_idx on export_records (tenant_id, user_id, created_at desc, id desc);
alter table export_records enable row level security;
create policy tenant_isolation on export_records
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

create view export_records_view with (security_invoker = true) as
  select e.id, e.tenant_id, e.user_id, e.file_name, e.source, e.status, e.row_count, e.error_message,
         e.file_path, e.created_at, e.finished_at, u.name as created_by_name
    from export_records e join users u on u.id = e.user_id;

-- Accounts are unique across tenants, but a tenant-scoped caller cannot see other tenants' users: this
-- security-definer function answers only "is this account taken", nothing else.
create function users_account_taken(p_account text) returns table (taken integer)
  language sql security definer set search_path = public stable
  as $$ select 1 from users where lower(account) = lower(p_account) $$;
