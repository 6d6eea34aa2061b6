// A mark's goods placed in the similar-goods groups (类似群) of an edition, for the comparison of two marks
// (public-marks): by the item's code, by its name or a synonym (aliases), else by a group's own name (鞋, 帽: what
// gazettes often list), within the mark's class when it is known. An item matching nothing keeps no group; one
// code may sit in several groups and then counts in each.
import type { NiceEdition } from '../../../generated/types';
import type { Queryable } from '../../../server/db/types';
import { normalize } from '../../../server/lists/search';
import { nameAliases } from './importer';
import { lookupCodes, matchNames } from './service';

export interface GroupOfItem { code: string; name: string; classNo: number }
export interface PlacedItem { name: string; groups: GroupOfItem[] }

const key = (name: string) => normalize(name.replace(/[*＊]+\s*$/, ''));

function addGroup(into: GroupOfItem[], g: GroupOfItem) {
  if (!into.some((x) => x.code === g.code)) into.push(g);
}

/** The items in the order given, each with its groups in the edition (none when no edition is imported). */
export async function placeGoods(db: Queryable, edition: NiceEdition | null, items: Array<{ code?: string | null; name: string }>, classNo?: number | null): Promise<PlacedItem[]> {
  const out: PlacedItem[] = items.map((i) => ({ name: i.name, groups: [] }));
  if (!edition || !items.length) return out;
  const classes = classNo ? [classNo] : undefined;
  const codes = [...new Set(items.map((i) => i.code?.toUpperCase()).filter((c): c is string => !!c))];
  const byCode = new Map<string, GroupOfItem[]>();
  if (codes.length)
    for (const it of (await lookupCodes(db, edition, codes)).items) {
      const list = byCode.get(it.code) ?? [];
      addGroup(list, { code: it.groupCode, name: it.groupName, classNo: it.classNo });
      byCode.set(it.code, list);
    }
  const open: number[] = [];
  items.forEach((it, i) => {
    const found = it.code ? byCode.get(it.code.toUpperCase()) : undefined;
    if (found) out[i].groups = [...found];
    else if (it.name.trim()) open.push(i);
  });
  if (!open.length) return out;
  const { matched } = await matchNames(db, edition, open.map((i) => items[i].name), classes);
  const byName = new Map(matched.map((m) => [m.input, m.items]));
  const rest: number[] = [];
  for (const i of open) {
    const found = byName.get(items[i].name.trim());
    if (found) for (const it of found) addGroup(out[i].groups, { code: it.groupCode, name: it.groupName, classNo: it.classNo });
    else rest.push(i);
  }
  if (!rest.length) return out;
  const r = await db.query<{ code: string; name: string; class_no: number }>(
    `select code, name, class_no from nice_entries where edition = $1 and level = 1${classes ? ' and class_no = any($2::smallint[])' : ''} order by line_no`,
    classes ? [edition.edition, classes] : [edition.edition],
  );
  const groupsByKey = new Map<string, GroupOfItem[]>();
  for (const g of r.rows)
    for (const a of nameAliases(g.name)) {
      const list = groupsByKey.get(a) ?? [];
      addGroup(list, { code: g.code, name: g.name, classNo: g.class_no });
      groupsByKey.set(a, list);
    }
  for (const i of rest) out[i].groups = [...(groupsByKey.get(key(items[i].name)) ?? [])];
  return out;
}
