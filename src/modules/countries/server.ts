// Countries and a tenant's country groups, server entry.
import { defineServerModule } from '../../server/modules';
import * as country from './server/handlers';

export const countriesServer = defineServerModule({
  name: 'countries',
  handlers: {
    'country.tree': country.tree,
    'country.categoryTree': country.categoryTree,
    'country.saveCategories': country.saveCategories,
  },
});
