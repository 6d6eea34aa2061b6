// Labels the settings panels read from the type's config schema (x-label per property, x-dict per value), so
// the schema file stays the one place that names them.
import type { FieldKindDef as CustomFieldKindDef } from '../../../shared/field-kinds';
import type { Lang } from '../model';

type I18n = { zh: string; en: string };
const propOf = (type: CustomFieldKindDef, prop: string) =>
  ((type.configSchema.properties ?? {}) as Record<string, { 'x-label'?: I18n; 'x-dict'?: Record<string, I18n> }>)[prop];

export function schemaLabel(type: CustomFieldKindDef, prop: string, lang: Lang, fallback: string): string {
  const l = propOf(type, prop)?.['x-label'];
  return l ? (lang === 'en' ? l.en : l.zh) : fallback;
}

export function schemaDict(type: CustomFieldKindDef, prop: string): Record<string, I18n> {
  return propOf(type, prop)?.['x-dict'] ?? {};
}
