-- Rights enforcement (维权管理, issue 15): infringement leads with their evidence (SHA-256 of each file, kept with
-- its capture time) and follow-up records, and litigations with their stages (filing, hearings, judgement, appeal).
-- A hearing date and the appeal deadline a served judgement starts are contributed to the platform deadline
-- sources (src/modules/enforcement/server/deadlines.ts). The infringed right is rightType + rightId + a display
-- label: trademarks are picked from the archive; copyrights and patents link the same way once their archives exist.

create table enforcement_leads (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  title text not null,
  platform text not null,
  url text,
  shop text,
  right_type text not null default 'trademark' check (right_type in ('trademark', 'copyright', 'patent')),
  right_id integer,
  right_label text,
  trademark jsonb not null default '[]',
  status text not null default 'new' check (status in ('new', 'verifying', 'ceaseDesist', 'complaint', 'closed')),
  handler jsonb not null default '[]',
  handler_id integer references users(id) on delete set null,
  evidence jsonb not null default '[]',
  remark text,
  created_by integer references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index enforcement_leads_tenant_idx on enforcement_leads (tenant_id, created_at desc, id);

create table enforcement_evidence (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  lead_id integer not null references enforcement_leads(id) on delete cascade,
  upload_uid text not null,
  name text not null,
  size bigint not null,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  captured_at timestamptz not null,
  created_at timestamptz not null default now(),
  unique (lead_id, upload_uid)
);

create table enforcement_follow_ups (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  lead_id integer not null references enforcement_leads(id) on delete cascade,
  content text not null,
  user_id integer references users(id) on delete set null,
  user_name text not null,
  created_at timestamptz not null default now()
);
create index enforcement_follow_ups_lead_idx on enforcement_follow_ups (lead_id, created_at, id);

create table litigations (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  lead_id integer references enforcement_leads(id) on delete set null,
  case_no text,
  court text,
  cause text not null,
  our_role text not null default 'plaintiff' check (our_role in ('plaintiff', 'defendant', 'thirdParty')),
  plaintiff text,
  defendant text,
  right_type text check (right_type in ('trademark', 'copyright', 'patent')),
  right_id integer,
  right_label text,
  status text not null default 'ongoing' check (status in ('ongoing', 'closed')),
  outcome text,
  claim_amount jsonb,
  cost_amount jsonb,
  award_amount jsonb,
  documents jsonb not null default '[]',
  handler jsonb not null default '[]',
  handler_id integer references users(id) on delete set null,
  remark text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index litigations_tenant_idx on litigations (tenant_id, created_at desc, id);

create table litigation_stages (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  litigation_id integer not null references litigations(id) on delete cascade,
  kind text not null check (kind in ('filing', 'hearing', 'judgement', 'ruling', 'appeal')),
  stage_date date not null,
  served_date date,
  foreign_party boolean not null default false,
  due_date date,
  derivation text[] not null default '{}',
  done boolean not null default false,
  remark text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index litigation_stages_litigation_idx on litigation_stages (litigation_id, stage_date, id);
create index litigation_stages_due_idx on litigation_stages (tenant_id, due_date) where due_date is not null;

alter table enforcement_leads enable row level security;
alter table enforcement_evidence enable row level security;
alter table enforcement_follow_ups enable row level security;
alter table litigations enable row level security;
alter table litigation_stages enable row level security;
create policy tenant_isolation on enforcement_leads
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on enforcement_evidence
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on enforcement_follow_ups
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on litigations
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on litigation_stages
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- Leads as the list shows them: the evidence with its hashes and capture times, the follow-ups (newest first).
create view enforcement_leads_view with (security_invoker = true) as
  select l.*,
         coalesce((select string_agg(e.name || '  SHA-256 ' || e.sha256 || '  取证 ' || to_char(e.captured_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI'), E'\n' order by e.captured_at, e.id)
                     from enforcement_evidence e where e.lead_id = l.id), '') as evidence_hashes,
         (select count(*)::integer from enforcement_follow_ups f where f.lead_id = l.id) as follow_up_count,
         coalesce((select string_agg(to_char(f.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') || ' ' || f.user_name || '：' || f.content, E'\n' order by f.created_at desc, f.id desc)
                     from enforcement_follow_ups f where f.lead_id = l.id), '') as follow_ups,
         (select count(*)::integer from litigations g where g.lead_id = l.id) as litigation_count
    from enforcement_leads l;

-- Litigations with their next hearing and the nearest open appeal deadline.
create view litigations_view with (security_invoker = true) as
  select g.*,
         (select min(s.stage_date) from litigation_stages s where s.litigation_id = g.id and s.kind = 'hearing' and not s.done and s.stage_date >= (now() at time zone 'Asia/Shanghai')::date) as next_hearing,
         (select min(s.due_date) from litigation_stages s where s.litigation_id = g.id and s.kind in ('judgement', 'ruling') and not s.done and s.due_date is not null) as appeal_deadline
    from litigations g;

create view litigation_stages_view with (security_invoker = true) as
  select s.*, coalesce(g.case_no, '') as case_no, g.cause
    from litigation_stages s join litigations g on g.id = s.litigation_id;
