// Cases (issue 10): the case list with its type tabs and the demo cases; a trademark application filled on the
// generic case form page (applicant picked from the enterprises, two classes with goods from the classification),
// saved as a draft, submitted, found in the list with its state, taken through filing, application number and
// result on the detail page, and the archive record it wrote opened. The form page also at phone width.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, saveScreen, uiLogin } from './helpers';

const openSelect = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
/** The Formily item of a label (the label text exactly, a required star aside). */
const item = (scope: Page | ReturnType<Page['locator']>, label: string) => {
  const page = 'page' in scope && typeof scope.page === 'function' ? (scope as ReturnType<Page['locator']>).page() : (scope as Page);
  return scope.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^\\*?\\s*${label}\\s*[:：]?$`) }) });
};
const cell = (page: Page, row: number, colId: string) => page.locator(`.ag-row[row-index="${row}"] [col-id="${colId}"]`);
const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => {
    const ok = document.documentElement.scrollWidth <= window.innerWidth + 1;
    if (!ok)
      console.log('DEBUGOVER', [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 8).map((e) => `${e.tagName}.${String(e.className).slice(0, 80)} ${Math.round(e.getBoundingClientRect().right)}`).join(' | '));
    return ok;
  });

test('cases: list, fill a registration with two classes, draft, submit, file, result, archive record', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  page.on('console', (m) => m.text().startsWith('DEBUGOVER') && console.log(m.text()));
  await uiLogin(page, ADMIN);
  const tmName = `端到端${String(Date.now()).slice(-5)}`;

  await test.step('the case list shows the demo cases and the type tabs with their counts', async () => {
    await page.goto('/brand/caseList');
    await expect(cell(page, 0, 'caseNo')).toContainText(/^AJ\d{12}$/);
    const tabs = page.locator('.ipms-case-tabs .ant-tabs-tab');
    await expect(tabs.first()).toHaveText(/^全部（\d+）$/);
    await expect(tabs.filter({ hasText: /^商标注册申请（\d+）$/ })).toHaveCount(1);
    await tabs.filter({ hasText: /^商标续展注册申请|^商标续展/ }).first().click();
    await expect(cell(page, 0, 'caseType')).toContainText('续展');
    await saveScreen(page, 'cases-list-1440');
    await tabs.first().click();
  });

  await test.step('新建案件 offers every form with a page; 商标注册申请 opens the form', async () => {
    await page.getByTestId('case-new').click();
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item');
    await expect(menu).toHaveCount(1);
    await menu.filter({ hasText: '商标注册申请' }).click();
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
    expect(await noHorizontalOverflow(page)).toBe(true);
    const [a, b] = [await item(page, '申请人名称（中文）').boundingBox(), await item(page, '申请人地址（中文）').boundingBox()];
    expect(a!.x).toBeCloseTo(b!.x, 0);
    expect(b!.y).toBeGreaterThan(a!.y);
    await saveScreen(page, 'cases-form-390');
    await page.goto(`/brandManage/case-detail?caseNo=${caseNo}`);
    await expect(page.getByTestId('case-status')).toHaveText('已结案');
    expect(await noHorizontalOverflow(page)).toBe(true);
    await saveScreen(page, 'cases-detail-390');
  });
});
