// Roles, permissions and organisation (issue 17), server entry: role management with the permission list
// (a caller never grants more than their own role holds), departments as a tree, batch moves of users and
// enterprises, and the demo organisation. The data scope of roles is enforced by the platform list engine
// (src/server/lists/data-scope.ts) for entities that declare x-data-scope.
import { defineServerModule } from '../../server/modules';
import * as departments from './server/departments';
import * as roles from './server/roles';
import { ORGANISATION_DEMO_LOGINS, seedOrganisation } from './server/seed';

export { assertDepartment } from './server/departments';
export { ORGANISATION_DEMO_LOGINS } from './server/seed';

export const organisationServer = defineServerModule({
  name: 'organisation',
  demoLogins: ORGANISATION_DEMO_LOGINS.map((l) => ({ role: l.role, account: l.account, password: l.password })),
  handlers: {
    'organisation.roleAdd': roles.roleAdd,
    'organisation.roleModify': roles.roleModify,
    'organisation.roleCopy': roles.roleCopy,
    'organisation.roleDelete': roles.roleDelete,
    'organisation.permissionList': roles.permissionList,
    'organisation.departmentList': departments.departmentList,
    'organisation.departmentOptions': departments.departmentOptions,
    'organisation.departmentSave': departments.departmentSave,
    'organisation.departmentDelete': departments.departmentDelete,
    'organisation.userBatchMove': departments.userBatchMove,
    'organisation.enterpriseBatchMove': departments.enterpriseBatchMove,
  },
  seedDemo: seedOrganisation,
});
