// The goods kind in xlsx exports: items by name separated by "；", grouped "第N类：..." when they carry their
// class, and struck items (suffix 2) marked "（删除）" so a reader sees what the card shows struck through.
type Item = { classNo?: number; name?: string; suffix?: number | null };

export function exportGoods(value: unknown): string {
  const items = (Array.isArray(value) ? value : []) as Item[];
  const name = (i: Item) => `${i.name ?? ''}${i.suffix === 2 ? '（删除）' : ''}`;
  const groups = new Map<string, string[]>();
  for (const i of items) groups.set(i.classNo ? `第${i.classNo}类：` : '', [...(groups.get(i.classNo ? `第${i.classNo}类：` : '') ?? []), name(i)]);
  return [...groups].map(([head, names]) => head + names.join('；')).join(' ');
}
