// Demo copyright and patent records for a new demo tenant: a few ordinary works (with their 作品类型, the locked
// custom field of module 32), software copyrights and patents of each type, granted and pending, whose expiry and
// next annual fee are derived from the shipped term rules like any saved patent.
import dayjs from 'dayjs';
import { customFieldModules } from '../../../generated/custom-field-modules';
import type { Queryable } from '../../../server/db/types';
import { recalcPatents } from './patents';

const WORKS = [
  ['星河品牌标识设计', '美术作品', '林晓', '星河品牌管理有限公司', '2021-04-12', '上海', '2021-06-01', '上海', '国作登字-2021-F-00123456', '2021-08-20'],
  ['星河品牌故事', '文字作品', '王一鸣', '星河品牌管理有限公司', '2022-02-18', '上海', '2022-03-01', '北京', '国作登字-2022-A-00234567', '2022-05-09'],
  ['星河新品发布会宣传片', '视听作品', '陈思远', '星河品牌管理有限公司', '2023-09-30', '杭州', '2023-10-15', '杭州', null, null],
  ['星河门店摄影集', '摄影作品', '赵晴', '星河品牌管理有限公司', '2024-05-06', '深圳', null, null, '国作登字-2024-G-00345678', '2024-07-22'],
] as const;

const SOFTWARE = [
  ['星河会员管理系统', '会员系统', 'V2.1', '星河品牌管理有限公司', '2022-06-30', '2022-07-15', '2022SR0123456', '2022-09-01'],
  ['星河门店收银软件', '收银软件', 'V1.0', '星河品牌管理有限公司', '2023-03-10', '2023-04-01', '2023SR0456789', '2023-06-12'],
  ['星河商品溯源小程序', null, 'V1.2', '星河数字科技有限公司', '2024-08-20', null, null, null],
] as const;

type P = [string, string, string, string, string | null, string | null, string | null, string | null, string, string, string, string | null, string, number | null];
const PATENTS: P[] = [
  ['invention', '一种织物防水涂层及其制备方法', 'CN202010123456.7', '2020-03-16', 'CN111234567A', '2020-06-19', 'CN111234567B', '2022-05-10', '星河品牌管理有限公司', '李明；张华', 'C09D 175/04', null, 'granted', null],
  ['utilityModel', '一种可折叠收纳的购物袋', 'CN202220654321.X', '2022-03-22', null, null, 'CN216789012U', '2022-07-01', '星河品牌管理有限公司', '王芳', 'B65D 33/00', null, 'granted', null],
  ['design', '包装盒（星河礼盒）', 'CN202130345678.9', '2021-06-08', null, null, 'CN306789012S', '2021-09-14', '星河品牌管理有限公司', '林晓', '09-03', null, 'granted', null],
  ['design', '服装吊牌', 'CN202030111222.3', '2020-03-05', null, null, 'CN305678901S', '2020-08-18', '星河品牌管理有限公司', '林晓', '19-08', null, 'granted', null],
  ['invention', '基于图像识别的商标近似检索方法', 'CN202310987654.3', '2023-08-30', 'CN117000001A', '2023-11-28', null, null, '星河数字科技有限公司', '陈思远；赵晴', 'G06F 16/583', 'US 63/400,001 2022-09-01', 'pending', null],
];

export async function seedIpArchives(tx: Queryable, tenantId: number): Promise<void> {
  const builtin = customFieldModules.find((m) => m.module === 32)?.builtin?.[0];
  let workTypeId: number | null = null;
  if (builtin) {
    await tx.query(
      `insert into custom_fields (tenant_id, module, field_title, show_field_title, field_type, field_content, is_edit, is_require, builtin_key)
       values ($1, 32, $2, $3, $4, $5, 0, 0, $6)
       on conflict (tenant_id, module, builtin_key) where builtin_key is not null do nothing`,
      [tenantId, builtin.fieldTitle, builtin.showFieldTitle, builtin.fieldType, JSON.stringify(builtin.fieldContent), builtin.key],
    );
    workTypeId = (await tx.query<{ id: number }>(`select id from custom_fields where tenant_id = $1 and module = 32 and builtin_key = $2`, [tenantId, builtin.key])).rows[0]?.id ?? null;
  }
  const created = (i: number) => dayjs().subtract(30 - i * 3, 'day').toDate();
  for (const [i, [title, type, author, owner, cd, cp, pd, pp, regNo, regDate]] of WORKS.entries())
    await tx.query(
      `insert into copyright_works (tenant_id, title, author, owner, completion_date, completion_place, publication_date, publication_place, reg_no, reg_date, custom_values, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
      [tenantId, title, author, owner, cd, cp, pd, pp, regNo, regDate, JSON.stringify(workTypeId ? { [workTypeId]: type } : {}), created(i)],
    );
  for (const [i, [name, shortName, v, dev, cd, pd, regNo, regDate]] of SOFTWARE.entries())
    await tx.query(
      `insert into copyright_software (tenant_id, name, short_name, software_version, developer, completion_date, first_publication_date, reg_no, reg_date, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
      [tenantId, name, shortName, v, dev, cd, pd, regNo, regDate, created(i)],
    );
  // Granted demo patents have paid through the current patent year, so each shows its next fee due within a year
  // (a demo patent five years in arrears would have lapsed long ago).
  const paidThrough = (p: P) => (p[12] === 'granted' ? dayjs().diff(dayjs(p[3]), 'year') + 1 : null);
  for (const [i, p] of PATENTS.entries())
    await tx.query(
      `insert into patents (tenant_id, patent_type, title, app_no, app_date, pub_no, pub_date, grant_no, grant_date, applicants, inventors, ipc_class, priority, legal_status, fee_paid_year, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)`,
      [tenantId, ...p.slice(0, 13), paidThrough(p), created(i)],
    );
  await recalcPatents(tx, tenantId);
}
