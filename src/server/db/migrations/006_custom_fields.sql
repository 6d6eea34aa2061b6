-- User-defined fields (issue 4): definitions per tenant and module; values live in each record's
-- custom_values jsonb keyed by field id (GIN-indexed for filters); reminders already sent for date fields.

create table custom_fields (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  module integer not null,
  field_title text not null,
  show_field_title text not null default '',
  field_desc text not null default '',
  is_require smallint not null default 1,
  field_type smallint not null,
  field_content jsonb not null default '{}',
  state smallint not null default 1,
  is_filter smallint not null default 0,
  is_top smallint not null default 0,
  is_edit smallint not null default 1,
  builtin_key text,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index custom_fields_module_idx on custom_fields (tenant_id, module, sort, id) where deleted_at is null;
create unique index custom_fields_builtin_idx on custom_fields (tenant_id, module, builtin_key) where builtin_key is not null;
alter table custom_fields enable row level security;
create policy tenant_isolation on custom_fields
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

alter table users add column custom_values jsonb not null default '{}';
alter table enterprises add column custom_values jsonb not null default '{}';
create index users_custom_idx on users using gin (custom_values jsonb_path_ops);
create index enterprises_custom_idx on enterprises using gin (custom_values jsonb_path_ops);

create or replace view users_list_view with (security_invoker = true) as
  select u.id, u.tenant_id, u.account, u.name, u.phone, u.email, u.role_id, r.role_name, u.status,
         coalesce(u.locked_until > now(), false) as locked, u.valid_until, u.last_login_at, u.created_at,
         u.deleted_at, u.search_grams, u.search_text, u.custom_values
    from users u join roles r on r.id = u.role_id;

create table custom_field_reminders (
  tenant_id integer not null references tenants(id),
  field_id integer not null references custom_fields(id) on delete cascade,
  record_id integer not null,
  due_at timestamptz not null,
  sent_at timestamptz not null default now(),
  primary key (field_id, record_id, due_at)
);
alter table custom_field_reminders enable row level security;
create policy tenant_isolation on custom_field_reminders
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
