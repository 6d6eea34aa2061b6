-- The archive's filters on few-valued columns that no index served (issue 19, at 1,000,000 marks): 数据来源
-- (dpl_source, 4 values) and 管理类型 (brand_management_type, 4 values or none). Their first page was quick (the
-- newest rows hold a match soon) but the capped count read 50,000 rows of the table to find 10,001 matches of a
-- common value, and a value no mark has (主商标 on an archive that does not use it) read every row: 0.75-1.3 s.
-- Each index leads with the tenant (row-level security's condition), then the value, then the default order, so
-- it serves the default-order page of one value as an ordered range and the capped count index-only.
create index trademarks_dpl_source_idx on trademarks (tenant_id, dpl_source, created_at desc, id desc) where deleted_at is null;
-- Partial: most marks have no management type, and a filter by one never matches null (= any(...) is strict),
-- so those rows cost no index entry and no index write.
create index trademarks_management_type_idx on trademarks (tenant_id, brand_management_type, created_at desc, id desc)
  where deleted_at is null and brand_management_type is not null;
