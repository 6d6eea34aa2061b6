-- Review documents (评审文书, issue 16): decisions of CNIPA's trademark review and adjudication (驳回复审决定书,
-- 不予注册复审决定书, 无效宣告(请求)裁定书, 撤销复审决定书 ...) a tenant loads from files, searched at /tool/review and
-- /tool/dplsearch5. Per tenant with row-level security like public_marks.
--
-- Search paths: the keyword (商标名称 and 全文) through search_grams (every 1- and 2-character piece of the
-- normalised text, GIN-indexed; the list engine's contains filter, then an adjacency recheck on the view's keyword
-- column); 文号 and 申请号/注册号 by b-tree with tenant_id in front; classes and cited articles by GIN on their
-- arrays; the decision date by b-tree (the default order).
create table review_documents (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  doc_no text not null,
  doc_kind text,
  case_type text not null,
  decision_date date,
  tm_name text not null,
  mark_no text,
  tm_cls text[] not null default '{}',
  applicant text,
  respondent text,
  result text,
  legal_basis text,
  articles text[] not null default '{}',
  full_text text not null,
  pdf_uid text,
  search_grams text[] not null default '{}',
  search_text text not null default '',
  batch_task_id integer,
  created_at timestamptz not null default now()
);
create unique index review_documents_doc_no_idx on review_documents (tenant_id, doc_no);
create index review_documents_mark_no_idx on review_documents (tenant_id, mark_no);
create index review_documents_date_idx on review_documents (tenant_id, decision_date desc nulls last, id desc);
create index review_documents_grams_idx on review_documents using gin (search_grams);
create index review_documents_cls_idx on review_documents using gin (tm_cls);
create index review_documents_articles_idx on review_documents using gin (articles);

alter table review_documents enable row level security;
create policy tenant_isolation on review_documents
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- What lists read: the table with the keyword the contains filter rechecks (mark name and full text).
create view review_documents_view with (security_invoker = true) as
  select d.*, d.tm_name || E'\n' || d.full_text as keyword from review_documents d;
