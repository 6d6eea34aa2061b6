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

-- The upload a document was entered from (its file), when it was.
alter table official_documents add column upload_id integer references official_uploads(id) on delete set null;
-- The views list d.* as it was when created: made again with the new column.
drop view official_deadline_monitor_view;
drop view official_documents_view;
create view official_documents_view with (security_invoker = true) as
  select d.*, t.name as type_name, (d.deadline - current_date) as remaining_days
    from official_documents d join official_doc_types t on t.tenant_id = d.tenant_id and t.code = d.type_code;
create view official_deadline_monitor_view with (security_invoker = true) as
  select * from official_documents_view where deleted_at is null and status = 'pending' and deadline is not null;
