// 全部期限 (/brand/allDeadlines): the demo specialist sees every module's pending deadlines in one list — 官文, hearings,
// patent annual fees, qualification expiry — nearest first, each with how it was derived; the workbench links there;
// at 390 px nothing sticks out.
import { expect, test } from '@playwright/test';
import { saveScreen, uiLogin, USER, expectFitsWidth } from './helpers';

test('all deadlines: every module’s, with their derivation, from the workbench; 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, USER);
  await page.goto('/deal');
  await page.getByTestId('todo-all-deadlines').click();
  await expect(page).toHaveURL(/\/brand\/allDeadlines/);
  const rows = page.getByTestId('deadline-row');
  await expect(rows.first()).toBeVisible();
  await page.getByTestId('deadlines-window').getByText('365 天内').click();
  for (const kind of ['开庭', '专利年费', '资质到期']) await expect(page.getByTestId('all-deadlines')).toContainText(kind);
  await rows.first().getByText('如何计算').hover();
  await expect(page.locator('.ant-popover')).toContainText('期限推导');
  await saveScreen(page, 'all-deadlines-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows.first()).toBeVisible();
  await expectFitsWidth(page);
  await saveScreen(page, 'all-deadlines-390');
});
