// Demo preserved evidence for a new demo tenant: a captured web page of a shop selling look-alike goods and two
// pictures preserved as files, in the tenant's chain like records a user adds (stored bytes hashed, chained under
// the head's lock), so 校验存证链 passes on them. Written only when the seed has the server's file storage: a
// record whose file is not stored would fail its check.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Queryable } from '../../../server/db/types';
import type { FileStorage } from '../../../server/files/storage';
import { captureFileName } from './capture';
import { chainInstant, sha256Hex } from './chain';
import { appendRecord, operatorName } from './store';

const DAY = 24 * 3600_000;

/** The demo shop page: inert HTML (no scripts, no outside resources), as a capture stores a page's bytes. */
const SHOP_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>远山运动旗舰店 · 星河同款跑鞋</title>
<style>body{font-family:sans-serif;margin:24px;color:#333}.item{border:1px solid #eee;border-radius:8px;padding:16px;max-width:560px}
.price{color:#f5222d;font-size:24px}.tag{display:inline-block;background:#fff1f0;color:#cf1322;padding:2px 8px;border-radius:4px}</style></head>
<body><h1>远山运动旗舰店</h1><div class="item"><h2>“星河 XINGHE”同款轻量跑鞋 2026 新款</h2><p class="price">¥ 89.00 <span class="tag">限时特惠</span></p>
<p>月销 3,000+ · 全国包邮 · 7 天无理由退换</p><p>商品详情：鞋舌及鞋跟印有“星河 XINGHE”字样及星形图案，包装盒同款。</p></div></body></html>`;

/** A picture drawn from shapes (no text, so no fonts needed): a shoe box on a shelf, or a shop's front page. */
function pictureSvg(kind: 'product' | 'storefront'): string {
  if (kind === 'product')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420"><rect width="640" height="420" fill="#f4f4f0"/>
<rect y="330" width="640" height="90" fill="#8c6e50"/><rect x="170" y="120" width="300" height="210" rx="6" fill="#1f4e99"/>
<rect x="200" y="180" width="240" height="70" fill="#f5f5f5"/><polygon points="320,190 331,214 357,216 337,232 344,246 320,236 296,246 303,232 283,216 309,214" fill="#fadb14"/></svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="480"><rect width="720" height="480" fill="#ffffff"/>
<rect width="720" height="64" fill="#ff5000"/><rect x="24" y="88" width="320" height="320" fill="#e8e8e8"/>
<polygon points="184,170 206,218 258,222 218,254 232,304 184,276 136,304 150,254 110,222 162,218" fill="#1f4e99"/>
<rect x="372" y="96" width="300" height="28" fill="#595959"/><rect x="372" y="140" width="220" height="20" fill="#bfbfbf"/>
<rect x="372" y="190" width="140" height="36" fill="#f5222d"/><rect x="372" y="360" width="150" height="48" rx="4" fill="#ff5000"/></svg>`;
}

const picture = (kind: 'product' | 'storefront') => sharp(Buffer.from(pictureSvg(kind))).png().toBuffer();

async function storeUpload(tx: Queryable, files: FileStorage, tenantId: number, userId: number, name: string, mime: string, body: Buffer, at: Date) {
  const uid = randomUUID();
  const path = `uploads/${tenantId}/${uid}`;
  await files.put(path, Readable.from([body]));
  await tx.query(`insert into uploads (uid, tenant_id, user_id, name, size, mime, path, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)`, [
    uid, tenantId, userId, name, body.length, mime, path, at,
  ]);
  return uid;
}

export async function seedPreservation(tx: Queryable, tenantId: number, files?: FileStorage): Promise<void> {
  if (!files) return;
  // The page captured by the administrator, the pictures by the specialist: two operators, as in use.
  const ids = (await tx.query<{ id: number; account: string }>(`select id, account from users where tenant_id = $1 and account in ('admin', 'user')`, [tenantId])).rows;
  const admin = ids.find((u) => u.account === 'admin');
  const specialist = ids.find((u) => u.account === 'user') ?? admin;
  if (!admin || !specialist) return;
  const now = Date.now();
  // appendRecord chains in the transaction's tenant (app.tenant_id); the seed runs unscoped.
  const before = (await tx.query<{ v: string | null }>(`select current_setting('app.tenant_id', true) as v`)).rows[0].v;
  await tx.query(`select set_config('app.tenant_id', $1, true)`, [String(tenantId)]);
  try {
    const shopAt = new Date(now - 12 * DAY);
    const shop = Buffer.from(SHOP_PAGE, 'utf8');
    const page = { finalUrl: 'https://shop.example.com/item/880123', contentType: 'text/html; charset=utf-8', capturedAt: shopAt };
    const shopName = captureFileName(page);
    await appendRecord(tx, {
      kind: 'web',
      title: '远山运动旗舰店 · 星河同款跑鞋',
      sourceUrl: page.finalUrl,
      finalUrl: page.finalUrl,
      httpStatus: 200,
      remoteAddress: null,
      contentType: page.contentType,
      fileUid: await storeUpload(tx, files, tenantId, admin.id, shopName, page.contentType, shop, shopAt),
      fileName: shopName,
      fileSize: shop.length,
      contentSha256: sha256Hex(shop),
      capturedAt: chainInstant(shopAt),
      operatorId: admin.id,
      operatorName: await operatorName(tx, admin.id),
      remark: '演示数据：疑似仿冒“星河”商标的商品页面',
    });
    const pictures = [
      { kind: 'product' as const, days: 9, name: '侵权商品实物照片.png', title: '侵权商品实物及包装照片', remark: '演示数据：公证购买所得实物' },
      { kind: 'storefront' as const, days: 3, name: '店铺首页截图.png', title: '远山运动旗舰店首页截图', remark: '演示数据：店铺首页使用星形图案' },
    ];
    for (const p of pictures) {
      const at = new Date(now - p.days * DAY);
      const body = await picture(p.kind);
      await appendRecord(tx, {
        kind: 'file',
        title: p.title,
        sourceUrl: null,
        finalUrl: null,
        httpStatus: null,
        remoteAddress: null,
        contentType: 'image/png',
        fileUid: await storeUpload(tx, files, tenantId, specialist.id, p.name, 'image/png', body, at),
        fileName: p.name,
        fileSize: body.length,
        contentSha256: sha256Hex(body),
        capturedAt: chainInstant(at),
        operatorId: specialist.id,
        operatorName: await operatorName(tx, specialist.id),
        remark: p.remark,
      });
    }
  } finally {
    await tx.query(`select set_config('app.tenant_id', $1, true)`, [before ?? '']);
  }
}
