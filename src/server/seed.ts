// First-start data: a demo tenant with an administrator and a trademark specialist. The built-in roles and their
// grants are data (schemas/roles.json), kept in step on every start by roles.ts.
import { LOGIN_LIMITS_TEXT } from './auth/login-guard';
import { hashPassword } from './auth/password';
import { searchColumns } from './lists/search';
import { withSystem } from './db/tenant';
import { insertBuiltinRoles } from './roles';
import type { Database, Queryable } from './db/types';
import type { ServerModule } from './modules';
import type { FileStorage } from './files/storage';

export const DEMO_LOGINS = [
  { account: 'admin', password: 'Admin@2026', name: '王管理', phone: '13800000001', role: '管理员' },
  { account: 'user', password: 'User@2026', name: '李专员', phone: '13800000002', role: '商标专员' },
] as const;

export { syncBuiltinRoles } from './roles';

export async function createTenant(
  tx: Queryable,
  tenant: { name: string; code: string },
  people: ReadonlyArray<{ account: string; password: string; name: string; phone: string; role: string }>,
) {
  const t = await tx.query<{ id: number }>('insert into tenants (name, code) values ($1, $2) returning id', [tenant.name, tenant.code]);
  const tenantId = t.rows[0].id;
  // The built-in roles of schemas/roles.json (管理员, 商标专员) with their grants.
  const roleIds = await insertBuiltinRoles(tx, tenantId);
  const userIds: number[] = [];
  for (const p of people) {
    const search = searchColumns([p.name, p.account]);
    const u = await tx.query<{ id: number }>(
      `insert into users (tenant_id, account, name, phone, role_id, password_hash, search_grams, search_text) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [tenantId, p.account, p.name, p.phone, roleIds[p.role], await hashPassword(p.password), search.grams, search.text],
    );
    userIds.push(u.rows[0].id);
  }
  return { tenantId, roleIds, userIds };
}

const WELCOME = [
  { title: '欢迎使用知识产权管理平台', content: '您可以在这里管理商标档案、案件、官文期限与财务。左侧菜单按您的角色显示，可在右上角“设置”中调整布局、主题色与语言。', type: 1, link: null },
  { title: '账号安全提示', content: `为保障账号安全，请在个人中心修改初始密码。${LOGIN_LIMITS_TEXT}`, type: 1, link: '/personal' },
  { title: '用户协议已更新', content: '《知识产权管理平台用户服务协议》2026.1 版已生效，主要更新了数据隔离与登录安全条款。', type: 1, link: '/agreement' },
];

/** Applicants the demo tenant files for (spec 3.9). */
const DEMO_ENTERPRISES = [
  { type: 1, book: 1, country: '中国', name: '星河品牌管理有限公司', en: 'Xinghe Brand Management Co., Ltd.', address: '上海市浦东新区张江路88号', post: '201203', legal: '陈星河' },
  { type: 1, book: 1, country: '中国', name: '杭州青禾食品有限公司', en: 'Hangzhou Qinghe Foods Co., Ltd.', address: '浙江省杭州市余杭区文一西路1818号', post: '311121', legal: '周青禾' },
  { type: 1, book: 1, country: '中国', name: '深圳云帆科技有限公司', en: 'Shenzhen Yunfan Technology Co., Ltd.', address: '广东省深圳市南山区科技园南区6栋', post: '518057', legal: '林云帆' },
  { type: 1, book: 2, country: '中国香港', name: '星河国际（香港）有限公司', en: 'Xinghe International (HK) Limited', address: '香港中环皇后大道中99号', post: null, legal: '陈星河' },
  { type: 1, book: 3, country: '美国', name: 'Northwind Apparel Inc.', en: 'Northwind Apparel Inc.', address: '500 Market Street, San Francisco, CA', post: '94105', legal: 'Laura Chen' },
  { type: 2, book: 1, country: '中国', name: '王晓明', en: null, address: '北京市海淀区中关村大街27号', post: '100080', legal: null },
];

/**
 * Seeds the demo tenant on first start, then each module's demo data in module order; returns whether anything was
 * created. With `files` (the server's storage) modules also seed demo data that needs stored files.
 */
export async function seedDemo(db: Database, modules: readonly ServerModule[], files?: FileStorage): Promise<boolean> {
  return withSystem(db, async (tx) => {
    const existing = await tx.query('select 1 from tenants limit 1');
    if (existing.rows.length) return false;
    const { tenantId, userIds } = await createTenant(tx, { name: '星河品牌管理有限公司', code: 'demo' }, DEMO_LOGINS);
    for (const e of DEMO_ENTERPRISES) {
      const search = searchColumns([e.name, e.en]);
      await tx.query(
        `insert into enterprises (tenant_id, applicant_type, book_type, country_or_region, applicant_name, applicant_english, applicant_address, post_code, legal_person, search_grams, search_text)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [tenantId, e.type, e.book, e.country, e.name, e.en, e.address, e.post, e.legal, search.grams, search.text],
      );
    }
    for (const m of modules) await m.seedDemo?.(tx, tenantId, files);
    for (const userId of userIds)
      for (const m of WELCOME)
        await tx.query(
          `insert into messages (tenant_id, user_id, title, content, msg_type, link) values ($1, $2, $3, $4, $5, $6)`,
          [tenantId, userId, m.title, m.content, m.type, m.link],
        );
    return true;
  });
}
