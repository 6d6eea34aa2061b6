// Countries and a tenant's country groups, server entry.
import { defineServerModule } from '../../server/modules';
import { countries, regionalGroup } from './server/countries';
import * as country from './server/handlers';

/** The Chinese name of a country or regional office code, undefined when the code is unknown (other modules' entry to the names). */
export { countries, REGIONAL_GROUPS } from './server/countries';

export const countryNameZh = (code: string): string | undefined => countries().get(code)?.name ?? regionalGroup(code)?.name;

export const countriesServer = defineServerModule({
  name: 'countries',
  handlers: {
    'country.tree': country.tree,
    'country.categoryTree': country.categoryTree,
    'country.saveCategories': country.saveCategories,
  },
  // The country kind exports the Chinese name of the code (regional offices too).
  exportFormats: { country: (code) => countryNameZh(String(code)) ?? String(code) },
});
