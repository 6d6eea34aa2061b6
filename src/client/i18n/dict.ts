import { dicts, type DictKey } from '../../generated/dicts';
import { getSettings } from '../settings/settings';

/** Label of a dictionary value from the schemas' x-dict, in the current language. */
export function dictLabel(key: DictKey, value: string | number): string {
  const entry = (dicts[key] as Record<string, { zh: string; en: string }>)[String(value)];
  return entry ? (getSettings().language === 'en' ? entry.en : entry.zh) : String(value);
}
