// Roles, permissions and organisation, client entry: the department tree page (/system/department), the role
// editor and role copy dialogs of the roles schema screen (/system/roleConfig), and the batch-move dialogs of
// the users and enterprises screens.
import type { ClientModule } from '../../client/modules';

export const organisationClient: ClientModule = {
  name: 'organisation',
  pages: {
    departmentManage: () => import('./client/DepartmentPage'),
  },
  widgets: {
    roleEditor: () => import('./client/RoleEditor'),
    roleCopy: () => import('./client/RoleCopy'),
    moveUsers: () => import('./client/MoveDialog').then((m) => ({ default: m.MoveUsers })),
    moveEnterprises: () => import('./client/MoveDialog').then((m) => ({ default: m.MoveEnterprises })),
  },
};
