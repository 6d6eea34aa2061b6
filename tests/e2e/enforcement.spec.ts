// Rights enforcement (issue 15) as the demo specialist: a lead created on its page (/proceed/created) against a
// copyright picked from the archive, 权利详情 opening that record; 转为诉讼 opening the litigation creation page
// (/proceed/createdCase) prefilled from the lead; on the litigation detail page (/proceed/detaild) a hearing date
// and a lawyer's fee added (the fee a finance entry linked back); 阶段 opening the stages filtered to the litigation.
// The lists, the creation page and the detail page at 390 px have no horizontal overflow.
// Screenshots under test-results/e2e/screens/enforcement-*.png.
import { expect, test, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { ADMIN, apiLogin, call, saveScreen, uiLogin, USER, expectFitsWidth } from './helpers';

const openSelect = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
/** The form item of the label inside scope (the `has` locator is the page's: it applies inside each item). */
const formItem = (scope: Page | Locator, label: string) => {
  const page = 'page' in scope && typeof scope.page === 'function' ? (scope as Locator).page() : (scope as Page);
  return scope.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: label }) });
};
/** The grid row (its unpinned part) whose cell of the column shows the text. */
const rowWith = (page: Page, colId: string, text: string) => page.locator('.ag-row').filter({ has: page.locator(`[col-id="${colId}"]`, { hasText: text }) });
const ok = (scope: Page | Locator) => scope.getByRole('button', { name: /确\s*定/ });
// The dropdown is a virtual list of 8 rows: a later option is reached by typing it where the select searches.
const choose = async (page: Page, item: Locator, option: string) => {
  const select = item.locator('.ant-select');
  await select.click();
  if (await select.evaluate((el) => el.classList.contains('ant-select-show-search'))) await page.keyboard.type(option);
  await openSelect(page).getByTitle(option, { exact: true }).click();
  await expect(select).toContainText(option);
};

test('enforcement: a lead on a copyright becomes a litigation with a hearing and a cost in finance', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, USER);
  const token = await apiLogin(request, USER);
  const work = (await call<{ list: Array<{ id: number; title: string }> }>(request, '/copyRight/ordinary/list', { pageNo: 1, pageSize: 10 }, token)).list[0];
  const title = `公众号盗图${String(Date.now()).slice(-5)}`;
  const shop = `端到端店铺${String(Date.now()).slice(-4)}`;
  const caseNo = `(2026)沪0115民初${String(Date.now()).slice(-5)}号`;
  // Three days on: always a cell of the picker's first panel (it shows six weeks around this month).
  const hearing = dayjs().add(3, 'day').format('YYYY-MM-DD');
  const page$ = page.locator('.ipms-page-card').filter({ has: ok(page) });
  const dialog = page.locator('.ant-modal-content').filter({ has: ok(page) });
  let litigationId = 0;

  await test.step('新增线索 opens /proceed/created: source, a copyright picked from the archive, evidence, a follow-up', async () => {
    await page.goto('/proceed/infringement');
    await expect(page.locator('.ag-row').first()).toBeVisible();
    await page.getByRole('button', { name: '新增线索' }).click();
    await expect(page).toHaveURL(/\/proceed\/created$/);
    await expect(page$).toBeVisible();
    await formItem(page$, '线索标题').locator('input').fill(title);
    await choose(page, formItem(page$, '发现平台'), '独立网站');
    await choose(page, formItem(page$, '线索状态'), '核实中');
    await formItem(page$, '店铺/经营者').locator('input').fill(shop);
    await choose(page, formItem(page$, '权利类型'), '著作权');
    await formItem(page$, '被侵权著作权').locator('.ant-select').click();
    await openSelect(page).locator('.ant-select-item-option').filter({ hasText: work.title }).first().click();
    await formItem(page$, '证据文件').locator('input[type=file]').setInputFiles({ name: '文章截图.txt', mimeType: 'text/plain', buffer: Buffer.from('公众号文章截图取证\n') });
    await expect(formItem(page$, '证据文件').locator('.ipms-cf-file')).toHaveCount(1);
    await formItem(page$, '新增跟进记录').locator('textarea').fill('已网页公证');
    await saveScreen(page, 'enforcement-lead-page-1440');
    await ok(page$).click();
    await expect(page).toHaveURL(/\/proceed\/infringement/);
    const row = rowWith(page, 'shop', shop);
    await expect(row).toContainText('核实中');
    await expect(row).toContainText(work.title);
    const lead = (await call<{ list: Array<{ id: number; evidenceHashes: string; followUps: string; rightKind: string; rightId: number }> }>(request, '/proceed/infringement/list', { pageSize: 10, filters: { title } }, token)).list[0];
    expect([lead.rightKind, lead.rightId]).toEqual(['work', work.id]);
    expect(lead.evidenceHashes).toMatch(/文章截图\.txt {2}SHA-256 [0-9a-f]{64} {2}取证 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(lead.followUps).toContain('李专员：已网页公证');
    await saveScreen(page, 'enforcement-leads-1440');
    // 权利详情 opens the copyright's own record.
    await page.locator(`.ag-row[row-id="${lead.id}"]`).getByRole('button', { name: '权利详情' }).click();
    await expect(page).toHaveURL(new RegExp(`/copyRight/detailOrdinary\\?id=${work.id}$`));
    await expect(page.getByTestId('ip-detail-basic')).toContainText(work.title);
  });

  await test.step('转为诉讼 opens /proceed/createdCase prefilled from the lead; saved, the detail page shows it', async () => {
    await page.goto('/proceed/infringement');
    const index = await rowWith(page, 'shop', shop).getAttribute('row-index');
    await page.locator(`.ag-row[row-index="${index}"]`).getByRole('button', { name: '转为诉讼' }).click();
    await expect(page).toHaveURL(/\/proceed\/createdCase\?leadId=\d+$/);
    await expect(formItem(page$, '案由').locator('input')).toHaveValue('侵害著作权纠纷');
    await expect(formItem(page$, '被告').locator('input')).toHaveValue(shop);
    await formItem(page$, '案号').locator('input').fill(caseNo);
    await formItem(page$, '受理法院').locator('input').fill('上海市浦东新区人民法院');
    await saveScreen(page, 'enforcement-case-page-1440');
    await ok(page$).click();
    await expect(page).toHaveURL(/\/proceed\/detaild\?id=\d+$/);
    litigationId = Number(new URL(page.url()).searchParams.get('id'));
    const detail = page.getByTestId('litigation-detail');
    await expect(detail).toContainText(caseNo);
    await expect(detail).toContainText('上海市浦东新区人民法院');
    await expect(page.getByTestId('litigation-right')).toContainText(work.title);
    await expect(page.getByTestId('litigation-right')).toHaveAttribute('href', `/copyRight/detailOrdinary?id=${work.id}`);
  });

  await test.step('on the detail page: a hearing date and a lawyer’s fee, the fee a finance entry', async () => {
    await page.getByRole('button', { name: '新增阶段' }).click();
    await expect(dialog).toBeVisible();
    await choose(page, formItem(dialog, '阶段'), '开庭');
    await formItem(dialog, '日期').locator('.ant-picker').click();
    await page.locator(`.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-cell[title="${hearing}"]`).click();
    const stageMade = page.waitForResponse((r) => r.url().endsWith('/proceed/stage/create'));
    await ok(dialog).click();
    expect(((await (await stageMade).json()) as { data: { dueDate: string } }).data.dueDate).toBe(hearing);
    await expect(dialog).toBeHidden();
    await page.getByTestId('add-cost').click();
    await expect(dialog).toBeVisible();
    await choose(page, formItem(dialog, '费用类型'), '律师费');
    await formItem(dialog, '金额').locator('input').fill('5000.5');
    await formItem(dialog, '收款方').locator('input').fill('某律师事务所');
    await saveScreen(page, 'enforcement-cost-form-1440');
    await ok(dialog).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('litigation-costs')).toContainText('律师费');
    await expect(page.getByTestId('litigation-costs')).toContainText('未出账');
    await saveScreen(page, 'enforcement-detail-1440');
    const admin = await apiLogin(request, ADMIN);
    const entries = (await call<{ list: Array<{ litigationId: number; caseNo: string; feeKind: string; amount: string; currency: string }> }>(request, '/finance/entryList', { pageNo: 1, pageSize: 10, filters: { caseNo } }, admin)).list;
    expect(entries.map((e) => [e.litigationId, e.feeKind, e.currency, e.amount])).toEqual([[litigationId, 'agencyFees', 'CNY', '5000.50']]);
  });

  await test.step('阶段 of the litigation opens the stages filtered to it; the list shows the next hearing', async () => {
    await page.goto('/proceed/list');
    const row = page.locator(`.ag-row[row-id="${litigationId}"]`);
    await expect(row.filter({ has: page.locator('[col-id="nextHearing"]') }).locator('[col-id="nextHearing"]')).toHaveText(new RegExp(hearing.replaceAll('-', '[-/]')));
    await row.getByRole('button', { name: '阶段', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/proceed/stages\\?litigationId=${litigationId}$`));
    await expect(page.getByText('共 1 条')).toBeVisible();
    await expect(page.locator('.ag-row [col-id="caseNo"]').first()).toHaveText(caseNo);
    await saveScreen(page, 'enforcement-stages-1440');
  });

  await test.step('the hearing is in the deadline monitor: 期限监控 → 全部期限, with its litigation', async () => {
    await page.goto('/brand/deadlineMonitor');
    await page.getByRole('button', { name: /全部期限/ }).click();
    await expect(page).toHaveURL(/\/brand\/allDeadlines/);
    await page.getByTestId('deadlines-kind').filter({ hasText: '开庭' }).click();
    const row = page.getByTestId('deadline-row').filter({ hasText: caseNo });
    await expect(row).toBeVisible();
    await expect(row).toContainText(hearing);
    await saveScreen(page, 'enforcement-hearing-in-deadlines');
  });

  await test.step('390 px: the lists, the creation page and the detail page fit the phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/proceed/infringement', '/proceed/list', '/proceed/stages', '/proceed/costs']) {
      await page.goto(path);
      await expect(page.locator('.ag-row').first()).toBeVisible();
      await expectFitsWidth(page);
    }
    await saveScreen(page, 'enforcement-costs-390');
    // Filtered by a link: the long 已选条件 chip wraps within the phone's width.
    await page.goto(`/proceed/stages?litigationId=${litigationId}`);
    await expect(page.locator('.ipms-filter-chips .ant-tag').first()).toBeVisible();
    await expectFitsWidth(page);
    await saveScreen(page, 'enforcement-stages-filtered-390');
    await page.goto(`/proceed/detaild?id=${litigationId}`);
    await expect(page.getByTestId('litigation-detail')).toContainText(caseNo);
    await expectFitsWidth(page);
    await saveScreen(page, 'enforcement-detail-390');
    await page.getByRole('button', { name: '新增费用' }).click();
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await page.goto('/proceed/created');
    await expect(page$).toBeVisible();
    await expectFitsWidth(page);
    await saveScreen(page, 'enforcement-lead-page-390');
  });
});
