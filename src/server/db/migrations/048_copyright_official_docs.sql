-- Copyright official documents (版权官文, issue 12, spec 2.7 /copyRight/officeFile and /copyRight/analysis): the
-- trademark documents' pipeline (upload, recognition, deadlines, list) with a right type. A document type belongs
-- to one right type, and so does every document of it (the foreign key below) and every upload (recognised against
-- that right's types, one row per file and right). A copyright document links an ordinary work or a software
-- copyright instead of a mark.

alter table official_doc_types add column right_type text not null default 'trademark' check (right_type in ('trademark', 'copyright'));
alter table official_doc_types add constraint official_doc_types_right_key unique (tenant_id, code, right_type);
-- Which shipped catalogues a tenant has (the copyright types come to tenants loaded before them on the next call).
alter table official_data_loads add column catalogues text[] not null default '{trademark}';

alter table official_documents add column right_type text not null default 'trademark';
alter table official_documents add column copyright_work_id integer references copyright_works(id) on delete set null;
alter table official_documents add column copyright_software_id integer references copyright_software(id) on delete set null;
-- Who entered the document: in a data scope of 本人 or 本部门 a document is the enterer's too (not only its linked
-- record's owner's), so a scoped user sees the document they entered before it is linked.
alter table official_documents add column created_by integer references users(id) on delete set null;
alter table official_documents add constraint official_documents_type_right_fkey
  foreign key (tenant_id, type_code, right_type) references official_doc_types (tenant_id, code, right_type);
alter table official_documents add constraint official_documents_right_link_check check (
  (right_type = 'trademark' and copyright_work_id is null and copyright_software_id is null)
  or (right_type = 'copyright' and trademark_id is null and (copyright_work_id is null or copyright_software_id is null)));

alter table official_uploads add column right_type text not null default 'trademark' check (right_type in ('trademark', 'copyright'));
alter table official_uploads drop constraint official_uploads_tenant_id_sha256_key;
alter table official_uploads add constraint official_uploads_right_sha256_key unique (tenant_id, right_type, sha256);
alter table official_large_uploads add column right_type text not null default 'trademark' check (right_type in ('trademark', 'copyright'));

-- The views list d.* as it was when created: made again with the new columns, plus the kind of the linked
-- copyright record. Each right's list reads its own view (the screens' source).
drop view official_deadline_monitor_view;
drop view official_documents_view;
create view official_documents_view with (security_invoker = true) as
  select d.*, t.name as type_name, t.category as type_category, (d.deadline - current_date) as remaining_days,
         u.file_name, u.file_type,
         case when d.copyright_work_id is not null then 'work' when d.copyright_software_id is not null then 'software' end as copyright_kind
    from official_documents d
    left join official_doc_types t on t.tenant_id = d.tenant_id and t.code = d.type_code
    left join official_uploads u on u.id = d.upload_id and u.tenant_id = d.tenant_id;
create view official_deadline_monitor_view with (security_invoker = true) as
  select * from official_documents_view where deleted_at is null and status = 'pending' and deadline is not null;
create view official_trademark_documents_view with (security_invoker = true) as
  select * from official_documents_view where right_type = 'trademark';
create view official_copyright_documents_view with (security_invoker = true) as
  select * from official_documents_view where right_type = 'copyright';

-- The capped count of a right's list stays an index-only read of a narrow index (migration 043's, with the right).
drop index official_documents_count_idx;
create index official_documents_count_idx on official_documents (tenant_id, right_type) where deleted_at is null;
-- Copyright documents are few beside the marks' documents: their list's default order and its order by deadline
-- (剩余天数) have their own indexes, and the documents of a work or a software copyright (its detail page) are found
-- by the link.
create index official_documents_copyright_created_idx on official_documents (tenant_id, created_at desc, id desc) where deleted_at is null and right_type = 'copyright';
create index official_documents_copyright_deadline_idx on official_documents (tenant_id, deadline desc nulls last, id desc) where deleted_at is null and right_type = 'copyright';
create index official_documents_copyright_work_idx on official_documents (copyright_work_id) where copyright_work_id is not null;
create index official_documents_copyright_software_idx on official_documents (copyright_software_id) where copyright_software_id is not null;
-- The batch pages list one's uploads that no document was entered from yet (the parse results still to confirm).
create index official_documents_upload_idx on official_documents (upload_id) where upload_id is not null and deleted_at is null;
create index official_documents_creator_idx on official_documents (tenant_id, created_by) where created_by is not null;
create index official_uploads_user_idx on official_uploads (tenant_id, user_id, right_type, created_at desc, id desc);
