// Review documents (评审文书, issue 16): the 商标专员 opens 评审文书 from the menu (查询产品 and 智能工具), searches a
// keyword of the demo documents' full text, opens a document and sees the term highlighted in its full text with the
// document's fields; the same at 390 px, where the list and the drawer fit the screen.
// Screenshots under test-results/e2e/screens/review-docs-*.png.
import { expect, test, type Page } from '@playwright/test';
import { expectFitsWidth, saveScreen, sideMenuItem, uiLogin, USER } from './helpers';

const TERM = '星河湾';

async function searchAndOpen(page: Page, shot: string) {
  const keyword = page.getByPlaceholder('全文或商标名称中的词');
  await keyword.fill(TERM);
  await keyword.press('Enter');
  const rows = page.locator('.ipms-grid .ag-row');
  await expect(rows.first().locator('[col-id="tmName"]')).toContainText('星河湾');
  // every row found holds the term in its mark name or text; the demo's 星河湾 documents are all found
  await expect(page.locator('.ipms-grid .ag-row [col-id="tmName"]').filter({ hasNotText: '星河湾' })).toHaveCount(0);
  await saveScreen(page, `${shot}-list`);
  await rows.first().getByRole('button', { name: '查看' }).click();
  const drawer = page.locator('.rv-detail-drawer');
  await expect(drawer.getByTestId('rv-fields')).toContainText('驳回复审');
  await expect(drawer.getByTestId('rv-fields')).toContainText(/商评字\[\d{4}\]第\d{7}号/);
  const marks = drawer.getByTestId('rv-fulltext').locator('mark');
  await expect(marks.first()).toHaveText(TERM);
  expect(await marks.count()).toBeGreaterThanOrEqual(2);
  await expect(drawer.getByTestId('rv-hits')).toContainText(`“${TERM}”出现`);
  await expect(drawer.getByTestId('rv-fulltext')).toContainText('国家知识产权局决定如下');
  return drawer;
}

test('review documents: open from the menu, search a keyword, see it highlighted in the document; 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, USER);

  await test.step('评审文书 is in the menu under 查询产品 and under 智能工具', async () => {
    await page.locator('.ipms-sider').getByRole('menuitem', { name: '智能工具' }).click();
    await sideMenuItem(page, '评审文书').click();
    await expect(page).toHaveURL(/\/tool\/review$/);
    await expect(page.locator('.ipms-grid .ag-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '导入评审文书' })).toBeVisible();
    await page.locator('.ipms-sider').getByRole('menuitem', { name: '查询产品' }).click();
    await page.locator('.ipms-sider').getByRole('menuitem', { name: '评审文书' }).filter({ visible: true }).last().click();
    await expect(page).toHaveURL(/\/tool\/dplsearch5$/);
  });

  await test.step('a keyword of the full text finds its documents; the drawer highlights it', async () => {
    const drawer = await searchAndOpen(page, 'review-docs-1440');
    await saveScreen(page, 'review-docs-detail-1440');
    await drawer.locator('.ant-drawer-close').click();
    await expect(drawer).toBeHidden();
  });

  await test.step('at 390 px the list and the document fit the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tool/review');
    await expect(page.locator('.ipms-grid .ag-row').first()).toBeVisible();
    await expectFitsWidth(page);
    const drawer = await searchAndOpen(page, 'review-docs-390');
    await expectFitsWidth(page);
    const box = await drawer.locator('.ant-drawer-content-wrapper').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(-1);
    expect(box!.x + box!.width).toBeLessThanOrEqual(391);
    await saveScreen(page, 'review-docs-detail-390');
  });
});
