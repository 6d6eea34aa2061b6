// The goods kind in xlsx exports: item names separated by "；", grouped "第N类：..." when items carry their class.
type Item = { classNo?: number; name?: string };

export function exportGoods(value: unknown): string {
  const groups = new Map<string, string[]>();
  for (const i of (Array.isArray(value) ? value : []) as Item[]) {
    const head = i.classNo ? `第${i.classNo}类：` : '';
    groups.set(head, [...(groups.get(head) ?? []), i.name ?? '']);
  }
  return [...groups].map(([head, names]) => head + names.join('；')).join(' ');
}
