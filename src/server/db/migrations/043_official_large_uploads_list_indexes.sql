-- Two parts (one migration number per change set: the migrator keys migrations by their number): the resumable
-- large-file uploads of official documents, then the indexes of the document list.

-- Resumable uploads of large official documents (issue 12, spec 5: 50 MB or more take the large-file path). A
-- file arrives in numbered chunks, each stored on its own in the file storage (local or S3) under part_prefix and
-- checked against its sha256; `received` lists the chunks stored so far, so a client that lost its connection
-- asks again and sends only what is missing. Completing joins the chunks into one stored file (official_uploads).
create table official_large_uploads (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  user_id integer not null references users(id) on delete cascade,
  file_name text not null,
  size bigint not null check (size > 0),
  head_sha256 text not null,
  chunk_size integer not null check (chunk_size > 0),
  chunk_count integer not null check (chunk_count > 0),
  received integer[] not null default '{}',
  part_prefix text not null,
  -- Decided by the first chunk's content.
  file_type text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The open upload a client resumes: the same user, name, size and first chunk.
create index official_large_uploads_resume_idx on official_large_uploads (tenant_id, user_id, size, head_sha256);
alter table official_large_uploads enable row level security;
create policy tenant_isolation on official_large_uploads
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- The document list at 500,000 documents within its budget (issue 12: 15 ms p50; scripts/bench-official.ts).
-- Every sortable column has the index the list engine pages it with (lists/walk.ts): (key desc nulls last, id
-- desc), read forward for a descending sort and backward for an ascending one (deadline and created_at have
-- theirs from migrations 020 and 030; remainingDays sorts by deadline). The capped count reads the narrow
-- (tenant_id, type_code) index only, joined to the type catalogue as the view does, instead of the table.
create index official_documents_tm_name_sort_idx on official_documents (tenant_id, tm_name desc nulls last, id desc) where deleted_at is null;
create index official_documents_app_no_sort_idx on official_documents (tenant_id, app_no desc nulls last, id desc) where deleted_at is null;
create index official_documents_type_sort_idx on official_documents (tenant_id, type_code desc, id desc) where deleted_at is null;
create index official_documents_medium_sort_idx on official_documents (tenant_id, medium desc, id desc) where deleted_at is null;
create index official_documents_issue_sort_idx on official_documents (tenant_id, issue_date desc, id desc) where deleted_at is null;
create index official_documents_receipt_sort_idx on official_documents (tenant_id, receipt_date desc nulls last, id desc) where deleted_at is null;
create index official_documents_handling_sort_idx on official_documents (tenant_id, handling_deadline desc nulls last, id desc) where deleted_at is null;
create index official_documents_status_sort_idx on official_documents (tenant_id, status desc, id desc) where deleted_at is null;
create index official_documents_read_sort_idx on official_documents (tenant_id, is_read desc, id desc) where deleted_at is null;
create index official_documents_updated_sort_idx on official_documents (tenant_id, updated_at desc, id desc) where deleted_at is null;

-- The view joins the type catalogue with a left join (the foreign key (tenant_id, type_code) guarantees the type
-- is there, so the rows are the same): a query that reads no type column, like the list's capped count, then
-- leaves the join out and counts from the narrow index below alone.
drop view official_deadline_monitor_view;
drop view official_documents_view;
create view official_documents_view with (security_invoker = true) as
  select d.*, t.name as type_name, t.category as type_category, (d.deadline - current_date) as remaining_days,
         u.file_name, u.file_type
    from official_documents d
    left join official_doc_types t on t.tenant_id = d.tenant_id and t.code = d.type_code
    left join official_uploads u on u.id = d.upload_id and u.tenant_id = d.tenant_id;
create view official_deadline_monitor_view with (security_invoker = true) as
  select * from official_documents_view where deleted_at is null and status = 'pending' and deadline is not null;
create index official_documents_count_idx on official_documents (tenant_id, deleted_at) where deleted_at is null;
