-- Cases (issue 10, spec 3.8 and 7.7): every filing with CNIPA or abroad is a case. A case has a type (the key of
-- its application form, schemas/case-forms/<type>.json), a state, and the form's values as biz_param (validated
-- by the form's schema on every save and submit). Columns derived from biz_param (applicant, mark, classes,
-- countries) are written with it so the case list filters them by index. Stages are the dated steps of the
-- lifecycle (caseQueryStageRecord); trends are the timeline of the detail page (stage events and comments).
create table cases (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  case_no text not null,
  case_type text not null,
  case_status text not null default '草稿' check (case_status in ('草稿', '待递交', '已递交', '已受理', '已结案')),
  biz_param jsonb not null default '{}',
  trademark_id integer references trademarks(id) on delete set null,
  enterprise_id integer references enterprises(id) on delete set null,
  applicant_name text,
  tm_name text,
  tm_cls text[] not null default '{}',
  countries text[] not null default '{}',
  app_no text,
  app_date date,
  submit_date date,
  result text,
  result_date date,
  remark text,
  created_by integer references users(id) on delete set null,
  updated_by integer references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  deleted_at timestamptz
);
-- Case numbers are unique per tenant (a deleted case keeps its number).
create unique index cases_no_idx on cases (tenant_id, case_no);
create index cases_created_idx on cases (tenant_id, created_at desc, id desc) where deleted_at is null;
create index cases_type_status_idx on cases (tenant_id, case_type, case_status, created_at desc, id desc) where deleted_at is null;
create index cases_countries_idx on cases using gin (countries) where deleted_at is null;
create index cases_trademark_idx on cases (trademark_id) where deleted_at is null;
alter table cases enable row level security;
create policy tenant_isolation on cases
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

create table case_stages (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  case_id integer not null references cases(id) on delete cascade,
  stage text not null,
  stage_date date not null,
  operator_id integer references users(id) on delete set null,
  operator_name text,
  remark text,
  created_at timestamptz not null default now()
);
create index case_stages_case_idx on case_stages (case_id, created_at, id);
alter table case_stages enable row level security;
create policy tenant_isolation on case_stages
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

create table case_trends (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  case_id integer not null references cases(id) on delete cascade,
  trend_type text not null check (trend_type in ('stage', 'comment')),
  content text not null,
  user_id integer references users(id) on delete set null,
  user_name text,
  created_at timestamptz not null default now()
);
create index case_trends_case_idx on case_trends (case_id, created_at desc, id desc);
alter table case_trends enable row level security;
create policy tenant_isolation on case_trends
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
