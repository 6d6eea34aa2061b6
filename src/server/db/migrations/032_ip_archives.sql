-- Copyright and patent archives (issue 15, module src/modules/ip-archives). Ordinary works (作品著作权; their
-- 作品类型 is the locked custom field of custom-field module 32), software copyrights (软件著作权, module 33) and
-- patents (专利, module 34). Patent terms are dated data each tenant's administrator can edit
-- (patent_term_rules: the term in years of a patent type for applications filed from valid_from); the server
-- derives each patent's expiry and next annual-fee due date from them (shared/annualFees.ts) and stores them with
-- the derivation, recalculating a tenant's patents whenever its rules change.

create table copyright_works (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  title text not null,
  author text,
  owner text not null,
  completion_date date,
  completion_place text,
  publication_date date,
  publication_place text,
  reg_no text,
  reg_date date,
  files jsonb not null default '[]',
  remark text,
  custom_values jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create unique index copyright_works_reg_no_key on copyright_works (tenant_id, reg_no) where reg_no is not null;
create index copyright_works_created_idx on copyright_works (tenant_id, created_at desc, id desc);

create table copyright_software (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  name text not null,
  short_name text,
  software_version text,
  developer text not null,
  completion_date date,
  first_publication_date date,
  reg_no text,
  reg_date date,
  source_files jsonb not null default '[]',
  manual_files jsonb not null default '[]',
  remark text,
  custom_values jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create unique index copyright_software_reg_no_key on copyright_software (tenant_id, reg_no) where reg_no is not null;
create index copyright_software_created_idx on copyright_software (tenant_id, created_at desc, id desc);

create table patent_term_rules (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  patent_type text not null check (patent_type in ('invention', 'utilityModel', 'design')),
  valid_from date not null,
  valid_to date,
  term_years integer not null check (term_years between 1 and 50),
  legal_basis text not null default '',
  shipped boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  check (valid_to is null or valid_to >= valid_from)
);
create index patent_term_rules_type_idx on patent_term_rules (tenant_id, patent_type, valid_from);

create table patents (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  patent_type text not null check (patent_type in ('invention', 'utilityModel', 'design')),
  title text not null,
  app_no text not null,
  app_date date not null,
  pub_no text,
  pub_date date,
  grant_no text,
  grant_date date,
  applicants text not null,
  inventors text,
  ipc_class text,
  priority text,
  legal_status text not null default 'pending' check (legal_status in ('pending', 'granted', 'lapsed', 'expired', 'invalidated', 'rejected', 'withdrawn')),
  fee_paid_year integer check (fee_paid_year between 1 and 50),
  -- derived by the server from patent_term_rules (never written by a form)
  term_years integer,
  expiry_date date,
  next_fee_year integer,
  next_fee_due date,
  fee_derivation jsonb not null default '[]',
  files jsonb not null default '[]',
  remark text,
  custom_values jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create unique index patents_app_no_key on patents (tenant_id, app_no);
create index patents_created_idx on patents (tenant_id, created_at desc, id desc);
create index patents_next_fee_idx on patents (tenant_id, next_fee_due) where next_fee_due is not null;

alter table copyright_works enable row level security;
alter table copyright_software enable row level security;
alter table patent_term_rules enable row level security;
alter table patents enable row level security;
create policy tenant_isolation on copyright_works
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on copyright_software
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on patent_term_rules
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on patents
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
