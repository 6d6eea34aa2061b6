-- The case list's filters read from the list-order index itself (issue 10, scripts/bench-cases.ts at 200,000 cases).
-- A filter that no index of the order answers was checked on the table's rows while the order's index was walked:
-- each row one visit of a wide heap tuple (search_grams makes a case ~1.3 KB, five to a page, and the table
-- outgrows shared buffers). Where the filter's columns are in the order's index, PostgreSQL checks them by an
-- index-only scan instead:
-- * the default order (created_at) with a date range, a state or a type: submitDate 2024 skipped the 61,000 newest
--   cases (submitted in 2025) on the table's rows (23,000 buffer visits, 25-45 ms) before its page;
-- * every sort index with the type and the state, the two dictionary filters: a state or a type with a sort pages
--   through the sort index alone (caseStatus [已受理] + tmName ascending, page 100: 20,000 rows of other states
--   skipped on the table, 20-35 ms, now index-only).
-- The included columns add no index: they widen the entries of indexes every save already writes.
drop index cases_created_idx;
create index cases_created_idx on cases (tenant_id, created_at desc, id desc)
  include (case_type, case_status, submit_type, submit_date, result_date) where deleted_at is null;

drop index cases_sort_case_no_idx;
create index cases_sort_case_no_idx on cases (tenant_id, case_no desc, id desc) include (case_type, case_status) where deleted_at is null;
drop index cases_sort_case_type_idx;
create index cases_sort_case_type_idx on cases (tenant_id, case_type desc, id desc) include (case_status) where deleted_at is null;
drop index cases_sort_case_status_idx;
create index cases_sort_case_status_idx on cases (tenant_id, case_status desc, id desc) include (case_type) where deleted_at is null;
drop index cases_sort_applicant_idx;
create index cases_sort_applicant_idx on cases (tenant_id, applicant_name desc nulls last, id desc) include (case_type, case_status) where deleted_at is null;
drop index cases_sort_tm_name_idx;
create index cases_sort_tm_name_idx on cases (tenant_id, tm_name desc nulls last, id desc) include (case_type, case_status) where deleted_at is null;
drop index cases_sort_app_no_idx;
create index cases_sort_app_no_idx on cases (tenant_id, app_no desc nulls last, id desc) include (case_type, case_status) where deleted_at is null;
drop index cases_sort_submit_date_idx;
create index cases_sort_submit_date_idx on cases (tenant_id, submit_date desc nulls last, id desc) include (case_type, case_status) where deleted_at is null;
drop index cases_sort_result_date_idx;
create index cases_sort_result_date_idx on cases (tenant_id, result_date desc nulls last, id desc) include (case_type, case_status) where deleted_at is null;
drop index cases_sort_updated_at_idx;
create index cases_sort_updated_at_idx on cases (tenant_id, updated_at desc, id desc) include (case_type, case_status) where deleted_at is null;
drop index cases_sort_submit_type_idx;
create index cases_sort_submit_type_idx on cases (tenant_id, submit_type desc, id desc) include (case_type, case_status) where deleted_at is null;
drop index cases_sort_handler_idx;
create index cases_sort_handler_idx on cases (tenant_id, handler_name desc nulls last, id desc) include (case_type, case_status) where deleted_at is null;
drop index cases_sort_parent_no_idx;
create index cases_sort_parent_no_idx on cases (tenant_id, parent_case_no desc nulls last, id desc) include (case_type, case_status) where deleted_at is null;
