// 官文管理 (/brand/filesAll) and 官文期限规则 (/system/officialRules): the list with computed deadlines, a document's
// derivation (the worked example 驳回 2026-03-01 electronic → 2026-03-31), the deadline monitor, and editing a rule
// version from its settings screen.
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { textPdf } from '../api/pdf';
import { ADMIN, apiLogin, call, saveScreen, uiLogin } from './helpers';

const cell = (page: Page, row: number, colId: string) => page.locator(`.ag-row[row-index="${row}"] [col-id="${colId}"]`);
const query = (page: Page) => page.getByRole('button', { name: /查\s*询/ }).click();

test('official documents: list, derivation, deadline monitor, edit a rule version', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN);
  await call(request, '/api/official/manage', { typeCode: 'rejection', medium: 'electronic', issueDate: '2026-03-01', tmName: '端到端官文', appNo: 'E2E20260301' }, token);
  await uiLogin(page, ADMIN);

  await test.step('the list shows the seeded documents with deadlines', async () => {
    await page.goto('/brand/filesAll');
    await expect(cell(page, 0, 'typeName')).not.toBeEmpty();
    await saveScreen(page, 'official-list');
  });

  await test.step('upload a PDF, see the recognised fields, correct one, confirm: the deadline and the archive record', async () => {
    const regNo = `${Date.now()}`.slice(-8);
    const added = await request.post('/brandArchives/add', { data: { tmName: '官文端到端', tmCl: 9, regNo, countryCode: 'CN', applicant: '星河品牌管理有限公司' }, headers: { token } });
    expect(added.ok(), await added.text()).toBeTruthy();
    await page.getByRole('button', { name: '上传官文' }).click();
    const dialog = page.getByTestId('official-dialog');
    await expect(dialog.getByTestId('official-watermark')).toContainText('王管理');
    const pdf = textPdf([['国家知识产权局', '商标驳回通知书', `申请号：${regNo}`, '发文日期：2026年03月01日'], ['第二页']]);
    await dialog.locator('input[type="file"]').setInputFiles({ name: '驳回.pdf', mimeType: 'application/pdf', buffer: pdf });
    const recognised = dialog.getByTestId('official-recognized');
    await expect(recognised).toContainText('驳回通知书');
    await expect(recognised).toContainText(regNo);
    await expect(recognised).toContainText('读自正文');
    await expect(dialog.getByTestId('official-preview-page')).toHaveText('第 1 / 2 页');
    await dialog.getByRole('button', { name: '下一页' }).click();
    await expect(dialog.getByTestId('official-preview-page')).toHaveText('第 2 / 2 页');
    // correct the issue date read from the document (2026-03-01 → 2026-03-02): the current value says so
    const issue = dialog.locator('.ant-form-item').filter({ hasText: '发文日' }).first().locator('input');
    await issue.fill('2026-03-02');
    await issue.press('Enter');
    await expect(dialog.getByTestId('official-current-issueDate')).toContainText('2026-03-02');
    await expect(dialog.getByTestId('official-current-issueDate')).toContainText('已更正');
    await dialog.getByTestId('official-dialog-confirm').click();
    await expect(page.getByText('请选择关联商标')).toBeVisible();
    await dialog.getByRole('button', { name: '选择商标' }).click();
    await page.getByTestId('related-key').fill(regNo);
    await page.getByTestId('related-search').click();
    await page.getByTestId('related-drawer').locator('.ant-table-row').filter({ hasText: regNo }).first().locator('.ant-checkbox-input').check();
    await page.getByTestId('related-ok').click();
    await expect(dialog.getByTestId('official-dialog-mark')).toContainText('官文端到端');
    await dialog.getByTestId('official-dialog-status').click();
    await page.keyboard.type('驳回复审');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '驳回复审中' }).first().click();
    await expect(dialog).toContainText('录入的商标信息将自动同步到商标档案');
    await saveScreen(page, 'official-dialog');
    await dialog.getByTestId('official-dialog-confirm').click();
    // 2026-03-02 + 15 days served 03-17, + 15 days → 04-01
    await expect(dialog.getByTestId('official-deadline-date')).toHaveText('2026-04-01');
    await expect(dialog.getByTestId('official-dialog-confirm')).toBeHidden();
    await saveScreen(page, 'official-dialog-confirmed');
    const marks = await call<{ list: Array<{ tmStatus: string | null }> }>(request, '/brandArchives/queryBrandPage', { pageSize: 10, filters: { regNo } }, token);
    expect(marks.list[0]?.tmStatus).toBe('驳回复审中');
    await dialog.getByRole('button', { name: /关\s*闭/ }).click(); // the dialog's, not a tab's 关闭
    expect((await call<{ total: number }>(request, '/api/official/list', { pageSize: 10, filters: { appNo: regNo } }, token)).total).toBe(1);
  });

  await test.step('batch upload: several files and a zip; each row says what was read; 录入 opens the dialog', async () => {
    await page.getByRole('button', { name: '批量上传' }).click();
    await expect(page).toHaveURL(/\/brand\/batchUpload$/);
    const zip = new JSZip();
    zip.file('批次/补正.pdf', textPdf([['补正通知书', '申请号：80000001', '发文日期：2026年02月02日']]));
    zip.file('批次/驳回.pdf', textPdf([['驳回通知书', '申请号：80000002', '发文日期：2026年02月03日']]));
    await page.locator('[data-testid="official-batch"] input[type="file"]').setInputFiles([
      { name: '审查意见书.pdf', mimeType: 'application/pdf', buffer: textPdf([['审查意见书', '申请号：80000003', '发文日期：2026年02月04日']]) },
      { name: '官文.zip', mimeType: 'application/zip', buffer: await zip.generateAsync({ type: 'nodebuffer' }) },
    ]);
    const list = page.getByTestId('official-batch-list');
    await expect(list.locator('.ant-table-row')).toHaveCount(3);
    await expect(list).toContainText('审查意见书');
    await expect(list).toContainText('80000001');
    await expect(list).toContainText('驳回通知书');
    await expect(page.getByTestId('official-batch-zip')).toContainText('2/2');
    await saveScreen(page, 'official-batch-upload');
    await list.locator('.ant-table-row').filter({ hasText: '80000002' }).getByRole('button', { name: '录入' }).click();
    const dialog = page.getByTestId('official-dialog');
    await expect(dialog.getByTestId('official-recognized')).toContainText('80000002');
    await expect(dialog.getByTestId('official-preview-page')).toHaveText('第 1 / 1 页');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await page.goto('/brand/filesAll');
  });

  await test.step('the dialog at phone width is one column', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: '上传官文' }).click();
    const dialog = page.getByTestId('official-dialog');
    await expect(dialog.getByTestId('official-watermark')).toBeVisible();
    await saveScreen(page, 'official-dialog-390');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect(dialog).toBeHidden(); // its own 展开 must be gone before the filter's is clicked
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  await test.step('filter by application number and open the derivation', async () => {
    // a fresh load at 1440 px: after the phone-width step antd may still be re-rendering the filter bar
    await page.goto('/brand/filesAll');
    await expect(cell(page, 0, 'typeName')).not.toBeEmpty();
    await page.getByRole('button', { name: /展开/ }).click();
    await page.locator('[data-filter-prop="appNo"] input').fill('E2E20260301');
    await query(page);
    await expect(cell(page, 0, 'appNo')).toHaveText('E2E20260301');
    await expect(cell(page, 0, 'deadline')).toContainText('2026-03-31');
    await cell(page, 0, '__operation').getByText('期限推导').click();
    const drawer = page.getByTestId('official-derivation');
    await expect(drawer.getByTestId('official-derivation-deadline')).toHaveText('2026-03-31');
    await expect(drawer).toContainText('2026-03-16');
    await expect(drawer).toContainText('商标法第三十四条');
    await saveScreen(page, 'official-derivation');
    await page.keyboard.press('Escape');
  });

  await test.step('the deadline monitor lists pending documents', async () => {
    await page.goto('/brand/deadlineMonitor');
    await expect(cell(page, 0, 'remainingDays')).not.toBeEmpty();
    await saveScreen(page, 'official-deadline-monitor');
    // Every other kind of deadline (hearings, patent fees ...) is on 全部期限, one click away, sortable by days left.
    await page.getByRole('button', { name: /全部期限/ }).click();
    await expect(page).toHaveURL(/\/brand\/allDeadlines/);
    const rows = page.getByTestId('deadline-row');
    await expect(rows.first()).toBeVisible();
    const firstNear = await rows.first().innerText();
    await page.getByTestId('deadlines-order').getByText('剩余天数多的在前').click();
    await expect(rows.first()).not.toHaveText(firstNear);
    await saveScreen(page, 'official-all-deadlines-far-first');
  });

  await test.step('edit a rule version: its legal basis changes in the list', async () => {
    await page.goto('/system/officialRules');
    await expect(cell(page, 0, 'typeName')).not.toBeEmpty();
    await cell(page, 0, '__operation').getByText('编辑').click();
    const dialog = page.locator('.ant-modal-content').filter({ has: page.getByRole('button', { name: /确\s*定/ }) });
    await expect(dialog).toBeVisible();
    const basis = dialog.locator('.ant-formily-item').filter({ hasText: '法律依据' }).locator('input');
    await basis.fill('商标法（端到端修订）');
    await saveScreen(page, 'official-rule-edit');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    await expect(cell(page, 0, 'legalBasis')).toHaveText('商标法（端到端修订）');
  });
});
