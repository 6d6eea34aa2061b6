-- Finance (issue 14, finance part): the fee configuration (收费标准: official fees per case type, country and filing
-- way, agency and sundry fees, each dated so an old case keeps the fees of its day), currencies with their rate,
-- finance entries (one per fee of a submitted case), bills grouping entries per client and currency, payments
-- and invoices. Amounts of entries, bills, payments and invoices are integer minor units (fen, bigint): exact, and
-- summed per currency, never mixed. Configured amounts are exact decimal strings, as the case form's fees.

create table fee_schedules (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  name text not null,
  fee_kind text not null check (fee_kind in ('officialFees', 'agencyFees', 'sundryFees')),
  case_type text not null,
  country text not null default 'CN',
  submit_type text not null default 'any' check (submit_type in ('any', '电子递交', '纸质递交')),
  currency text not null,
  per_class boolean not null default true,
  base_amount text not null check (base_amount ~ '^(0|[1-9][0-9]{0,12})(\.[0-9]{1,2})?$'),
  included_items integer check (included_items between 0 and 1000),
  extra_item_amount text check (extra_item_amount ~ '^(0|[1-9][0-9]{0,12})(\.[0-9]{1,2})?$'),
  valid_from date not null,
  valid_to date,
  remark text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index fee_schedules_lookup_idx on fee_schedules (tenant_id, case_type, country, fee_kind, valid_from);

create table finance_currencies (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  code text not null,
  name text not null,
  rate text not null check (rate ~ '^(0|[1-9][0-9]{0,8})(\.[0-9]{1,6})?$'),
  valid_from date not null,
  remark text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  unique (tenant_id, code, valid_from)
);

create table finance_bills (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  bill_no text not null,
  client_name text not null,
  currency text not null,
  amount_minor bigint not null check (amount_minor >= 0),
  paid_minor bigint not null default 0 check (paid_minor >= 0),
  entry_count integer not null default 0,
  period_from date not null,
  period_to date not null,
  status text not null default 'billed' check (status in ('billed', 'partlyPaid', 'paid', 'writtenOff')),
  remark text,
  created_by integer references users(id) on delete set null,
  created_by_name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  unique (tenant_id, bill_no)
);
create index finance_bills_list_idx on finance_bills (tenant_id, id desc);

create table finance_entries (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  case_id integer not null references cases(id) on delete cascade,
  case_no text not null,
  case_type text not null,
  client_name text not null,
  country text not null,
  item_key text not null,
  fee_kind text not null check (fee_kind in ('officialFees', 'agencyFees', 'sundryFees')),
  currency text not null,
  amount_minor bigint not null check (amount_minor >= 0),
  entry_date date not null,
  bill_id integer references finance_bills(id) on delete set null,
  created_at timestamptz not null default now(),
  unique (tenant_id, case_id, item_key, fee_kind)
);
-- Totals per currency on a filter read these (index-only where the filter allows).
create index finance_entries_totals_idx on finance_entries (tenant_id, currency, entry_date) include (amount_minor, bill_id, fee_kind);
create index finance_entries_bill_idx on finance_entries (bill_id) where bill_id is not null;
create index finance_entries_list_idx on finance_entries (tenant_id, id desc);

create table finance_payments (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  bill_id integer not null references finance_bills(id) on delete cascade,
  pay_date date not null,
  amount_minor bigint not null check (amount_minor > 0),
  voucher jsonb,
  remark text,
  created_by_name text not null,
  created_at timestamptz not null default now()
);
create index finance_payments_bill_idx on finance_payments (bill_id, pay_date, id);

create table finance_invoices (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  bill_id integer not null references finance_bills(id) on delete cascade,
  invoice_no text not null,
  invoice_date date not null,
  amount_minor bigint not null check (amount_minor > 0),
  invoice_file jsonb,
  created_by_name text not null,
  created_at timestamptz not null default now()
);
create index finance_invoices_bill_idx on finance_invoices (bill_id, invoice_date, id);

alter table fee_schedules enable row level security;
alter table finance_currencies enable row level security;
alter table finance_bills enable row level security;
alter table finance_entries enable row level security;
alter table finance_payments enable row level security;
alter table finance_invoices enable row level security;
create policy tenant_isolation on fee_schedules
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on finance_currencies
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on finance_bills
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on finance_entries
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on finance_payments
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on finance_invoices
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- Minor units as the exact decimal string the API shows (1234.50).
create function finance_decimal(minor bigint) returns text language sql immutable as $$
  select case when minor is null then null else (minor / 100)::text || '.' || lpad((abs(minor) % 100)::text, 2, '0') end
$$;

create view finance_entries_view with (security_invoker = true) as
  select e.*, finance_decimal(e.amount_minor) as amount, b.bill_no,
         coalesce(b.status, 'unbilled') as bill_status
    from finance_entries e left join finance_bills b on b.id = e.bill_id;

create view finance_bills_view with (security_invoker = true) as
  select b.*, finance_decimal(b.amount_minor) as amount, finance_decimal(b.paid_minor) as paid,
         finance_decimal(greatest(b.amount_minor - b.paid_minor, 0)) as open_amount
    from finance_bills b;

create view finance_payments_view with (security_invoker = true) as
  select p.*, finance_decimal(p.amount_minor) as amount, false as confirm_overpay from finance_payments p;

create view finance_invoices_view with (security_invoker = true) as
  select i.*, finance_decimal(i.amount_minor) as amount from finance_invoices i;
