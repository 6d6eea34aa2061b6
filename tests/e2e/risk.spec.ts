// Risk monitoring (issue 16) as the demo specialist: a keyword watch added on 品牌监控 (/risk/riskTrademark), a
// 初审公告 file with two look-alikes loaded on 商标公告, 立即监控 runs the monitoring task, the hits show on 监控结果
// with their reason, risk level and opposition deadline; 对比 opens the comparison of the watched name and the hit
// (/tool/dplsearch4?hit=), where 拟提异议 creates a draft opposition case, which opens; on the phone the other hit
// is compared and planned as a demand, which opens too. 风险商标 lists the marks; an image watch is added with a
// cropped image and a remark (图形监控); the abroad screens list by country. At 390 px the lists, the comparison
// and the dialogs fit. Screenshots under test-results/e2e/screens/risk-*.png.
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
  const alike2 = `${word}优选`;
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
    const csv = [
      '商标名称,类别,商品/服务,申请人,申请号,公告类型,公告期号,公告日期',
      `${alike},30,茶；咖啡,某茶业有限公司,8${n}1,初审公告,1999,${today}`,
      `无关名称${n},30,茶,某公司,8${n}2,初审公告,1999,${today}`,
      `${alike2},30,茶饮料,另一茶业有限公司,8${n}3,初审公告,1999,${today}`,
    ].join('\n');
    await importDialog.locator('input[type=file]').setInputFiles({ name: '初审公告.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(importDialog.getByTestId('pm-import-done')).toContainText('已导入 3 条', { timeout: 20_000 });
    await importDialog.getByTestId('pm-import-close').click();
    await page.goto('/risk/riskTrademark');
    await page.getByRole('button', { name: '立即监控' }).click();
    await page.locator('.ant-modal-confirm, .ant-modal-content').filter({ hasText: '立即将新导入的公告商标' }).getByRole('button', { name: /确\s*定/ }).click();
    // the run is a batch task: the watch's hit count moves when it is done
    await expect(async () => {
      await page.reload();
      // the name column is pinned: the count is in the row's unpinned part, found by its row index
      const index = await rowWith(page, 'name', word).first().getAttribute('row-index', { timeout: 8000 });
      await expect(page.locator(`.ag-row[row-index="${index}"] [col-id="hitCount"]`)).toHaveText('2', { timeout: 8000 });
    }).toPass({ timeout: 90_000 });
  });

  await test.step('监控结果: reason, risk level, opposition deadline; 对比 opens the comparison', async () => {
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
    await page.locator(`.ag-row[row-index="${index}"]`).getByRole('button', { name: '对比' }).click();
    await expect(page).toHaveURL(/\/tool\/dplsearch4\?hit=\d+/);
    const compare = page.getByTestId('pm-compare');
    await expect(compare.getByTestId('pm-verdict')).toContainText('存在近似风险');
    await expect(compare.getByTestId('pm-compare-side').first()).toContainText(word);
    await expect(compare.getByTestId('pm-compare-side').nth(1)).toContainText(alike);
    await expect(compare.getByTestId('pm-hints-list')).toContainText('商标一未列出商品/服务，也未限定类别');
    await expect(compare).toContainText('3002 茶，茶饮料');
    await expect(page.getByTestId('risk-hit-deadline')).toContainText(`异议截止 ${end}`);
    await expectFitsWidth(page);
    await saveScreen(page, 'risk-compare-1440');
  });

  await test.step('拟提异议 on the comparison creates a draft opposition case, linked to the hit', async () => {
    await page.getByTestId('risk-hit-plan').click();
    const plan = page.getByRole('dialog', { name: '拟提异议' });
    await expect(plan.getByTestId('risk-plan-deadline')).toContainText('商标法（2013）第三十三条');
    await plan.getByText('创建异议案件（草稿）').click();
    await expect(plan).toContainText('将创建“商标异议申请”草稿案件');
    await saveScreen(page, 'risk-plan-case-1440');
    await plan.getByTestId('risk-plan-ok').click();
    await expect(plan.getByTestId('risk-plan-done')).toContainText(/已创建异议案件 AJ\d{12}/);
    const caseNo = ((await plan.getByTestId('risk-plan-done').textContent()) ?? '').match(/AJ\d{12}/)![0];
    await expect(page.getByTestId('risk-hit-status')).toHaveText('拟提异议');
    await expect(page.getByTestId('risk-hit-case')).toContainText(caseNo);
    await plan.getByTestId('risk-plan-open').click();
    await expect(page).toHaveURL(new RegExp(`/brandManage/case-detail\\?caseNo=${caseNo}`));
    await expect(page.getByTestId('case-detail-page')).toContainText('商标异议申请');
    await expect(page.getByTestId('case-status')).toHaveText('草稿');
    await expect(page.getByTestId('case-detail-page')).toContainText(alike);
    await saveScreen(page, 'risk-plan-case-detail-1440');
    await page.goto(`/risk/monitor?appNo=8${n}1`);
    const planned = rowWith(page, 'tmName', alike);
    await expect(planned.locator('[col-id="status"]')).toHaveText('拟提异议');
    await saveScreen(page, 'risk-monitor-1440');
    // the row opens the case planned from it (the operation column is pinned: found by the row index)
    const index = await planned.first().getAttribute('row-index');
    await page.locator(`.ag-row[row-index="${index}"]`).getByRole('button', { name: '查看案件' }).click();
    await expect(page).toHaveURL(new RegExp(`/brandManage/case-detail\\?caseNo=${caseNo}`));
  });

  await test.step('风险商标: one row per mark with its hits', async () => {
    await page.goto('/risk/riskBrands');
    // the name column is pinned: the rest of the row is found by its row index
    const index = await rowWith(page, 'tmName', alike2).first().getAttribute('row-index');
    const mark = page.locator(`.ag-row[row-index="${index}"]`);
    await expect(mark.locator('[col-id="hitCount"]')).toHaveText('1');
    await expect(mark.locator('[col-id="watchNames"]')).toHaveText(word);
    await expect(mark.locator('[col-id="riskLevel"]')).toHaveText('中');
    await saveScreen(page, 'risk-brands-1440');
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

  await test.step('390 px: the lists, the comparison and 拟提异议 as a demand fit the phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/risk/riskTrademark', '/risk/brandList', '/risk/monitor', '/risk/riskBrands', '/risk/PicMonitor', '/risk/abroadBrandRisk', '/tool/overseasMonitor']) {
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
    await page.keyboard.press('Escape');

    await page.goto(`/risk/monitor?appNo=8${n}3`);
    await expect(page.locator('.ag-row')).toHaveCount(1);
    // On the phone the row's buttons are at the grid's right end; the grid renders them once scrolled there, and a
    // scroll sent while it still lays out its columns falls short, so it is sent again.
    await expect(async () => {
      await page.locator('.ag-body-horizontal-scroll-viewport').evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
        el.dispatchEvent(new Event('scroll'));
      });
      await page.locator('.ag-row').getByRole('button', { name: '对比' }).click({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/tool\/dplsearch4\?hit=\d+/);
    await expect(page.getByTestId('pm-verdict')).toBeVisible();
    await expect(page.getByTestId('risk-hit-status')).toHaveText('新发现');
    await expectFitsWidth(page);
    await saveScreen(page, 'risk-compare-390');
    await page.getByTestId('risk-hit-plan').click();
    const plan = page.getByRole('dialog', { name: '拟提异议' });
    await expect(plan.getByTestId('risk-plan-title')).toHaveValue(`对“${alike2}”（8${n}3）提出商标异议`);
    expect((await plan.boundingBox())!.width).toBeLessThanOrEqual(390);
    await saveScreen(page, 'risk-plan-demand-390');
    await plan.getByTestId('risk-plan-ok').click();
    await expect(plan.getByTestId('risk-plan-done')).toContainText('已创建需求');
    await plan.getByTestId('risk-plan-open').click();
    await expect(page).toHaveURL(/\/brand\/demandDetail\?id=\d+/);
    await expect(page.getByTestId('demand-detail')).toContainText(`对“${alike2}”（8${n}3）提出商标异议`);
    await expect(page.getByTestId('demand-schemes')).toContainText('商标异议申请');
    await expectFitsWidth(page);
    await saveScreen(page, 'risk-plan-demand-detail-390');
  });
});
