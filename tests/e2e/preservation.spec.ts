// Evidence preservation (存证保全, issue 16) as the demo 商标专员: 风险监控 › 存证保全 in the menu; 新增存证 uploads a
// file, which is preserved with its SHA-256 (the one computed here), capture time and operator and opens its detail
// page with a preview; 校验 on the detail checks the record and the whole chain; 校验存证链 on the list shows every
// record passing. 网页取证 refuses an address inside (the server's check) and captures the journey's own site on
// 127.0.0.2 (let through by scripts/e2e.ts): the detail shows the addresses and the page as captured, scripts off.
// At 390 px the list, the add page, the detail and the verification fit the width. Screenshots under
// test-results/e2e/screens/preservation-*.png.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { expectFitsWidth, saveScreen, openFromSideMenu, uiLogin, USER } from './helpers';

/** A small real picture (a striped 160×90 PNG), so the preview shows something. */
function stripedPng(): Buffer {
  const [w, h] = [160, 90];
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) raw.set(Math.floor(x / 20) % 2 ? [22, 119, 255] : [250, 173, 20], y * (w * 3 + 1) + 1 + x * 3);
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([len, Buffer.from(type), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
const PNG = stripedPng();
/** The journey's own web site, on 127.0.0.2 (the one inside address scripts/e2e.ts lets web captures reach). */
const SHOP = (n: string) => `<!doctype html><html><head><meta charset="utf-8"><title>远山旗舰店${n} · 星河同款</title>
<style>body{font-family:sans-serif;margin:24px;color:#333}.item{border:1px solid #eee;border-radius:8px;padding:16px;max-width:520px}.price{color:#f5222d;font-size:24px}</style></head>
<body><h1>远山旗舰店</h1><div class="item"><h2>“星河”同款运动鞋（仿冒）</h2><p class="price">¥ 89.00</p><p>月销 2,000+ · 包邮</p>
<img src="https://img.example.com/shoe.jpg" alt="商品图" width="120"></div><script>document.body.innerHTML = 'SCRIPT RAN'</script></body></html>`;

const rowWith = (page: Page, colId: string, text: string) => page.locator('.ag-row').filter({ has: page.locator(`[col-id="${colId}"]`, { hasText: text }) });

test('evidence preservation: add a file, open the detail, verify it and the chain; web capture; 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  const n = String(Date.now()).slice(-6);
  const title = `端到端存证${n}`;
  // The file differs per run (a trailing byte after IEND), so it is preserved anew each time.
  const file = Buffer.concat([PNG, Buffer.from(n)]);
  const sha = createHash('sha256').update(file).digest('hex');
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, USER);

  await test.step('存证保全 is in the menu under 风险监控 and opens the list', async () => {
    await openFromSideMenu(page, '风险监控', '存证保全', /\/risk\/evidence$/);
    await expect(page.getByRole('button', { name: '校验存证链' })).toBeVisible();
  });

  await test.step('新增存证: a file uploaded, named and preserved; the detail shows its SHA-256 and a preview', async () => {
    await page.getByRole('button', { name: '新增存证' }).click();
    await expect(page).toHaveURL(/\/risk\/add-exist$/);
    const form = page.getByTestId('pres-file-form');
    await form.locator('input[type="file"]').setInputFiles({ name: `店铺截图${n}.png`, mimeType: 'image/png', buffer: file });
    await expect(form.locator('.ant-upload-list-item-name')).toContainText(`店铺截图${n}.png`);
    // the title is taken from the file name, then changed
    await expect(form.getByLabel('存证名称')).toHaveValue(`店铺截图${n}`);
    await form.getByLabel('存证名称').fill(title);
    await form.getByLabel('备注').fill('淘宝店铺首页截图');
    await saveScreen(page, 'preservation-add-1440');
    await page.getByTestId('pres-save-file').click();
    await expect(page).toHaveURL(/\/risk\/existing-detail\?id=\d+$/);
    await expect(page.getByTestId('pres-title')).toHaveText(title);
    await expect(page.getByTestId('pres-sha256')).toContainText(sha);
    await expect(page.getByTestId('pres-file-name')).toHaveText(`店铺截图${n}.png`);
    await expect(page.getByTestId('pres-record-hash')).toContainText(/[0-9a-f]{64}/);
    const img = page.getByTestId('pres-preview-image');
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => (i.complete ? i.naturalWidth : 0))).toBeGreaterThan(0);
  });

  await test.step('校验 on the detail: the record passes and the chain is whole', async () => {
    await page.getByTestId('pres-verify').click();
    const result = page.getByTestId('verify-result');
    await expect(result).toHaveAttribute('data-ok', 'true');
    await expect(page.getByTestId('verify-headline')).toHaveText('本条存证校验通过：文件与记录的 SHA-256 一致，记录未被改动，前后链接完整');
    await expect(result).toContainText(/整条存证链共 \d+ 条，全部通过/);
    await expect(page.getByTestId('verify-head-hash')).toContainText(/[0-9a-f]{64}/);
    await saveScreen(page, 'preservation-detail-1440');
  });

  await test.step('the list shows the record; 校验存证链 lists every record passing', async () => {
    await page.goto('/risk/evidence');
    const row = rowWith(page, 'title', title);
    await expect(row).toBeVisible();
    const index = await row.first().getAttribute('row-index');
    await expect(page.locator(`.ag-row[row-index="${index}"] [col-id="contentSha256"]`)).toHaveText(sha);
    await expect(page.locator(`.ag-row[row-index="${index}"] [col-id="kind"]`)).toHaveText('文件存证');
    await saveScreen(page, 'preservation-list-1440');
    await page.getByRole('button', { name: '校验存证链' }).click();
    const dialog = page.getByRole('dialog', { name: '校验存证链' });
    await expect(dialog.getByTestId('verify-headline')).toHaveText(/^全部 \d+ 条存证校验通过，存证链完整$/);
    const mine = dialog.getByTestId('verify-row').filter({ hasText: title });
    await expect(mine).toHaveAttribute('data-ok', 'true');
    await expect(mine).toContainText('通过');
    await saveScreen(page, 'preservation-verify-1440');
    // a record's name in the result opens its detail
    await mine.getByRole('link', { name: title }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/risk\/existing-detail\?id=\d+$/);
    await expect(page.getByTestId('pres-title')).toHaveText(title);
  });

  await test.step('网页取证: a bad address is refused in the form, an address inside by the server', async () => {
    await page.goto('/risk/add-exist?tab=web');
    const form = page.getByTestId('pres-web-form');
    await form.getByLabel('网址').fill('ftp://example.com/');
    await page.getByTestId('pres-save-web').click();
    await expect(form).toContainText('网址须以 http:// 或 https:// 开头');
    await form.getByLabel('网址').fill('http://127.0.0.1:9/admin');
    await page.getByTestId('pres-save-web').click();
    await expect(page.locator('.ant-message')).toContainText('字段“网址”（url）不允许指向内网、本机或保留地址（127.0.0.1）');
    await expect(page).toHaveURL(/\/risk\/add-exist\?tab=web$/);
    await saveScreen(page, 'preservation-web-1440');
  });

  await test.step('网页取证: the server fetches the page; the detail shows where from and the page itself, inert', async () => {
    const site = createServer((req, res) => {
      if (req.url === '/item') return res.writeHead(302, { location: '/shop' }).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SHOP(n));
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.2', r));
    try {
      const url = `http://127.0.0.2:${(site.address() as AddressInfo).port}`;
      const form = page.getByTestId('pres-web-form');
      await form.getByLabel('网址').fill(`${url}/item`);
      await form.getByLabel('备注').fill('商品详情页');
      await page.getByTestId('pres-save-web').click();
      await expect(page).toHaveURL(/\/risk\/existing-detail\?id=\d+$/);
      // no title given: the page's own
      await expect(page.getByTestId('pres-title')).toHaveText(`远山旗舰店${n} · 星河同款`);
      const detail = page.getByTestId('pres-detail');
      await expect(detail).toContainText('网页取证');
      await expect(detail).toContainText(`${url}/item`);
      await expect(detail).toContainText(`${url}/shop`);
      await expect(detail).toContainText('127.0.0.2');
      await expect(page.getByTestId('pres-sha256')).toContainText(createHash('sha256').update(SHOP(n)).digest('hex'));
      const frame = page.frameLocator('[data-testid="pres-preview-html"]');
      await expect(frame.locator('h2')).toHaveText('“星河”同款运动鞋（仿冒）');
      await expect(frame.locator('body')).not.toContainText('SCRIPT RAN');
      await page.getByTestId('pres-verify').click();
      await expect(page.getByTestId('verify-result')).toHaveAttribute('data-ok', 'true');
      await saveScreen(page, 'preservation-web-detail-1440');
      await page.getByTestId('pres-preview').scrollIntoViewIfNeeded();
      await saveScreen(page, 'preservation-web-preview-1440');
    } finally {
      await new Promise<void>((r) => site.close(() => r()));
    }
  });

  await test.step('390 px: the add page, the detail with its check, the list and the chain check fit', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/risk/add-exist');
    await expect(page.getByTestId('pres-file-form')).toBeVisible();
    await expectFitsWidth(page);
    await saveScreen(page, 'preservation-add-390');
    await page.goto('/risk/evidence');
    await expect(rowWith(page, 'title', title)).toBeVisible();
    await expectFitsWidth(page);
    await saveScreen(page, 'preservation-list-390');
    await page.getByRole('button', { name: '校验存证链' }).click();
    const dialog = page.getByRole('dialog', { name: '校验存证链' });
    await expect(dialog.getByTestId('verify-headline')).toHaveText(/校验通过/);
    await expectFitsWidth(page);
    await saveScreen(page, 'preservation-verify-390');
    await dialog.getByRole('link', { name: title }).click();
    await expect(page.getByTestId('pres-title')).toHaveText(title);
    await page.getByTestId('pres-verify').click();
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-ok', 'true');
    await expectFitsWidth(page);
    await saveScreen(page, 'preservation-detail-390');
  });
});
