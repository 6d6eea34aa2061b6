-- Department-based approvers of demand flows (issue 13, with the departments of the organisation module, 036).
-- A step may name, besides users and roles:
--   approver_dept_ids  the members of these departments (only those holding dept_role_id when it is set);
--   requester_dept     the requester's own department: its members holding dept_role_id (e.g. 部门经理), the
--                      nearest department upwards that has one; without dept_role_id its other members.
-- Department approvers are resolved when a step becomes active and again whenever the organisation changes
-- while a demand waits (src/modules/demands/server/refresh.ts): a user who moves department, changes role, is
-- disabled or deleted marks the tenant's pending demands stale here, and the next read or decision re-resolves
-- their active step, so pending steps follow the departments without anyone reassigning by hand.

alter table demand_flow_steps add column approver_dept_ids integer[] not null default '{}';
alter table demand_flow_steps add column requester_dept boolean not null default false;
alter table demand_flow_steps add column dept_role_id integer references roles(id) on delete set null;

alter table demands add column approvers_stale boolean not null default false;
create index demands_stale_idx on demands (tenant_id) where approvers_stale and status = 'pending' and deleted_at is null;

create function demands_mark_approvers_stale() returns trigger language plpgsql as $$
begin
  update demands set approvers_stale = true
   where tenant_id = new.tenant_id and status = 'pending' and deleted_at is null and not approvers_stale;
  return null;
end
$$;
create trigger users_demand_approvers after insert or update of dept_id, role_id, status, deleted_at, valid_until on users
  for each row execute function demands_mark_approvers_stale();

drop view demand_flow_steps_view;
create view demand_flow_steps_view with (security_invoker = true) as
  select s.*, f.name as flow_name,
         coalesce((select array_agg(r.role_name order by r.id) from roles r where r.id = any(s.approver_role_ids)), '{}') as approver_role_names,
         coalesce((select array_agg(d.name order by d.path) from departments d where d.id = any(s.approver_dept_ids)), '{}') as approver_dept_names
    from demand_flow_steps s join demand_flows f on f.id = s.flow_id;

