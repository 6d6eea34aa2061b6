-- Trademark archive core (issue 6, part A): the fields of spec 3.6 the foundation left out, the list view
-- that joins tag node ids to their brand-map labels, disputed and announced trademarks, and xlsx imports.

-- Goods of the mark's class as JSON: [{code, name, suffix}] (suffix 2 = struck through, spec 3.4), the
-- per-class translation map goodsItemTranslate {"25": "Clothing; hats"}, the similar-goods groups the goods
-- fall in [{name, contain}] (registeredGroupInfo), and the classification edition they were taken from.
-- goods_items is also the column /classification/similarGoods reads (src/server/classification/service.ts).
alter table trademarks add column goods_items jsonb not null default '[]';
alter table trademarks add column goods_item_translate jsonb not null default '{}';
alter table trademarks add column registered_group_info jsonb not null default '[]';
alter table trademarks add column nice_edition text;
alter table trademarks add column brand_management_type text;
alter table trademarks add column applicant_en text;
alter table trademarks add column applicant_address_en text;
alter table trademarks add column agent_en text;
alter table trademarks add column agent_address text;
alter table trademarks add column announcement_issue text;
alter table trademarks add column reg_issue text;
alter table trademarks add column created_by integer references users(id) on delete set null;

-- Tags as the list shows them: [{id, nodeId, label, mapId, mapName, color}] for the record's tag node ids.
-- The brand maps (brand_maps, map jsonb {root: {id, text or label, children}}) come with migration 009 (brand maps
-- and tags), so the lookup is late-bound: until that table exists a tag shows its id. Row-level security of
-- brand_maps applies (the function runs as the caller). Stable; only the rows of a page reach it (the view
-- skips records without tags and the planner evaluates costly select-list expressions after the limit).
create function trademark_tags(ids text[]) returns jsonb language plpgsql stable cost 1000 as $$
begin
  if ids is null or cardinality(ids) = 0 then
    return '[]'::jsonb;
  end if;
  if to_regclass('brand_maps') is null then
    return (select coalesce(jsonb_agg(jsonb_build_object('id', i.id, 'nodeId', i.id, 'label', i.id) order by i.ord), '[]'::jsonb)
              from unnest(ids) with ordinality i(id, ord));
  end if;
  -- Static SQL: PL/pgSQL resolves brand_maps when this first runs (after 009), and caches the plan per session.
  return (
    select coalesce(jsonb_agg(jsonb_build_object('id', i.id, 'nodeId', i.id, 'label', coalesce(n.label, i.id),
                                                 'mapId', n.map_id, 'mapName', n.map_name, 'color', n.color) order by i.ord), '[]'::jsonb)
      from unnest(ids) with ordinality i(id, ord)
      left join lateral (
        select coalesce(node->>'label', node->>'text') as label, m.id as map_id, m.name as map_name, m.color
          from brand_maps m, jsonb_path_query(m.map, 'lax $.**') node
         where jsonb_typeof(node) = 'object' and node->>'id' = i.id and (node ? 'label' or node ? 'text')
         limit 1
      ) n on true
  );
end
$$;

-- The archive list reads this view (x-source of schemas/entities/trademark.json); writes go to the table.
create view trademark_list with (security_invoker = true) as
  select t.*,
         case when cardinality(t.tag_ids) = 0 then '[]'::jsonb else trademark_tags(t.tag_ids) end as tags
    from trademarks t;

-- Disputed trademarks (/brand/disputeList; /api/dispute/detail, delete, manage): oppositions, invalidations,
-- non-use cancellations and their reviews, with our side, the other party, the state and the outcome.
create table disputes (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  trademark_id integer references trademarks(id) on delete set null,
  tm_name text not null,
  reg_no text,
  tm_cl smallint check (tm_cl between 1 and 45),
  dispute_type text not null,
  our_role text,
  opponent text,
  opponent_agent text,
  dispute_status text not null,
  case_no text,
  filing_date date,
  deadline date,
  decision_date date,
  result text,
  remark text,
  search_grams text[] not null default '{}',
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index disputes_created_idx on disputes (tenant_id, created_at desc, id desc) where deleted_at is null;
create index disputes_search_idx on disputes using gin (search_grams) where deleted_at is null;
alter table disputes enable row level security;
create policy tenant_isolation on disputes
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- Announced trademarks (/brand/riskGg): marks of the gazette (初审公告, 注册公告, 送达公告...) that concern the
-- tenant's marks, by issue and date.
create table announcements (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  trademark_id integer references trademarks(id) on delete set null,
  announcement_issue text not null,
  announcement_date date,
  announcement_type text not null,
  tm_name text not null,
  reg_no text,
  tm_cl smallint check (tm_cl between 1 and 45),
  applicant text,
  agent text,
  page_no integer,
  search_grams text[] not null default '{}',
  search_text text not null default '',
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index announcements_date_idx on announcements (tenant_id, announcement_date desc, id desc) where deleted_at is null;
create index announcements_search_idx on announcements using gin (search_grams) where deleted_at is null;
alter table announcements enable row level security;
create policy tenant_isolation on announcements
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- An uploaded import file after its check: which rows are good, each bad row with its number and reason.
-- Confirming imports the good rows (all, or only when the user chose "import the good rows"); large files
-- run as a batch task (task_id). status: 0 checked, 1 imported, 2 failed, 3 queued.
create table archive_imports (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  user_id integer not null references users(id) on delete cascade,
  file_name text not null,
  file_key text not null,
  total integer not null default 0,
  valid integer not null default 0,
  errors jsonb not null default '[]',
  status smallint not null default 0,
  imported integer not null default 0,
  task_id integer,
  created_at timestamptz not null default now()
);
alter table archive_imports enable row level security;
create policy tenant_isolation on archive_imports
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
