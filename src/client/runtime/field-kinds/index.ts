// The field-kind registry with the platform's kinds registered: what the filter form, the form dialogs, the grid
// and the custom fields import. (src/client/modules.ts registers modules' kinds through ./registry directly.)
import './platform';
import { fieldKindByKey } from '../../../generated/field-kinds';
import type { FieldCtx, Lang, Option } from './contracts';
import { fieldKindImpl, kindDef } from './registry';

export * from './registry';
export type * from './contracts';

/** A field's context: the kind's defaults under the field's settings. */
export function fieldCtx(kind: string, lang: Lang, extra: Partial<Omit<FieldCtx, 'kind' | 'lang'>> = {}): FieldCtx {
  const def = kindDef(kind);
  return { ...extra, kind: def, lang, config: { ...def.defaultConfig, ...(extra.config ?? {}) } };
}

/** The kind's entry, falling back to text for a kind without one (never for a kind the schemas name: a test checks). */
export const implOf = (kind: string) => fieldKindImpl(kind) ?? fieldKindImpl('text')!;

export const isKind = (key: string | undefined): key is string => !!key && key in fieldKindByKey;
export type { Option };
