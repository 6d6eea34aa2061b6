-- The archive list sorted by any of its columns (issue 19, measured by scripts/bench-lists.ts at 1,000,000 marks).
-- One b-tree per sortable key of the brandRecords screen, in the order the list engine writes for the
-- descending sort: tenant first (row-level security's condition), then the key, then id desc (ties newest
-- first); nullable keys "desc nulls last" (nulls go last both ways), NOT NULL ones plain "desc".
--   key desc          -> a forward scan of the index, index-only for the page's ids
--   key asc           -> src/server/lists/walk.ts: the page's key values by the backward scan, then each
--                        key's rows as a range (key = v order by id desc); no second index per direction
-- created_at is served by trademarks_created_idx (003). Partial like the others (the engine always adds
-- deleted_at is null). Their write cost (xlsx import, tags by filter) is in the README's performance section.
create index trademarks_sort_tm_name_idx on trademarks (tenant_id, tm_name desc, id desc) where deleted_at is null;
create index trademarks_sort_reg_no_idx on trademarks (tenant_id, reg_no desc nulls last, id desc) where deleted_at is null;
create index trademarks_sort_tm_cl_idx on trademarks (tenant_id, tm_cl desc, id desc) where deleted_at is null;
create index trademarks_sort_tm_status_idx on trademarks (tenant_id, tm_status desc nulls last, id desc) where deleted_at is null;
create index trademarks_sort_applicant_idx on trademarks (tenant_id, applicant desc nulls last, id desc) where deleted_at is null;
create index trademarks_sort_agent_idx on trademarks (tenant_id, agent desc nulls last, id desc) where deleted_at is null;
create index trademarks_sort_country_code_idx on trademarks (tenant_id, country_code desc, id desc) where deleted_at is null;
create index trademarks_sort_app_date_idx on trademarks (tenant_id, app_date desc nulls last, id desc) where deleted_at is null;
create index trademarks_sort_reg_date_idx on trademarks (tenant_id, reg_date desc nulls last, id desc) where deleted_at is null;
create index trademarks_sort_end_date_idx on trademarks (tenant_id, end_date desc nulls last, id desc) where deleted_at is null;
create index trademarks_sort_updated_at_idx on trademarks (tenant_id, updated_at desc, id desc) where deleted_at is null;

-- ---- Tag labels of a page: one indexed lookup per tag ------------------------------------------------------
-- trademark_tags (008) found each tag's label by walking every brand map's JSON (jsonb_path_query 'lax $.**')
-- once per tag of every row: 15-50 ms for a page of 50 rows, most of a list call. The nodes of every map now
-- live in brand_map_nodes too, kept by a trigger whenever a map is written, and the function reads them by
-- node id (row-level security keeps them to the caller's tenant, as it did brand_maps). Same result: the first
-- node with that id that has a label or text, its map's id, name and color; an id no map has is its own label.
create table brand_map_nodes (
  tenant_id integer not null references tenants(id),
  map_id integer not null references brand_maps(id) on delete cascade,
  node_id text not null,
  -- position of the node in the map's JSON (document order), the first wins as in jsonb_path_query
  ord integer not null,
  label text,
  primary key (map_id, ord)
);
-- Row-level security adds tenant_id = ... (an index condition: integer equality is leakproof).
create index brand_map_nodes_node_idx on brand_map_nodes (node_id, tenant_id, map_id, ord);
alter table brand_map_nodes enable row level security;
create policy tenant_isolation on brand_map_nodes
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

create function brand_map_nodes_of(m brand_maps) returns void language sql as $$
  delete from brand_map_nodes where map_id = m.id;
  insert into brand_map_nodes (tenant_id, map_id, node_id, ord, label)
  select m.tenant_id, m.id, node->>'id', n.ord::integer, coalesce(node->>'label', node->>'text')
    from jsonb_path_query(m.map, 'lax $.**') with ordinality n(node, ord)
   where jsonb_typeof(node) = 'object' and node->>'id' is not null and (node ? 'label' or node ? 'text');
$$;

create function brand_maps_sync_nodes() returns trigger language plpgsql as $$
begin
  perform brand_map_nodes_of(new);
  return null;
end
$$;
create trigger brand_maps_nodes_sync after insert or update of map on brand_maps
  for each row execute function brand_maps_sync_nodes();

select brand_map_nodes_of(m) from brand_maps m;

create or replace function trademark_tags(ids text[]) returns jsonb language sql stable as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', i.id, 'nodeId', i.id, 'label', coalesce(n.label, i.id),
                                               'mapId', n.map_id, 'mapName', n.map_name, 'color', n.color) order by i.ord), '[]'::jsonb)
    from unnest(ids) with ordinality i(id, ord)
    left join lateral (
      select b.label, m.id as map_id, m.name as map_name, m.color
        from brand_map_nodes b join brand_maps m on m.id = b.map_id
       where b.node_id = i.id
       order by b.map_id, b.ord
       limit 1
    ) n on true
$$;
