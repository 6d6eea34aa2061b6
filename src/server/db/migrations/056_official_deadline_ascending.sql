-- 官文 lists sorted by deadline ascending (the soonest first, the order users page through) are a plain ORDER BY
-- "deadline asc nulls last, id desc" (the entity's deadline has x-sort-index "both": the engine no longer walks the
-- descending index, lists/walk.ts, which took 200-340 ms for page 500 at 500,000 documents). Each right's list reads
-- the view of its right; an index per right in that order lets a deep page be one forward range of the right's rows
-- (migration 030's index of all rights visits every skipped row to check its right: 27 ms for page 500 of the
-- trademark documents, 14 ms for the first page of 2,000 copyright ones among them; 6-11 ms and under 2 ms with these).
create index official_documents_tm_deadline_idx on official_documents (tenant_id, deadline, id desc) where deleted_at is null and right_type = 'trademark';
create index official_documents_cr_deadline_idx on official_documents (tenant_id, deadline, id desc) where deleted_at is null and right_type = 'copyright';
