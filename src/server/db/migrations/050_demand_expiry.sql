-- Demands (issue 13, remaining parts): a department step that is skipped when nobody can approve it, and the
-- scheduled date checks of src/modules/demands/server/expiry.ts.
--   demand_flow_steps.skip_if_empty  when the step's approvers name nobody who can act (e.g. 提出人所在部门的部门经理
--                                    for a requester of 总部, who has no manager above), the step is skipped instead
--                                    of refusing the submission or waiting for a reassignment (审批人为空时自动跳过).
--   demands.overdue_notified_on      the due date whose passing the demand's people were told of: the scheduled
--                                    check claims a demand by setting it (one update, so with two app servers on one
--                                    database the notice goes out once); a later due date is told of again.

alter table demand_flow_steps add column skip_if_empty boolean not null default false;
alter table demands add column overdue_notified_on date;

-- s.* is expanded when a view is made: made again to carry the new column.
drop view demand_flow_steps_view;
create view demand_flow_steps_view with (security_invoker = true) as
  select s.*, f.name as flow_name,
         coalesce((select array_agg(r.role_name order by r.id) from roles r where r.id = any(s.approver_role_ids)), '{}') as approver_role_names,
         coalesce((select array_agg(d.name order by d.path) from departments d where d.id = any(s.approver_dept_ids)), '{}') as approver_dept_names
    from demand_flow_steps s join demand_flows f on f.id = s.flow_id;

-- The scheduled checks read the demands not adopted yet, every minute: only those.
create index demands_open_idx on demands (tenant_id, id) where deleted_at is null and status <> 'adopted';
