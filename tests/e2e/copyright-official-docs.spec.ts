// 版权官文 (/copyRight/officeFile) and its batch parse results (/copyRight/analysis), issue 12: the 商标专员 (who
// holds the copyright document keys) uploads a software copyright certificate PDF on the parse results page, sees
// what was read, enters it — the dialog matches the pending software by the title read — and confirms it; the
// document is in the copyright list (not in 官文管理), and the software's detail shows the registration number the
// certificate gave and the document. At 1440 and 390 px. Screenshots under test-results/e2e/screens/cr-official-*.png.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, USER, apiLogin, call, expectFitsWidth, saveScreen, sideMenuItem, uiLogin } from './helpers';
import { textPdf } from '../api/pdf';

const cell = (page: Page, row: number, colId: string) => page.locator(`.ag-row[row-index="${row}"] [col-id="${colId}"]`);
const query = (page: Page) => page.getByRole('button', { name: /查\s*询/ }).click();

test('copyright official documents: upload, parse results, confirm, list and the record detail', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = await apiLogin(request, ADMIN);
  const software = await call<{ list: Array<{ id: number; regNo: string | null }> }>(request, '/copyRight/software/list', { pageSize: 10, filters: { name: '星河商品溯源小程序' } }, admin);
  const softwareId = software.list[0]!.id;
  expect(software.list[0]!.regNo).toBeNull();
  const regNo = `2026SR${String(Date.now()).slice(-7)}`;
  await uiLogin(page, USER);

  await test.step('版权官文 is in the menu once built, with the seeded documents', async () => {
    await page.goto('/copyRight/officeFile');
    await expect(sideMenuItem(page, '版权官文')).toBeVisible();
    await expect(cell(page, 0, 'typeName')).not.toBeEmpty();
    await expect(page.locator('.ag-row').filter({ hasText: '星河商品溯源小程序' }).first()).toBeVisible();
    await saveScreen(page, 'cr-official-list-1440');
  });

  await test.step('upload a certificate on the parse results page and see what was read', async () => {
    await page.getByRole('button', { name: '批量上传解析' }).click();
    await expect(page).toHaveURL(/\/copyRight\/analysis$/);
    await expect(page.getByTestId('official-batch')).toContainText('版权官文批量上传与解析结果');
    const pdf = textPdf([
      ['中华人民共和国国家版权局', '计算机软件著作权登记证书', '软件名称：星河商品溯源小程序', '著作权人：星河数字科技有限公司', `登记号：${regNo}`],
      ['登记日期：2026年03月02日'],
    ]);
    await page.locator('[data-testid="official-batch"] input[type="file"]').setInputFiles({ name: '软著证书.pdf', mimeType: 'application/pdf', buffer: pdf });
    const row = page.getByTestId('official-batch-list').locator('.ant-table-row').filter({ hasText: '软著证书.pdf' });
    await expect(row).toContainText('计算机软件著作权登记证书');
    await expect(row).toContainText(regNo);
    await expect(row).toContainText('2026-03-02');
    await expect(row).toContainText('已识别');
    await saveScreen(page, 'cr-official-analysis-1440');
  });

  await test.step('the results outlive the page: read again on return, entered from the dialog', async () => {
    await page.goto('/copyRight/officeFile');
    await page.goto('/copyRight/analysis');
    const row = page.getByTestId('official-batch-list').locator('.ant-table-row').filter({ hasText: '软著证书.pdf' });
    await expect(row).toContainText('此前解析、尚未录入的文件');
    await row.getByRole('button', { name: '录入' }).click();
    const dialog = page.getByTestId('official-dialog');
    await expect(dialog.locator('.ant-modal-title')).toHaveText('上传版权官文');
    const recognised = dialog.getByTestId('official-recognized');
    await expect(recognised).toContainText('计算机软件著作权登记证书');
    await expect(recognised).toContainText('星河商品溯源小程序');
    await expect(recognised).toContainText('星河数字科技有限公司');
    await expect(dialog.getByTestId('official-preview-page')).toHaveText('第 1 / 2 页');
    // the software the title names is matched; the certificate's number, date and owner fill the form
    await expect(dialog.getByTestId('official-dialog-copyright')).toContainText('软件 · 星河商品溯源小程序');
    await expect(dialog.getByTestId('official-dialog-suggested')).toBeVisible();
    await expect(dialog.getByTestId('official-dialog-regno')).toHaveValue(regNo);
    await expect(dialog.getByTestId('official-dialog-owner')).toHaveValue('星河数字科技有限公司');
    await expect(dialog).toContainText('登记信息将自动同步到关联的作品或软件著作权档案');
    await saveScreen(page, 'cr-official-dialog-1440');
    await dialog.getByTestId('official-dialog-confirm').click();
    await expect(page.getByText('版权官文已确认，版权档案已同步')).toBeVisible();
    await expect(dialog.getByTestId('official-deadline-date')).toHaveText('无需答复');
    await expect(dialog.getByTestId('official-dialog-confirm')).toBeHidden();
    await saveScreen(page, 'cr-official-dialog-confirmed-1440');
    await page.getByRole('button', { name: /关\s*闭/ }).click();
    await expect(page.getByTestId('official-batch-list').locator('.ant-table-row').filter({ hasText: '软著证书.pdf' })).toContainText('已录入');
  });

  await test.step('the document is in 版权官文 (not in 官文管理), linked to the software', async () => {
    await page.getByRole('button', { name: '返回版权官文' }).click();
    await expect(page).toHaveURL(/\/copyRight\/officeFile$/);
    await page.getByRole('button', { name: /展开/ }).click();
    await page.locator('[data-filter-prop="appNo"] input').fill(regNo);
    await query(page);
    await expect(page.locator('.ag-row')).toHaveCount(1);
    await expect(cell(page, 0, 'typeName')).toHaveText('计算机软件著作权登记证书');
    await expect(cell(page, 0, 'copyrightKind')).toHaveText('软件著作权');
    await expect(cell(page, 0, 'tmName')).toHaveText('星河商品溯源小程序');
    await saveScreen(page, 'cr-official-list-filtered-1440');
    const marks = await call<{ total: number }>(request, '/api/official/list', { pageSize: 10, filters: { appNo: regNo } }, admin);
    expect(marks.total).toBe(0);
  });

  await test.step('the software detail shows the registration number and the document', async () => {
    await cell(page, 0, '__operation').getByText('更多').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('软件详情').click();
    await expect(page).toHaveURL(new RegExp(`/copyRight/detailSoftware\\?id=${softwareId}$`));
    await expect(page.getByTestId('ip-detail-basic')).toContainText(regNo);
    await expect(page.getByTestId('ip-detail-basic')).toContainText('2026-03-02');
    const docs = page.getByTestId('ip-detail-official');
    await expect(docs).toContainText('计算机软件著作权登记证书');
    await expect(docs).toContainText(regNo);
    await saveScreen(page, 'cr-official-detail-1440');
    await docs.getByRole('button', { name: '查看' }).first().click();
    const dialog = page.getByTestId('official-dialog');
    await expect(dialog.getByTestId('official-dialog-copyright')).toContainText('星河商品溯源小程序');
    await dialog.getByRole('button', { name: /关\s*闭/ }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('at 390 px: the detail, the list, the parse results and the dialog fit the width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('ip-detail-official').scrollIntoViewIfNeeded();
    await expectFitsWidth(page);
    await saveScreen(page, 'cr-official-detail-390');
    await page.goto('/copyRight/officeFile');
    await expect(cell(page, 0, 'typeName')).not.toBeEmpty();
    await expectFitsWidth(page);
    await saveScreen(page, 'cr-official-list-390');
    await page.goto('/copyRight/analysis');
    await expect(page.getByTestId('official-batch')).toBeVisible();
    await page.locator('[data-testid="official-batch"] input[type="file"]').setInputFiles({
      name: '补正通知.pdf', mimeType: 'application/pdf', buffer: textPdf([['作品登记补正通知书', '作品名称：星河门店摄影集', '流水号：2026Z11L0314159', '发文日期：2026年03月09日']]),
    });
    await expect(page.getByTestId('official-batch-list').locator('.ant-table-row').filter({ hasText: '补正通知.pdf' })).toContainText('作品登记补正通知书');
    await expectFitsWidth(page);
    await saveScreen(page, 'cr-official-analysis-390');
    await page.goto('/copyRight/officeFile');
    await page.getByRole('button', { name: '上传官文' }).click();
    const dialog = page.getByTestId('official-dialog');
    await expect(dialog.getByTestId('official-watermark')).toBeVisible();
    await expect(dialog.locator('.ant-modal-title')).toHaveText('上传版权官文');
    await saveScreen(page, 'cr-official-dialog-390');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
  });
});
