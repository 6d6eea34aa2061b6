-- Goods and services classification (《类似商品和服务区分表》, Nice classes) and tenant country groupings (issue 5).
--
-- The classification is reference data shared by every tenant: no tenant_id and no row-level security (the
-- application role only needs select, which migrate() grants on every table). Several editions live side by
-- side (ncl12-2025, ncl13-2026, ...) because a record or case refers to the edition it was filed under; an
-- import replaces one edition in one transaction (src/server/classification/importer.ts).

create table nice_editions (
  edition text primary key check (edition ~ '^[a-z0-9][a-z0-9._-]{0,39}$'),
  -- Parsed from keys like ncl13-2026 (13th Nice edition, 2026 text); the newest one is the default edition.
  ncl_version integer,
  edition_year integer,
  source text not null default '',
  class_count integer not null default 0,
  group_count integer not null default 0,
  item_count integer not null default 0,
  imported_at timestamptz not null default now()
);

-- One row per class (level 0), similar-goods group (level 1) and goods/service item (level 2) of an edition.
-- The official table may list one item code under several groups: such a code has one row per group, so the
-- key includes parent_code (the class for a group, the group for an item, '' for a class).
create table nice_entries (
  edition text not null references nice_editions(edition) on delete cascade,
  level smallint not null check (level between 0 and 2),
  code text not null,
  parent_code text not null default '',
  class_no smallint not null check (class_no between 1 and 45),
  name text not null,
  -- The row's "version": the year its text comes from or was last revised (not the edition).
  text_version text,
  -- Order in the source file, so lists keep the book's order.
  line_no integer not null,
  -- Normalised synonyms (the name split at top-level '，', trailing '*' dropped) for matching pasted names.
  aliases text[] not null default '{}',
  -- Items: normalised name for the LIKE recheck, unigram/bigram grams of the name, its pinyin and initials
  -- (src/server/lists/search.ts) plus e:<edition> and c:<class>, so a search is one GIN lookup.
  search_name text not null default '',
  search_grams text[] not null default '{}',
  search_text text not null default '',
  primary key (edition, level, code, parent_code)
);
create index nice_entries_children_idx on nice_entries (edition, parent_code, level, line_no);
create index nice_entries_class_idx on nice_entries (edition, class_no, level, line_no);
create index nice_entries_search_idx on nice_entries using gin (search_grams);
create index nice_entries_alias_idx on nice_entries using gin (aliases);

-- A tenant's own grouping of countries (/countryCtg/treeList, /countryCtg/reSave): a tree of named
-- categories whose leaves are ISO 3166-1 alpha-2 codes (or the regional offices EM, OA, BX). Saved as a whole.
create table country_categories (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  parent_id integer references country_categories(id) on delete cascade,
  name text not null,
  code text not null default '',
  sort integer not null default 0,
  updated_by integer references users(id) on delete set null,
  updated_at timestamptz not null default now()
);
create index country_categories_tenant_idx on country_categories (tenant_id, parent_id, sort);
alter table country_categories enable row level security;
create policy tenant_isolation on country_categories
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- Marks whether a tenant has saved its own grouping (an empty saved tree is different from "never saved").
create table country_category_state (
  tenant_id integer primary key references tenants(id),
  saved_at timestamptz not null default now()
);
alter table country_category_state enable row level security;
create policy tenant_isolation on country_category_state
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
