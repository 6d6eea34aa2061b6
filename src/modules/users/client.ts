// User management, client entry: the people field kind (人员 picker). The user list itself is data
// (schemas/screens/users.json).
import type { ClientModule } from '../../client/modules';

export const usersClient: ClientModule = {
  name: 'users',
  fieldKinds: { people: () => import('./client/peopleKind').then((m) => m.peopleKind) },
};
