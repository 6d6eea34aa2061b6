// Demo risk monitoring: watches of the first marks of the demo archive (at home), a keyword and an applicant
// watch, two abroad watches, a small recent 初审公告 issue with look-alikes of the watched names (reordered,
// homophone, look-alike character, containing) and a few abroad gazette marks, then one monitoring step as the
// task runs it, so the lists show hits with reasons and open opposition windows at first start.
import dayjs from 'dayjs';
import type { Queryable } from '../../../server/db/types';
import { scopeToTenant } from '../../../server/db/tenant';
import { insertMarks, type MarkInput } from '../../public-marks/server';
import { monitorStep } from './monitor';

/** Names a squatter would file against a name: reordered, homophone-ish, look-alike, containing, Latin. */
function lookAlikes(name: string): string[] {
  const chars = [...name];
  const out = new Set<string>();
  if (chars.length >= 2) out.add([...chars.slice(1), chars[0]].join(''));
  out.add(`${name}优选`);
  out.add(`新${name}`);
  return [...out].filter((n) => n !== name);
}

export async function seedRisk(tx: Queryable, tenantId: number): Promise<void> {
  const marks = (await tx.query<{ id: number; tm_name: string; reg_no: string | null; tm_cl: number; goods_items: Array<{ name?: string; suffix?: number | null }> }>(
    `select id, tm_name, reg_no, tm_cl, goods_items from trademarks where tenant_id = $1 and deleted_at is null and length(tm_name) between 2 and 6 order by id limit 4`,
    [tenantId],
  )).rows;
  const user = (await tx.query<{ id: number }>(`select id from users where tenant_id = $1 and account = 'user'`, [tenantId])).rows[0];
  const admin = (await tx.query<{ id: number }>(`select min(id) as id from users where tenant_id = $1`, [tenantId])).rows[0];
  const owner = user?.id ?? admin?.id ?? null;
  const issue = (await tx.query<{ issue: string | null }>(`select max(announcement_issue) as issue from public_marks where tenant_id = $1`, [tenantId])).rows[0].issue ?? '1950';
  const annDate = dayjs().subtract(12, 'day').format('YYYY-MM-DD');
  const watches: Array<{ name: string; kind: string; country: string; tmCl: number | null; trademark: object[]; trademarkId: number | null; cron: string; remark: string | null }> = [];
  const gazette: MarkInput[] = [];
  let appNo = 79_000_000 + (tenantId % 1000) * 100;
  const filing = (tmName: string, tmCl: number | null, applicant: string, type = '初审公告', date = annDate, goods = '服装;鞋;帽'): MarkInput => ({
    tmName, tmCl, applicant, applicantAddress: '广东省深圳市南山区科技园', appNo: String(appNo++), announcementType: type, announcementIssue: issue, announcementDate: date, status: type === '初审公告' ? '初审公告' : '已注册', goods,
  });
  for (const m of marks) {
    watches.push({ name: m.tm_name, kind: 'ownMark', country: 'CN', tmCl: m.tm_cl, trademark: [{ id: m.id, tmName: m.tm_name, regNo: m.reg_no ?? '', tmCl: m.tm_cl }], trademarkId: m.id, cron: '0 7 * * *', remark: null });
    // the squatter lists some of the own mark's goods, so the comparison finds them in the same similar-goods groups
    const own = (Array.isArray(m.goods_items) ? m.goods_items : []).filter((g) => g.name && g.suffix !== 2).map((g) => g.name!);
    const goods = own.length ? own.slice(0, 3).join(';') : undefined;
    for (const n of lookAlikes(m.tm_name)) gazette.push(filing(n, m.tm_cl, '深圳市鑫源商贸有限公司', '初审公告', annDate, goods));
  }
  watches.push({ name: '云朵', kind: 'keyword', country: 'CN', tmCl: null, trademark: [], trademarkId: null, cron: '0 7 * * 1', remark: '核心品牌关键词' });
  gazette.push(filing('云朵优品', 25, '杭州云上服饰有限公司'), filing('芸朵', 3, '广州芸美化妆品有限公司'));
  watches.push({ name: '鑫源商贸', kind: 'applicant', country: 'CN', tmCl: null, trademark: [], trademarkId: null, cron: '0 7 * * *', remark: '疑似恶意抢注的申请人' });
  watches.push({ name: 'CLOUDY', kind: 'keyword', country: 'US', tmCl: 25, trademark: [], trademarkId: null, cron: '0 8 * * 1', remark: '美国市场' });
  watches.push({ name: 'KUMO', kind: 'keyword', country: 'JP', tmCl: null, trademark: [], trademarkId: null, cron: '0 8 * * 1', remark: '日本市场' });
  const abroad = [
    { ...filing('CL0UDY', 25, 'Cloudy Apparel LLC', '注册公告', dayjs().subtract(20, 'day').format('YYYY-MM-DD')), country: 'US' },
    { ...filing('CLOUDY KIDS', 25, 'Bright Kids Inc.', '注册公告', dayjs().subtract(8, 'day').format('YYYY-MM-DD')), country: 'US' },
    { ...filing('KUMO KUMO', 30, '株式会社クモ', '注册公告', dayjs().subtract(15, 'day').format('YYYY-MM-DD')), country: 'JP' },
  ];
  await insertMarks(tx, tenantId, gazette, null);
  await insertMarks(tx, tenantId, abroad, null);
  for (const w of watches)
    await tx.query(
      `insert into risk_watches (tenant_id, name, kind, country, tm_cl, trademark, trademark_id, cron, remark, created_by, pending)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true)`,
      [tenantId, w.name, w.kind, w.country, w.tmCl, JSON.stringify(w.trademark), w.trademarkId, w.cron, w.remark, owner],
    );
  // The first run as the task would make it (row-level security on), then the seed goes on unscoped.
  await scopeToTenant(tx, tenantId);
  while ((await monitorStep(tx)).watches) {
    /* every pending watch */
  }
  // one hit handled already, so the statuses show
  await tx.query(`update risk_hits set status = 'oppositionPlanned', remark = '已委托代理机构准备异议材料' where id = (select min(id) from risk_hits where risk_level = 'high')`);
  await tx.query(`select set_config('app.tenant_id', '', true)`);
  await tx.query('reset role');
}
