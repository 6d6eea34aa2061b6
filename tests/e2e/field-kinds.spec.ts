// Field kinds end to end (issues 9 and 18): a money custom field (the kind added as one registry entry) and a
// required text field appear in the archive's 新增商标 dialog through the registry; the required one is refused
// empty; the saved mark shows the amount as users read it (US$ 1,234.50) in its new custom column.
import { expect, test } from '@playwright/test';
import { ADMIN, apiLogin, call, saveScreen, uiLogin } from './helpers';

const FEE = `官费${Date.now() % 100000}`;
const REF = `内部编号${Date.now() % 100000}`;
const NAME = `金额端到端${Date.now() % 100000}`;

test('archive create dialog: custom money and required fields through the field-kind registry', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN);
  const fee = await call<{ id: number }>(request, '/customField/setCustomField', { type: 1, fieldTitle: FEE, fieldType: 8, isRequire: 0, fieldContent: JSON.stringify({ currency: 'USD', fixedCurrency: false }) }, token);
  const ref = await call<{ id: number }>(request, '/customField/setCustomField', { type: 1, fieldTitle: REF, fieldType: 1, isRequire: 1 }, token);
  await uiLogin(page);
  await page.goto('/brandManage/brandRecord');
  await expect(page.locator('.ag-row[row-index="0"]')).toBeVisible();

  const dialog = page.getByRole('dialog');
  await test.step('the dialog shows the custom fields by kind; the required one is checked', async () => {
    await page.getByRole('button', { name: '新增商标' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(FEE)).toBeVisible();
    await expect(dialog.getByTestId('money-input')).toBeVisible();
    await dialog.locator('input').first().fill(NAME);
    await dialog.locator('.ant-select').first().click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: /^第9类$/ }).click();
    await dialog.getByTestId('money-amount').fill('1234.5');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog.getByText(/该字段是必填字段|必填/).first()).toBeVisible();
  });

  await test.step('fill the required field and save; the money column shows the amount', async () => {
    const refItem = dialog.locator('.ant-formily-item').filter({ hasText: REF });
    await refItem.locator('input').fill('A-001');
    await saveScreen(page, 'field-kinds-create');
    await page.screenshot({ path: 'test-results/e2e/screens/field-kinds-create-dialog.png' });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    await page.locator('[data-filter-prop="tmName"] input').fill(NAME);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const moneyCell = page.locator(`.ag-row[row-index="0"] [col-id="cf:${fee.id}"]`);
    await expect(async () => {
      await page.locator('.ag-body-horizontal-scroll-viewport').evaluate((v) => (v.scrollLeft = v.scrollWidth));
      await expect(moneyCell).toHaveText('US$ 1,234.50', { timeout: 1000 });
    }).toPass();
    await page.screenshot({ path: 'test-results/e2e/screens/field-kinds-money-column.png' });
  });

  // The required field would make every later journey's new mark fail on the server: it goes with this test.
  await call(request, '/customField/setCustomField', { type: 1, id: ref.id, delete: 1 }, token);
});
