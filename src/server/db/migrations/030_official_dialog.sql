-- The official-document dialog (issue 12, spec 2.16, 5): the handling deadline (办理期限) a person sets beside the
-- official one, and the decision fields of category 5 documents (dispute date, ruling result). The list shows the
-- uploaded file's name and type so the dialog can preview it.
alter table official_documents add column handling_deadline date;
alter table official_documents add column disputed_date date;
alter table official_documents add column ruling_result text;
-- The views list d.* as it was when created: made again with the new columns.
drop view official_deadline_monitor_view;
drop view official_documents_view;
create view official_documents_view with (security_invoker = true) as
  select d.*, t.name as type_name, t.category as type_category, (d.deadline - current_date) as remaining_days,
         u.file_name, u.file_type
    from official_documents d
    join official_doc_types t on t.tenant_id = d.tenant_id and t.code = d.type_code
    left join official_uploads u on u.id = d.upload_id and u.tenant_id = d.tenant_id;
create view official_deadline_monitor_view with (security_invoker = true) as
  select * from official_documents_view where deleted_at is null and status = 'pending' and deadline is not null;

-- Whether an upload's text came from OCR of a scan (Tesseract) rather than a PDF text layer.
alter table official_uploads add column ocr boolean not null default false;
-- The zip batch (officialDecompression) a document was unpacked from.
alter table official_uploads add column batch_task_id integer references batch_tasks(id) on delete set null;

-- The list sorts by deadline with the id descending as tie-breaker (lists/engine.ts orderClause): indexes in those
-- directions (the one of migration 020 has the id ascending).
create index official_documents_deadline_sort_idx on official_documents (tenant_id, deadline, id desc) where deleted_at is null;
create index official_documents_deadline_desc_idx on official_documents (tenant_id, deadline desc nulls last, id desc) where deleted_at is null;
