// Cases (issue 10): the case list with its type tabs and the demo cases; a trademark application filled on the
// generic case form page (applicant picked from the enterprises, two classes with goods from the classification),
// saved as a draft, submitted, found in the list with its state, taken through filing, application number and
// result on the detail page, and the archive record it wrote opened. The form page also at phone width.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiLogin, call, saveScreen, uiLogin, expectFitsWidth } from './helpers';
import { addMonths, todayInChina } from '../../src/modules/cases/shared/dates';

const openSelect = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
/** The Formily item of a label (the label text exactly, a required star aside). */
const item = (scope: Page | ReturnType<Page['locator']>, label: string) => {
  const page = 'page' in scope && typeof scope.page === 'function' ? (scope as ReturnType<Page['locator']>).page() : (scope as Page);
  return scope.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^\\*?\\s*${label}\\s*[:：]?$`) }) });
};
const cell = (page: Page, row: number, colId: string) => page.locator(`.ag-row[row-index="${row}"] [col-id="${colId}"]`);

test('cases: list, fill a registration with two classes, draft, submit, file, result, archive record', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  page.on('console', (m) => m.text().startsWith('DEBUGOVER') && console.log(m.text()));
  await uiLogin(page, ADMIN);
  const tmName = `端到端${String(Date.now()).slice(-5)}`;

  await test.step('the case list shows the demo cases and the type tabs with their counts', async () => {
    await page.goto('/brand/caseList');
    await expect(cell(page, 0, 'caseNo')).toContainText(/^AJ\d{12}(-\d+)?$/); // a sub-case ends in -n
    const tabs = page.locator('.ipms-case-tabs .ant-tabs-tab');
    await expect(tabs.first()).toHaveText(/^全部（\d+）$/);
    await expect(tabs.filter({ hasText: /^商标注册申请（\d+）$/ })).toHaveCount(1);
    // With every type's tab shown (other journeys file all 25 forms) the tab may sit at the scrolled edge of the
    // tab bar, where the first click only scrolls it into view.
    await expect(async () => {
      await tabs.filter({ hasText: /^商标续展注册申请|^商标续展/ }).first().click();
      await expect(cell(page, 0, 'caseType')).toContainText('续展', { timeout: 2000 });
    }).toPass();
    await saveScreen(page, 'cases-list-1440');
    await page.getByRole('button', { name: /重\s*置/ }).click(); // back to 全部 (its tab may be scrolled out of the bar)
  });

  await test.step('新建案件 offers every form with a page; 商标注册申请 opens the form', async () => {
    await page.getByTestId('case-new').click();
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item');
    await expect(menu.filter({ hasText: /^商标续展注册申请$/ })).toHaveCount(1);
    await expect(menu.filter({ hasText: /^转让\/移转申请$/ })).toHaveCount(1);
    await menu.filter({ hasText: /^商标注册申请$/ }).click();
    await expect(page).toHaveURL(/\/case\/add-brand$/);
    await expect(page.getByTestId('case-form-page')).toContainText('商标注册申请');
  });

  await test.step('fill: applicant from the enterprises, word mark, two classes with goods, agency', async () => {
    await page.getByTestId('case-enterprise-picker').click();
    await page.keyboard.type('青禾');
    await openSelect(page).locator('.ant-select-item-option').filter({ hasText: '杭州青禾食品有限公司' }).click();
    await expect(item(page, '申请人地址（中文）').locator('input')).toHaveValue('浙江省杭州市余杭区文一西路1818号');
    await item(page, '商标类型').getByText('文字', { exact: true }).click();
    await item(page, '商标名称').locator('input').fill(tmName);

    const goods = item(page, '类别及商品/服务');
    await goods.getByText('添加').click();
    await goods.getByText('添加').click();
    const rows = page.locator('.ant-formily-array-items-item');
    await expect(rows).toHaveCount(2);
    // Class 25: 帽子 found by search.
    await item(rows.nth(0), '类别').locator('.ant-select').click();
    await page.keyboard.type('25');
    await openSelect(page).locator('.ant-select-item-option').filter({ hasText: /^第25类$/ }).click();
    await rows.nth(0).getByRole('tab', { name: /搜索/ }).click();
    await rows.nth(0).getByTestId('goods-search').fill('帽');
    await rows.nth(0).locator('[data-testid="goods-option-2508/250012"]').click();
    await expect(rows.nth(0).getByTestId('goods-chosen')).toContainText('帽');
    // Class 09: 计算机 matched from a pasted list.
    await item(rows.nth(1), '类别').locator('.ant-select').click();
    await page.keyboard.type('09');
    await openSelect(page).locator('.ant-select-item-option').filter({ hasText: /^第09类$/ }).click();
    await rows.nth(1).getByRole('tab', { name: /粘贴|批量/ }).click();
    await rows.nth(1).getByTestId('goods-paste').fill('计算机');
    await rows.nth(1).getByTestId('goods-paste-match').click();
    await expect(rows.nth(1).getByTestId('goods-chosen')).toContainText('计算机');
    await item(page, '代理机构名称').locator('input').fill('北京知远知识产权代理有限公司');
    await item(page, '代理费').getByTestId('money-amount').fill('1,600');
    await saveScreen(page, 'cases-form-1440');
  });

  let caseNo = '';
  await test.step('保存草稿 creates the case; 提交 submits it and opens its detail', async () => {
    await page.getByTestId('case-save-draft').click();
    await expect(page).toHaveURL(/caseNo=AJ\d{12}/);
    caseNo = new URL(page.url()).searchParams.get('caseNo')!;
    await expect(page.locator('.ant-message')).toContainText(`草稿已保存（${caseNo}）`);
    // The page shows the saved draft (its form rebuilt from the saved copy) before 提交 is clicked, as a user sees it.
    await expect(page.getByTestId('case-form-page')).toContainText(caseNo);
    await expect(item(page, '申请人地址（中文）').locator('input')).toHaveValue('浙江省杭州市余杭区文一西路1818号');
    await expect(item(page, '商标名称').locator('input')).toHaveValue(tmName);
    await expect(page.locator('.ant-formily-array-items-item')).toHaveCount(2);
    await page.getByTestId('case-submit').click();
    await expect(page).toHaveURL(new RegExp(`case-detail\\?caseNo=${caseNo}`));
    await expect(page.getByTestId('case-status')).toHaveText('待递交');
  });

  await test.step('the list shows it with its state', async () => {
    await page.goto('/brand/caseList');
    await page.locator('[data-filter-prop="caseNo"] input').fill(caseNo);
    await page.getByRole('button', { name: '查 询' }).click();
    await expect(cell(page, 0, 'caseNo')).toHaveText(caseNo);
    await expect(cell(page, 0, 'caseStatus')).toContainText('待递交');
    await expect(cell(page, 0, 'tmName')).toContainText(tmName);
    await expect(cell(page, 0, 'tmCls')).toContainText('25');
    await cell(page, 0, '__operation').getByText('详情').click();
    await expect(page).toHaveURL(new RegExp(`case-detail\\?caseNo=${caseNo}`));
  });

  await test.step('the detail: read-only form, stages; file it, add the application number, record the result', async () => {
    const detail = page.getByTestId('case-detail-page');
    await expect(detail).toContainText(tmName);
    await expect(detail).toContainText('杭州青禾食品有限公司');
    await page.getByRole('tab', { name: /案件阶段/ }).click();
    await expect(page.getByTestId('case-stages')).toContainText('提交案件');
    await page.getByRole('button', { name: '确认递交' }).click();
    await page.locator('.ant-modal-footer').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.getByTestId('case-status')).toHaveText('已递交');
    await page.getByRole('button', { name: '补充申请号' }).click();
    await page.getByTestId('case-action-form').locator('#appNo').fill('81234599');
    await page.locator('.ant-modal-footer').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.getByTestId('case-status')).toHaveText('已受理');
    await page.getByRole('button', { name: '记录结果' }).click();
    await page.locator('.ant-modal-footer').getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.getByTestId('case-status')).toHaveText('已结案');
    await expect(page.getByTestId('case-result')).toHaveText('核准');
    await page.getByRole('tab', { name: /案件动态/ }).click();
    await page.getByTestId('case-comment-input').fill('注册证已收到');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('case-trends')).toContainText('注册证已收到');
    await page.getByRole('tab', { name: /^费用$/ }).click();
    await expect(page.getByTestId('case-fees')).toContainText('¥1,600.00');
    await saveScreen(page, 'cases-detail-1440');
  });

  await test.step('the archive record the case wrote: registered, generated from a case', async () => {
    const links = page.getByTestId('case-archive-links').locator('a');
    await expect(links).toHaveCount(2);
    await links.first().click();
    await expect(page).toHaveURL(/recordDetail\?id=\d+/);
    await expect(page.getByTestId('tm-detail-name')).toContainText(tmName);
    await expect(page.getByTestId('tm-detail-fields')).toContainText('已注册');
    await expect(page.getByTestId('tm-detail-fields')).toContainText('案件生成');
  });

  await test.step('at 390x844 the form page is one column with nothing off-screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/brands/domesticRegistration');
    await expect(page.getByTestId('case-form-page')).toContainText('商标注册申请');
    await expect(item(page, '商标名称').locator('input')).toBeVisible();
    await expectFitsWidth(page);
    const [a, b] = [await item(page, '申请人名称（中文）').boundingBox(), await item(page, '申请人地址（中文）').boundingBox()];
    expect(a!.x).toBeCloseTo(b!.x, 0);
    expect(b!.y).toBeGreaterThan(a!.y);
    await saveScreen(page, 'cases-form-390');
    await page.goto(`/brandManage/case-detail?caseNo=${caseNo}`);
    await expect(page.getByTestId('case-status')).toHaveText('已结案');
    await expectFitsWidth(page);
    await saveScreen(page, 'cases-detail-390');
  });
});

test('cases: a renewal of a demo mark shows its window and fee, saves a draft and submits', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await apiLogin(request, ADMIN);
  // A demo mark of China whose registration can be renewed today (12 months before its end date, or the grace period).
  const today = todayInChina();
  type Mark = { id: number; tmName: string | null; regNo: string | null; tmCl: number; endDate: string | null; countryCode: string | null };
  const page1 = await call<{ list: Mark[] }>(request, '/brandArchives/queryBrandPage', { pageNo: 1, pageSize: 100, filters: { tmStatus: ['续展中'] } }, token);
  const mark = page1.list.find((m) => m.regNo && m.endDate && (m.countryCode ?? 'CN') === 'CN' && addMonths(m.endDate, -12) <= today && today <= addMonths(m.endDate, 6));
  expect(mark, 'a demo mark in its renewal window').toBeTruthy();
  const inGrace = mark!.endDate! < today;

  await uiLogin(page, ADMIN);
  await page.goto('/case/brand-extension');
  await expect(page.getByTestId('case-form-page')).toContainText('商标续展注册申请');
  await page.getByTestId('case-enterprise-picker').click();
  await page.keyboard.type('星河品牌');
  await openSelect(page).locator('.ant-select-item-option').filter({ hasText: '星河品牌管理有限公司' }).first().click();
  await item(page, '提交方式').getByText('电子', { exact: true }).click();
  await item(page, '代理机构名称').locator('input').fill('北京知远知识产权代理有限公司');

  await test.step('pick the mark in the related-trademark drawer: its window and fee appear', async () => {
    await page.getByTestId('case-trademarks').getByRole('button').click();
    await page.getByTestId('related-key').fill(mark!.regNo!);
    await page.getByTestId('related-search').click();
    const row = page.getByTestId('related-drawer').locator('.ant-table-row').filter({ hasText: mark!.regNo! }).first();
    await row.locator('.ant-checkbox-input').check();
    await page.getByTestId('related-ok').click();
    const cl = String(mark!.tmCl).padStart(2, '0');
    await expect(page.getByTestId('case-trademarks')).toContainText(mark!.regNo!);
    const line = page.getByTestId('renewal-window');
    await expect(line).toContainText(`第${cl}类`);
    await expect(line).toContainText(inGrace ? `宽展期至 ${addMonths(mark!.endDate!, 6)}，官费 ¥675.00（含迟延费）` : `续展期 ${addMonths(mark!.endDate!, -12)} 至 ${mark!.endDate}，官费 ¥450.00`);
    await saveScreen(page, 'cases-renewal-1440');
  });

  await test.step('保存草稿 then 提交: the case is waiting to be filed with the official fee computed', async () => {
    await page.getByTestId('case-save-draft').click();
    await expect(page).toHaveURL(/caseNo=AJ\d{12}/);
    const caseNo = new URL(page.url()).searchParams.get('caseNo')!;
    await expect(page.locator('.ant-message')).toContainText(`草稿已保存（${caseNo}）`);
    await expect(page.getByTestId('renewal-window')).toContainText(mark!.regNo!);
    await expect(item(page, '官费').getByTestId('money-amount')).toHaveValue(inGrace ? '675.00' : '450.00');
    await page.getByTestId('case-submit').click();
    await expect(page).toHaveURL(new RegExp(`case-detail\\?caseNo=${caseNo}`));
    await expect(page.getByTestId('case-status')).toHaveText('待递交');
    const saved = await call<{ bizParam: { trademarks: Array<{ endDate: string; tmCl: string }>; fees: { officialFees: { amount: string } } } }>(request, '/caseManage/queryCase', { caseNo }, token);
    expect(saved.bizParam.trademarks[0]).toMatchObject({ endDate: mark!.endDate, tmCl: String(mark!.tmCl).padStart(2, '0') });
    expect(saved.bizParam.fees.officialFees.amount).toBe(inGrace ? '675.00' : '450.00');
  });
});
