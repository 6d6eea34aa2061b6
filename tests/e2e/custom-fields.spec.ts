// Custom fields end to end (issue 4) on 我的企业 (/system/companyList): create a choice field with colours in
// the 自定义字段 dialog, see its column, edit a cell, filter by it, pin and hide it from the list-settings
// dropdown, batch-edit two rows, delete the field and see the column gone.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { saveScreen, toasts, uiLogin } from './helpers';

const TITLE = `客户等级${Date.now() % 100000}`;
const OPTIONS = ['重要', '普通', '一般'];

const openSelect = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const option = (page: Page, text: string) => openSelect(page).locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${text}$`) });
const header = (page: Page, colId: string) => page.locator(`.ag-header-cell[col-id="${colId}"]`);
const cell = (page: Page, row: number, colId: string) => page.locator(`.ag-row[row-index="${row}"] [col-id="${colId}"]`);
const settingsRow = (page: Page) => page.getByTestId('cf-list-settings').locator(`[data-field-title="${TITLE}"]`);

/** Scrolls the grid sideways until the column is rendered (ag-grid renders only the columns in view). */
async function listSettings(page: Page, act: (row: Locator) => Promise<void>) {
  await page.getByTestId('cf-list-settings-button').click();
  await expect(settingsRow(page)).toBeVisible();
  await act(settingsRow(page));
  const panel = page.getByTestId('cf-list-settings');
  if (await panel.isVisible()) await page.getByTestId('cf-list-settings-button').click();
  await expect(panel).toBeHidden();
}

test('a choice field: create, column, cell edit, filter, pin, hide, batch edit, delete', async ({ page }) => {
  let colId = '';
  await uiLogin(page);
  await page.goto('/system/companyList');
  await expect(page.locator('.ag-row[row-index="3"]')).toBeVisible();

  await test.step('create a single-choice field with coloured options', async () => {
    await page.getByTestId('cf-open-dialog').click();
    const dialog = page.getByTestId('cf-dialog');
    await expect(dialog).toBeVisible();
    await page.getByTestId('cf-add-field').click();
    const add = page.getByRole('dialog', { name: '添加自定义字段' });
    await expect(add).toBeVisible();
    // not closed by Escape or an outside click
    await page.keyboard.press('Escape');
    await expect(add).toBeVisible();
    await add.getByText('单选', { exact: true }).click();
    await page.getByTestId('cf-add-confirm').click();
    await expect(page.getByTestId('cf-field-editor')).toBeVisible();
    // confirming the dialog with the editor open is refused
    await page.getByTestId('cf-dialog-ok').click();
    await expect(toasts(page)).toContainText('请先保存字段设置');
    await page.getByTestId('cf-field-title').fill(TITLE);
    const inputs = page.getByTestId('cf-options').locator('input[type="text"], input:not([type])');
    for (const [i, text] of OPTIONS.entries()) await inputs.nth(i).fill(text);
    await saveScreen(page, 'custom-fields-editor');
    await page.getByTestId('cf-field-save').click();
    await expect(page.getByTestId('cf-field-editor')).toBeHidden();
    await expect(dialog.locator(`[data-field-title="${TITLE}"]`)).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().endsWith('/customField/updateCustomFields'));
    await page.getByTestId('cf-dialog-ok').click();
    const body = (await (await saved).json()) as { data: Array<{ id: number; fieldTitle: string }> };
    colId = `cf:${body.data.find((d) => d.fieldTitle === TITLE)!.id}`;
    await expect(toasts(page)).toContainText('保存成功');
  });

  await test.step('the field is a column, scrolled into view', async () => {
    await expect(header(page, colId)).toBeInViewport();
    await expect(header(page, colId)).toHaveText(TITLE);
  });

  await test.step('double-click a cell, pick an option: saved in place with its colour', async () => {
    const saved = page.waitForResponse((r) => r.url().endsWith('/customField/setCustomFieldData'));
    await cell(page, 0, colId).dblclick();
    await option(page, '重要').click();
    expect((await (await saved).json()).subCode).toBe(10000);
    const tag = cell(page, 0, colId).locator('.ant-tag');
    await expect(tag).toHaveText('重要');
    await expect(tag).toHaveCSS('background-color', 'rgb(255, 114, 0)');
    await saveScreen(page, 'custom-fields-cell');
  });

  await test.step('filter by the field', async () => {
    await listSettings(page, async (row) => {
      await row.getByTestId('cf-toggle-filter').click();
      await expect(toasts(page)).toContainText('设置筛选成功');
    });
    const expand = page.getByRole('button', { name: /展开/ });
    if (await expand.isVisible()) await expand.click();
    const filterRow = page.locator(`[data-filter-prop="${colId}"]`);
    await expect(filterRow).toBeVisible();
    await filterRow.locator('.ant-select').click();
    await option(page, '重要').click();
    await page.keyboard.press('Escape');
    const listed = page.waitForResponse((r) => r.url().endsWith('/enterPrise/getList') && r.request().postData()!.includes('customFilters'));
    await page.getByRole('button', { name: '查 询' }).click();
    const answer = (await (await listed).json()) as { subCode: number; data: { total: number } };
    expect(answer.subCode).toBe(10000);
    expect(answer.data.total).toBe(1);
    await expect(page.locator('.ipms-filter-chips')).toContainText(`${TITLE}：重要`);
    await expect(page.locator('.ag-row[row-index="1"]')).toHaveCount(0);
    await saveScreen(page, 'custom-fields-filtered');
    await page.getByRole('button', { name: '清空条件' }).click();
    await expect(page.locator('.ag-row[row-index="3"]')).toBeVisible();
  });

  await test.step('pin it: the column moves to the left; hide it: the column goes', async () => {
    await listSettings(page, async (row) => {
      await row.getByTestId('cf-toggle-pin').click();
      await expect(toasts(page)).toContainText('固定成功');
    });
    await expect(page.locator(`.ag-grid-pinned-left-cells .ag-header-cell[col-id="${colId}"]`)).toBeVisible();
    await expect(cell(page, 0, colId)).toBeInViewport();
    await saveScreen(page, 'custom-fields-pinned');
    await listSettings(page, async (row) => {
      await row.getByTestId('cf-toggle-show').click();
      await expect(toasts(page)).toContainText('隐藏成功');
    });
    await expect(header(page, colId)).toHaveCount(0);
    await listSettings(page, async (row) => {
      await row.getByTestId('cf-toggle-show').click();
      await expect(toasts(page)).toContainText('显示成功');
    });
    await expect(header(page, colId)).toBeVisible();
  });

  await test.step('batch-edit two rows', async () => {
    await cell(page, 1, '__selection').locator('input').check();
    await cell(page, 2, '__selection').locator('input').check();
    await page.getByTestId('cf-open-batch').click();
    const batch = page.getByRole('dialog', { name: '批量修改自定义字段' });
    await expect(batch).toBeVisible();
    await page.getByTestId('cf-batch-ok').click();
    await expect(toasts(page)).toContainText('请先选择所有要修改的字段');
    await batch.getByTestId('cf-batch-field').click();
    await option(page, TITLE).click();
    await batch.getByTestId('cf-batch-value').locator('.ant-select').click();
    await option(page, '普通').click();
    await saveScreen(page, 'custom-fields-batch');
    await page.getByTestId('cf-batch-ok').click();
    await expect(toasts(page)).toContainText('修改成功');
    await expect(batch).toBeHidden();
    await expect(cell(page, 1, colId)).toHaveText('普通');
    await expect(cell(page, 2, colId)).toHaveText('普通');
    await page.getByRole('button', { name: '取消选择' }).click();
  });

  await test.step('delete the field: the column is gone', async () => {
    await listSettings(page, async (row) => {
      await row.getByTestId('cf-delete').click();
      await page.getByTestId('confirm-ok').click();
      await expect(toasts(page)).toContainText('删除成功！');
    });
    await expect(header(page, colId)).toHaveCount(0);
    await page.locator('.ag-body-horizontal-scroll-viewport').evaluate((v) => (v.scrollLeft = v.scrollWidth));
    await expect(header(page, colId)).toHaveCount(0);
    await expect(page.locator(`[data-filter-prop="${colId}"]`)).toHaveCount(0);
    await saveScreen(page, 'custom-fields-deleted');
  });
});
