// Enterprises (applicants, 企业管理), server entry: the applicant picker, the detail page's marks, cases and
// documents, and country names stored before the country picker turned into codes. The list, detail and edit calls
// are the generic handlers over schemas/screens/enterprises.json.
import { withSystem } from '../../server/db/tenant';
import { defineServerModule } from '../../server/modules';
import { countryCodes } from './server/countryCodes';
import { pick } from './server/pick';
import { records } from './server/records';

export const enterprisesServer = defineServerModule({
  name: 'enterprises',
  handlers: { 'enterprises.pick': pick, 'enterprises.records': records },
  seedDemo: async (tx) => void (await countryCodes(tx)),
  onStart: async (db) => void (await withSystem(db, (tx) => countryCodes(tx))),
});
