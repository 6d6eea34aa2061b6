-- Evidence preservation (存证保全, issue 16, spec 2.10 /risk/evidence, /risk/add-exist, /risk/existing-detail).
-- A preserved piece of evidence is a file (a general upload) or a web page the server fetched, kept as an upload too,
-- with the SHA-256 of its bytes, the capture time, the operator (id and name as they were) and, for a web page, the
-- address asked for, the address answered (after redirects), the server's address, HTTP status and content type.
-- Records are append-only and chained per tenant: seq counts 1, 2, 3 ... and record_hash is the SHA-256 of the
-- record's content hash, its metadata and prev_hash, the previous record's record_hash (64 zeros for the first), as
-- computed by src/modules/preservation/server/chain.ts. Changing a record's content or metadata, its place in the
-- order, or removing one breaks the chain where it happened, which the module's verification reports.
create table preserved_evidences (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  seq integer not null check (seq >= 1),
  kind text not null check (kind in ('file', 'web')),
  title text not null,
  source_url text,
  final_url text,
  http_status integer,
  remote_address text,
  content_type text not null,
  file_uid text not null references uploads(uid),
  file_name text not null,
  file_size integer not null check (file_size >= 0),
  content_sha256 text not null check (content_sha256 ~ '^[0-9a-f]{64}$'),
  captured_at timestamptz not null,
  -- The operator as recorded (no foreign key: the hash covers the id, which must not change when a user goes).
  operator_id integer not null,
  operator_name text not null,
  remark text,
  prev_hash text not null check (prev_hash ~ '^[0-9a-f]{64}$'),
  record_hash text not null check (record_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  unique (tenant_id, seq),
  unique (file_uid)
);
create index preserved_evidences_captured_idx on preserved_evidences (tenant_id, captured_at desc, id desc);
create index preserved_evidences_operator_idx on preserved_evidences (tenant_id, operator_id);

-- The head of each tenant's chain: appending locks this row (select ... for update), so two records added at once
-- take turns and each links to the one before it. Verification compares it with the last record, so records cut
-- off the end of the chain are noticed too.
create table preservation_chains (
  tenant_id integer primary key references tenants(id),
  last_seq integer not null default 0 check (last_seq >= 0),
  last_hash text not null default '0000000000000000000000000000000000000000000000000000000000000000' check (last_hash ~ '^[0-9a-f]{64}$'),
  updated_at timestamptz not null default now()
);

alter table preserved_evidences enable row level security;
alter table preservation_chains enable row level security;
create policy tenant_isolation on preserved_evidences
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);
create policy tenant_isolation on preservation_chains
  using (tenant_id = current_setting('app.tenant_id')::integer)
  with check (tenant_id = current_setting('app.tenant_id')::integer);

-- The application never changes or removes a preserved record: calls run as ipms_app, which this trigger stops. (The
-- grants are renewed for every table after each migration, so a revoke would not last.) The owning role can still
-- write, which is exactly what the hash chain is there to reveal.
create function preserved_evidences_append_only() returns trigger language plpgsql as $$
begin
  if current_user = 'ipms_app' then
    raise exception 'preserved evidence is append-only' using errcode = '42501';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end
$$;
create trigger preserved_evidences_append_only before update or delete on preserved_evidences
  for each row execute function preserved_evidences_append_only();
