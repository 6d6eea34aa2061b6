-- 案件编号 and 申请号 "contains" on the case list (issue 10): a part of a number (2026112 in AJ202611280001) is
-- answered by no b-tree, so the filter read every case of the tenant. Trigram indexes answer ILIKE '%term%' for
-- terms of three characters or more, as 028 does for the archive's 注册号 (pg_trgm and the leakproof ILIKE come
-- from 028). Partial on deleted_at like the other case indexes.
create index cases_case_no_trgm_idx on cases using gin (case_no gin_trgm_ops) where deleted_at is null;
create index cases_app_no_trgm_idx on cases using gin (app_no gin_trgm_ops) where deleted_at is null;
