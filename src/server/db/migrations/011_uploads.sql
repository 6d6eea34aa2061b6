-- Uploaded files (attachments of custom fields, images): stored through the file storage under
-- uploads/<tenant>/<uid>; this row is what makes a file reachable, and only within its tenant.
create table uploads (
  uid text primary key,
  tenant_id integer not null references tenants(id),
  user_id integer references users(id) on delete set null,
  name text not null,
  size integer not null,
  mime text not null,
  path text not null,
  created_at timestamptz not null default now()
);
create index uploads_tenant_idx on uploads (tenant_id, created_at desc);
alter table uploads enable row level security;
create policy tenant_isolation on uploads
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
