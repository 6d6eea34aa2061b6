// A new user's first minutes (issue 18 items 1, 3, 7): the demo 商标专员 signs in and works the archive (rows, no
// 没有操作权限), is not offered the administrator's export, a typed route that is not built answers the 404 page
// (not 403) for the administrator too, /brand/detail without an id returns to the list, and /try45 opens signed out.
import { expect, test } from '@playwright/test';
import { ADMIN, USER, apiLogin, call, uiLogin } from './helpers';

test('the demo 商标专员 opens the archive and sees rows', async ({ page }) => {
  await uiLogin(page, USER);
  await page.goto('/brandManage/brandRecord');
  await expect(page.locator('.ag-row [col-id="tmName"]').first()).toBeVisible();
  await expect.poll(() => page.locator('.ag-row').count()).toBeGreaterThan(3);
  await expect(page.getByText('没有操作权限')).toHaveCount(0);
  await expect(page.getByText('数据加载失败')).toHaveCount(0);
  // Disputes and announcements too.
  for (const path of ['/brand/disputeList', '/brand/riskGg']) {
    await page.goto(path);
    await expect(page.locator('.ag-row').first()).toBeVisible();
    await expect(page.getByText('没有操作权限')).toHaveCount(0);
  }
});

test('export records: the specialist sees only their own, not the administrator’s 下载/删除', async ({ page, request }) => {
  const admin = await apiLogin(request, ADMIN);
  const exported = await call<{ id: number; fileName: string }>(request, '/api/user/export', { columns: ['account', 'name'] }, admin);
  await uiLogin(page, USER);
  await page.goto('/brand/export');
  await expect(page.locator('[data-screen="exportRecords"]')).toBeVisible();
  // The list answered (its empty state or rows) and the administrator's file is not among them.
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  await expect(page.getByText(exported.fileName)).toHaveCount(0);
  // Typed by hand, the download is refused with a reason.
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  expect(token).not.toBe('');
  const res = await request.get(`/files/exports/${exported.id}`, { headers: token ? { token } : {} });
  expect(res.status()).toBe(404);
  expect((await res.json()).subMessage).toBe('导出记录不存在或不属于您');
});

test('a typed route that is not built answers the 404 page, even for the administrator; /brand/detail without an id returns to the list', async ({ page }) => {
  await uiLogin(page, ADMIN);
  await page.goto('/tool/dplsearch8');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  await expect(page.getByText('抱歉，您没有权限访问此页面')).toHaveCount(0);
  // 查询产品 lists its seven tools, each a built page (商标比对, 评审文书, 商品分类 ...).
  await page.locator('.ipms-sider').getByRole('menuitem', { name: '查询产品' }).click();
  await expect(page.locator('.ipms-sider').getByRole('menuitem', { name: '商标比对' })).toBeVisible();
  await expect(page.locator('.ipms-sider').getByRole('menuitem', { name: '商品分类', exact: true }).first()).toBeVisible();
  await page.goto('/brand/detail');
  await expect(page).toHaveURL(/\/brandManage\/brandRecord$/);
  await expect(page.getByText('商标不存在或已删除')).toHaveCount(0);
});

test('the specialist also gets 404, not 403, on a route that is not built', async ({ page }) => {
  await uiLogin(page, USER);
  await page.goto('/tool/dplsearch8');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
});

test('/try45 opens signed out: class 45, its groups and items, or a plain word that nothing is loaded', async ({ page }) => {
  await page.goto('/try45');
  await expect(page).toHaveURL(/\/try45$/);
  await expect(page.getByTestId('try45')).toBeVisible();
  await expect(page.getByRole('heading', { name: '第45类 商品与服务' })).toBeVisible();
  const groups = page.getByTestId('try45-group');
  const empty = page.getByTestId('try45-empty');
  await expect(groups.first().or(empty)).toBeVisible();
  if (await empty.isVisible()) await expect(empty).toContainText(/尚未载入|没有第45类/);
  else {
    await expect(page.getByTestId('try45-edition')).toContainText('区分表版本');
    await expect(groups.first()).toContainText('45');
  }
  // A public route that is not built answers 404 signed out, not the sign-in page.
  await page.goto('/callBack');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  await expect(page).toHaveURL(/\/callBack$/);
  // The landing page links to it, and advertises only pages that exist.
  await page.goto('/');
  await expect(page.getByText('商标档案')).toBeVisible();
  await expect(page.getByText('财务账单')).toHaveCount(0);
  await page.getByRole('button', { name: '查看第45类商品与服务' }).click();
  await expect(page).toHaveURL(/\/try45$/);
});

test('a new user’s 状态 starts at 启用 in the 新增用户 form', async ({ page }) => {
  await uiLogin(page, ADMIN);
  await page.goto('/system/userConfig');
  await page.getByRole('button', { name: '新增用户' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: '启用' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: '停用' })).not.toBeChecked();
});

// Issue 18 item 8: signing in to a list's address starts its rows with the session, and the page takes that call
// over instead of asking again; a direct load of the address does the same.
test('signing in to the archive asks for its first page once, and so does a direct load', async ({ page }) => {
  const pageCalls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/brandArchives/queryBrandPage') && pageCalls.push(r.postData() ?? ''));
  await page.goto('/login?redirect=%2FbrandManage%2FbrandRecord');
  await page.locator('#login-username').fill(USER.account);
  await page.locator('#login-password').fill(USER.password);
  await page.locator('button[type=submit]').click();
  await expect(page.locator('.ag-row [col-id="tmName"]').first()).toBeVisible();
  await expect.poll(() => page.locator('.ag-row').count()).toBeGreaterThan(3);
  expect(pageCalls).toHaveLength(1);
  await page.reload();
  await expect(page.locator('.ag-row [col-id="tmName"]').first()).toBeVisible();
  expect(pageCalls).toHaveLength(2);
  // Paging still asks for its page.
  await page.locator('.ant-pagination-item-2').click();
  await expect.poll(() => pageCalls.length).toBe(3);
  expect(JSON.parse(pageCalls[2]).pageNo).toBe(2);
});
