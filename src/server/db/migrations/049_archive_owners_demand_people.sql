-- Issue 17, data scope of the copyright and patent archives: each record has the user who created it (set by the
-- saves and the xlsx import), the owner its entity declares in x-data-scope, so the roles' data scope (全部 /
-- 本部门及下级 / 本人) narrows their lists, details and exports like the trademarks'. Records made before this
-- migration have no creator: only a 全部 scope reaches them.
alter table copyright_works add column created_by integer references users(id) on delete set null;
alter table copyright_software add column created_by integer references users(id) on delete set null;
alter table patents add column created_by integer references users(id) on delete set null;
create index copyright_works_owner_idx on copyright_works (tenant_id, created_by);
create index copyright_software_owner_idx on copyright_software (tenant_id, created_by);
create index patents_owner_idx on patents (tenant_id, created_by);

-- A demand's people beyond its requester and handler: its participants (participants, [{id, name}]) and every
-- approver of its flow, past, current or resolved ahead (flow_state.steps[*].votes[*].userId). Kept as generated
-- arrays (GIN-indexed) so the data scope reaches a demand through any of them: a participant or approver whose
-- role sees only 本人 still lists, opens and acts on it.
create function demand_participant_ids(p jsonb) returns integer[] language sql immutable parallel safe as $$
  select coalesce(array_agg(distinct (e->>'id')::integer), '{}')
    from jsonb_array_elements(case when jsonb_typeof(p) = 'array' then p else '[]'::jsonb end) e
   where e->>'id' ~ '^[0-9]{1,9}$'
$$;
create function demand_flow_user_ids(state jsonb) returns integer[] language sql immutable parallel safe as $$
  select coalesce(array_agg(distinct (v #>> '{}')::integer), '{}')
    from jsonb_path_query(coalesce(state, 'null'::jsonb), 'lax $.steps[*].votes[*].userId') v
   where (v #>> '{}') ~ '^[0-9]{1,9}$'
$$;
alter table demands add column participant_ids integer[] generated always as (demand_participant_ids(participants)) stored;
alter table demands add column flow_user_ids integer[] generated always as (demand_flow_user_ids(flow_state)) stored;
create index demands_participants_idx on demands using gin (participant_ids) where deleted_at is null;
create index demands_flow_users_idx on demands using gin (flow_user_ids) where deleted_at is null;

-- The list's source shows the new columns (a view keeps the columns of d.* as they were when it was made).
drop view demands_view;
create view demands_view with (security_invoker = true) as
  select d.*,
         coalesce((select min(o.deadline) from official_documents o
                    where o.id = any(d.official_doc_ids) and o.deleted_at is null and o.status = 'pending'), d.manual_due_date) as due_date
    from demands d;
