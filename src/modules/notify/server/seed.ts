// Demo data of the notify module: the tenant's shipped settings, configuration and dictionaries, and for the demo
// 商标专员 an email address and a weekly deadline digest (the personal centre shows a working subscription).
import type { Queryable } from '../../../server/db/types';
import { ensureDefaults } from './defaults';

export async function seedNotify(tx: Queryable, tenantId: number): Promise<void> {
  await ensureDefaults(tx, tenantId);
  const people: Array<[string, string, 'off' | 'weekly' | 'daily']> = [
    ['admin', 'wang.guanli@demo-ipms.cn', 'off'],
    ['user', 'li.zhuanyuan@demo-ipms.cn', 'weekly'],
  ];
  for (const [account, email, frequency] of people) {
    const u = await tx.query<{ id: number }>(`update users set email = coalesce(email, $3) where tenant_id = $1 and account = $2 returning id`, [tenantId, account, email]);
    if (!u.rows[0]) continue;
    await tx.query(
      `insert into notify_user_prefs (user_id, tenant_id, digest_frequency, digest_days, digest_since) values ($1, $2, $3, 14, case when $3 = 'off' then null else now() end)
       on conflict (user_id) do nothing`,
      [u.rows[0].id, tenantId, frequency],
    );
  }
}
