// Tags and brand maps: select two marks in the archive, add a tag through the tag drawer (新增标签), see the
// chip in the list, remove it again; open /mindMap in a new tab from the drawer, add a child node, save,
// and delete a node with the 确定删除该节点吗？ confirmation (the root has no sibling or delete).
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiLogin, call, saveScreen, toasts, uiLogin } from './helpers';

const drawer = (page: Page) => page.locator('.ant-drawer-content').filter({ hasText: '新增标签' });
const row = (page: Page, i: number) => page.locator(`.ag-row[row-index="${i}"]`);
const select = (page: Page, i: number) => page.locator(`.ag-row[row-index="${i}"] [col-id="__selection"] input[type=checkbox]`);
const treeNode = (page: Page, label: string) => drawer(page).locator('.ant-tree-treenode').filter({ has: page.locator(`[data-node-id]`, { hasText: new RegExp(`^${label}`) }) });

test('tags: add through the drawer to two marks, see the chips, remove; edit the brand map', async ({ page, request, context }) => {
  const token = await apiLogin(request, ADMIN);
  const stamp = Date.now().toString(36).slice(-4);
  const mapName = `E2E图谱${stamp}`;
  const tagName = `E2E标签${stamp}`;
  const created = await call<{ id: number; map: { root: { id: string } } }>(request, '/api/brandMap', { name: mapName, color: '#722ed1' }, token);
  const tagId = `e2e${stamp}`;
  await call(request, '/api/brandMap', { id: created.id, map: { layout: 'organizationStructure', root: { id: created.map.root.id, text: mapName, children: [{ id: tagId, text: tagName }] } } }, token);
  // The first two marks of the list start without tags, so the chip is not hidden behind "+n".
  const first = await call<{ list: Array<{ id: number; tagIds: string[] }> }>(request, '/brandArchives/queryBrandPage', { pageNo: 1, pageSize: 10 }, token);
  const two = first.list.slice(0, 2);
  const carried = [...new Set(two.flatMap((m) => m.tagIds))];
  if (carried.length) await call(request, '/api/batchAddiLabels', { trademark: two.map((m) => m.id).join('#'), delNodeId: carried.join(',') }, token);

  await uiLogin(page);
  await page.goto('/brandManage/brandRecord');
  await expect(row(page, 1)).toBeVisible();

  await test.step('nothing selected: the drawer starts on the (empty) selection; the filter results ask with their count', async () => {
    const total = (await call<{ total: number }>(request, '/brandArchives/queryBrandPage', { pageNo: 1, pageSize: 10 }, token)).total;
    let saves = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/saveLabelsByCon') && saves++));
    await page.getByRole('button', { name: /^标\s?签$/ }).click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).locator('.ant-radio-button-wrapper-checked')).toHaveText('已选商标（0）');
    await expect(drawer(page)).toContainText('未选择商标：请先在列表中勾选要设置标签的商标');
    await expect(drawer(page).getByRole('button', { name: /^确\s?定$/ })).toBeDisabled();
    await drawer(page).getByText('当前筛选结果', { exact: true }).click();
    await expect(drawer(page).getByTestId('tag-scope-count')).toHaveText(`共 ${total} 条商标`);
    await treeNode(page, tagName).locator('.ant-tree-checkbox').click();
    await drawer(page).getByRole('button', { name: /^确\s?定$/ }).click();
    const ask = page.locator('.ant-modal-confirm');
    await expect(ask).toContainText(`将修改当前筛选结果中全部 ${total} 条商标的标签（添加 1 个、移除 0 个）`);
    await saveScreen(page, 'tags-confirm-condition');
    await ask.getByRole('button', { name: /取\s*消/ }).click();
    await expect(ask).toHaveCount(0);
    expect(saves).toBe(0);
    await drawer(page).getByRole('button', { name: /取\s*消/ }).click();
    await expect(drawer(page)).toHaveCount(0);
  });

  await test.step('select two marks and add the tag through the drawer', async () => {
    await select(page, 0).check();
    await select(page, 1).check();
    await page.getByRole('button', { name: /^标\s?签$/ }).click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByText('已选商标（2）')).toBeVisible();
    await expect(drawer(page).getByTestId('tag-scope-count')).toHaveText('共 2 条商标');
    const node = treeNode(page, tagName);
    await expect(node.locator('.ant-tree-checkbox')).not.toHaveClass(/ant-tree-checkbox-checked/);
    await node.locator('.ant-tree-checkbox').click();
    await expect(drawer(page).getByText('将添加 1 个、移除 0 个标签')).toBeVisible();
    await saveScreen(page, 'tags-drawer');
    await drawer(page).getByRole('button', { name: /^确\s?定$/ }).click();
    await expect(toasts(page)).toContainText('标签已更新（2 条商标）');
    await expect(drawer(page)).toHaveCount(0);
  });

  await test.step('the chips show in both rows', async () => {
    await expect(row(page, 0).getByText(tagName)).toBeVisible();
    await expect(row(page, 1).getByText(tagName)).toBeVisible();
    await saveScreen(page, 'tags-chips');
  });

  await test.step('remove it again through the drawer', async () => {
    if (!(await select(page, 0).isChecked())) await select(page, 0).check();
    if (!(await select(page, 1).isChecked())) await select(page, 1).check();
    await page.getByRole('button', { name: /^标\s?签$/ }).click();
    const node = treeNode(page, tagName);
    await expect(node.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
    await node.locator('.ant-tree-checkbox').click();
    await expect(drawer(page).getByText('将添加 0 个、移除 1 个标签')).toBeVisible();
    await drawer(page).getByRole('button', { name: /^确\s?定$/ }).click();
    await expect(toasts(page)).toContainText('标签已更新（2 条商标）');
    await expect(row(page, 0).getByText(tagName)).toHaveCount(0);
    await expect(row(page, 1).getByText(tagName)).toHaveCount(0);
  });

  await test.step('open the brand map in a new tab from the drawer and add a child node', async () => {
    await page.getByRole('button', { name: /^标\s?签$/ }).click();
    const [tab] = await Promise.all([context.waitForEvent('page'), drawer(page).getByRole('link', { name: /编辑品牌图谱/ }).click()]);
    await tab.waitForLoadState();
    await expect(tab).toHaveURL(/\/mindMap$/);
    await tab.getByTestId(`map-tab-${mapName}`).click();
    const root = tab.getByTestId(`mindmap-node-${mapName}`);
    await root.click();
    // The root has no sibling and cannot be deleted.
    await expect(tab.getByRole('button', { name: '添加同级' })).toBeDisabled();
    await expect(tab.getByRole('button', { name: /^删\s?除$/ })).toBeDisabled();
    await tab.getByTestId(`mindmap-node-${tagName}`).click();
    await tab.getByRole('button', { name: '添加子级' }).click();
    const input = tab.locator('.ipms-mindmap-input');
    await expect(input).toBeFocused();
    await input.fill('线上渠道');
    await input.press('Enter');
    await expect(tab.getByTestId('mindmap-node-线上渠道')).toBeVisible();
    await tab.getByTestId('mindmap-node-线上渠道').click();
    await tab.getByRole('button', { name: '添加同级' }).click();
    await tab.locator('.ipms-mindmap-input').fill('线下渠道');
    await tab.locator('.ipms-mindmap-input').press('Enter');
    await tab.getByRole('button', { name: /保\s?存/ }).click();
    await expect(tab.locator('.ant-message')).toContainText('保存成功');
    await saveScreen(tab, 'tags-mindmap');
    const saved = await call<{ map: { root: { children: Array<{ id: string; text: string; children?: Array<{ text: string }> }> } } }>(request, '/api/brandMapDetails', { id: created.id }, token);
    expect(saved.map.root.children[0].id).toBe(tagId);
    expect(saved.map.root.children[0].children!.map((c) => c.text)).toEqual(['线上渠道', '线下渠道']);
  });

  await test.step('delete a node after 确定删除该节点吗？', async () => {
    const tab = context.pages().at(-1)!;
    await tab.getByTestId('mindmap-node-线下渠道').click();
    await tab.getByRole('button', { name: /^删\s?除$/ }).click();
    const dialog = tab.locator('.ant-modal').filter({ hasText: '确定删除该节点吗？' });
    await expect(dialog).toContainText('提示');
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
    await expect(tab.getByTestId('mindmap-node-线下渠道')).toHaveCount(0);
    await tab.getByRole('button', { name: /保\s?存/ }).click();
    await expect(tab.locator('.ant-message')).toContainText('保存成功');
    const saved = await call<{ map: { root: { children: Array<{ children?: Array<{ text: string }> }> } } }>(request, '/api/brandMapDetails', { id: created.id }, token);
    expect(saved.map.root.children[0].children!.map((c) => c.text)).toEqual(['线上渠道']);
    await tab.close();
  });
});

test('tags: a department manager (本部门及下级) counts the marks of their data scope, on a phone too', async ({ page, request }) => {
  const MANAGER = { account: 'dept.manager', password: 'Manager@2026' };
  const admin = await apiLogin(request, ADMIN);
  const manager = await apiLogin(request, MANAGER);
  const inScope = (await call<{ total: number }>(request, '/brandArchives/queryBrandPage', { pageNo: 1, pageSize: 10 }, manager)).total;
  const everyMark = (await call<{ total: number }>(request, '/brandArchives/queryBrandPage', { pageNo: 1, pageSize: 10 }, admin)).total;
  expect(inScope).toBeGreaterThan(0);
  expect(inScope).toBeLessThan(everyMark);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await uiLogin(page, MANAGER);
    await page.goto('/brandManage/brandRecord');
    await expect(row(page, 0)).toBeVisible();
    await page.getByRole('button', { name: /^标\s?签$/ }).click();
    await expect(drawer(page)).toBeVisible();
    await drawer(page).getByText('当前筛选结果', { exact: true }).click();
    // The drawer counts what the manager's list shows, not the tenant's every mark.
    await expect(drawer(page).getByTestId('tag-scope-count')).toHaveText(`共 ${inScope} 条商标`);
    await saveScreen(page, `tags-manager-scope-${width}`);
    await drawer(page).getByRole('button', { name: /取\s*消/ }).click();
    await expect(drawer(page)).toHaveCount(0);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
});

test('tags: a write over more marks than one call writes runs as a batch task the drawer follows, on a phone too', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN);
  const stamp = Date.now().toString(36).slice(-4);
  const mapName = `E2E批量${stamp}`;
  const tagName = `E2E全部${stamp}`;
  const created = await call<{ id: number; map: { root: { id: string } } }>(request, '/api/brandMap', { name: mapName, color: '#13c2c2' }, token);
  await call(request, '/api/brandMap', { id: created.id, map: { layout: 'organizationStructure', root: { id: created.map.root.id, text: mapName, children: [{ id: `e2eall${stamp}`, text: tagName }] } } }, token);
  const total = (await call<{ total: number }>(request, '/brandArchives/queryBrandPage', { pageNo: 1, pageSize: 10 }, token)).total;
  expect(total).toBeGreaterThan(2000); // the demo archive: more than one call writes
  try {
    for (const [width, action] of [[1440, 'add'], [390, 'remove']] as const) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await uiLogin(page);
      await page.goto('/brandManage/brandRecord');
      await expect(row(page, 0)).toBeVisible();
      await page.getByRole('button', { name: /^标\s?签$/ }).click();
      await drawer(page).getByText('当前筛选结果', { exact: true }).click();
      await expect(drawer(page).getByTestId('tag-scope-count')).toHaveText(`共 ${total} 条商标`);
      const box = treeNode(page, tagName).locator('.ant-tree-checkbox');
      if (action === 'remove') await expect(box).toHaveClass(/ant-tree-checkbox-checked/);
      await box.click();
      await drawer(page).getByRole('button', { name: /^确\s?定$/ }).click();
      await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
      await expect(drawer(page).getByTestId('tag-task')).toContainText(`/ ${total} 条商标`);
      await saveScreen(page, `tags-task-${width}`);
      await expect(toasts(page)).toContainText(`标签已更新（${total} 条商标）`, { timeout: 60_000 });
      await expect(drawer(page)).toHaveCount(0);
      const tagged = await call<{ total: number }>(request, '/brandArchives/queryBrandPage', { pageNo: 1, pageSize: 10, filters: { tagIds: [`e2eall${stamp}`] } }, token);
      expect(tagged.total).toBe(action === 'add' ? total : 0);
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
    }
  } finally {
    await call(request, '/brandLabel/deleteBrandMap', { id: created.id }, token);
  }
});
