-- Public trademark data (issue 16, first slice): marks of the CNIPA gazettes a tenant loads from files (初审公告,
-- 注册公告, 转让公告, ...), searched by the built-in tools (/tool/brandSearch, /tool/batchSearch, /tool/brandNotice).
-- Per tenant: each tenant loads its own copy (row-level security as every tenant table).
--
-- Search paths: 商标名称 contains/similar by trigram (pg_trgm, loaded on both databases since 028; ILIKE is made
-- leakproof there so the index serves under row-level security); similar names also by sound through name_pinyin
-- (" hua wei ", toneless syllables, src/modules/public-marks/shared/similarity.ts) with its own trigram index;
-- 申请号 and 注册号 exact by b-tree with tenant_id in front, contains by trigram as in 028.
create extension if not exists pg_trgm;

create table public_marks (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  tm_name text not null,
  name_pinyin text not null default '',
  tm_image text,
  tm_cl integer check (tm_cl between 1 and 45),
  goods text,
  applicant text,
  applicant_address text,
  app_no text not null,
  reg_no text,
  announcement_type text,
  announcement_issue text,
  announcement_date date,
  status text,
  batch_task_id integer,
  created_at timestamptz not null default now()
);
create index public_marks_name_trgm_idx on public_marks using gin (tm_name gin_trgm_ops);
create index public_marks_pinyin_trgm_idx on public_marks using gin (name_pinyin gin_trgm_ops);
create index public_marks_app_no_idx on public_marks (tenant_id, app_no);
create index public_marks_reg_no_idx on public_marks (tenant_id, reg_no);
create index public_marks_app_no_trgm_idx on public_marks using gin (app_no gin_trgm_ops);
create index public_marks_date_idx on public_marks (tenant_id, announcement_date desc, id desc);
create index public_marks_name_idx on public_marks (tenant_id, tm_name);

alter table public_marks enable row level security;
create policy tenant_isolation on public_marks
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
