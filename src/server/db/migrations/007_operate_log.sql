-- Record history (operate log, spec 7.5 /userManage/queryOperateLog): who changed which record how, with
-- the before/after data that lets an operation such as a merge be undone.
create table operate_log (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  user_id integer references users(id) on delete set null,
  entity text not null,
  record_id integer not null,
  action text not null,
  summary text not null,
  detail jsonb not null default '{}',
  undone_at timestamptz,
  created_at timestamptz not null default now()
);
create index operate_log_record_idx on operate_log (tenant_id, entity, record_id, created_at desc, id desc);
alter table operate_log enable row level security;
create policy tenant_isolation on operate_log
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
