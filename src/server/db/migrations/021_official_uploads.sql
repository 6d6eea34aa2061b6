-- Uploaded official documents (官文) and what recognition read from them (issue 12). One row per distinct file of
-- a tenant (by sha256): the same file uploaded again answers state 0 ("already exists").
create table official_uploads (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  user_id integer references users(id) on delete set null,
  file_key text not null,
  file_name text not null,
  file_type text not null,
  size bigint not null,
  sha256 text not null,
  pages integer not null default 0,
  text_chars integer not null default 0,
  recognized jsonb not null default '{}',
  created_at timestamptz not null default now(),
  unique (tenant_id, sha256)
);
alter table official_uploads enable row level security;
create policy tenant_isolation on official_uploads
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
