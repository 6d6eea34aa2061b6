// Workbench, memo and reports (issue 17) as the demo 商标专员: the to-do card counts open exactly their rows (the list
// shows the same total, filtered by the link's values); the reports page draws its charts over the demo data and
// exports a chart as PNG and its data as xlsx; a memo with a reminder is created from /memo; at 390 px the to-do card
// comes first and nothing is wider than the screen. Screenshots under test-results/e2e/screens/workbench-*.png.
import { expect, test, type Page } from '@playwright/test';
import { saveScreen, uiLogin, USER, expectFitsWidth } from './helpers';

const tileCount = async (page: Page, testId: string) => Number(await page.getByTestId(testId).locator('strong').first().innerText());
const listTotal = (page: Page) => page.locator('.ipms-list-pagination .ant-pagination-total-text');

test('workbench to-dos open their rows; reports draw charts and export; a memo with a reminder', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, USER);
  const card = page.getByTestId('todo-card');

  await test.step('to-do counts open exactly their rows', async () => {
    await expect(card.getByTestId('todo-unreadDocs')).toBeVisible();
    await expect(card.getByTestId('todo-deadline-item').first()).toBeVisible();
    await saveScreen(page, 'workbench-1440');
    const unread = await tileCount(page, 'todo-unreadDocs');
    expect(unread).toBeGreaterThan(0);
    await card.getByTestId('todo-unreadDocs').click();
    await expect(page).toHaveURL(/\/brand\/filesAll\?isRead=false$/);
    await expect(listTotal(page)).toHaveText(`共 ${unread} 条`);
    await expect(page.locator('.ag-row').first()).toBeVisible();
    await page.goto('/deal');
    const deadlines = await tileCount(page, 'todo-deadlines-official');
    await page.getByTestId('todo-deadlines-official').click();
    await expect(page).toHaveURL(/\/brand\/deadlineMonitor\?deadline=,\d{4}-\d{2}-\d{2}$/);
    await expect(listTotal(page)).toHaveText(`共 ${deadlines} 条`);
  });

  await test.step('reports: charts over the demo data, PNG and xlsx exports', async () => {
    await page.goto('/deal');
    await page.getByTestId('quick-entries').getByRole('button', { name: '统计报表' }).click();
    await expect(page).toHaveURL(/\/biAnalyse$/);
    for (const chart of ['marksByStatus', 'marksByClass', 'marksByCountry', 'casesByStage', 'documentsByMonth', 'costsByMonth'])
      await expect(page.getByTestId(`canvas-${chart}`).locator('canvas')).toBeVisible();
    await saveScreen(page, 'workbench-reports-1440');
    const png = page.waitForEvent('download');
    await page.getByTestId('png-marksByClass').click();
    expect((await png).suggestedFilename()).toMatch(/^商标类别分布-\d{4}-\d{2}-\d{2}\.png$/);
    const xlsx = page.waitForEvent('download');
    await page.getByTestId('xlsx-marksByStatus').click();
    const file = await xlsx;
    expect(file.suggestedFilename()).toMatch(/^商标状态分布-.*\.xlsx$/);
    const bytes = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 2).toString()).toBe('PK'); // a zip: an .xlsx workbook
    // costs: one currency at a time, the data of every currency as xlsx
    await page.getByTestId('chart-costsByMonth').scrollIntoViewIfNeeded();
    await saveScreen(page, 'workbench-reports-costs');
    const costs = page.waitForEvent('download');
    await page.getByTestId('xlsx-costsByMonth').click();
    expect((await costs).suggestedFilename()).toMatch(/^费用（按月、按币种）-.*\.xlsx$/);
    // the department filter narrows the charts
    await page.getByTestId('report-department').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '法务部' }).first().click();
    await page.getByTestId('report-search').click();
    await expect(page.getByTestId('canvas-marksByStatus').locator('canvas')).toBeVisible();
    await saveScreen(page, 'workbench-reports-department');
    // the applicant filter narrows the charts
    await page.getByTestId('report-applicant').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
    await page.getByTestId('report-search').click();
    await expect(page.getByTestId('canvas-marksByStatus').locator('canvas')).toBeVisible();
  });

  await test.step('memo: a note with a reminder', async () => {
    await page.goto('/deal');
    await page.getByTestId('quick-entries').getByRole('button', { name: '备忘录' }).click();
    await expect(page).toHaveURL(/\/memo$/);
    await expect(page.locator('.ag-row').first()).toBeVisible(); // the demo notes
    await page.getByRole('button', { name: '新建备忘' }).click();
    const dialog = page.locator('.ant-modal-content');
    const title = `核对续展材料 ${String(Date.now()).slice(-5)}`;
    const item = (label: string) => dialog.locator('.ant-formily-item').filter({ hasText: label });
    await item('标题').locator('input').fill(title);
    await item('内容').locator('textarea').fill('第 9 类、第 35 类的续展材料');
    await item('提醒时间').locator('input').click();
    await page.keyboard.type('2030-01-02 09:30');
    await page.keyboard.press('Enter');
    await saveScreen(page, 'workbench-memo-dialog-1440');
    await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await expect(dialog).toHaveCount(0);
    const row = page.locator('.ag-row').filter({ hasText: title });
    await expect(row).toContainText('2030-01-02 09:30');
    await expect(row).toContainText('待提醒');
  });

  await test.step('390 px: the to-do card first, nothing wider than the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/deal');
    await expect(card.getByTestId('todo-unreadDocs')).toBeVisible();
    const todoTop = (await card.boundingBox())!.y;
    const messagesTop = (await page.getByTestId('message-item').first().boundingBox())!.y;
    expect(todoTop).toBeLessThan(messagesTop);
    await expectFitsWidth(page);
    await saveScreen(page, 'workbench-390');
    await page.goto('/biAnalyse');
    await expect(page.getByTestId('canvas-marksByStatus').locator('canvas')).toBeVisible();
    await expectFitsWidth(page);
    await saveScreen(page, 'workbench-reports-390');
    await page.goto('/memo');
    await page.getByRole('button', { name: '新建备忘' }).click();
    const box = (await page.locator('.ant-modal-content').boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    await saveScreen(page, 'workbench-memo-390');
  });
});
