-- Rights enforcement, second step (issue 15):
-- 1. The infringed right of a lead or litigation is a record of the archives: right_kind names which archive
--    (trademark, copyright work, software copyright, patent) and right_id its record; the copyright and patent
--    pickers of the lead form keep their pick ("work:12", "patent:7") like the trademark picker keeps its mark.
-- 2. A litigation's costs (lawyer fee, court fee...) are their own records in integer minor units, and each one is a
--    finance entry linked back to the litigation (finance_entries.litigation_id / litigation_cost_id): the entry is
--    written by the finance module (src/modules/finance/server/litigationEntries.ts) when the cost is saved. The
--    single cost_amount of a litigation becomes one such cost.

alter table enforcement_leads add column right_kind text check (right_kind in ('trademark', 'work', 'software', 'patent'));
alter table enforcement_leads add column copyright text check (copyright ~ '^(work|software):[1-9][0-9]*$');
alter table enforcement_leads add column patent text check (patent ~ '^patent:[1-9][0-9]*$');
alter table litigations add column right_kind text check (right_kind in ('trademark', 'work', 'software', 'patent'));
update enforcement_leads set right_kind = 'trademark' where right_type = 'trademark' and right_id is not null;
update litigations set right_kind = 'trademark' where right_type = 'trademark' and right_id is not null;

create table litigation_costs (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  litigation_id integer not null references litigations(id) on delete cascade,
  kind text not null check (kind in ('courtFee', 'lawyerFee', 'preservationFee', 'notaryFee', 'appraisalFee', 'travelFee', 'other')),
  currency text not null,
  amount_minor bigint not null check (amount_minor > 0),
  cost_date date not null,
  payee text,
  remark text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index litigation_costs_litigation_idx on litigation_costs (litigation_id, cost_date, id);
alter table litigation_costs enable row level security;
create policy tenant_isolation on litigation_costs
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- Finance entries of a litigation: no case, the litigation and the cost instead (one entry per cost).
alter table finance_entries alter column case_id drop not null;
alter table finance_entries add column litigation_id integer references litigations(id) on delete cascade;
alter table finance_entries add column litigation_cost_id integer unique references litigation_costs(id) on delete cascade;
alter table finance_entries add constraint finance_entries_source_check check (case_id is not null or litigation_cost_id is not null);
create index finance_entries_litigation_idx on finance_entries (litigation_id) where litigation_id is not null;

-- The views select l.* / g.* / e.*, which PostgreSQL expands once: recreated to carry the new columns.
drop view litigations_view;
drop view enforcement_leads_view;
drop view finance_entries_view;

-- The former single cost of a litigation, as a cost and its finance entry.
insert into litigation_costs (tenant_id, litigation_id, kind, currency, amount_minor, cost_date, remark)
  select g.tenant_id, g.id, 'other', g.cost_amount->>'currency', round((g.cost_amount->>'amount')::numeric * 100)::bigint,
         (g.created_at at time zone 'Asia/Shanghai')::date, '诉讼费用（原单项金额）'
    from litigations g where g.cost_amount is not null and (g.cost_amount->>'amount')::numeric > 0;
insert into finance_entries (tenant_id, case_no, case_type, client_name, country, item_key, fee_kind, currency, amount_minor, entry_date, litigation_id, litigation_cost_id)
  select c.tenant_id, coalesce(nullif(g.case_no, ''), '诉讼' || g.id), 'litigation',
         coalesce(nullif(case g.our_role when 'defendant' then g.defendant else g.plaintiff end, ''), (select name from tenants t where t.id = g.tenant_id)),
         'CN', 'litigation-cost-' || c.id, 'sundryFees', c.currency, c.amount_minor, c.cost_date, g.id, c.id
    from litigation_costs c join litigations g on g.id = c.litigation_id;
alter table litigations drop column cost_amount;

create view finance_entries_view with (security_invoker = true) as
  select e.*, finance_decimal(e.amount_minor) as amount, b.bill_no,
         coalesce(b.status, 'unbilled') as bill_status
    from finance_entries e left join finance_bills b on b.id = e.bill_id;

create view enforcement_leads_view with (security_invoker = true) as
  select l.*,
         coalesce((select string_agg(e.name || '  SHA-256 ' || e.sha256 || '  取证 ' || to_char(e.captured_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI'), E'\n' order by e.captured_at, e.id)
                     from enforcement_evidence e where e.lead_id = l.id), '') as evidence_hashes,
         (select count(*)::integer from enforcement_follow_ups f where f.lead_id = l.id) as follow_up_count,
         coalesce((select string_agg(to_char(f.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') || ' ' || f.user_name || '：' || f.content, E'\n' order by f.created_at desc, f.id desc)
                     from enforcement_follow_ups f where f.lead_id = l.id), '') as follow_ups,
         (select count(*)::integer from litigations g where g.lead_id = l.id) as litigation_count
    from enforcement_leads l;

-- Litigations with their next hearing, the nearest open appeal deadline and their costs summed per currency.
create view litigations_view with (security_invoker = true) as
  select g.*,
         (select min(s.stage_date) from litigation_stages s where s.litigation_id = g.id and s.kind = 'hearing' and not s.done and s.stage_date >= (now() at time zone 'Asia/Shanghai')::date) as next_hearing,
         (select min(s.due_date) from litigation_stages s where s.litigation_id = g.id and s.kind in ('judgement', 'ruling') and not s.done and s.due_date is not null) as appeal_deadline,
         coalesce((select string_agg(x.currency || ' ' || finance_decimal(x.total), '；' order by x.currency)
                     from (select c.currency, sum(c.amount_minor)::bigint as total from litigation_costs c where c.litigation_id = g.id group by c.currency) x), '') as cost_total
    from litigations g;

create view litigation_costs_view with (security_invoker = true) as
  select c.*, finance_decimal(c.amount_minor) as amount, coalesce(g.case_no, '') as case_no, g.cause,
         e.id as finance_entry_id, coalesce(b.status, case when e.id is null then null else 'unbilled' end) as bill_status, b.bill_no
    from litigation_costs c join litigations g on g.id = c.litigation_id
    left join finance_entries e on e.litigation_cost_id = c.id
    left join finance_bills b on b.id = e.bill_id;
