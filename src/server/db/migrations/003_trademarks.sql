-- Trademark archive (spec 2.6 商标档案, 3.5/3.6): the records behind /brandArchives/queryBrandPage.
-- Indexes are chosen for the list engine's query shapes (measured by scripts/bench-lists.ts):
--   newest first            -> (tenant_id, created_at desc, id desc)    rows, and the capped count (index only)
--   class + status, newest  -> (tenant_id, tm_cl, tm_status, created_at desc, id desc)
--   name/applicant contains, tags (has any of), custom-field values (containment)
--                           -> one GIN over search_grams, tag_ids and custom_values (jsonb_path_ops)
-- All partial on deleted_at is null (the engine always adds it). The GIN index is one multicolumn index:
-- conditions on several of its columns are intersected inside the index scan, so "tag n7 and custom field
-- 101 = 防御" (25,000 and 100,000 rows at 1M) puts ~2,500 entries into the bitmap instead of ANDing two large
-- bitmaps (which also turn lossy under the default work_mem). Being partial like the b-trees also keeps the
-- planner from ANDing a selective GIN result with a b-tree range ("安达" in class 9: 1,029 grams hits AND
-- 81,000 class entries, 13 ms instead of 1 ms): it never ANDs two indexes whose shared predicate it already
-- counted, and with random_page_cost 4 it overrates what such an AND saves on cached heap pages.

create table trademarks (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  reg_no text,
  tm_cl smallint not null check (tm_cl between 1 and 45),
  tm_name text not null,
  new_tm_name text,
  tm_status text,
  ori_tm_status text,
  tm_image text,
  applicant text,
  applicant_address text,
  agent text,
  country_code text not null default 'CN',
  app_date date,
  reg_date date,
  end_date date,
  -- 0 synced from the public cloud, 1 manual input, 2 batch import, 3 generated from a case
  dpl_source smallint not null default 1 check (dpl_source between 0 and 3),
  tag_ids text[] not null default '{}',
  custom_values jsonb not null default '{}',
  search_grams text[] not null default '{}',
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create index trademarks_created_idx on trademarks (tenant_id, created_at desc, id desc) where deleted_at is null;
create index trademarks_class_status_idx on trademarks (tenant_id, tm_cl, tm_status, created_at desc, id desc) where deleted_at is null;
-- Without tenant_id in front on purpose: a number is rare across tenants too, and an index led by tenant_id
-- would compete with created_idx for the capped count while visiting heap pages (visibility map) in random order.
create index trademarks_reg_no_idx on trademarks (reg_no) where deleted_at is null;
-- New entries wait in the GIN pending list until (auto)vacuum merges them, and every search reads that list
-- whole: 1 MB instead of the default 4 MB bounds that cost after a large import.
create index trademarks_gin_idx on trademarks using gin (search_grams, tag_ids, custom_values jsonb_path_ops)
  with (gin_pending_list_limit = 1024) where deleted_at is null;

alter table trademarks enable row level security;
create policy tenant_isolation on trademarks
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- Row-level security and GIN indexes: under a policy, PostgreSQL uses a query condition as an index condition
-- only when its operator function is LEAKPROOF (else it must run after the policy's own check, i.e. as a
-- filter over every row of the tenant). Array containment/overlap and jsonb containment are not marked
-- leakproof in the catalogue, so every gram search, tag filter and custom-field filter would scan the whole
-- tenant. They raise no errors that depend on the data and have no side effects, so they are marked here
-- (per database; needs a superuser: the migration warns and lists stay correct but slower otherwise).
do $$ begin
  if (select rolsuper from pg_roles where rolname = current_user) then
    alter function pg_catalog.arraycontains(anyarray, anyarray) leakproof;
    alter function pg_catalog.arrayoverlap(anyarray, anyarray) leakproof;
    alter function pg_catalog.jsonb_contains(jsonb, jsonb) leakproof;
  else
    raise warning 'not a superuser: array/jsonb containment stay non-leakproof, so GIN indexes are not used under row-level security (see 003_trademarks.sql)';
  end if;
end $$;
