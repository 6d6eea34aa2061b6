// Case lifecycle (issue 10): export the case list through the export records (the filtered list, then one selected
// case), and split a submitted registration into sub-cases per class on the detail page, following the links
// between the case and its sub-cases; the fees tab with its totals. Detail also at phone width.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiLogin, call, saveScreen, uiLogin, expectFitsWidth } from './helpers';

const cell = (page: Page, row: number, colId: string) => page.locator(`.ag-row[row-index="${row}"] [col-id="${colId}"]`);
const applicant = { applicantType: '法人或其他组织', applicantName: '上海星河科技有限公司', applicantAddress: '上海市浦东新区世纪大道100号' };
const bizParam = (tmName: string, classes: string[]) => ({
  applicant, markType: '文字', tmName, priorityRadio: 'no',
  goods: classes.map((tmCl) => ({ tmCl, goodsItem: [{ name: `商品${tmCl}` }] })),
  fees: { officialFees: { amount: '810.00', currency: 'CNY' }, agencyFees: { amount: '1500', currency: 'CNY' } },
});

test('cases: export the filtered list and a selected case to the export records', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await apiLogin(request, ADMIN);
  const tag = `导出${String(Date.now()).slice(-5)}`;
  const a = await call<{ caseNo: string }>(request, '/caseManage/saveCase', { caseType: 'add-brand', bizParam: bizParam(`${tag}甲`, ['09']) }, token);
  const b = await call<{ caseNo: string }>(request, '/caseManage/saveCase', { caseType: 'add-brand', bizParam: bizParam(`${tag}乙`, ['25']) }, token);
  await uiLogin(page, ADMIN);
  await page.goto('/brand/caseList');
  await page.getByText('展开', { exact: true }).click();
  await page.locator('[data-filter-prop="tmName"] input').fill(tag);
  await page.getByRole('button', { name: '查 询' }).click();
  await expect(cell(page, 1, 'tmName')).toContainText(tag);
  await expect(page.locator('.ag-row[row-index="2"]')).toHaveCount(0);

  await test.step('导出 with no selection exports the filtered cases', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^导\s*出$/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^案件_\d{14}\.xlsx$/);
  });
  await test.step('with a case selected only that one', async () => {
    const row = (await cell(page, 0, 'caseNo').textContent())!.trim();
    expect([a.caseNo, b.caseNo]).toContain(row);
    await cell(page, 0, '__selection').locator('input').check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^导\s*出$/ }).click();
    await download;
    const records = await call<{ list: Array<{ source: string; rowCount: number }> }>(request, '/brand/exportRecord/list', { filters: {}, pageNo: 1, pageSize: 10 }, token);
    expect(records.list.slice(0, 2).map((r) => [r.source, r.rowCount])).toEqual([['案件', 1], ['案件', 2]]);
  });
  await test.step('the export records page lists them', async () => {
    await page.goto('/brand/export');
    await expect(page.locator('.ag-row').filter({ hasText: '案件_' }).first()).toBeVisible();
  });
});

test('cases: split a submitted registration per class into sub-cases on the detail page', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await apiLogin(request, ADMIN);
  const c = await call<{ caseNo: string; archiveIds: number[] }>(request, '/caseManage/submitCase', { caseType: 'add-brand', bizParam: bizParam(`拆分${String(Date.now()).slice(-5)}`, ['09', '25', '42']) }, token);
  await uiLogin(page, ADMIN);
  await page.goto(`/brandManage/case-detail?caseNo=${c.caseNo}`);
  await expect(page.getByTestId('case-status')).toHaveText('待递交');

  await test.step('the fees tab lists the case fees and their total', async () => {
    await page.getByRole('tab', { name: '费用' }).click();
    await expect(page.getByTestId('case-fee-totals')).toContainText('¥2,310.00');
  });

  await test.step('拆分子案件: classes 25 and 42 become sub-cases, 09 stays', async () => {
    await page.getByTestId('case-split').click();
    const parts = page.getByTestId('case-split-parts');
    await expect(parts.locator('.ant-checkbox-wrapper')).toHaveText(['第09类', '第25类', '第42类']);
    await saveScreen(page, 'case-split-1440');
    await parts.getByText('第25类').click();
    await parts.getByText('第42类').click();
    await page.locator('.ant-modal-footer').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.locator('.ant-message')).toContainText(`已拆分出子案件：${c.caseNo}-1、${c.caseNo}-2`);
    await expect(page.getByTestId('case-family')).toContainText('子案件（2）');
    await page.getByRole('tab', { name: /案件阶段/ }).click();
    await expect(page.getByTestId('case-stages')).toContainText(`拆分子案件：${c.caseNo}-1（第25类）、${c.caseNo}-2（第42类）`);
  });

  await test.step('a sub-case opens with its class and a link back to its parent', async () => {
    await page.getByTestId('case-subcase-link').filter({ hasText: `${c.caseNo}-2` }).click();
    await expect(page).toHaveURL(new RegExp(`caseNo=${c.caseNo}-2$`));
    await expect(page.getByTestId('case-status')).toHaveText('待递交');
    await expect(page.getByTestId('case-family')).toContainText(`母案：${c.caseNo}`);
    await expect(page.getByTestId('case-archive-links')).toContainText('第42类档案');
    await saveScreen(page, 'case-subcase-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('case-family')).toBeVisible();
    await expectFitsWidth(page);
    await saveScreen(page, 'case-subcase-390');
    await page.getByTestId('case-family').getByText(c.caseNo, { exact: true }).click();
    await expect(page.getByTestId('case-family')).toContainText('子案件（2）');
  });
});
