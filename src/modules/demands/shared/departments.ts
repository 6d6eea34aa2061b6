// Department approvers (pure): who a department reference names in the organisation's tree as it is now.
import type { ApproverRef } from './flowEngine';

export interface OrgUser { id: number; name: string; roleId: number; deptId: number | null; active: boolean }
export interface OrgDept { id: number; parentId: number | null }

/**
 * `department`: the active members of that department (holding roleId when given). `requesterDept`: in the
 * requester's department, the active members holding roleId (the department manager), else the nearest department
 * upwards that has one; without roleId the department's other active members. The requester never approves their
 * own demand through a department. A user without a department, or a department no longer there, names nobody.
 */
export function departmentApprovers(ref: ApproverRef, requesterId: number, users: OrgUser[], depts: OrgDept[]): OrgUser[] {
  const members = (deptId: number, roleId: number | null | undefined) =>
    users.filter((u) => u.deptId === deptId && u.active && u.id !== requesterId && (roleId == null || u.roleId === roleId));
  if (ref.kind === 'department') return members(ref.id, ref.roleId);
  if (ref.kind !== 'requesterDept') return [];
  const parent = new Map(depts.map((d) => [d.id, d.parentId]));
  let dept = users.find((u) => u.id === requesterId)?.deptId ?? null;
  const seen = new Set<number>();
  while (dept !== null && parent.has(dept) && !seen.has(dept)) {
    seen.add(dept);
    const found = members(dept, ref.roleId);
    if (found.length || ref.roleId == null) return found;
    dept = parent.get(dept) ?? null;
  }
  return [];
}
