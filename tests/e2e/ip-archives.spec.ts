// Copyright and patent archives (issue 15): the 商标专员 creates an ordinary work on its add page
// (/copyRight/addOrdinary, the schema's form) with its 作品类型 (module 32's locked custom field), lands on its
// detail, filters it; an administrator creates a granted design patent on /patent/archives/add, filters by the
// application number, and the detail shows the next annual fee due date and how it was derived.
// Both screens and details fit 390 px. Screenshots under test-results/e2e/screens/ip-*.png.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, USER, saveScreen, uiLogin, expectFitsWidth } from './helpers';

const openSelect = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const query = (page: Page) => page.getByRole('button', { name: /查\s*询/ }).click();
const cell = (page: Page, row: number, colId: string) => page.locator(`.ag-row[row-index="${row}"] [col-id="${colId}"]`);
const formItem = (page: Page, label: string | RegExp) =>
  page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: label }) });
const suffix = () => String(Date.now()).slice(-5);

/** Picks a day of the 2020s in a form date field (its input is read-only: the value is picked in the panel). */
async function pickDate(page: Page, label: string, date: string) {
  await formItem(page, label).locator('.ant-picker').click();
  const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await panel.locator('.ant-picker-year-btn').click();
  await panel.locator(`td[title="${date.slice(0, 4)}"]`).click();
  await panel.locator(`td[title="${date.slice(0, 7)}"]`).click();
  await panel.locator(`td[title="${date}"]`).click();
  await expect(panel).toBeHidden();
}

test('copyright: the specialist creates a work with its type, filters it and opens its detail', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, USER);
  const title = `远航插画集${suffix()}`;
  const form = page.locator('.ipms-page-card').filter({ has: page.getByRole('button', { name: /确\s*定/ }) });

  await test.step('the demo works are listed; 新增作品 opens its page, with 作品类型', async () => {
    await page.goto('/copyRight/filesList');
    await expect(cell(page, 0, 'title')).not.toBeEmpty();
    await saveScreen(page, 'ip-works-1440');
    await page.getByRole('button', { name: '新增作品' }).click();
    await expect(page).toHaveURL(/\/copyRight\/addOrdinary$/);
    await expect(form).toBeVisible();
    await formItem(page, '作品名称').locator('input').fill(title);
    await formItem(page, /^作者$/).locator('input').fill('周舟');
    await formItem(page, '著作权人').locator('input').fill('星河品牌管理有限公司');
    await formItem(page, '登记号').locator('input').fill(`国作登字-2025-F-${suffix()}`);
    await pickDate(page, '登记日期', '2025-03-01');
    await formItem(page, '作品类型').locator('.ant-select').click();
    await openSelect(page).locator('.ant-select-item-option', { hasText: '美术作品' }).click();
    await saveScreen(page, 'ip-work-form-1440');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(/\/copyRight\/detailOrdinary\?id=\d+$/);
    await expect(page.locator('.ip-archive-detail')).toContainText(title);
    await page.goto('/copyRight/filesList');
  });

  await test.step('filter by title, open the detail', async () => {
    await page.locator('[data-filter-prop="title"] input').fill(title);
    await query(page);
    await expect(page.locator('.ag-row')).toHaveCount(1);
    await expect(cell(page, 0, 'title')).toHaveText(title);
    await cell(page, 0, '__operation').getByText('详情').click();
    await expect(page).toHaveURL(/\/copyRight\/detailOrdinary\?id=\d+$/);
    const detail = page.locator('.ip-archive-detail');
    await expect(detail).toContainText(title);
    await expect(detail).toContainText('2025-03-01');
    await expect(page.getByTestId('ip-detail-custom')).toContainText('作品类型');
    await expect(page.getByTestId('ip-detail-custom')).toContainText('美术作品');
    await saveScreen(page, 'ip-work-detail-1440');
  });

  await test.step('390 px: the detail and the list fit the phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.ip-archive-detail')).toContainText(title);
    await expectFitsWidth(page);
    await saveScreen(page, 'ip-work-detail-390');
    await page.goto('/copyRight/softwareList');
    await expect(cell(page, 0, 'name')).not.toBeEmpty();
    await expectFitsWidth(page);
    await saveScreen(page, 'ip-software-390');
    await page.getByRole('button', { name: '新增软件著作权' }).click();
    await expect(page).toHaveURL(/\/copyRight\/addSoftware$/);
    await expect(form).toBeVisible();
    await expectFitsWidth(page);
    await saveScreen(page, 'ip-software-add-390');
  });
});

test('patents: create a granted design, filter by the next annual fee, the detail shows how it was derived', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, ADMIN);
  const title = `茶具（远山${suffix()}）`;
  const appNo = `CN2021${suffix()}.1`;
  const form = page.locator('.ipms-page-card').filter({ has: page.getByRole('button', { name: /确\s*定/ }) });

  await test.step('新增专利 opens its page: a design filed after 2021-06-01', async () => {
    await page.goto('/patent/archives');
    await expect(cell(page, 0, 'title')).not.toBeEmpty();
    await page.getByRole('button', { name: '新增专利' }).click();
    await expect(page).toHaveURL(/\/patent\/archives\/add$/);
    await expect(form).toBeVisible();
    await formItem(page, '专利名称').locator('input').fill(title);
    await formItem(page, '专利类型').locator('.ant-select').click();
    await openSelect(page).getByTitle('外观设计').click();
    await formItem(page, '法律状态').locator('.ant-select').click();
    await openSelect(page).getByTitle('有效（已授权）').click();
    await formItem(page, /^\*?申请号$/).locator('input').fill(appNo);
    await pickDate(page, '申请日', '2021-06-08');
    await pickDate(page, '授权日', '2021-09-14');
    await formItem(page, '申请人（专利权人）').locator('input').fill('星河品牌管理有限公司');
    await formItem(page, '年费已缴至第N年度').locator('input').fill('5');
    await saveScreen(page, 'ip-patent-form-1440');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(/\/patent\/archives\/detail\?id=\d+$/);
    await page.goto('/patent/archives');
    await expect(cell(page, 0, 'title')).not.toBeEmpty();
  });

  await test.step('filter by application number, open the detail with the derived dates', async () => {
    await page.locator('[data-filter-prop="appNo"] input').fill(appNo);
    await query(page);
    await expect(page.locator('.ag-row')).toHaveCount(1);
    await expect(cell(page, 0, 'title')).toHaveText(title);
    await saveScreen(page, 'ip-patents-1440');
    await cell(page, 0, '__operation').getByText('详情').click();
    await expect(page).toHaveURL(/\/patent\/archives\/detail\?id=\d+$/);
    const detail = page.locator('.ip-archive-detail');
    await expect(detail).toContainText('第 6 年度年费截止日 2026-06-07');
    await expect(page.getByTestId('ip-detail-basic')).toContainText('保护期届满日');
    await expect(page.getByTestId('ip-detail-basic')).toContainText('2036-06-07');
    await expect(detail.locator('.ip-fee-derivation')).toContainText('2021-06-01 至 今');
    await expect(detail.locator('.ip-fee-derivation')).toContainText('保护期 15 年');
    await saveScreen(page, 'ip-patent-detail-1440');
  });

  await test.step('390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.ip-fee-derivation')).toBeVisible();
    await expectFitsWidth(page);
    await saveScreen(page, 'ip-patent-detail-390');
    await page.goto('/patent/archives');
    await expect(cell(page, 0, 'title')).not.toBeEmpty();
    await expectFitsWidth(page);
    await saveScreen(page, 'ip-patents-390');
  });
});
