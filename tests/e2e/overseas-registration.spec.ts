// Overseas registration (spec 2.4, issue 10): one case filing a word mark in two countries at once — per country
// its classes, goods, translation per class and fees (official fees in the country's currency, exact) — saved as a
// draft, submitted, opened on /brands/overseasDetail with its countries and fee totals, and found in the case list.
// A third country is added and removed again; the page at 390 px is one column with nothing off-screen.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, saveScreen, uiLogin, expectFitsWidth } from './helpers';

const openSelect = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
/** The Formily item of a label (the label text exactly, a required star aside). */
const item = (scope: Page | Locator, label: string) => {
  const page = 'page' in scope && typeof scope.page === 'function' ? (scope as Locator).page() : (scope as Page);
  return scope.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^\\*?\\s*${label}\\s*[:：]?$`) }) });
};
const cell = (page: Page, row: number, colId: string) => page.locator(`.ag-row[row-index="${row}"] [col-id="${colId}"]`);

async function pick(page: Page, select: Locator, typed: string, option: RegExp) {
  await select.click();
  await page.keyboard.type(typed);
  await openSelect(page).locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

/** One country: code searched by name, classes, goods, a translation per class, official fee in a currency, agency fee. */
async function fillCountry(page: Page, row: Locator, c: { name: string; code: string; classes: string[]; goods: string; translate: Record<string, string>; official: [string, string]; agency: string }) {
  await pick(page, item(row, '申请国家/地区').locator('.ant-select'), c.name, new RegExp(`${c.name} ${c.code}$`));
  await item(row, '类别').locator('.ant-select').click();
  for (const cl of c.classes) {
    await page.keyboard.type(cl);
    await openSelect(page).locator('.ant-select-item-option').filter({ hasText: new RegExp(`^第${cl}类$`) }).click();
  }
  await page.keyboard.press('Escape');
  await item(row, '商品/服务').locator('textarea').fill(c.goods);
  for (const [cl, text] of Object.entries(c.translate)) await row.getByTestId(`goods-translate-${cl}`).fill(text);
  const official = item(row, '官费');
  await pick(page, official.locator('.ant-select'), c.official[1], new RegExp(`^${c.official[1]} `));
  // The currency must be taken before the amount is typed (under load the select closes later).
  await expect(official.locator('.ant-select-selection-item')).toContainText(c.official[1]);
  await official.getByTestId('money-amount').fill(c.official[0]);
  await item(row, '代理费').getByTestId('money-amount').fill(c.agency);
}

test('overseas registration: two countries, draft, submit, detail with fee totals, case list; 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, ADMIN);
  const tmName = `OVERSEAS${String(Date.now()).slice(-5)}`;

  await page.goto('/brands/overseasRegistration');
  const form = page.getByTestId('case-form-page');
  await expect(form.locator('.ipms-case-head')).toContainText('海外商标注册申请');

  await test.step('applicant from the enterprises with its English name and address; a word mark filed country by country', async () => {
    await pick(page, form.getByTestId('case-enterprise-picker'), '青禾', /杭州青禾食品有限公司/);
    await expect(item(page, '申请人地址（中文）').locator('input')).toHaveValue('浙江省杭州市余杭区文一西路1818号');
    await item(page, '申请人名称（英文）').locator('input').fill('Hangzhou Qinghe Foods Co., Ltd.');
    await item(page, '申请人地址（英文）').locator('input').fill('1818 Wenyi West Road, Yuhang, Hangzhou');
    await item(page, '商标类型').getByText('文字', { exact: true }).click();
    await item(page, '商标名称').first().locator('input').fill(tmName); // the second is the basic mark's
    await item(page, '申请途径').getByText('逐一国家申请', { exact: true }).click();
    await item(page, '代理机构名称').locator('input').fill('北京知远知识产权代理有限公司');
  });

  const countries = item(page, '申请国家/地区及商品');
  const rows = countries.locator('.ant-formily-array-items-item');
  await test.step('two countries with classes, goods, translations and fees; a third added and removed', async () => {
    await countries.getByText('添加国家/地区').click();
    await countries.getByText('添加国家/地区').click();
    await expect(rows).toHaveCount(2);
    await fillCountry(page, rows.nth(0), { name: '美国', code: 'US', classes: ['09', '42'], goods: '计算机；软件开发', translate: { '09': 'Computers', '42': 'Software development' }, official: ['700', 'USD'], agency: '3,000' });
    await fillCountry(page, rows.nth(1), { name: '日本', code: 'JP', classes: ['09'], goods: '计算机', translate: { '09': 'コンピュータ' }, official: ['12000', 'JPY'], agency: '2500.50' });
    await countries.getByText('添加国家/地区').click();
    await expect(rows).toHaveCount(3);
    await rows.nth(2).locator('.ant-formily-array-base-remove').click();
    await expect(rows).toHaveCount(2);
    await saveScreen(page, 'overseas-form-1440');
  });

  const submitFiles = item(page, '各国递交文件');
  await test.step('a submitted file is uploaded into 各国递交文件', async () => {
    await submitFiles.getByText('添加递交文件').click();
    const upload = submitFiles.getByTestId('file-upload').first();
    await upload.locator('input[type="file"]').setInputFiles({ name: '委托书.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
    await expect(upload.getByTestId('file-upload-item')).toContainText('委托书.pdf');
    const group = submitFiles.locator('.ant-formily-array-items-item').first();
    await pick(page, item(group, '国家/地区').first().locator('.ant-select'), '美国', /美国 US$/);
    await pick(page, item(group, '文件类型').locator('.ant-select'), '委托书', /^委托书$/);
  });

  let caseNo = '';
  await test.step('保存草稿 creates the case and keeps its file; 提交 opens the overseas detail', async () => {
    await form.getByTestId('case-save-draft').click();
    await expect(page).toHaveURL(/overseasRegistration\?caseNo=AJ\d{12}/);
    caseNo = new URL(page.url()).searchParams.get('caseNo')!;
    await expect(page.locator('.ant-message')).toContainText(`草稿已保存（${caseNo}）`);
    await expect(rows).toHaveCount(2);
    // The draft read back from the server still has the uploaded file (the save once sent files: null).
    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect(submitFiles.getByTestId('file-upload-item')).toContainText('委托书.pdf');
    await page.getByTestId('case-submit').click();
    await expect(page).toHaveURL(new RegExp(`/brands/overseasDetail\\?caseNo=${caseNo}`));
    await expect(page.getByTestId('case-status')).toHaveText('待递交');
  });

  await test.step('the detail: countries with their names, classes and fees; totals per currency', async () => {
    const detail = page.getByTestId('case-detail-page');
    await expect(detail).toContainText(tmName);
    await page.getByRole('tab', { name: /申请国家\/地区（2）/ }).click();
    const table = page.getByTestId('case-countries');
    await expect(table.locator('.ant-table-row')).toHaveCount(2);
    await expect(table.locator('.ant-table-row').nth(0)).toContainText('美国 US');
    await expect(table.locator('.ant-table-row').nth(0)).toContainText('09、42');
    await expect(table.locator('.ant-table-row').nth(0)).toContainText('US$ 700.00');
    await expect(table.locator('.ant-table-row').nth(1)).toContainText('日本 JP');
    await expect(table.locator('.ant-table-row').nth(1)).toContainText('JP¥12,000');
    await saveScreen(page, 'overseas-detail-1440');
    await page.getByRole('tab', { name: /^费用$/ }).click();
    const totals = page.getByTestId('case-fee-totals');
    for (const sum of ['¥5,500.50', 'JP¥12,000', 'US$ 700.00']) await expect(totals).toContainText(sum);
  });

  await test.step('递交文件 downloads the file as 文件类型_申请号_国家 (spec 5; no number before filing)', async () => {
    await page.getByRole('tab', { name: /^递交文件$/ }).click();
    const files = page.getByTestId('case-files');
    await expect(files.locator('.ant-table-row')).toHaveCount(1);
    await expect(files).toContainText('委托书.pdf');
    const saved = page.waitForEvent('download');
    await files.getByRole('button', { name: '委托书_美国.pdf' }).click();
    expect((await saved).suggestedFilename()).toBe('委托书_美国.pdf');
    await saveScreen(page, 'overseas-detail-files');
  });

  await test.step('the case list shows it with its countries and state', async () => {
    await page.goto('/brand/caseList');
    await page.locator('[data-filter-prop="caseNo"] input').fill(caseNo);
    await page.getByRole('button', { name: '查 询' }).click();
    await expect(cell(page, 0, 'caseNo')).toHaveText(caseNo);
    await expect(cell(page, 0, 'caseType')).toContainText('海外商标注册申请');
    await expect(cell(page, 0, 'caseStatus')).toContainText('待递交');
    await expect(cell(page, 0, 'tmName')).toContainText(tmName);
  });

  await test.step('at 390x844 the form and the detail are one column with nothing off-screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/brands/overseasRegistration');
    await countries.getByText('添加国家/地区').click();
    await expect(rows).toHaveCount(1);
    await pick(page, item(rows.nth(0), '申请国家/地区').locator('.ant-select'), '美国', /美国 US$/);
    await pick(page, item(rows.nth(0), '类别').locator('.ant-select'), '09', /^第09类$/);
    await page.keyboard.press('Escape');
    await expectFitsWidth(page);
    const [country, classes] = [await item(rows.nth(0), '申请国家/地区').boundingBox(), await item(rows.nth(0), '类别').boundingBox()];
    expect(classes!.y).toBeGreaterThan(country!.y);
    await rows.nth(0).scrollIntoViewIfNeeded();
    await saveScreen(page, 'overseas-form-390');
    await page.goto(`/brands/overseasDetail?caseNo=${caseNo}`);
    await page.getByRole('tab', { name: /申请国家\/地区（2）/ }).click();
    const cards = page.getByTestId('case-countries').locator('.ipms-case-country-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1)).toContainText('JP¥12,000');
    await expectFitsWidth(page);
    await saveScreen(page, 'overseas-detail-390');
  });
  expect(errors).toEqual([]);
});
