// Enterprises (applicants, 企业管理), server entry: the applicant picker. The list, detail and edit calls are
// the generic handlers over schemas/screens/enterprises.json.
import { defineServerModule } from '../../server/modules';
import { pick } from './server/pick';

export const enterprisesServer = defineServerModule({
  name: 'enterprises',
  handlers: { 'enterprises.pick': pick },
});
