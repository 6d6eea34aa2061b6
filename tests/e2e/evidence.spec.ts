// 使用证据 (issue 14), as the demo 商标专员: a mark's evidence checklist shows every gap; adding an invoice with a
// picture for one goods item closes exactly that gap and shows the picture; the evidence list and the company
// qualification proofs are schema screens; the 撤三 notice on /brand/filesAll shows its mark's gaps; a 390 px phone
// gets the checklist and the form in one column.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, USER, apiLogin, call, saveScreen, uiLogin, expectFitsWidth } from './helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1d1d80000000049454e44ae426082', 'hex');
const openSelect = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const summary = (page: Page) => page.getByTestId('checklist-summary');
const formItem = (page: Page, label: string) => page.locator('.ant-modal-content .ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: label }) });

test('evidence of use: the checklist changes when evidence is added; proofs; the 撤三 notice; 390 px', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN);
  const regNo = `${Date.now()}`.slice(-9);
  const name = `证据端到端${regNo.slice(-4)}`;
  const mark = await call<{ id: number }>(request, '/brandArchives/add', {
    tmName: name, tmCl: 25, regNo, countryCode: 'CN',
    goodsItems: [{ code: '250001', name: '服装', suffix: null }, { code: '250002', name: '鞋', suffix: null }],
  }, token);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, USER);

  await test.step('a mark without evidence misses every kind for both goods in all three years', async () => {
    await page.goto(`/brand/useEvidenceDetail?id=${mark.id}`);
    await expect(page.getByTestId('evidence-mark')).toHaveText(name);
    await expect(summary(page)).toContainText('缺 24 项');
    await expect(page.getByTestId('cell-present')).toHaveCount(0);
  });

  await test.step('add an invoice for 服装 dated in the latest year: one gap closes', async () => {
    await page.getByTestId('evidence-add').click();
    const dialog = page.getByRole('dialog', { name: /使用证据/ });
    await expect(dialog.getByTestId('trademark-picker')).toContainText(name);
    await formItem(page, '证据类型').locator('.ant-select').click();
    await openSelect(page).locator('.ant-select-item-option').filter({ hasText: /^发票$/ }).click();
    await expect(formItem(page, '证据类型')).toContainText('发票');
    // The 15th of last month: inside the latest of the three years before today.
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString().slice(0, 10);
    const dateInput = formItem(page, '证据日期').locator('input');
    await dateInput.click();
    const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    // Back one month; a click while the panel still slides in can be lost, so look before clicking again.
    await expect(async () => {
      const month = `${Number(last.slice(5, 7))}月`;
      if (!(await panel.locator('.ant-picker-header-view').innerText()).includes(month)) await panel.locator('.ant-picker-header-prev-btn').click();
      await expect(panel.locator(`td[title="${last}"]`)).toBeVisible({ timeout: 1000 });
    }).toPass();
    await panel.locator(`td[title="${last}"]`).click();
    await expect(dateInput).toHaveValue(last.replace(/-/g, '/'));
    await formItem(page, '证据名称').locator('input').fill('端到端销售发票');
    await dialog.getByTestId('mark-goods-input').getByText('服装', { exact: true }).click();
    await formItem(page, '证据文件').locator('input[type="file"]').setInputFiles({ name: '发票照片.png', mimeType: 'image/png', buffer: PNG });
    await expect(formItem(page, '证据文件').locator('.ipms-cf-file')).toHaveCount(1);
    await saveScreen(page, 'evidence-form');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    await expect(summary(page)).toContainText('缺 23 项');
    const clothes = page.locator('[data-testid="checklist-row"][data-goods="服装"]');
    await expect(clothes.getByTestId('cell-present')).toHaveText(['✓ 发票']);
    await expect(page.locator('[data-testid="checklist-row"][data-goods="鞋"]').getByTestId('cell-present')).toHaveCount(0);
    const item = page.getByTestId('evidence-item').filter({ hasText: '端到端销售发票' });
    await expect(item).toContainText('服装');
    const img = item.getByTestId('evidence-image').locator('img');
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => (i.complete ? i.naturalWidth : 0))).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/evidence-detail-1440.png', fullPage: true });
    await saveScreen(page, 'evidence-detail');
  });

  await test.step('a PDF evidence previews inline (pdf.js viewer); 打包下载 gives one ZIP of the files', async () => {
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const res = await request.post('/files/uploads', { headers: { token }, multipart: { file: { name: '销售合同.pdf', mimeType: 'application/pdf', buffer: PDF } } });
    const file = (await res.json()).data;
    const last = new Date(Date.now() - 200 * 86400_000).toISOString().slice(0, 10);
    await call(request, '/api/useEvidence/create', { trademarks: [{ id: mark.id, tmName: name, regNo, tmCl: 25 }], kind: 'contract', title: '端到端销售合同', evidenceDate: last, goodsNames: ['鞋'], files: [file] }, token);
    await page.reload();
    const contract = page.getByTestId('evidence-item').filter({ hasText: '端到端销售合同' });
    await contract.getByTestId('evidence-preview').click();
    const viewer = page.getByRole('dialog', { name: '销售合同.pdf' });
    await expect(viewer.getByTestId('official-preview-pdf')).toBeVisible({ timeout: 30_000 });
    await expect(viewer.getByTestId('official-preview-page')).toHaveText('第 1 / 1 页');
    await expect.poll(() => viewer.locator('canvas').evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(0);
    await saveScreen(page, 'evidence-pdf-preview');
    await viewer.getByRole('button', { name: /close|关闭/i }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('evidence-zip').click()]);
    expect(download.suggestedFilename()).toBe(`使用证据_${name}_${regNo}_第25类.zip`);
    const zip = await download.path().then((p) => import('node:fs').then((fs) => fs.readFileSync(p!)));
    expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
    for (const part of ['_销售合同_', '_发票_']) expect(zip.includes(Buffer.from(part))).toBe(true);
  });

  await test.step('the evidence list and the qualification proofs are schema screens', async () => {
    await page.goto('/brand/useEvidence');
    await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
    await page.locator('[data-filter-prop="tmName"] input').fill(name);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page.locator('.ag-row[row-index="0"] [col-id="title"]')).toHaveText('端到端销售发票');
    await page.getByRole('button', { name: '企业资质证明' }).click();
    await expect(page).toHaveURL(/\/brand\/aptitudeProveEdit$/);
    await expect(page.getByText('共 4 条')).toBeVisible();
    await expect(page.getByText('营业执照（正本）')).toBeVisible();
    await expect(page.getByTestId('remaining-days').first()).toBeVisible();
    await page.screenshot({ path: '/tmp/evidence-proofs-1440.png' });
  });

  await test.step('the 撤三 notice shows its mark’s gaps and opens its evidence', async () => {
    await page.goto('/brand/filesAll');
    const button = page.locator('.ag-row').getByText('使用证据', { exact: true });
    await expect(button).toHaveCount(1);
    await button.click();
    const gaps = page.getByTestId('evidence-gaps');
    await expect(gaps).toBeVisible();
    await expect(summary(page)).toContainText(/缺 \d+ 项/);
    await page.screenshot({ path: '/tmp/evidence-gaps-1440.png' });
    await page.getByTestId('evidence-gaps-open').click();
    await expect(page).toHaveURL(/\/brand\/useEvidenceDetail\?id=\d+&refDate=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId('evidence-item').first()).toBeVisible();
  });

  await test.step('390 px: the checklist and the form fit the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/brand/useEvidenceDetail?id=${mark.id}`);
    await expect(summary(page)).toContainText('缺 22 项');
    await expectFitsWidth(page);
    await page.screenshot({ path: '/tmp/evidence-detail-390.png', fullPage: true });
    await page.getByTestId('evidence-add').click();
    const dialog = page.getByRole('dialog', { name: /使用证据/ });
    await expect(dialog).toBeVisible();
    const box = await dialog.locator('.ant-modal-content').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/evidence-form-390.png' });
  });
});
