// Which buttons a user sees (spec 6): permission granted (or none named) and showWhen matched by the row (each
// named field equal to its value, empty for null, one of the values for a list); a button with children is a dropdown of its visible children and disappears when none is left.
import type { ButtonDef } from '../screen-types';

export type Can = (permission?: string) => boolean;

export function matchesShowWhen(button: Pick<ButtonDef, 'showWhen'>, row: Record<string, unknown> | undefined): boolean {
  if (!button.showWhen) return true;
  if (!row) return false;
  const equals = (k: string, v: string | number | boolean) => row[k] !== null && row[k] !== undefined && String(row[k]) === String(v);
  return Object.entries(button.showWhen).every(([k, v]) => (v === null ? row[k] === null || row[k] === undefined : Array.isArray(v) ? v.some((x) => equals(k, x)) : equals(k, v)));
}

export function visibleButtons(buttons: ButtonDef[] | undefined, can: Can, row?: Record<string, unknown>): ButtonDef[] {
  const out: ButtonDef[] = [];
  for (const b of buttons ?? []) {
    if (!can(b.permission) || !matchesShowWhen(b, row)) continue;
    if (b.children?.length) {
      const children = visibleButtons(b.children, can, row);
      if (children.length) out.push({ ...b, children });
    } else out.push(b);
  }
  return out;
}

/** Fills :key placeholders of a link or download path from the row (values URL-encoded). */
export function fillPath(path: string, row: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][\w]*)/g, (_, k: string) => encodeURIComponent(String(row?.[k] ?? '')));
}
