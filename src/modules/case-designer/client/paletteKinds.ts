// Which field kinds the designer's palette offers, by palette group: every kind of the registry but the system ones
// and the custom-field copies marked palette: false (so no label is offered twice); on a proposal form (filled in
// through a public link, no sign-in) only the kinds the registry marks publicForm.
import { fieldKinds } from '../../../generated/field-kinds';
import type { FieldKindDef } from '../../../shared/field-kinds';

export const PALETTE_GROUPS = ['basic', 'choice', 'datetime', 'file', 'business'] as const;

export const paletteKinds = (group: (typeof PALETTE_GROUPS)[number], publicOnly = false): FieldKindDef[] =>
  fieldKinds.filter((k) => k.group === group && k.palette !== false && (!publicOnly || k.publicForm === true));
