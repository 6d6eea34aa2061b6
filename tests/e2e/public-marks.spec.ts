// Public trademark data and search tools (issue 16): the 商标专员 loads a gazette csv on /tool/brandNotice (a bad
// row is listed), searches /tool/brandSearch for a sound-alike name, sees the reasons and the opposition window,
// picks two results and opens the comparison page (/tool/dplsearch4); the batch search lists a missing number; all
// of it at 390 px too.
// Screenshots under test-results/e2e/screens/public-marks-*.png.
import { expect, test } from '@playwright/test';
import { saveScreen, uiLogin, USER, expectFitsWidth } from './helpers';


test('public marks: load a file, search similar names, compare two marks; 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, USER);
  const n = String(Date.now()).slice(-6);
  const today = new Date().toISOString().slice(0, 10);

  await test.step('导入公告数据 on 商标公告: good rows loaded, the bad row listed', async () => {
    await page.goto('/tool/brandNotice');
    await page.getByRole('button', { name: '导入公告数据' }).click();
    const dialog = page.locator('.ant-modal-content');
    const csv = [
      '商标名称,类别,商品/服务,申请人,申请号,公告类型,公告日期',
      `澜沧星河,30,茶；咖啡,普洱澜沧茶业有限公司,9${n}1,初审公告,${today}`,
      `兰沧星河,30,茶；饼干,昆明兰沧食品有限公司,9${n}2,初审公告,${today}`,
      `坏行,46,茶,某公司,9${n}3,初审公告,${today}`,
    ].join('\n');
    await dialog.locator('input[type=file]').setInputFiles({ name: '公告.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(dialog.getByTestId('pm-import-done')).toContainText('已导入 2 条，共 3 行', { timeout: 20_000 });
    await expect(dialog.getByTestId('pm-import-errors')).toContainText('类别“46”应为 1-45 的整数');
    await saveScreen(page, 'public-marks-import-1440');
    await dialog.getByTestId('pm-import-close').click();
  });

  await test.step('similar search ranks the sound-alike with its reason; two marks compared', async () => {
    await page.goto('/tool/brandSearch');
    await page.getByTestId('pm-value').fill('澜沧星河');
    await expect(page.getByTestId('pm-hints')).toContainText('兰沧星河');
    await page.getByTestId('pm-submit').click();
    const cards = page.getByTestId('pm-card');
    await expect(cards.first()).toContainText('澜沧星河');
    const alike = cards.filter({ hasText: '兰沧星河' }).first();
    await expect(alike).toContainText('读音相同');
    await expect(alike.getByTestId('pm-opposition')).toContainText('异议期至');
    await cards.first().getByTestId('pm-pick').click();
    await alike.getByTestId('pm-pick').click();
    await saveScreen(page, 'public-marks-search-1440');
    await page.getByTestId('pm-compare-open').click();
    await expect(page).toHaveURL(/\/tool\/dplsearch4\?left=pm:\d+&right=pm:\d+/);
    const compare = page.getByTestId('pm-compare');
    await expect(compare.getByTestId('pm-verdict')).toContainText('近似风险高');
    await expect(compare.getByTestId('pm-hints-list')).toContainText('指定商品/服务在 1 个类似群重合：3002 茶，茶饮料');
    await expect(compare.getByTestId('pm-group').first()).toContainText('类似群相同');
    // the pickers show the two marks; another one is found by its number
    await expect(page.getByTestId('pm-compare-left')).toContainText('星河');
    await saveScreen(page, 'public-marks-compare-1440');
    // picked on the page itself: a mark found by its number against one found by name
    await page.goto('/tool/dplsearch4');
    await expect(page.getByText('请选择两件商标进行对比')).toBeVisible();
    const pick = async (testId: string, text: string, option: string) => {
      await page.getByTestId(testId).locator('input').fill(text);
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
    };
    await pick('pm-compare-left', `9${n}1`, '澜沧星河');
    await pick('pm-compare-right', `9${n}2`, '兰沧星河');
    await page.getByTestId('pm-compare-run').click();
    await expect(page).toHaveURL(/\/tool\/dplsearch4\?left=pm:\d+&right=pm:\d+/);
    await expect(page.getByTestId('pm-verdict')).toContainText('近似风险高');
  });

  await test.step('at 390 px: search, comparison and batch search fit the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tool/brandSearch');
    await page.getByTestId('pm-value').fill('兰沧星河');
    await page.getByTestId('pm-submit').click();
    await expect(page.getByTestId('pm-card').first()).toContainText('兰沧星河');
    await expectFitsWidth(page);
    await saveScreen(page, 'public-marks-search-390');
    const cards = page.getByTestId('pm-card');
    await cards.nth(0).getByTestId('pm-pick').click();
    await cards.nth(1).getByTestId('pm-pick').click();
    await page.getByTestId('pm-compare-open').click();
    await expect(page.getByTestId('pm-verdict')).toBeVisible();
    await expectFitsWidth(page);
    await saveScreen(page, 'public-marks-compare-390');

    await page.goto('/tool/batchSearch');
    await page.getByTestId('pm-batch-input').fill(`9${n}1\n9${n}9`);
    await page.getByTestId('pm-batch-submit').click();
    await expect(page.getByTestId('pm-missing')).toContainText(`9${n}9`);
    await expect(page.getByTestId('pm-card')).toHaveCount(1);
    await expectFitsWidth(page);
    await saveScreen(page, 'public-marks-batch-390');
  });
});
