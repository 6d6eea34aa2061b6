-- Designed case forms (issue 11, spec 2.2 /case-custom, 2.13 /system/caseCreate): configuration staff build case
-- application forms at run time in the same JSON Schema format as schemas/case-forms. A form has one editable draft
-- (schema + settings) and immutable published versions; a case of a designed form (case_type 'custom') keeps the
-- form and the version it was filed with and is always validated and rendered with that version.
create table case_form_designs (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  label_zh text not null,
  label_en text not null,
  draft_schema jsonb not null,
  settings jsonb not null default '{}',
  -- 0 never published, 1 published (the latest version is in use), 2 unpublished (hidden from new cases).
  status integer not null default 0 check (status in (0, 1, 2)),
  published_version integer,
  created_by integer references users(id) on delete set null,
  updated_by integer references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  deleted_at timestamptz
);
create index case_form_designs_tenant_idx on case_form_designs (tenant_id, updated_at desc, id desc) where deleted_at is null;
alter table case_form_designs enable row level security;
create policy tenant_isolation on case_form_designs
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- One row per publish; never updated (the schema a case was filed with must not change under it).
create table case_form_versions (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  form_id integer not null references case_form_designs(id),
  form_version integer not null,
  label_zh text not null,
  label_en text not null,
  schema jsonb not null,
  settings jsonb not null default '{}',
  published_by integer references users(id) on delete set null,
  published_at timestamptz not null default now()
);
create unique index case_form_versions_form_idx on case_form_versions (form_id, form_version);
alter table case_form_versions enable row level security;
create policy tenant_isolation on case_form_versions
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

alter table cases add column form_id integer references case_form_designs(id);
alter table cases add column form_version integer;
alter table cases add constraint cases_custom_form_check check ((case_type = 'custom') = (form_id is not null and form_version is not null));
create index cases_form_idx on cases (tenant_id, form_id, created_at desc, id desc) where deleted_at is null and form_id is not null;
