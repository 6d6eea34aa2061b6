-- Case lifecycle, second part (issue 10): custom fields on cases (custom-field module 2), the handler a case is
-- assigned to (usersWithPermissions / setCaseHandler), the filing way (电子递交/纸质递交, changed by
-- /intelligent/changeSubmitTypeOrResubmit), and sub-cases split off a case per country or class
-- (/intelligent/subcase/v2: parent_id, with the parent's number kept beside it so the list filters and sorts it).
alter table cases add column custom_values jsonb not null default '{}';
alter table cases add column submit_type text not null default '电子递交' check (submit_type in ('电子递交', '纸质递交'));
alter table cases add column handler_id integer references users(id) on delete set null;
alter table cases add column handler_name text;
alter table cases add column parent_id integer references cases(id) on delete set null;
alter table cases add column parent_case_no text;
create index cases_custom_idx on cases using gin (custom_values jsonb_path_ops) where deleted_at is null;
create index cases_parent_idx on cases (parent_id) where parent_id is not null;

-- The case list sorted by any of its columns (scripts/bench-cases.ts, 200,000 cases): one b-tree per sortable key
-- in the order the list engine writes for the descending sort (tenant, key, id desc; nullable keys nulls last), as
-- 017 does for the archive. created_at is served by cases_created_idx (018).
create index cases_sort_case_no_idx on cases (tenant_id, case_no desc, id desc) where deleted_at is null;
create index cases_sort_case_type_idx on cases (tenant_id, case_type desc, id desc) where deleted_at is null;
create index cases_sort_case_status_idx on cases (tenant_id, case_status desc, id desc) where deleted_at is null;
create index cases_sort_applicant_idx on cases (tenant_id, applicant_name desc nulls last, id desc) where deleted_at is null;
create index cases_sort_tm_name_idx on cases (tenant_id, tm_name desc nulls last, id desc) where deleted_at is null;
create index cases_sort_app_no_idx on cases (tenant_id, app_no desc nulls last, id desc) where deleted_at is null;
create index cases_sort_app_date_idx on cases (tenant_id, app_date desc nulls last, id desc) where deleted_at is null;
create index cases_sort_submit_date_idx on cases (tenant_id, submit_date desc nulls last, id desc) where deleted_at is null;
create index cases_sort_result_date_idx on cases (tenant_id, result_date desc nulls last, id desc) where deleted_at is null;
create index cases_sort_updated_at_idx on cases (tenant_id, updated_at desc, id desc) where deleted_at is null;
create index cases_sort_submit_type_idx on cases (tenant_id, submit_type desc, id desc) where deleted_at is null;
create index cases_sort_handler_idx on cases (tenant_id, handler_name desc nulls last, id desc) where deleted_at is null;
create index cases_sort_parent_no_idx on cases (tenant_id, parent_case_no desc nulls last, id desc) where deleted_at is null;

-- Case list filters an index answers (measured at 200,000 cases): 商标名称 and 申请人 "contains" by their unigrams,
-- bigrams and pinyin (search_grams, as the archive does: src/server/lists/search.ts; written by every save, existing
-- cases filled at start by the cases module), 承办人 by its few distinct values (x-search-values: a loose scan of
-- cases_sort_handler_idx), classes by a GIN over tm_cls beside the one over countries.
alter table cases add column search_grams text[] not null default '{}';
alter table cases add column search_text text not null default '';
create index cases_search_idx on cases using gin (search_grams) where deleted_at is null;
create index cases_tm_cls_idx on cases using gin (tm_cls) where deleted_at is null;
