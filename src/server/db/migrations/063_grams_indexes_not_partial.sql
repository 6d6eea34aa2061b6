-- The grams indexes without the soft-delete predicate (issue 19). A frequent term's deep page is found within a range
-- of its sort key (src/server/lists/key-range.ts): the grams index and the key's b-tree combine as a BitmapAnd, so
-- only the rows both hold are visited (安 sorted by 申请日期 on page 20 of 1,000,000 marks: 1,400 rows instead of
-- 25,000). PostgreSQL does not AND two partial indexes whose predicates are the same condition (deleted_at is null):
-- it takes the second for redundant. The soft-deleted rows the grams indexes now hold are few, and the engine's own
-- condition leaves them out on the heap.
drop index trademarks_gin_idx;
create index trademarks_gin_idx on trademarks using gin (search_grams, tag_ids, custom_values jsonb_path_ops)
  with (gin_pending_list_limit = 1024);
drop index cases_search_idx;
create index cases_search_idx on cases using gin (search_grams);
drop index official_documents_search_idx;
create index official_documents_search_idx on official_documents using gin (search_grams);
drop index disputes_search_idx;
create index disputes_search_idx on disputes using gin (search_grams);
drop index announcements_search_idx;
create index announcements_search_idx on announcements using gin (search_grams);
