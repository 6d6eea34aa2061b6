// Departments as a tree (headless, unit-tested): the flat list of /api/departmentList, by parentId, each level
// in its order.
import type { Department } from '../../../generated/types';

export interface DeptNode { key: number; title: string; dept: Department; children: DeptNode[] }

export function deptTree(rows: readonly Department[], title: (d: Department) => string = (d) => d.name): DeptNode[] {
  const byParent = new Map<number | null, Department[]>();
  const ids = new Set(rows.map((d) => d.id));
  for (const d of rows) {
    const parent = d.parentId !== null && ids.has(d.parentId) ? d.parentId : null;
    if (!byParent.has(parent)) byParent.set(parent, []);
    byParent.get(parent)!.push(d);
  }
  const build = (parent: number | null): DeptNode[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name, 'zh-CN') || a.id - b.id)
      .map((d) => ({ key: d.id, title: title(d), dept: d, children: build(d.id) }));
  return build(null);
}

/** The names from the root down to a department ("总部 / 法务部"). */
export function deptPathLabel(rows: readonly Department[], d: Department): string {
  const byId = new Map(rows.map((x) => [x.id, x]));
  return d.path.split('/').filter(Boolean).map((id) => byId.get(Number(id))?.name ?? '').join(' / ');
}
