// Demo evidence for a new demo tenant: the mark of the demo 撤三 notice (提供注册商标使用证据通知书) gets evidence
// for most goods and years, with gaps left for the checklist to show; two more marks get a few pieces each. Demo
// company qualification proofs, one ending within the month. Files are small generated pictures and PDFs (written
// on the first evidence call, server/demoFiles.ts: the seed has no file storage).
import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import type { Queryable } from '../../../server/db/types';
import { uploadUrl } from '../../../server/files/uploads';
import { demoPdf, demoPng } from './demoFiles';
import { markGoods } from './handlers';

type Kind = 'photo' | 'contract' | 'invoice' | 'advert' | 'other';
const TITLES: Record<Kind, (year: number, goods: string) => string> = {
  photo: (y, g) => `${y}年${g}实物及包装照片`,
  contract: (y) => `${y}年度经销合同（华东区域）`,
  invoice: (y) => `${y}年增值税专用发票（销售${'货物'}）`,
  advert: (y) => `${y}年电商平台店铺页面及广告投放截图`,
  other: (y) => `${y}年行业展会参展证明`,
};
const FILE_NAME: Record<Kind, string> = { photo: '实物照片.png', contract: '经销合同.pdf', invoice: '发票.pdf', advert: '广告截图.png', other: '参展证明.pdf' };
const PDF_CAPTION: Record<Kind, string> = { photo: 'Product photo', contract: 'Distribution contract', invoice: 'VAT invoice', advert: 'Advertising', other: 'Trade fair certificate' };

async function demoFile(tx: Queryable, tenantId: number, kind: Kind, n: number, year: number) {
  const uid = randomUUID();
  const png = kind === 'photo' || kind === 'advert';
  const caption = `${PDF_CAPTION[kind]} ${year}`;
  const size = png ? demoPng(n + caption.length).length : (await demoPdf(caption, [])).length;
  const path = `uploads/${tenantId}/${uid}`;
  const name = `${year}${FILE_NAME[kind]}`;
  await tx.query(`insert into uploads (uid, tenant_id, user_id, name, size, mime, path) values ($1, $2, null, $3, $4, $5, $6)`, [uid, tenantId, name, size, png ? 'image/png' : 'application/pdf', path]);
  await tx.query(`insert into evidence_demo_files (uid, tenant_id, kind, caption) values ($1, $2, $3, $4)`, [uid, tenantId, png ? 'png' : 'pdf', caption]);
  return { uid, name, size, path: uploadUrl(uid), url: uploadUrl(uid) };
}

async function addEvidence(tx: Queryable, tenantId: number, trademarkId: number, kind: Kind, date: string, goods: string[], n: number) {
  const year = Number(date.slice(0, 4));
  const file = await demoFile(tx, tenantId, kind, n, year);
  await tx.query(
    `insert into use_evidences (tenant_id, trademark_id, kind, title, evidence_date, goods_names, files, remark) values ($1, $2, $3, $4, $5, $6::text[], $7::jsonb, $8)`,
    [tenantId, trademarkId, kind, TITLES[kind](year, goods[0]), date, goods, JSON.stringify([file]), kind === 'invoice' ? '与同年度经销合同对应' : null],
  );
}

export async function seedEvidence(tx: Queryable, tenantId: number): Promise<void> {
  const today = dayjs().add(8, 'hour');
  // The 撤三 notice's mark first, then other registered marks with goods.
  const notice = await tx.query<{ trademark_id: number }>(
    `select trademark_id from official_documents where tenant_id = $1 and type_code = 'useEvidence' and trademark_id is not null order by id limit 1`,
    [tenantId],
  );
  const others = await tx.query<{ id: number }>(
    `select id from trademarks where tenant_id = $1 and deleted_at is null and reg_no is not null and jsonb_array_length(goods_items) >= 2 order by id limit 3`,
    [tenantId],
  );
  const markIds = [...new Set([...notice.rows.map((r) => r.trademark_id), ...others.rows.map((r) => r.id)])].slice(0, 3);
  let n = 0;
  for (const [i, id] of markIds.entries()) {
    const goods = ((await markGoods(tx, id)) ?? []).slice(0, 3);
    if (!goods.length) continue;
    // Dates inside each of the three years before today; the first mark gets the fullest set.
    const dates = [1, 2, 3].map((back) => today.subtract(back, 'year').add(90 + i * 7, 'day').format('YYYY-MM-DD'));
    const plan: Array<[Kind, number, string[]]> =
      i === 0
        ? [
            ['photo', 0, goods], ['contract', 0, goods], ['invoice', 0, goods.slice(0, 1)],
            ['photo', 1, goods.slice(0, 2)], ['contract', 1, goods], ['invoice', 1, goods], ['advert', 1, goods.slice(0, 1)],
            ['photo', 2, goods], ['invoice', 2, goods.slice(0, 2)], ['other', 2, goods.slice(0, 1)],
          ]
        : [['photo', 2, goods.slice(0, 1)], ['invoice', 1, goods.slice(0, 1)]];
    for (const [kind, year, g] of plan) await addEvidence(tx, tenantId, id, kind, dates[year], g, ++n);
  }
  const proofs: Array<[string, string, string, string | null, string | null, string | null, number, Kind | null]> = [
    ['license', '营业执照（正本）', '上海远山品牌管理有限公司', '91310000MA1FL0XX1A', '2019-03-12', null, 30, 'contract'],
    ['authorization', '商标代理委托书', '上海远山品牌管理有限公司', 'WT-2025-017', today.subtract(11, 'month').format('YYYY-MM-DD'), today.add(20, 'day').format('YYYY-MM-DD'), 30, 'contract'],
    ['idCard', '法定代表人身份证', '张远山', '310************21X', '2018-06-01', '2038-06-01', 60, 'photo'],
    ['authorization', '商标使用许可授权书（被许可人：杭州远山服饰有限公司）', '上海远山品牌管理有限公司', 'SQ-2024-003', '2024-01-01', today.subtract(5, 'day').format('YYYY-MM-DD'), 30, null],
  ];
  for (const [kind, name, holder, certNo, from, until, remind, fileKind] of proofs) {
    const files = fileKind ? [await demoFile(tx, tenantId, fileKind, ++n, Number((from ?? '2026').slice(0, 4)))] : [];
    await tx.query(
      `insert into qualification_proofs (tenant_id, kind, name, holder, cert_no, valid_from, valid_until, remind_days, files) values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
      [tenantId, kind, name, holder, certNo, from, until, remind, JSON.stringify(files)],
    );
  }
}
