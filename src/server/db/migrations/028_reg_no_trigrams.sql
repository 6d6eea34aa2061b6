-- 注册号 "contains" (issue 19): a substring of a registration number (1234 in 10012345) is answered by no b-tree,
-- so the filter read every mark of the tenant (0.75-1.5 s at 1,000,000 marks). A trigram index (pg_trgm, shipped
-- with PostgreSQL and loaded by PGlite, see db/pglite.ts) answers ILIKE '%term%' for terms of three characters or
-- more (shorter ones match too many marks to gain from any index). Without tenant_id in front, like
-- trademarks_reg_no_idx (003): a number's digits are rare across tenants too. Partial on deleted_at as the others.
create extension if not exists pg_trgm;
create index trademarks_reg_no_trgm_idx on trademarks using gin (reg_no gin_trgm_ops) where deleted_at is null;

-- As for the containment operators in 003: under row-level security a condition becomes an index condition only
-- when its function is leakproof. ILIKE/LIKE have no side effects and raise errors only about the pattern (a
-- request value, never a row's), so they are marked (needs a superuser; otherwise lists stay correct but the
-- index is not used and a warning says so).
do $$ begin
  if (select rolsuper from pg_roles where rolname = current_user) then
    alter function pg_catalog.texticlike(text, text) leakproof;
    alter function pg_catalog.textlike(text, text) leakproof;
  else
    raise warning 'not a superuser: ILIKE/LIKE stay non-leakproof, so the trigram index of 028 is not used under row-level security';
  end if;
end $$;
