// Risk monitoring (issue 16) as the demo specialist: a keyword watch added on 品牌监控 (/risk/riskTrademark), a
// 初审公告 file with a look-alike loaded on 商标公告, 立即监控 runs the monitoring task, the hit shows on 监控结果
// with its reason, risk level and opposition deadline; 拟提异议 plans the opposition; an image watch is
// added with a cropped image and a remark (图形监控). The abroad screens list by
// country. At 390 px the lists and the watch dialog fit. Screenshots under test-results/e2e/screens/risk-*.png.
import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { saveScreen, uiLogin, USER, expectFitsWidth } from './helpers';

const formItem = (page: Page, label: string) =>
  page.locator('.ant-modal-content .ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: label }) });
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const rowWith = (page: Page, colId: string, text: string) => page.locator('.ag-row').filter({ has: page.locator(`[col-id="${colId}"]`, { hasText: text }) });
const ok = (scope: Page | ReturnType<Page['locator']>) => scope.getByRole('button', { name: /确\s*定/ });

test('risk monitoring: watch a name, load a gazette, see the hit, plan an opposition; 390 px', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, USER);
  const n = String(Date.now()).slice(-6);
  // a name of its own per run: two rare characters and the run's digits spelt out keep other runs' marks away
  const digits = '零一二三四五六七八九';
  const word = `麟麒${[...n.slice(-3)].map((d) => digits[Number(d)]).join('')}`;
  const alike = [...word].reverse().join('');
  const today = dayjs().format('YYYY-MM-DD');
  const end = dayjs().add(3, 'month').subtract(1, 'day').format('YYYY-MM-DD');
  const dialog = page.locator('.ant-modal-content').filter({ has: ok(page) });

  await test.step('品牌监控: the demo watches; a keyword watch added', async () => {
    await page.goto('/risk/riskTrademark');
    await expect(page.locator('.ag-row').first()).toBeVisible();
    await expect(rowWith(page, 'kind', '本方商标').first()).toBeVisible();
    await page.getByRole('button', { name: '新增监控' }).click();
    await expect(dialog).toBeVisible();
    await formItem(page, '监控名称').locator('input').fill(word);
    await expect(formItem(page, '监控周期').locator('input')).toHaveValue('0 7 * * *');
    await saveScreen(page, 'risk-watch-form-1440');
    await ok(dialog).click();
    await expect(dialog).toBeHidden();
    await expect(rowWith(page, 'name', word)).toContainText('关键词');
    await saveScreen(page, 'risk-watches-1440');
  });

  await test.step('a 初审公告 with a look-alike is loaded and 立即监控 finds it', async () => {
    await page.goto('/tool/brandNotice');
    await page.getByRole('button', { name: '导入公告数据' }).click();
    const importDialog = page.locator('.ant-modal-content');
    const csv = ['商标名称,类别,商品/服务,申请人,申请号,公告类型,公告期号,公告日期', `${alike},30,茶；咖啡,某茶业有限公司,8${n}1,初审公告,1999,${today}`, `无关名称${n},30,茶,某公司,8${n}2,初审公告,1999,${today}`].join('\n');
    await importDialog.locator('input[type=file]').setInputFiles({ name: '初审公告.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(importDialog.getByTestId('pm-import-done')).toContainText('已导入 2 条', { timeout: 20_000 });
    await importDialog.getByTestId('pm-import-close').click();
    await page.goto('/risk/riskTrademark');
    await page.getByRole('button', { name: '立即监控' }).click();
    await page.locator('.ant-modal-confirm, .ant-modal-content').filter({ hasText: '立即将新导入的公告商标' }).getByRole('button', { name: /确\s*定/ }).click();
    // the run is a batch task: the watch's hit count moves when it is done
    await expect(async () => {
      await page.reload();
      // the name column is pinned: the count is in the row's unpinned part, found by its row index
      const index = await rowWith(page, 'name', word).first().getAttribute('row-index', { timeout: 8000 });
      await expect(page.locator(`.ag-row[row-index="${index}"] [col-id="hitCount"]`)).toHaveText('1', { timeout: 8000 });
    }).toPass({ timeout: 90_000 });
  });

  await test.step('监控结果: reason, risk level, opposition deadline; 拟提异议', async () => {
    await rowWith(page, 'name', word).getByRole('button', { name: '监控结果' }).click();
    await expect(page).toHaveURL(/\/risk\/brandList\?watchName=/);
    const row = rowWith(page, 'tmName', alike);
    // every class watched, a reordered name still open to opposition: medium
    await expect(row.locator('[col-id="riskLevel"]')).toHaveText('中');
    await expect(row.locator('[col-id="reason"]')).toContainText('文字顺序调换');
    await expect(row.locator('[col-id="oppositionEnd"]')).toContainText(end.replaceAll('-', '/').slice(0, 4));
    await expect(row.locator('[col-id="status"]')).toHaveText('新发现');
    await saveScreen(page, 'risk-hits-1440');
    const index = await row.first().getAttribute('row-index');
    await page.locator(`.ag-row[row-index="${index}"]`).getByRole('button', { name: '拟提异议' }).click();
    await page.locator('.ant-modal-confirm, .ant-modal-content').filter({ hasText: '拟提异议' }).getByRole('button', { name: /确\s*定/ }).click();
    await expect(rowWith(page, 'tmName', alike).locator('[col-id="status"]')).toHaveText('拟提异议');
  });

  await test.step('图形监控: an image picked, cropped and kept with its remark', async () => {
    await page.goto('/risk/riskTrademark');
    await page.getByRole('button', { name: '图形监控' }).click();
    await expect(page).toHaveURL(/\/risk\/PicMonitor/);
    await page.getByRole('button', { name: '新增图形监控' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('image-upload').locator('input[type="file"]').setInputFiles({ name: '图形.png', mimeType: 'image/png', buffer: PNG });
    const crop = page.getByRole('dialog', { name: '裁剪图片' });
    await expect(crop).toBeVisible();
    await saveScreen(page, 'risk-image-crop-1440');
    await crop.getByRole('button', { name: /确\s*定/ }).click();
    await expect(crop).toBeHidden();
    await expect(dialog.getByTestId('image-upload').locator('img')).toBeVisible();
    await formItem(page, '图样备注').locator('input').fill(`图形${n}`);
    await ok(dialog).click();
    await expect(dialog).toBeHidden();
    await expect(rowWith(page, 'imageRemark', `图形${n}`)).toBeVisible();
    await saveScreen(page, 'risk-image-watches-1440');
  });

  await test.step('abroad: watches and hits by country', async () => {
    await page.goto('/risk/abroadBrandRisk');
    await expect(rowWith(page, 'country', '美国').first()).toBeVisible();
    await saveScreen(page, 'risk-abroad-1440');
    await page.goto('/tool/overseasMonitor');
    await expect(rowWith(page, 'tmName', 'CL0UDY').first()).toBeVisible();
    await saveScreen(page, 'risk-overseas-1440');
  });

  await test.step('390 px: the lists and the watch dialog fit the phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/risk/riskTrademark', '/risk/brandList', '/risk/PicMonitor', '/risk/abroadBrandRisk', '/tool/overseasMonitor']) {
      await page.goto(path);
      await expect(page.locator('.ag-row').first()).toBeVisible();
      await expectFitsWidth(page);
    }
    await saveScreen(page, 'risk-overseas-390');
    await page.goto('/risk/riskTrademark');
    await page.getByRole('button', { name: '新增监控' }).click();
    await expect(dialog).toBeVisible();
    await expectFitsWidth(page);
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(390);
    await saveScreen(page, 'risk-watch-form-390');
  });
});
