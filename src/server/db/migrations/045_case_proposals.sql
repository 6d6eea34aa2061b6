-- Proposal forms and proposals (issue 11, spec 2.1 /case-proposal, 2.13 /system/proposalConfig): a proposal form is
-- a designed form (same table, same versions) that the tenant shares with its clients through a public link (its
-- share token); what a client submits there is a proposal, checked by the version it was filed with, that staff
-- turn into a case (or decline).
alter table case_form_designs add column purpose text not null default 'case' check (purpose in ('case', 'proposal'));
alter table case_form_designs add column share_token text;
create unique index case_form_designs_share_token_idx on case_form_designs (share_token) where share_token is not null;

create table case_proposals (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  form_id integer not null references case_form_designs(id),
  form_version integer not null,
  contact_name text not null,
  contact_phone text,
  contact_email text,
  biz_param jsonb not null,
  -- 0 new, 1 turned into a case (case_no), 2 declined.
  status integer not null default 0 check (status in (0, 1, 2)),
  case_no text,
  handled_by integer references users(id) on delete set null,
  handled_at timestamptz,
  remark text,
  submitted_ip text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index case_proposals_tenant_idx on case_proposals (tenant_id, status, created_at desc, id desc);
alter table case_proposals enable row level security;
create policy tenant_isolation on case_proposals
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
