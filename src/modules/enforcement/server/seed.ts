// Demo data of a new demo tenant: infringement leads on the usual platforms against marks of the demo archive
// (handled by the demo specialist 李专员, with follow-ups), and two litigations from them: one with a hearing coming
// up, one whose first-instance judgement was served a few days ago (its appeal deadline derived like any other),
// each with its court and lawyer fees, which are finance entries as a user's costs are.
import dayjs from 'dayjs';
import type { Queryable } from '../../../server/db/types';
import { stageDeadline, type StageInput } from '../shared/appealRules';
import { costSink } from './costHooks';

const LEADS = [
  { title: '淘宝店铺销售仿冒运动鞋', platform: 'taobao', shop: '潮流鞋铺旗舰店', url: 'https://item.taobao.com/item.htm?id=6620013', status: 'complaint', followUps: ['已完成网页公证取证', '已向平台提交知识产权投诉，等待处理结果'] },
  { title: '拼多多低价销售假冒商品', platform: 'pinduoduo', shop: '百货特卖小店', url: 'https://mobile.yangkeduo.com/goods.html?goods_id=5512006', status: 'verifying', followUps: ['已下单购买样品，等待到货鉴定'] },
  { title: '抖音直播间使用相同商标', platform: 'douyin', shop: '好物优选直播间', url: 'https://www.douyin.com/user/MS4wLjABAAAA', status: 'ceaseDesist', followUps: ['录屏取证完成', '已寄送律师函，限期 7 日内下架'] },
  { title: '京东第三方店铺商标近似', platform: 'jd', shop: '优品生活专营店', url: 'https://item.jd.com/100041.html', status: 'new', followUps: [] },
  { title: '线下批发市场销售侵权产品', platform: 'offline', shop: '义乌某商贸行', url: null, status: 'closed', followUps: ['联合市场监管部门查处，已没收侵权产品'] },
];

export async function seedEnforcement(tx: Queryable, tenantId: number): Promise<void> {
  const marks = (await tx.query<{ id: number; tm_name: string; reg_no: string | null; tm_cl: number }>(
    `select id, tm_name, reg_no, tm_cl from trademarks where tenant_id = $1 and deleted_at is null and reg_no is not null order by id limit ${LEADS.length}`,
    [tenantId],
  )).rows;
  if (!marks.length) return;
  const user = (await tx.query<{ id: number; name: string }>(`select id, name from users where tenant_id = $1 and account = 'user'`, [tenantId])).rows[0];
  const handler = user ? [{ id: user.id, name: user.name }] : [];
  const leadIds: number[] = [];
  for (const [i, l] of LEADS.entries()) {
    const m = marks[i % marks.length];
    const created = dayjs().subtract(40 - i * 6, 'day').toDate();
    const r = await tx.query<{ id: number }>(
      `insert into enforcement_leads (tenant_id, title, platform, url, shop, right_type, right_id, right_kind, right_label, trademark, status, handler, handler_id, created_by, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 'trademark', $6, 'trademark', $7, $8, $9, $10, $11, $11, $12, $12) returning id`,
      [tenantId, l.title, l.platform, l.url, l.shop, m.id, `${m.tm_name}（${m.reg_no}，第${m.tm_cl}类）`, JSON.stringify([{ id: m.id, tmName: m.tm_name, regNo: m.reg_no, tmCl: m.tm_cl }]), l.status, JSON.stringify(handler), user?.id ?? null, created],
    );
    leadIds.push(r.rows[0].id);
    for (const [k, text] of l.followUps.entries())
      await tx.query(`insert into enforcement_follow_ups (tenant_id, lead_id, content, user_id, user_name, created_at) values ($1, $2, $3, $4, $5, $6)`, [
        tenantId, r.rows[0].id, text, user?.id ?? null, user?.name ?? '系统', dayjs(created).add(k + 1, 'day').toDate(),
      ]);
  }
  // Two leads on rights of the copyright and patent archives (seeded before this module).
  const work = (await tx.query<{ id: number; title: string; reg_no: string | null }>(`select id, title, reg_no from copyright_works where tenant_id = $1 order by id limit 1`, [tenantId])).rows[0];
  const patent = (await tx.query<{ id: number; title: string; app_no: string }>(`select id, title, app_no from patents where tenant_id = $1 order by id limit 1`, [tenantId])).rows[0];
  const archived = [
    work && { title: '公众号文章盗用原创插画', platform: 'website', shop: '某设计资讯公众号', kind: 'work', type: 'copyright', id: work.id, label: `${work.title}（作品登记号 ${work.reg_no ?? '未登记'}）`, pick: ['copyright', `work:${work.id}`] },
    patent && { title: '电商平台销售仿制专利产品', platform: 'tmall', shop: '智能家居专营店', kind: 'patent', type: 'patent', id: patent.id, label: `${patent.title}（${patent.app_no}）`, pick: ['patent', `patent:${patent.id}`] },
  ].filter(Boolean) as Array<{ title: string; platform: string; shop: string; kind: string; type: string; id: number; label: string; pick: [string, string] }>;
  for (const a of archived)
    await tx.query(
      `insert into enforcement_leads (tenant_id, title, platform, shop, right_type, right_id, right_kind, right_label, ${a.pick[0]}, status, handler, handler_id, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'verifying', $10, $11, $11)`,
      [tenantId, a.title, a.platform, a.shop, a.type, a.id, a.kind, a.label, a.pick[1], JSON.stringify(handler), user?.id ?? null],
    );
  const today = dayjs();
  const cases = [
    {
      lead: 0, caseNo: `(${today.year()})沪0115民初${1000 + (tenantId % 100)}号`, court: '上海市浦东新区人民法院', defendant: LEADS[0].shop,
      claim: { amount: '500000.00', currency: 'CNY' }, costs: [['courtFee', 880000], ['lawyerFee', 3000000]] as Array<[string, number]>,
      stages: [
        { kind: 'filing', stageDate: today.subtract(30, 'day').format('YYYY-MM-DD') },
        { kind: 'hearing', stageDate: today.add(12, 'day').format('YYYY-MM-DD') },
      ] as StageInput[],
    },
    {
      lead: 2, caseNo: `(${today.year()})京73民初${200 + (tenantId % 100)}号`, court: '北京知识产权法院', defendant: LEADS[2].shop,
      claim: { amount: '1200000.00', currency: 'CNY' }, costs: [['courtFee', 1580000], ['notaryFee', 250000], ['lawyerFee', 5000000]] as Array<[string, number]>,
      stages: [
        { kind: 'filing', stageDate: today.subtract(120, 'day').format('YYYY-MM-DD') },
        { kind: 'hearing', stageDate: today.subtract(45, 'day').format('YYYY-MM-DD') },
        { kind: 'judgement', stageDate: today.subtract(8, 'day').format('YYYY-MM-DD'), servedDate: today.subtract(5, 'day').format('YYYY-MM-DD') },
      ] as StageInput[],
    },
  ];
  const costIds: Array<{ id: number; litigationId: number; caseNo: string; kind: string; minor: number; day: string }> = [];
  for (const c of cases) {
    const l = LEADS[c.lead];
    const m = marks[c.lead % marks.length];
    const r = await tx.query<{ id: number }>(
      `insert into litigations (tenant_id, lead_id, case_no, court, cause, our_role, plaintiff, defendant, right_type, right_id, right_kind, right_label, status, claim_amount, handler, handler_id)
       values ($1, $2, $3, $4, '侵害商标权纠纷', 'plaintiff', (select name from tenants where id = $1), $5, 'trademark', $6, 'trademark', $7, 'ongoing', $8, $9, $10) returning id`,
      [tenantId, leadIds[c.lead], c.caseNo, c.court, l.shop, m.id, `${m.tm_name}（${m.reg_no}，第${m.tm_cl}类）`, JSON.stringify(c.claim), JSON.stringify(handler), user?.id ?? null],
    );
    for (const s of c.stages) {
      const d = stageDeadline(s);
      const done = s.kind === 'hearing' && s.stageDate < today.format('YYYY-MM-DD');
      await tx.query(
        `insert into litigation_stages (tenant_id, litigation_id, kind, stage_date, served_date, due_date, derivation, done) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [tenantId, r.rows[0].id, s.kind, s.stageDate, s.servedDate ?? null, d.dueDate, d.derivation, done],
      );
    }
    for (const [k, [kind, minor]] of c.costs.entries()) {
      const day = today.subtract(c.costs.length - k + 1, 'day').format('YYYY-MM-DD');
      const cost = await tx.query<{ id: number }>(
        `insert into litigation_costs (tenant_id, litigation_id, kind, currency, amount_minor, cost_date, payee) values ($1, $2, $3, 'CNY', $4, $5, $6) returning id`,
        [tenantId, r.rows[0].id, kind, minor, day, kind === 'lawyerFee' ? '某某律师事务所' : c.court],
      );
      costIds.push({ id: cost.rows[0].id, litigationId: r.rows[0].id, caseNo: c.caseNo, kind, minor, day });
    }
  }
  await costsToFinance(tx, tenantId, costIds);
}

/** The demo costs as finance entries, like a cost saved by a user (the seed runs unscoped: scoped to the tenant here). */
async function costsToFinance(tx: Queryable, tenantId: number, costs: Array<{ id: number; litigationId: number; caseNo: string; kind: string; minor: number; day: string }>) {
  const sink = costSink();
  if (!sink || !costs.length) return;
  const before = (await tx.query<{ v: string | null }>(`select current_setting('app.tenant_id', true) as v`)).rows[0].v;
  await tx.query(`select set_config('app.tenant_id', $1, true)`, [String(tenantId)]);
  const client = (await tx.query<{ name: string }>(`select name from tenants where id = $1`, [tenantId])).rows[0].name;
  for (const c of costs) await sink.save(tx, { litigationId: c.litigationId, costId: c.id, caseNo: c.caseNo, clientName: client, kind: c.kind, currency: 'CNY', minor: BigInt(c.minor), date: c.day });
  await tx.query(`select set_config('app.tenant_id', $1, true)`, [before ?? '']);
}
