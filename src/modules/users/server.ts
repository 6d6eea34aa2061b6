// User management (system settings), server entry: create, edit, enable/disable, unlock, people search.
import { defineServerModule } from '../../server/modules';
import * as users from './server/handlers';

export const usersServer = defineServerModule({
  name: 'users',
  handlers: {
    'users.disable': users.disable,
    'users.enable': users.enable,
    'users.unlock': users.unlock,
    'users.create': users.create,
    'users.update': users.update,
    'users.remove': users.remove,
    'users.roleOptions': users.roleOptions,
    'users.peopleSearch': users.peopleSearch,
  },
});
