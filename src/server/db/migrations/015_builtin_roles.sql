-- Built-in roles from schemas/roles.json (issue 18): src/server/roles.ts keeps them in step at every start.
-- synced_auth / synced_menus remember what the sync itself has granted, so an upgrade adds the keys the data
-- newly grants without taking back what an administrator added by hand, and without re-adding what an
-- administrator took away from a role after the sync had granted it.
alter table roles add column synced_auth text[] not null default '{}';
alter table roles add column synced_menus text[] not null default '{}';
-- The demo specialist role was created by name before the roles were data: adopt it.
update roles set builtin = 'specialist' where builtin is null and role_name = '商标专员';
create unique index roles_builtin_idx on roles (tenant_id, builtin) where builtin is not null;
