-- Demands (需求) and their approval flows (issue 13). A demand is a request from the business to the IP team that
-- goes through an approval flow and becomes cases. Flows are data an administrator edits: demand_flows (which
-- demands a flow applies to, in priority order) and demand_flow_steps (ordered steps, approvers by user or role,
-- any-one or all-must-approve, an optional condition). A submitted demand keeps its resolved flow state as jsonb
-- (src/modules/demands/shared/flowEngine.ts) and, for the lists, the users who may act now. Amounts are exact
-- decimal strings (compared as fen by the engine, never as floats).

create table demand_flows (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  name text not null,
  sort integer not null default 0,
  enabled boolean not null default true,
  demand_types text[] not null default '{}',
  min_amount text check (min_amount ~ '^(0|[1-9][0-9]{0,12})(\.[0-9]{1,2})?$'),
  max_amount text check (max_amount ~ '^(0|[1-9][0-9]{0,12})(\.[0-9]{1,2})?$'),
  remark text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index demand_flows_tenant_idx on demand_flows (tenant_id, sort, id);

create table demand_flow_steps (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  flow_id integer not null references demand_flows(id) on delete cascade,
  seq integer not null default 1,
  name text not null,
  mode text not null default 'any' check (mode in ('any', 'all')),
  approver_users jsonb not null default '[]',
  approver_role_ids integer[] not null default '{}',
  demand_types text[] not null default '{}',
  min_amount text check (min_amount ~ '^(0|[1-9][0-9]{0,12})(\.[0-9]{1,2})?$'),
  max_amount text check (max_amount ~ '^(0|[1-9][0-9]{0,12})(\.[0-9]{1,2})?$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index demand_flow_steps_flow_idx on demand_flow_steps (flow_id, seq, id);

create table demands (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  demand_no text not null,
  title text not null,
  demand_type text not null,
  description text,
  amount text check (amount ~ '^(0|[1-9][0-9]{0,12})(\.[0-9]{1,2})?$'),
  priority text not null default 'normal' check (priority in ('high', 'normal', 'low')),
  requester_id integer not null references users(id),
  requester_name text not null,
  handler_id integer references users(id),
  handler_name text,
  participants jsonb not null default '[]',
  trademark_ids integer[] not null default '{}',
  tm_names text[] not null default '{}',
  official_doc_ids integer[] not null default '{}',
  case_nos text[] not null default '{}',
  manual_due_date date,
  status text not null default 'draft' check (status in ('draft', 'pending', 'adopted', 'rejected', 'withdrawn')),
  flow_state jsonb,
  current_approver_ids integer[] not null default '{}',
  attachments jsonb not null default '[]',
  analysis text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  version integer not null default 1,
  unique (tenant_id, demand_no)
);
create index demands_created_idx on demands (tenant_id, created_at desc, id desc) where deleted_at is null;
create index demands_approver_idx on demands using gin (current_approver_ids) where deleted_at is null;
create index demands_docs_idx on demands using gin (official_doc_ids) where deleted_at is null;

-- The due date: the nearest deadline of the linked pending 官文 when there is one, else the one typed in.
create view demands_view with (security_invoker = true) as
  select d.*,
         coalesce((select min(o.deadline) from official_documents o
                    where o.id = any(d.official_doc_ids) and o.deleted_at is null and o.status = 'pending'), d.manual_due_date) as due_date
    from demands d;

-- Schemes (方案): the cases a demand proposes; adopting the demand creates one draft case per scheme.
create table demand_schemes (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  demand_id integer not null references demands(id) on delete cascade,
  seq integer not null default 1,
  title text not null,
  case_type text not null,
  content text,
  case_no text,
  created_at timestamptz not null default now()
);
create index demand_schemes_demand_idx on demand_schemes (demand_id, seq, id);

-- Comments, the agency's analysis and the history of every step, newest last.
create table demand_events (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  demand_id integer not null references demands(id) on delete cascade,
  kind text not null check (kind in ('history', 'comment', 'analysis')),
  content text not null,
  user_id integer references users(id) on delete set null,
  user_name text not null,
  created_at timestamptz not null default now()
);
create index demand_events_demand_idx on demand_events (demand_id, created_at, id);

alter table demand_flows enable row level security;
alter table demand_flow_steps enable row level security;
alter table demands enable row level security;
alter table demand_schemes enable row level security;
alter table demand_events enable row level security;
create policy tenant_isolation on demand_flows
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on demand_flow_steps
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on demands
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on demand_schemes
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on demand_events
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- Steps as the settings list shows them: with their flow's name and their roles' names.
create view demand_flow_steps_view with (security_invoker = true) as
  select s.*, f.name as flow_name,
         coalesce((select array_agg(r.role_name order by r.id) from roles r where r.id = any(s.approver_role_ids)), '{}') as approver_role_names
    from demand_flow_steps s join demand_flows f on f.id = s.flow_id;
