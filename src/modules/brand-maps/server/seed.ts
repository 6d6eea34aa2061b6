// Demo brand maps (spec 3.13) and tags on a share of the demo archive: product lines by class, regions by
// country, and legal-status watch tags by dates and status, so the tag drawer, the chips and the tag filter
// show true data. Runs in the unscoped seeding transaction, so every statement names the tenant.
import { allIds, MAP_LAYOUT, newNodeId, type MapNode, type MindMap } from '../shared/tree';
import type { Queryable } from '../../../server/db/types';

interface Spec { text: string; children?: Spec[] }

const MAPS: Array<{ name: string; color: string; children: Spec[] }> = [
  {
    name: '产品线',
    color: '#1677ff',
    children: [
      { text: '服装', children: [{ text: '男装' }, { text: '女装' }, { text: '童装' }] },
      { text: '鞋履', children: [{ text: '运动鞋' }, { text: '皮鞋' }] },
      { text: '配饰', children: [{ text: '箱包' }, { text: '首饰' }, { text: '眼镜' }] },
      { text: '食品饮料', children: [{ text: '茶饮' }, { text: '零食' }] },
      { text: '数码', children: [{ text: '智能穿戴' }, { text: '手机配件' }] },
    ],
  },
  {
    name: '地区',
    color: '#13a8a8',
    children: [{ text: '中国大陆' }, { text: '港澳台' }, { text: '东南亚' }, { text: '欧盟' }, { text: '北美' }],
  },
  {
    name: '法律状态关注',
    color: '#fa8c16',
    children: [{ text: '核心商标' }, { text: '防御商标' }, { text: '续展提醒' }, { text: '异议中' }, { text: '撤三风险' }],
  },
];

function build(spec: Spec, ids: Map<string, string>): MapNode {
  const id = newNodeId();
  ids.set(spec.text, id);
  return { id, text: spec.text, ...(spec.children ? { children: spec.children.map((c) => build(c, ids)) } : {}) };
}

/** Creates the demo maps of a tenant and tags part of its marks; returns the node ids by text. */
export async function seedBrandMaps(tx: Queryable, tenantId: number): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [i, m] of MAPS.entries()) {
    const map: MindMap = { root: build({ text: m.name, children: m.children }, ids), layout: MAP_LAYOUT };
    await tx.query(
      'insert into brand_maps (tenant_id, name, map, node_ids, color, sort) values ($1, $2, $3, $4, $5, $6)',
      [tenantId, m.name, JSON.stringify(map), allIds(map.root), m.color, i],
    );
  }
  const tag = (condition: string, texts: string[], params: unknown[] = []) => {
    const list = texts.map((t) => ids.get(t)!);
    // One of the texts per mark, chosen by id, appended when the mark does not have it yet.
    return tx.query(
      `update trademarks set tag_ids = tag_ids || (($1::text[])[1 + id % ${list.length}])
        where tenant_id = $2 and deleted_at is null and (${condition}) and not tag_ids @> array[($1::text[])[1 + id % ${list.length}]]`,
      [list, tenantId, ...params],
    );
  };
  await tag('tm_cl = 25 and id % 4 <> 0', ['男装', '女装', '童装']);
  await tag('tm_cl = 25 and id % 4 = 0', ['运动鞋', '皮鞋']);
  await tag('tm_cl = 18 and id % 3 <> 0', ['箱包']);
  await tag('tm_cl = 14 and id % 3 <> 0', ['首饰']);
  await tag('tm_cl = 9 and id % 3 = 0', ['眼镜']);
  await tag('tm_cl = 9 and id % 3 = 1', ['智能穿戴', '手机配件']);
  await tag('tm_cl in (30, 32) and id % 2 = 0', ['茶饮', '零食']);
  await tag(`country_code = 'CN' and id % 5 < 2`, ['中国大陆']);
  await tag(`country_code in ('HK', 'MO', 'TW')`, ['港澳台']);
  await tag(`country_code in ('SG', 'MY', 'TH', 'VN', 'ID', 'PH')`, ['东南亚']);
  await tag(`country_code in ('EU', 'EM', 'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'AT', 'PL', 'SE')`, ['欧盟']);
  await tag(`country_code in ('US', 'CA')`, ['北美']);
  await tag('id % 11 = 0', ['核心商标']);
  await tag('id % 13 = 0', ['防御商标']);
  await tag(`end_date between current_date and current_date + 365 and id % 2 = 0`, ['续展提醒']);
  await tag(`tm_status like '%异议%'`, ['异议中']);
  await tag(`reg_date < current_date - 365 * 3 and id % 9 = 0`, ['撤三风险']);
  return ids;
}
