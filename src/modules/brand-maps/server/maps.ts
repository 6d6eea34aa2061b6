// Brand maps (spec 3.13, 7.4): CRUD of a tenant's tag trees. The map JSON is validated by the call's generated
// schema; here the rules a schema cannot say: ids unique within the map and across the tenant's maps, size
// limits, and what happens to tags when nodes go away (they leave every trademark: tag-drop.ts).
import type { BrandMap, TagOption } from '../../../generated/types';
import { allIds, checkMap, emptyMap, MAP_LAYOUT, type MapNode, type MindMap } from '../shared/tree';
import type { Queryable } from '../../../server/db/types';
import { fail } from '../../../server/http/errors';
import { dropTags } from './tag-drop';

export const DEFAULT_MAP_COLOR = '#1677ff';

interface Row {
  id: number;
  name: string;
  map: MindMap | string;
  color: string;
  sort: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, name, map, color, sort, created_at, updated_at';

function toMap(r: Row): BrandMap {
  const map = typeof r.map === 'string' ? (JSON.parse(r.map) as MindMap) : r.map;
  return {
    id: r.id,
    name: r.name,
    map,
    color: r.color,
    sort: r.sort,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

export async function listMaps(db: Queryable): Promise<BrandMap[]> {
  const r = await db.query<Row>(`select ${COLUMNS} from brand_maps order by sort, id`);
  return r.rows.map(toMap);
}

export async function getMap(db: Queryable, id: number): Promise<BrandMap> {
  const r = await db.query<Row>(`select ${COLUMNS} from brand_maps where id = $1`, [id]);
  if (!r.rows[0]) throw fail.notFound('品牌图谱不存在或已删除');
  return toMap(r.rows[0]);
}

async function assertIdsFree(db: Queryable, ids: string[], exceptMapId: number | null) {
  const r = await db.query<{ name: string; taken: string[] }>(
    `select name, array(select x from unnest(node_ids) x where x = any($1::text[])) as taken
       from brand_maps where node_ids && $1::text[] and ($2::int is null or id <> $2::int) limit 1`,
    [ids, exceptMapId],
  );
  if (r.rows[0]) throw fail.conflict(`节点编号 ${r.rows[0].taken[0]} 已被图谱“${r.rows[0].name}”使用`);
}

export interface SaveMapInput {
  id?: number;
  name?: string;
  map?: MindMap;
  color?: string;
  sort?: number;
}

/**
 * Creates (no id) or updates a map. The root's text is the map's name: a new name renames the root, a map
 * whose root was renamed renames the map. Nodes missing from an updated map are deleted, and their tags
 * leave the trademarks.
 */
export async function saveMap(db: Queryable, userId: number, input: SaveMapInput): Promise<BrandMap> {
  const current = input.id ? await getMap(db, input.id) : null;
  const name = input.name?.trim() ?? (input.map ? input.map.root.text.trim() : current?.name);
  if (!name) throw fail.validation('请输入图谱名称');
  let map: MindMap = input.map ?? current?.map ?? emptyMap(name);
  map = { root: { ...map.root, text: name }, layout: MAP_LAYOUT };
  const problems = checkMap(map);
  if (problems.length) throw fail.validation(problems[0]);
  const ids = allIds(map.root);
  await assertIdsFree(db, ids, current?.id ?? null);
  const color = input.color ?? current?.color ?? DEFAULT_MAP_COLOR;
  if (!current) {
    const sort = input.sort ?? (await db.query<{ n: number }>('select coalesce(max(sort) + 1, 0)::int as n from brand_maps')).rows[0].n;
    const r = await db.query<Row>(
      `insert into brand_maps (tenant_id, name, map, node_ids, color, sort)
       values (current_setting('app.tenant_id')::integer, $1, $2, $3, $4, $5) returning ${COLUMNS}`,
      [name, JSON.stringify(map), ids, color, Math.min(sort, 9999)],
    );
    return toMap(r.rows[0]);
  }
  const kept = new Set(ids);
  await dropTags(db, userId, allIds(current.map.root).filter((id) => !kept.has(id)));
  const r = await db.query<Row>(
    `update brand_maps set name = $2, map = $3, node_ids = $4, color = $5, sort = $6, updated_at = now() where id = $1 returning ${COLUMNS}`,
    [current.id, name, JSON.stringify(map), ids, color, input.sort ?? current.sort],
  );
  return toMap(r.rows[0]);
}

/** Deletes a map; its tags leave every trademark. */
export async function removeMap(db: Queryable, userId: number, id: number): Promise<void> {
  const current = await getMap(db, id);
  await dropTags(db, userId, allIds(current.map.root));
  await db.query('delete from brand_maps where id = $1', [id]);
}

/** The maps as one tree of options: a map (its root) on top, its nodes below; value = node id. */
export function tagOptionsOf(maps: BrandMap[]): TagOption[] {
  const option = (n: MapNode, color: string): TagOption => ({
    value: n.id,
    label: n.text,
    color,
    ...(n.children?.length ? { children: n.children.map((c) => option(c, color)) } : {}),
  });
  return maps.map((m) => ({ ...option(m.map.root, m.color), mapId: m.id, root: true }));
}

/** Node ids that can be put on a trademark: every node of the tenant's maps but the roots. */
export async function taggableIds(db: Queryable): Promise<Set<string>> {
  const out = new Set<string>();
  for (const m of await listMaps(db)) for (const id of allIds(m.map.root)) if (id !== m.map.root.id) out.add(id);
  return out;
}
