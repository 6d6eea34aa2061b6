-- The trademark documents' list sorted by 商标名称 or 申请号 ascending walks the key's index backward
-- (lists/walk.ts). The indexes of 043 hold every right's documents, and the copyright documents' names and numbers
-- sort first that way: with 2,000 of them among 500,000 documents, every such page first read and dropped their
-- 2,000 entries, twice (the page's keys, then its rows). These indexes hold the trademark documents only. The
-- all-documents views (期限监控) keep 043's.
create index if not exists official_documents_tm_tm_name_idx
  on official_documents (tenant_id, tm_name desc nulls last, id desc) where deleted_at is null and right_type = 'trademark';
create index if not exists official_documents_tm_app_no_idx
  on official_documents (tenant_id, app_no desc nulls last, id desc) where deleted_at is null and right_type = 'trademark';
