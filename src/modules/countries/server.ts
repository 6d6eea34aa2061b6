// Countries and a tenant's country groups, server entry.
import { defineServerModule } from '../../server/modules';
import { countries, regionalGroup } from './server/countries';
import * as country from './server/handlers';

export const countriesServer = defineServerModule({
  name: 'countries',
  handlers: {
    'country.tree': country.tree,
    'country.categoryTree': country.categoryTree,
    'country.saveCategories': country.saveCategories,
  },
  // The country kind exports the Chinese name of the code (regional offices too).
  exportFormats: { country: (code) => countries().get(String(code))?.name ?? regionalGroup(String(code))?.name ?? String(code) },
});
