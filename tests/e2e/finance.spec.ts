// Finance (issue 14): a registration case's fees from the fee standards (按收费标准计算费用 in the form's fee block),
// submitted; its entries on /brand/financeAll with totals per currency on the filter; billed (生成账单); a payment
// recorded on the bill's detail (partly paid); the bill exported to xlsx and printed as PDF; the bill and the list
// at 390 px without horizontal overflow. Screenshots under test-results/e2e/screens/finance-*.png.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiLogin, call, saveScreen, uiLogin, expectFitsWidth } from './helpers';

const cell = (page: Page, row: number, colId: string) => page.locator(`.ag-row[row-index="${row}"] [col-id="${colId}"]`);
const item = (page: Page, label: string) => page.locator('.ant-formily-item').filter({ hasText: label }).first();

test('finance: case fees from the standards, entries with totals, bill, payment, export and PDF', async ({ page, request }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await apiLogin(request, ADMIN);
  const client = `青禾财务${String(Date.now()).slice(-6)}有限公司`;
  const goods = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `商品${i + 1}` }));
  const draft = await call<{ caseNo: string }>(request, '/caseManage/saveCase', {
    caseType: 'add-brand',
    bizParam: { applicant: { applicantType: '法人或其他组织', applicantName: client, applicantAddress: '杭州市西湖区文三路1号' }, markType: '文字', tmName: '青禾', priorityRadio: 'no',
      goods: [{ tmCl: '09', goodsItem: goods(12) }, { tmCl: '42', goodsItem: goods(3) }] },
  }, token);
  await uiLogin(page, ADMIN);

  await test.step('按收费标准计算费用 fills the fee block; 提交 files the case', async () => {
    await page.goto(`/brands/domesticRegistration?caseNo=${draft.caseNo}`);
    await page.getByTestId('case-fees-compute').click({ timeout: 30_000 });
    await expect(item(page, '官费').getByTestId('money-amount')).toHaveValue('594.00');
    await expect(item(page, '代理费').getByTestId('money-amount')).toHaveValue('1700.00');
    await page.getByTestId('case-fees-compute').scrollIntoViewIfNeeded();
    await saveScreen(page, 'finance-case-fees-1440');
    await page.getByTestId('case-submit').click();
    await expect(page).toHaveURL(new RegExp(`(domesticDetail|case-detail)\\?caseNo=${draft.caseNo}`));
  });

  await test.step('the overseas form has the same 按收费标准计算费用 for its countries', async () => {
    const overseas = await call<{ caseNo: string }>(request, '/caseManage/saveCase', {
      caseType: 'overseas-registration',
      bizParam: { applicant: { applicantType: '法人或其他组织', applicantName: client, applicantAddress: '杭州市西湖区文三路1号' }, markType: '文字', tmName: '青禾',
        tmItems: [{ appCountry: 'US', tmCl: ['09', '42'], goodsItem: '计算机；软件' }] },
    }, token);
    await page.goto(`/brands/overseasRegistration?caseNo=${overseas.caseNo}`);
    await page.getByTestId('case-fees-compute').click({ timeout: 30_000 });
    const country = page.locator('.ipms-case-country-items');
    await expect(country.locator('.ant-formily-item').filter({ hasText: '官费' }).first().getByTestId('money-amount')).toHaveValue('700.00');
    await expect(country.locator('.ant-formily-item').filter({ hasText: '代理费' }).first().getByTestId('money-amount')).toHaveValue('1200.00');
    await page.getByTestId('case-fees-compute').scrollIntoViewIfNeeded();
    await saveScreen(page, 'finance-overseas-fees-1440');
  });

  await test.step('the entries with their totals; 生成账单 bills them', async () => {
    await page.goto('/brand/financeAll');
    await page.locator('[data-filter-prop="clientName"] input').fill(client);
    await expect(page.getByTestId('entry-totals')).toContainText('CNY 2,294.00（2 条）');
    await expect(page.locator('.ag-row')).toHaveCount(2);
    await expect(cell(page, 0, 'billStatus')).toContainText('未出账');
    // amounts grouped by thousands, as the totals are (exact decimal strings, column format "amount")
    await expect.poll(async () => (await page.locator('.ag-row [col-id="amount"]').allTextContents()).sort()).toEqual(['1,700.00', '594.00']);
    await saveScreen(page, 'finance-entries-1440');
    await cell(page, 0, '__selection').locator('input').check();
    await cell(page, 1, '__selection').locator('input').check();
    await page.getByRole('button', { name: '生成账单' }).click();
    await page.getByTestId('create-bill-ok').click();
    await expect(page).toHaveURL(/\/brand\/finance-detail\?id=\d+$/);
    await expect(page.getByTestId('bill-status')).toHaveText('已出账');
    await expect(page.getByTestId('bill-amount')).toHaveText('2,294.00');
  });

  await test.step('登记付款: partly paid', async () => {
    await page.getByTestId('bill-pay').click();
    const dialog = page.locator('.ant-modal-content').filter({ hasText: '新增付款' });
    const amount = dialog.locator('.ant-formily-item').filter({ hasText: '付款金额' }).locator('input');
    await expect(amount).toHaveValue('2294.00');
    await amount.fill('1000');
    await saveScreen(page, 'finance-payment-1440');
    await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await expect(page.getByTestId('bill-status')).toHaveText('部分付款');
    await expect(page.getByTestId('bill-paid')).toHaveText('1,000.00');
    await expect(page.getByTestId('bill-open')).toHaveText('1,294.00');
    await expect(page.getByTestId('bill-payments')).toContainText('1,000.00');
    await saveScreen(page, 'finance-bill-1440');
  });

  await test.step('export the bill to xlsx and print it as PDF', async () => {
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bill-export').click()]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bill-pdf').click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  });

  await test.step('390 px: the bill and the lists fit the phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('bill-detail')).toBeVisible();
    await expectFitsWidth(page);
    await saveScreen(page, 'finance-bill-390');
    await page.getByTestId('bill-pay').click();
    const dialog = page.locator('.ant-modal-content').filter({ hasText: '新增付款' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await saveScreen(page, 'finance-payment-390');
    await page.keyboard.press('Escape');
    await page.goto('/brand/financeAll?tab=bills');
    await expect(page.getByTestId('bill-totals')).toContainText('CNY');
    await expectFitsWidth(page);
    await saveScreen(page, 'finance-bills-390');
  });
});
