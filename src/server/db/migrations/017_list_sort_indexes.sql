-- The archive list sorted by any of its columns (issue 19, measured by scripts/bench-lists.ts at 1,000,000 marks).
-- One b-tree per sortable key of the brandRecords screen, in the order the list engine writes for the
-- descending sort: tenant first (row-level security's condition), then the key, then id desc (ties newest
-- first); nullable keys "desc nulls last" (nulls go last both ways), NOT NULL ones plain "desc".
--   key desc          -> a forward scan of the index, index-only for the page's ids
--   key asc           -> src/server/lists/walk.ts: the page's key values by the backward scan, then each
--                        key's rows as a range (key = v order by id desc); no second index per direction
-- created_at is served by trademarks_created_idx (003). Partial like the others (the engine always adds
-- deleted_at is null). Their write cost (xlsx import, tags by filter) is in the README's performance section.
create index trademarks_sort_tm_name_idx on trademarks (tenant_id, tm_name desc, id desc) where deleted_at is null;
create index trademarks_sort_reg_no_idx on trademarks (tenant_id, reg_no desc nulls last, id desc) where deleted_at is null;
create index trademarks_sort_tm_cl_idx on trademarks (tenant_id, tm_cl desc, id desc) where deleted_at is null;
create index trademarks_sort_tm_status_idx on trademarks (tenant_id, tm_status desc nulls last, id desc) where deleted_at is null;
create index trademarks_sort_applicant_idx on trademarks (tenant_id, applicant desc nulls last, id desc) where deleted_at is null;
create index trademarks_sort_agent_idx on trademarks (tenant_id, agent desc nulls last, id desc) where deleted_at is null;
create index trademarks_sort_country_code_idx on trademarks (tenant_id, country_code desc, id desc) where deleted_at is null;
create index trademarks_sort_app_date_idx on trademarks (tenant_id, app_date desc nulls last, id desc) where deleted_at is null;
create index trademarks_sort_reg_date_idx on trademarks (tenant_id, reg_date desc nulls last, id desc) where deleted_at is null;
create index trademarks_sort_end_date_idx on trademarks (tenant_id, end_date desc nulls last, id desc) where deleted_at is null;
create index trademarks_sort_updated_at_idx on trademarks (tenant_id, updated_at desc, id desc) where deleted_at is null;
