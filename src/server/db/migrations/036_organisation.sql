-- Organisation (issue 17): departments as a tree, a user's department, a role's data scope and row version.
--
-- Data scope (roles.data_scope): 1 全部 (every record of the tenant), 2 本部门及下级 (records owned by users of
-- the caller's department or a department below it), 3 本人 (records the caller owns). Entities that declare
-- x-data-scope (trademarks and cases: their created_by) are narrowed by the list engine with an indexed
-- predicate on the owner column (src/server/lists/data-scope.ts); the department of a record is its owner's
-- department now, so moving a user moves the visibility of their records with them.
--
-- A department's path is the ids from the root down ('/1/4/'): "this department and below" is one prefix
-- match, and paths never change (a department is created under its parent and never re-parented; users and
-- enterprises move, departments do not).

create table departments (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  parent_id integer references departments(id),
  name text not null,
  path text not null default '',
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  version integer not null default 1,
  unique (tenant_id, parent_id, name)
);
create index departments_tenant_idx on departments (tenant_id, path text_pattern_ops);
alter table departments enable row level security;
create policy tenant_isolation on departments
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

alter table users add column dept_id integer references departments(id);
create index users_dept_idx on users (tenant_id, dept_id);

alter table roles add column data_scope smallint not null default 1 check (data_scope in (1, 2, 3));
alter table roles add column version integer not null default 1;

-- Owner predicates of the data scope (the list's own sort index still orders the page).
create index trademarks_owner_idx on trademarks (tenant_id, created_by) where deleted_at is null;
create index cases_owner_idx on cases (tenant_id, created_by) where deleted_at is null;

-- An enterprise's group (enterprises.group_id, 分组) is a department of this tree (batch move between groups).
create index enterprises_group_idx on enterprises (tenant_id, group_id);

drop view users_list_view;
create view users_list_view with (security_invoker = true) as
  select u.id, u.tenant_id, u.account, u.name, u.phone, u.email, u.role_id, r.role_name, u.status,
         coalesce(u.locked_until > now(), false) as locked, u.valid_until, u.last_login_at, u.created_at,
         u.deleted_at, u.search_grams, u.search_text, u.custom_values, u.version, u.dept_id, d.name as dept_name
    from users u join roles r on r.id = u.role_id left join departments d on d.id = u.dept_id;

-- The role list (角色管理): each role with its number of users and whether it is built in.
create view roles_list_view with (security_invoker = true) as
  select r.id, r.tenant_id, r.role_name, r.role_auth, r.menu_keys, r.builtin, r.synced_auth, r.synced_menus, r.created_at,
         r.data_scope, r.version, r.builtin is not null as is_builtin,
         (select count(*) from users u where u.role_id = r.id and u.deleted_at is null)::integer as user_count
    from roles r;
