// Every case form with a page (routes with component caseForm, schemas/menus/routes.json): the page renders its
// form without a script error, 新建案件 in the case list offers it, 保存草稿 with the party picked from the
// enterprises creates the draft (reloaded, the picked name is still there), 提交 of that incomplete draft is
// stopped in the browser naming a required field, and the detail page shows the draft read-only.
import { expect } from '@playwright/test';
import { caseForms, type CaseFormKey } from '../../src/generated/case-forms';
import { menuRoutes } from '../../src/generated/routes';
import type { MenuItem } from '../../src/generated/types';
import { ADMIN, saveScreen, uiLogin } from './helpers';
import { signInByToken, testInOneContext } from './one-context';

// One context for the 26 forms (one-context.ts): each loaded cold in a new context took about 4 s.
const test = testInOneContext({ viewport: { width: 1440, height: 900 } });

type FormRoute = MenuItem & { caseForm?: string };
const all = (list: MenuItem[]): FormRoute[] => list.flatMap((r) => [r as FormRoute, ...all(r.children ?? [])]);
const routes = all(menuRoutes).filter((r) => r.component === 'caseForm' && r.caseForm);
const forms = [...new Set(routes.map((r) => r.caseForm as CaseFormKey))];

test('every case form route has its own form', () => {
  expect(routes.length).toBeGreaterThanOrEqual(18);
  for (const r of routes) expect(caseForms[r.caseForm as CaseFormKey], r.path).toBeTruthy();
});

test('新建案件 offers every form with a page', async ({ page }) => {
  await uiLogin(page, ADMIN);
  await page.goto('/brand/caseList');
  await page.getByTestId('case-new').click();
  // Built-in forms only: forms published in the designer (other journeys) follow them as /case-custom entries.
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item:not([data-menu-id*="/case-custom"])');
  await expect(menu).toHaveCount(forms.length);
  for (const key of forms) await expect(menu.filter({ hasText: new RegExp(`^${caseForms[key].label.zh.replace(/[/()（）]/g, '\\$&')}$`) })).toHaveCount(1);
});

for (const r of routes) {
  test(`${r.path} (${r.caseForm}): renders, saves a draft, read-only on the detail`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInByToken(page, request, ADMIN);
    const def = caseForms[r.caseForm as CaseFormKey];
    await page.goto(r.path);
    const form = page.getByTestId('case-form-page');
    await expect(form.locator('.ipms-case-head')).toContainText(def.label.zh);
    await expect(form.locator('.ant-formily-item').first()).toBeVisible();

    // The first party of the form from the enterprises (every form has one: applicant, transferor...).
    const picker = form.getByTestId('case-enterprise-picker').first();
    await picker.click();
    await page.keyboard.type('青禾');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '杭州青禾食品有限公司' }).click();
    await expect(form.locator('input[value="杭州青禾食品有限公司"]').first()).toBeVisible();
    await saveScreen(page, `case-form-${r.path.replace(/\W+/g, '-')}`);

    await form.getByTestId('case-save-draft').click();
    await expect(page).toHaveURL(/caseNo=AJ\d{12}/);
    const caseNo = new URL(page.url()).searchParams.get('caseNo')!;
    await expect(page.locator('.ant-message')).toContainText(`草稿已保存（${caseNo}）`);
    await page.reload();
    await expect(page.getByTestId('case-form-page').locator('input[value="杭州青禾食品有限公司"]').first()).toBeVisible();

    // Submitting the incomplete draft is stopped in the browser with a required field's message.
    await page.getByTestId('case-submit').click();
    await expect(page.locator('.ant-formily-item-error').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${r.path}\\?caseNo=${caseNo}`));

    await page.goto(`/brandManage/case-detail?caseNo=${caseNo}`);
    await expect(page.getByTestId('case-status')).toHaveText('草稿');
    await expect(page.getByTestId('case-detail-page')).toContainText('杭州青禾食品有限公司');
    expect(errors).toEqual([]);
  });
}
