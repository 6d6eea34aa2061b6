// The comparison page's address (/tool/dplsearch4): ?left=pm:12&right=tm:5 compares a public mark with an own mark
// of the archive, ?hit=7 a monitoring hit with the watched mark. Pure, so links (search results, the hit list) and
// the page agree on it.
export type SideSource = 'publicMark' | 'trademark';
export interface SideRef { source: SideSource; id: number }

const PREFIX: Record<SideSource, string> = { publicMark: 'pm', trademark: 'tm' };
const MAX_ID = 2147483647;

export const refText = (r: SideRef) => `${PREFIX[r.source]}:${r.id}`;

/** A side from its text (pm:12, tm:5; a bare number is a public mark); null when it is not one. */
export function parseRef(text: string | null | undefined): SideRef | null {
  const m = /^(?:(pm|tm):)?([1-9]\d{0,9})$/.exec((text ?? '').trim());
  if (!m || Number(m[2]) > MAX_ID) return null;
  return { source: m[1] === 'tm' ? 'trademark' : 'publicMark', id: Number(m[2]) };
}

export function parseHit(text: string | null | undefined): number | null {
  const m = /^[1-9]\d{0,9}$/.exec((text ?? '').trim());
  return m && Number(m[0]) <= MAX_ID ? Number(m[0]) : null;
}

export const COMPARE_PATH = '/tool/dplsearch4';
export const compareLink = (left: SideRef, right: SideRef) => `${COMPARE_PATH}?left=${refText(left)}&right=${refText(right)}`;
export const hitCompareLink = (hitId: number) => `${COMPARE_PATH}?hit=${hitId}`;
