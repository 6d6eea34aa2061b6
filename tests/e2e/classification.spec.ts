// 商品服务分类 (/tool/goodsService): pick goods through the class tree and through its search, see the level
// lock, clear it, open the similar-goods dialog; the goods picker (search, pasted list with an unmatched name);
// the country picker's group hint dismissed for good. The server starts fresh, with no command run: the shipped
// NCL(13-2026) edition is there. 版本管理 then imports the test edition (tests/fixtures/nice-mini.jsonl: classes 09,
// 25, 35) from the UI and makes it the active edition, which the rest of the journey picks goods from; the
// shipped edition is made active again at the end.
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, USER, apiLogin, call, saveScreen, uiLogin } from './helpers';

const FIXTURE = fileURLToPath(new URL('../fixtures/nice-mini.jsonl', import.meta.url));

/** A tree row by its key: class "09", group "0901", item "0901/090019". */
const node = (page: Page, key: string) => page.locator(`.ant-tree-treenode:has([data-testid="cls-node-${key}"])`);
const checkbox = (page: Page, key: string) => node(page, key).locator('.ant-tree-checkbox');
/** Opens a row until the given child row shows (a click during the tree's open animation can be lost). */
async function expand(page: Page, key: string, child: string) {
  await expect(async () => {
    if (!(await node(page, child).count())) await node(page, key).locator('.ant-tree-switcher').click();
    await expect(node(page, child)).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 10_000 });
}
async function collapse(page: Page, key: string, child: string) {
  await expect(async () => {
    if (await node(page, child).count()) await node(page, key).locator('.ant-tree-switcher').click();
    await expect(node(page, child)).toHaveCount(0, { timeout: 1500 });
  }).toPass({ timeout: 10_000 });
}

test('pick goods through the class tree and search, the level lock, similar goods, goods picker, country hint', async ({ page, request, browser }) => {
  await uiLogin(page, ADMIN);
  await page.goto('/tool/goodsService');
  const lock = page.getByTestId('cls-lock');

  await test.step('a fresh server has the shipped edition: items in every class, the tree search finds goods', async () => {
    await expect(page.getByTestId('edition-select')).toContainText('NCL(13-2026)（当前）');
    await expect(node(page, '01')).toContainText('化学原料');
    await expect(node(page, '01')).toContainText('(956)');
    await expect(node(page, '02')).toContainText('(142)');
    await page.getByTestId('cls-tree-search').fill('衬衫');
    await expect(node(page, '2501/250042')).toBeVisible();
    await expect(node(page, '25')).toContainText('服装鞋帽');
    await page.getByTestId('cls-tree-search').fill('');
    await expect(node(page, '01')).toBeVisible();
    await saveScreen(page, 'classification-builtin');
  });

  await test.step('版本管理: the shipped edition is listed; a new edition is uploaded, checked, imported with progress and made active', async () => {
    await page.getByTestId('editions-open').click();
    const drawer = page.getByTestId('editions-drawer');
    const builtin = drawer.getByTestId('edition-row-ncl13-2026');
    await expect(builtin).toContainText('NCL(13-2026)');
    await expect(builtin).toContainText('45 / 492 / 11986');
    const activeTag = (row: typeof builtin) => row.locator('.ant-tag', { hasText: '当前版本' });
    await expect(activeTag(builtin)).toBeVisible();
    await expect(builtin.locator('.ant-tag', { hasText: '内置' })).toBeVisible();
    await drawer.getByTestId('edition-import').locator('input[type=file]').setInputFiles(FIXTURE);
    await expect(drawer.getByTestId('edition-check')).toContainText('检查结果：3 个类别、8 个类似群、49 个商品/服务项');
    await drawer.getByTestId('edition-key').fill('mini-2026');
    await drawer.getByTestId('edition-label').fill('测试版');
    await drawer.getByTestId('edition-start').click();
    await expect(drawer.getByTestId('edition-progress')).toContainText('测试版 导入完成，共 49 个商品/服务项', { timeout: 20_000 });
    const mini = drawer.getByTestId('edition-row-mini-2026');
    await expect(mini).toContainText('3 / 8 / 49');
    await expect(activeTag(mini)).toHaveCount(0);
    await saveScreen(page, 'classification-editions');
    await drawer.getByTestId('edition-activate-mini-2026').click();
    await expect(activeTag(mini)).toBeVisible();
    await expect(activeTag(builtin)).toHaveCount(0);
    await page.locator('.ant-drawer-close').click();
    await expect(page.getByTestId('edition-select')).toContainText('测试版（当前）');
  });

  await test.step('the tree shows the 45 classes with counts, and the edition', async () => {
    await expect(node(page, '09')).toContainText('科学仪器');
    await expect(node(page, '09')).toContainText('(20)');
    await expect(page.getByTestId('edition-select')).toContainText('测试版（当前）（49）');
    await expect(lock).toContainText('首次勾选将锁定选择层级');
  });

  await test.step('picking a goods item locks the tree to the goods level', async () => {
    await expand(page, '09', '0901');
    await expand(page, '0901', '0901/090019');
    await checkbox(page, '0901/090019').click();
    await expect(lock).toContainText('已锁定为「商品/服务」级，已选 1 项');
    await expect(checkbox(page, '09')).toHaveClass(/ant-tree-checkbox-disabled/);
    await expect(checkbox(page, '0901')).toHaveClass(/ant-tree-checkbox-disabled/);
    await expect(node(page, '09')).toContainText('已选 1');
    // A class cannot be picked now.
    await checkbox(page, '08').click({ force: true });
    await expect(checkbox(page, '08')).not.toHaveClass(/ant-tree-checkbox-checked/);
    await checkbox(page, '0901/090101').click();
    await expect(lock).toContainText('已选 2 项');
    await expect(page.getByTestId('tree-selection').getByTestId('goods-card-09')).toContainText('加法器；计算圆尺');
    await saveScreen(page, 'classification-tree-locked');
  });

  await test.step('clearing releases the lock; a group pick locks the group level', async () => {
    await page.getByTestId('cls-clear').click();
    await expect(lock).toContainText('首次勾选将锁定选择层级');
    await expect(checkbox(page, '09')).not.toHaveClass(/ant-tree-checkbox-disabled/);
    await expect(checkbox(page, '0901/090019')).not.toHaveClass(/ant-tree-checkbox-checked/);
    await collapse(page, '0901', '0901/090019'); // the tree is virtual: 0907 must come into view
    await checkbox(page, '0907').click();
    await expect(lock).toContainText('已锁定为「类似群」级');
    await expect(checkbox(page, '09')).toHaveClass(/ant-tree-checkbox-disabled/);
    await expect(checkbox(page, '0922')).not.toHaveClass(/ant-tree-checkbox-disabled/);
    await page.getByTestId('cls-clear').click();
    await expect(lock).toContainText('首次勾选将锁定选择层级');
  });

  await test.step('the tree search finds goods (500 ms debounce) and they can be picked', async () => {
    await page.getByTestId('cls-tree-search').fill('衬衫');
    await expect(node(page, '2501/250042')).toBeVisible();
    await expect(node(page, '09')).toHaveCount(0);
    await checkbox(page, '2501/250042').click();
    await expect(lock).toContainText('已锁定为「商品/服务」级，已选 1 项');
    await saveScreen(page, 'classification-tree-search');
  });

  await test.step('the similar-goods dialog lists the group and its other items', async () => {
    await page.getByTestId('tree-similar').click();
    const dialog = page.getByRole('dialog', { name: '类似商品项' });
    await expect(dialog).toBeVisible();
    const group = dialog.getByTestId('similar-group-2501');
    await expect(group).toContainText('2501 衣物');
    await expect(group).toContainText('250042 衬衫');
    await expect(group).toContainText('同群其他商品（9）');
    await expect(group).toContainText('套头衫，毛衣');
    await saveScreen(page, 'classification-similar');
    await dialog.getByRole('button', { name: /关\s*闭/ }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the goods picker: search, a pasted list with an unmatched name, the card', async () => {
    await page.getByRole('tab', { name: '商品/服务选择' }).click();
    await page.getByRole('tab', { name: '搜索' }).click();
    await page.getByTestId('goods-search').fill('帽');
    await expect(page.getByTestId('goods-search-total')).toHaveText('共找到 4 项');
    await page.locator('[data-testid="goods-option-2508/250012"]').click();
    await page.getByRole('tab', { name: '粘贴清单' }).click();
    await page.getByTestId('goods-paste').fill('衬衫\n计算机；飞天扫帚');
    await page.getByTestId('goods-paste-match').click();
    await expect(page.getByTestId('goods-paste-outcome')).toContainText('已匹配 2 项');
    await expect(page.getByTestId('goods-unmatched')).toContainText('飞天扫帚');
    const chosen = page.getByTestId('goods-chosen');
    await expect(chosen).toContainText('已选商品/服务（3）');
    await expect(chosen.getByTestId('goods-card-09')).toContainText('计算机');
    await expect(chosen.getByTestId('goods-card-25')).toContainText('衬衫；帽子');
    await saveScreen(page, 'classification-goods-picker');
    await page.getByTestId('goods-similar').click();
    const dialog = page.getByRole('dialog', { name: '类似商品项' });
    await expect(dialog.getByTestId('similar-group-0901')).toBeVisible();
    await expect(dialog.getByTestId('similar-group-2508')).toContainText('250012 帽子');
    await dialog.getByRole('button', { name: /关\s*闭/ }).click();
  });

  await test.step('the country-group hint shows once a regional office is picked and can be dismissed for good', async () => {
    await page.getByRole('tab', { name: '国家/地区' }).click();
    // The hint shows only once the server has said it is not dismissed: wait for that answer, not for time.
    await expect(page.getByTestId('country-hint-open')).toHaveAttribute('data-hint-dismissed', 'false');
    await page.getByTestId('country-picker').click();
    await page.locator('.ant-select-tree-treenode').filter({ hasText: '欧盟' }).first().locator('.ant-select-tree-checkbox').click();
    const hint = page.getByRole('dialog', { name: '国家分组提示' });
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('非知（OA）');
    await expect(hint).toContainText('比荷卢（BX）');
    await saveScreen(page, 'classification-country-hint');
    await hint.getByTestId('country-hint-never').click();
    await expect(hint).toBeHidden();
    const token = await apiLogin(request, ADMIN);
    await expect.poll(async () => (await call<{ displayContent: string | null }>(request, '/userCustomDisplay/query', { displayType: 7 }, token)).displayContent).toBe('1');
    await page.reload();
    await page.getByRole('tab', { name: '国家/地区' }).click();
    // The condition that decides the hint: the server's answer that it was dismissed. Once it is in, the pick
    // below opens the hint in the same render that shows the pick, or never.
    await expect(page.getByTestId('country-hint-open')).toHaveAttribute('data-hint-dismissed', 'true');
    await page.getByTestId('country-picker').click();
    await page.locator('.ant-select-tree-treenode').filter({ hasText: '非知' }).first().locator('.ant-select-tree-checkbox').click();
    await expect(page.getByTestId('country-picker')).toContainText('非知');
    await expect(page.getByRole('dialog', { name: '国家分组提示' })).toHaveCount(0);
  });

  await test.step('the demo specialist has no 版本管理; the shipped edition is made active again', async () => {
    const token = await apiLogin(request, ADMIN);
    await call(request, '/classification/setActiveEdition', { edition: 'ncl13-2026' }, token);
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const other = await context.newPage();
    await uiLogin(other, USER);
    await other.goto('/tool/goodsService');
    await expect(other.getByTestId('edition-select')).toContainText('NCL(13-2026)（当前）');
    await expect(other.getByTestId('similar-by-applyno')).toBeVisible();
    await expect(other.getByTestId('editions-open')).toHaveCount(0);
    await context.close();
  });
});
