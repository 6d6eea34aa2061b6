// Countries and country groups, client entry: the country field kind, the country picker and the group editor
// other modules embed.
import type { ClientModule } from '../../client/modules';
import { lazyComponent } from '../../client/runtime/lazyComponent';
import type { CountryPickerProps } from './client/CountryPicker';

export const countriesClient: ClientModule = {
  name: 'countries',
  fieldKinds: { country: () => import('./client/countryKind').then((m) => m.countryKind) },
};

export const CountryPicker = lazyComponent<CountryPickerProps>(() => import('./client/CountryPicker').then((m) => m.default), 'CountryPicker');
export const CountryCategoryEditor = lazyComponent<object>(() => import('./client/CountryCategoryEditor').then((m) => m.default), 'CountryCategoryEditor');
