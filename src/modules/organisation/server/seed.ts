// Demo organisation for a new demo tenant: a department tree, the demo users placed in it, a department
// manager whose role sees only the records of 法务部 and below (data scope 本部门及下级), and owners for the
// demo marks, cases, copyrights and patents (spread over the departments), so each data scope shows a different, non-empty list.
import { hashPassword } from '../../../server/auth/password';
import type { Queryable } from '../../../server/db/types';
import { searchColumns } from '../../../server/lists/search';

/** Demo sign-ins this module adds (listed in the README). */
export const ORGANISATION_DEMO_LOGINS = [
  { account: 'dept.manager', password: 'Manager@2026', name: '周经理', phone: '13800000003', dept: '法务部', role: '部门经理' },
  { account: 'market', password: 'Market@2026', name: '钱市场', phone: '13800000004', dept: '市场部', role: '商标专员' },
] as const;

export async function seedOrganisation(tx: Queryable, tenantId: number): Promise<void> {
  const ids: Record<string, number> = {};
  const add = async (name: string, parent: string | null, sort: number) => {
    const parentId = parent ? ids[parent] : null;
    const r = await tx.query<{ id: number }>('insert into departments (tenant_id, parent_id, name, sort) values ($1, $2, $3, $4) returning id', [tenantId, parentId, name, sort]);
    const id = r.rows[0].id;
    const parentPath = parentId ? (await tx.query<{ path: string }>('select path from departments where id = $1', [parentId])).rows[0].path : '/';
    await tx.query('update departments set path = $2 where id = $1', [id, `${parentPath}${id}/`]);
    ids[name] = id;
  };
  await add('总部', null, 1);
  await add('法务部', '总部', 1);
  await add('商标组', '法务部', 1);
  await add('专利组', '法务部', 2);
  await add('市场部', '总部', 2);

  const user = async (account: string) => (await tx.query<{ id: number }>('select id from users where tenant_id = $1 and account = $2', [tenantId, account])).rows[0]?.id;
  const admin = await user('admin');
  const specialist = await user('user');
  if (admin) await tx.query('update users set dept_id = $2 where id = $1', [admin, ids['总部']]);
  if (specialist) await tx.query('update users set dept_id = $2 where id = $1', [specialist, ids['商标组']]);

  // 部门经理: the specialist's grants plus the user list, seeing 法务部 and below.
  const base = (await tx.query<{ role_auth: string; menu_keys: string[] }>(`select role_auth, menu_keys from roles where tenant_id = $1 and builtin = 'specialist'`, [tenantId])).rows[0];
  const auth = [...new Set([...(base?.role_auth ?? '').split(',').filter(Boolean), 'userList'])].join(',');
  const menus = [...new Set([...(base?.menu_keys ?? []), 'system', 'userConfig'])];
  const role = await tx.query<{ id: number }>(
    `insert into roles (tenant_id, role_name, role_auth, menu_keys, data_scope) values ($1, '部门经理', $2, $3, 2) returning id`,
    [tenantId, auth, menus],
  );
  const specialistRole = (await tx.query<{ id: number }>(`select id from roles where tenant_id = $1 and builtin = 'specialist'`, [tenantId])).rows[0]?.id;
  const people: number[] = [];
  for (const p of ORGANISATION_DEMO_LOGINS) {
    const search = searchColumns([p.name, p.account]);
    const roleId = p.account === 'dept.manager' ? role.rows[0].id : specialistRole;
    if (!roleId) continue;
    const r = await tx.query<{ id: number }>(
      `insert into users (tenant_id, account, name, phone, role_id, dept_id, password_hash, search_grams, search_text) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [tenantId, p.account, p.name, p.phone, roleId, ids[p.dept], await hashPassword(p.password), search.grams, search.text],
    );
    people.push(r.rows[0].id);
  }
  const market = people[1];
  // Owners of the demo marks, cases, copyrights and patents: a third each to 总部 (admin), 商标组 (user) and 市场部
  // (market).
  const owners = [admin, specialist, market].filter((x): x is number => typeof x === 'number');
  if (owners.length === 3)
    for (const table of ['trademarks', 'cases', 'copyright_works', 'copyright_software', 'patents'])
      await tx.query(`update ${table} set created_by = ($2::int[])[1 + id % 3] where tenant_id = $1`, [tenantId, owners]);
  // The demo enterprises are grouped under the departments too.
  await tx.query(`update enterprises set group_id = case when id % 2 = 0 then $2::int else $3::int end where tenant_id = $1 and group_id is null`, [tenantId, ids['法务部'], ids['市场部']]);
}
