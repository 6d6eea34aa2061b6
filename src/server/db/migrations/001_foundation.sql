-- Tenants, roles, users, sessions, failed sign-ins, messages.
-- Every table holding tenant data has tenant_id and a row-level security policy (see db/tenant.ts).

create table tenants (
  id serial primary key,
  name text not null,
  code text not null unique,
  status smallint not null default 1,
  created_at timestamptz not null default now()
);

create table roles (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  role_name text not null,
  role_auth text not null default '',
  menu_keys text[] not null default '{}',
  -- 'admin': kept granted every permission and menu by syncBuiltinRoles at start
  builtin text,
  created_at timestamptz not null default now(),
  unique (tenant_id, role_name)
);

create table users (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  account text not null,
  name text not null,
  phone text not null default '',
  email text,
  role_id integer not null references roles(id),
  password_hash text not null,
  status smallint not null default 1,
  locked_until timestamptz,
  valid_until timestamptz,
  last_login_at timestamptz,
  prev_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index users_tenant_idx on users (tenant_id, id);
create unique index users_account_idx on users (lower(account));

create table sessions (
  id serial primary key,
  token_hash text not null unique,
  user_id integer not null references users(id) on delete cascade,
  tenant_id integer not null references tenants(id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ip text not null default '',
  user_agent text not null default ''
);
create index sessions_user_idx on sessions (user_id);
create index sessions_expiry_idx on sessions (expires_at);

-- Failed sign-ins per account ('acct:<account>') and per address ('ip:<address>').
create table login_attempts (
  key text primary key,
  failures integer not null default 0,
  window_start timestamptz not null default now(),
  locked_until timestamptz
);

create table messages (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  user_id integer not null references users(id) on delete cascade,
  title text not null,
  content text not null,
  msg_type smallint not null default 1,
  is_read smallint not null default 0,
  link text,
  created_at timestamptz not null default now()
);
create index messages_user_idx on messages (user_id, is_read, created_at desc, id desc);

alter table roles enable row level security;
alter table users enable row level security;
alter table sessions enable row level security;
alter table messages enable row level security;
alter table tenants enable row level security;

create policy tenant_isolation on roles
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on users
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on sessions
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on messages
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on tenants
  using (id = current_setting('app.tenant_id')::integer);

alter table users add column deleted_at timestamptz;
