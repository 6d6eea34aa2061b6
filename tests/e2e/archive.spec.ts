// 商标档案 (/brandManage/brandRecord): the seeded list with status, goods and tag cells; filter by status and
// name; open a record's detail with its history; create a mark by hand with an uploaded image (shown in the
// list through a signed URL); import an xlsx with one bad row and import the good rows.
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiLogin, call, saveScreen, uiLogin } from './helpers';

const openSelect = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const cell = (page: Page, row: number, colId: string) => page.locator(`.ag-row[row-index="${row}"] [col-id="${colId}"]`);
const query = (page: Page) => page.getByRole('button', { name: '查 询' }).click();
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

async function importFile(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('商标档案');
  ws.addRow(['商标名称', '类别', '申请/注册号', '国家/地区', '法律状态', '申请人', '申请日期', '商品/服务项目']);
  ws.addRow(['端到端导入甲', 25, '99123001', '中国', '已注册', '星河品牌管理有限公司', '2021-03-04', '衬衫；帽子']);
  ws.addRow(['端到端导入乙', 88, '99123002', '中国', '已注册', null, '2021-03-05', null]);
  ws.addRow(['端到端导入丙', 9, '99123003', 'US', '申请中', null, '2022-07-08', '手机']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test('archive: list, filter, detail with history, create by hand, import with a bad row', async ({ page, request }) => {
  await uiLogin(page, ADMIN);
  await page.goto('/brandManage/brandRecord');
  await expect(cell(page, 0, 'tmName')).not.toBeEmpty();

  await test.step('the list shows images, status tags, goods and the total of the seeded archive', async () => {
    await expect(page.locator('.ipms-pagination, .ant-pagination').first()).toContainText(/共\s*\d{1,3}(,\d{3})+|共\s*\d{4,}/);
    await expect(cell(page, 0, 'tmImage').locator('img')).toBeVisible();
    await expect(page.locator('.ag-row [col-id="tmStatus"]').getByTestId('tm-status').first()).toBeVisible();
    await saveScreen(page, 'archive-list');
    // A click on the image opens its full-size preview (loaded on that first click); Escape closes it.
    await cell(page, 0, 'tmImage').locator('img').click();
    await expect(page.locator('.ant-image-preview-img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-image-preview-img')).toBeHidden();
  });

  await test.step('filter by legal status: 商标无效 rows in the "bad" style', async () => {
    await page.getByRole('button', { name: /展开/ }).click();
    await page.locator('[data-filter-prop="tmStatus"] .ant-select').click();
    await openSelect(page).locator('.ant-select-item-option').filter({ hasText: /^商标无效$/ }).click();
    await page.keyboard.press('Escape');
    await query(page);
    await expect(page.locator('.ipms-filter-chips')).toContainText('商标无效');
    await expect(cell(page, 0, 'tmStatus').locator('.tm-status-bad')).toHaveText('商标无效');
    await expect(cell(page, 1, 'tmStatus').locator('.tm-status-bad')).toHaveText('商标无效');
    await saveScreen(page, 'archive-filter-invalid');
    await page.getByRole('button', { name: '清空条件' }).click();
  });

  let name = '';
  await test.step('filter by name', async () => {
    name = (await cell(page, 2, 'tmName').innerText()).trim();
    await page.locator('[data-filter-prop="tmName"] input').fill(name);
    await query(page);
    await expect(page.locator('.ipms-filter-chips')).toContainText(name);
    await expect(cell(page, 0, 'tmName')).toContainText(name);
  });

  await test.step('open the detail: fields, goods, history', async () => {
    await cell(page, 0, '__operation').getByText('详情').click();
    await expect(page).toHaveURL(/recordDetail\?id=\d+/);
    await expect(page.getByTestId('tm-detail-name')).toContainText(name);
    await expect(page.getByTestId('tm-detail-fields')).toContainText('申请/注册号');
    await saveScreen(page, 'archive-detail');
    await page.getByRole('tab', { name: '操作记录' }).click();
    await expect(page.getByTestId('record-history')).toBeVisible();
  });

  await test.step('create a mark by hand; required fields are checked', async () => {
    await page.goto('/brandManage/brandRecord');
    await page.getByRole('button', { name: '新增商标' }).click();
    const dialog = page.getByRole('dialog', { name: '新增商标' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog.getByText(/必填|不能为空|请输入|请选择/).first()).toBeVisible();
    await dialog.locator('input').first().fill('端到端手录');
    await saveScreen(page, 'archive-create');
    await dialog.locator('.ant-select').first().click();
    await openSelect(page).locator('.ant-select-item-option').filter({ hasText: /^第3类$/ }).click();
    // The image kind: pick, crop in its own modal, upload; the form dialog stays and shows the preview.
    await dialog.getByTestId('image-upload').locator('input[type="file"]').setInputFiles({ name: '图样.png', mimeType: 'image/png', buffer: PNG });
    const crop = page.getByRole('dialog', { name: '裁剪图片' });
    await expect(crop).toBeVisible();
    await crop.getByRole('button', { name: /确\s*定/ }).click();
    await expect(crop).toBeHidden();
    await expect(dialog.getByTestId('image-upload').locator('img')).toBeVisible();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    await page.locator('[data-filter-prop="tmName"] input').fill('端到端手录');
    await query(page);
    await expect(cell(page, 0, 'tmName')).toHaveText('端到端手录');
    // The uploaded image, loaded by <img> without the token header through its signed URL.
    const img = cell(page, 0, 'tmImage').locator('img');
    await expect(img).toHaveAttribute('src', /^\/files\/images\/[0-9a-f-]{36}\?tenant=\d+&expires=\d+&sig=/);
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => (i.complete ? i.naturalWidth : 0))).toBeGreaterThan(0);
  });

  await test.step('import an xlsx with one bad row, then the good rows', async () => {
    await page.getByRole('button', { name: /^导\s*入$/ }).click();
    const dialog = page.getByRole('dialog', { name: '导入商标' });
    await expect(dialog).toBeVisible();
    await dialog.locator('input[type="file"]').setInputFiles({ name: '商标导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await importFile() });
    await expect(page.getByTestId('import-summary')).toContainText('共 3 行，正确 2 行，错误 1 行');
    await expect(page.getByTestId('import-errors')).toContainText('类别');
    await expect(page.getByTestId('import-errors').locator('tbody tr').first()).toContainText('3');
    await expect(page.getByTestId('import-start')).toBeDisabled();
    await saveScreen(page, 'archive-import-errors');
    await page.getByTestId('import-good-only').click();
    await expect(page.getByTestId('import-done')).toContainText('导入完成，共导入 2 条');
    await page.getByTestId('import-close').click();
    await page.locator('[data-filter-prop="tmName"] input').fill('端到端导入');
    await query(page);
    await expect(cell(page, 0, 'tmName')).toContainText('端到端导入');
    await expect(cell(page, 1, 'tmName')).toContainText('端到端导入');
    await expect(cell(page, 2, 'tmName')).toHaveCount(0);
    const token = await apiLogin(request, ADMIN);
    const rows = await call<{ list: Array<{ tmName: string; dplSource: number }> }>(request, '/brandArchives/queryBrandPage', { pageSize: 20, filters: { tmName: '端到端' } }, token);
    expect(rows.list.map((r) => [r.tmName, r.dplSource]).sort()).toEqual([['端到端导入丙', 2], ['端到端导入甲', 2], ['端到端手录', 1]]);
    await saveScreen(page, 'archive-imported');
  });
});
