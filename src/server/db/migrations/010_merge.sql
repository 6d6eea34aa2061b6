-- Merging duplicate trademarks (spec 2.16 数据合并, 3.15, 7.4 mergeBrand/onceMergeBrand/querySameBrandStatistic).
-- A merged record is soft-deleted (deleted_at) and points at the record it was merged into, so history and
-- undo can find it; the operate_log entry of the merge (action 'merge') holds what an undo restores.
alter table trademarks add column merged_into integer references trademarks(id);

-- Duplicate groups are rows of one tenant with the same registration number and class.
create index trademarks_duplicate_idx on trademarks (tenant_id, reg_no, tm_cl) where deleted_at is null and reg_no is not null and reg_no <> '';

-- A merged record's history ("merged into #id") is looked up from the kept record.
create index trademarks_merged_into_idx on trademarks (merged_into) where merged_into is not null;
