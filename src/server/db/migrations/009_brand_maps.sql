-- Brand maps (spec 3.13 品牌图谱): per tenant, each a tag tree kept as the mind map's JSON
-- ({root: {id, text, children}, layout: 'organizationStructure'}). Node ids are strings that survive renames;
-- trademarks.tag_ids (003) holds the ids of the nodes a mark carries. node_ids mirrors the map's ids (root
-- included) so the server can check "id used by another map" and find the marks of a removed node with one
-- GIN lookup instead of walking every map's JSON.
create table brand_maps (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  name text not null,
  map jsonb not null,
  node_ids text[] not null default '{}',
  color text not null default '#1677ff',
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index brand_maps_tenant_idx on brand_maps (tenant_id, sort, id);
create index brand_maps_nodes_idx on brand_maps using gin (node_ids);
alter table brand_maps enable row level security;
create policy tenant_isolation on brand_maps
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
