-- Risk monitoring (风险监控, issue 16, spec 2.10): watches of the tenant's own marks, keywords, applicants and images,
-- at home (CN) and abroad (one country per watch), each with its cron expression; the monitoring task compares the
-- public marks loaded since a watch's last run (public_marks.id > checked_up_to) with the watch by the similarity of
-- src/modules/public-marks/shared/similarity.ts and records hits with a risk level, the reason and the opposition
-- deadline of a 初审公告. A watch's due slot is claimed in one update (last_slot), so two servers on one database
-- start one run; the run's steps commit the hits with the watch's new checked_up_to, so no mark is compared twice.
-- An image watch (/risk/PicMonitor) keeps its cropped image (an upload checked by content) with a remark of at most
-- 20 characters and is compared by the words of the mark when given (comparing images needs the perceptual hash of
-- the image search, not built yet). public_marks gains the gazette's country (CN for the CNIPA data loaded so far).

alter table public_marks add column country text not null default 'CN' check (country ~ '^[A-Z]{2}$');
create index public_marks_country_idx on public_marks (tenant_id, country, id) where country <> 'CN';

create table risk_watches (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  name text not null,
  kind text not null default 'ownMark' check (kind in ('ownMark', 'keyword', 'applicant', 'image')),
  country text not null default 'CN' check (country ~ '^[A-Z]{2}$'),
  trademark jsonb not null default '[]',
  trademark_id integer references trademarks(id) on delete set null,
  tm_cl integer check (tm_cl between 1 and 45),
  cron text not null default '0 7 * * *',
  enabled boolean not null default true,
  image text,
  image_remark text check (char_length(image_remark) <= 20),
  remark text,
  last_slot timestamptz,
  pending boolean not null default true,
  checked_up_to integer not null default 0,
  last_run_at timestamptz,
  created_by integer references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index risk_watches_tenant_idx on risk_watches (tenant_id, created_at desc, id);
create index risk_watches_pending_idx on risk_watches (tenant_id) where pending;

create table risk_hits (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  watch_id integer not null references risk_watches(id) on delete cascade,
  mark_id integer not null references public_marks(id) on delete cascade,
  score numeric(3, 2) not null,
  reasons text[] not null default '{}',
  risk_level text not null check (risk_level in ('high', 'medium', 'low')),
  reason text not null,
  opposition_end date,
  status text not null default 'new' check (status in ('new', 'dismissed', 'oppositionPlanned', 'oppositionFiled')),
  remark text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  unique (watch_id, mark_id)
);
create index risk_hits_tenant_idx on risk_hits (tenant_id, created_at desc, id);
create index risk_hits_open_idx on risk_hits (tenant_id, opposition_end) where status in ('new', 'oppositionPlanned');

alter table risk_watches enable row level security;
alter table risk_hits enable row level security;
create policy tenant_isolation on risk_watches
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on risk_hits
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

create view risk_watches_view with (security_invoker = true) as
  select w.*,
         (select count(*)::integer from risk_hits h where h.watch_id = w.id) as hit_count,
         (select count(*)::integer from risk_hits h where h.watch_id = w.id and h.status = 'new') as new_hit_count
    from risk_watches w;

create view risk_hits_view with (security_invoker = true) as
  select h.*, w.name as watch_name, w.country, m.tm_name, m.app_no, m.tm_cl, m.applicant, m.announcement_type,
         m.announcement_issue, m.announcement_date
    from risk_hits h join risk_watches w on w.id = h.watch_id join public_marks m on m.id = h.mark_id;

-- Name search at a million marks (issue 16 benchmark): pg_trgm needs three characters, so 1- and 2-character
-- Chinese terms and the similar-name candidates (names sharing a two-character piece) use name_grams, every 1- and
-- 2-character piece of the lower-cased name, with a GIN index; lists newest first walk the date index whose order
-- (nulls last) is the one the search asks for.
create function public_mark_grams(name text) returns text[] language sql immutable parallel safe as $$
  select coalesce(array_agg(distinct g), '{}') from (
    select substr(lower(name), i, k) as g
      from generate_series(1, char_length(name)) as i, (values (1), (2)) as n(k)
     where i + k - 1 <= char_length(name)
  ) x
$$;
alter table public_marks add column name_grams text[] generated always as (public_mark_grams(tm_name)) stored;
create index public_marks_name_grams_idx on public_marks using gin (name_grams);
create index public_marks_recent_idx on public_marks (tenant_id, announcement_date desc nulls last, id desc);
