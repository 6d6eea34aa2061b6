// Roles and permissions (issue 17): an administrator creates a role in the role editor with a subset of the
// role-management buttons; a user of that role signs in and sees exactly those buttons; when the administrator
// takes one away, the user's next refused call brings the buttons in step without a reload. The department
// tree page and the role editor at 390 px. Screenshots under test-results/e2e/screens/org-*.png.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiLogin, call, saveScreen, submitLogin, uiLogin, expectFitsWidth } from './helpers';

const treeCheckbox = (page: Page, title: string) =>
  page.getByTestId('role-grant-tree').locator('.ant-tree-treenode').filter({ has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) }).locator('.ant-tree-checkbox');

test('roles: a role with a subset of buttons, its user sees exactly those, and loses one without a reload', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const roleName = `角色查看员${String(Date.now()).slice(-5)}`;
  const account = `viewer${String(Date.now()).slice(-6)}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, ADMIN);

  await test.step('新增角色 with 查看角色 and 新增/复制角色 only', async () => {
    await page.goto('/system/roleConfig');
    await expect(page.locator('.ag-row').first()).toBeVisible();
    await page.locator('.ipms-list-toolbar').getByRole('button', { name: '新增角色' }).click();
    const dialog = page.locator('.ant-modal-content');
    await dialog.getByLabel('角色名称').fill(roleName);
    await dialog.getByRole('button', { name: '全部展开' }).click();
    await treeCheckbox(page, '查看角色与权限列表').click();
    await treeCheckbox(page, '新增/复制角色').click();
    await expect(dialog.getByTestId('role-grant-count')).toHaveText('已选 2 个按钮权限、2 个菜单');
    await saveScreen(page, 'org-role-editor-1440');
    await dialog.getByRole('button', { name: '确 定' }).or(dialog.getByRole('button', { name: '确定' })).click();
    await expect(page.locator('.ant-modal-content')).toHaveCount(0);
    await expect(page.locator('.ag-row', { hasText: roleName })).toBeVisible();
  });

  const admin = await apiLogin(request, ADMIN);
  const roles = await call<{ list: Array<{ id: number; roleName: string; roleAuth: string; menuKeys: string[]; version: number }> }>(request, '/api/role/list', { pageSize: 100 }, admin);
  const role = roles.list.find((r) => r.roleName === roleName)!;
  expect(role.roleAuth.split(',').sort()).toEqual(['roleAdd', 'roleList']);
  await call(request, '/api/user/add', { account, name: '角色查看员', roleId: role.id, password: 'Viewer@2026', status: 1 }, admin);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const viewer = await context.newPage();
  await test.step('the user of the role sees exactly its buttons', async () => {
    // The role has no workbench menu: the sign-in lands on its first menu, the role list.
    await viewer.goto('/login');
    await submitLogin(viewer, account, 'Viewer@2026');
    await expect(viewer).toHaveURL(/\/system\/roleConfig$/);
    const row = viewer.locator('.ag-row', { hasText: roleName });
    await expect(row).toBeVisible();
    await expect(viewer.locator('.ipms-list-toolbar').getByRole('button', { name: '新增角色' })).toBeVisible();
    // The row's buttons across the grid's pinned containers: 复制 (roleAdd) only, no 编辑 (roleEdit) or 删除 (roleDelete).
    const rowIndex = await row.first().getAttribute('row-index');
    const rowButtons = viewer.locator(`.ag-row[row-index="${rowIndex}"]`).getByRole('button');
    await expect(rowButtons).toHaveCount(1);
    expect((await rowButtons.allInnerTexts()).map((x) => x.replace(/\s/g, ''))).toEqual(['复制']);
    await saveScreen(viewer, 'org-role-viewer-1440');
  });

  await test.step('a removed button is refused on the next call and disappears without a reload', async () => {
    await call(request, '/api/role/modify', { id: role.id, version: role.version, roleName, dataScope: 1, roleAuth: ['roleList'], menuKeys: role.menuKeys }, admin);
    const row = viewer.locator('.ag-row', { hasText: roleName });
    await row.getByText('复制', { exact: true }).click();
    await viewer.locator('.ant-modal-content').getByRole('button', { name: /确\s?定/ }).click();
    await expect(viewer.locator('.ant-message')).toContainText('没有操作权限');
    await expect(viewer.locator('.ipms-list-toolbar').getByRole('button', { name: '新增角色' })).toHaveCount(0);
  });
  await context.close();

  await test.step('390 px: the role list, the role editor and the department tree fit the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/system/roleConfig');
    await expect(page.locator('.ag-row').first()).toBeVisible();
    await expectFitsWidth(page);
    await page.locator('.ipms-list-toolbar').getByRole('button', { name: '新增角色' }).click();
    await expect(page.getByTestId('role-grant-tree')).toBeVisible();
    const box = await page.locator('.ant-modal-content').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await saveScreen(page, 'org-role-editor-390');
    await page.keyboard.press('Escape');
    await page.goto('/system/department');
    await expect(page.getByTestId('department-tree')).toContainText('商标组');
    await page.getByTestId('department-tree').getByText('法务部（', { exact: false }).click();
    await expect(page.getByTestId('department-page')).toContainText('总部 / 法务部');
    await expectFitsWidth(page);
    await saveScreen(page, 'org-departments-390');
  });
});

test('enterprise detail: the enterprise with its country by name, its marks, cases and documents with links', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, ADMIN);

  await test.step('详情 of 星河品牌管理有限公司 from the list', async () => {
    await page.goto('/system/companyList');
    const row = page.locator('.ag-row').filter({ hasText: '星河品牌管理有限公司' }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('中国'); // the country code CN shown by name
    const index = await row.getAttribute('row-index');
    await page.locator(`.ag-row[row-index="${index}"] [col-id="__operation"]`).getByText('详情').click();
    await expect(page).toHaveURL(/\/system\/companyList\/detail\?id=\d+/);
    await expect(page.getByTestId('enterprise-basic')).toContainText('中国');
    await expect(page.getByTestId('enterprise-marks-count')).toHaveText(/共 [1-9]\d* 件/);
    await expect(page.getByTestId('enterprise-cases')).toBeVisible();
    await expect(page.getByTestId('enterprise-documents')).toBeVisible();
    await saveScreen(page, 'org-enterprise-detail-1440');
    const count = Number(/共 (\d+) 件/.exec((await page.getByTestId('enterprise-marks-count').textContent()) ?? '')![1]);
    await page.getByTestId('enterprise-marks-all').click();
    await expect(page).toHaveURL(/\/brandManage\/brandRecord\?applicant=/);
    await expect(page.getByText(`共 ${count} 条`).first()).toBeVisible();
  });

  await test.step('the country picker in the enterprise form', async () => {
    await page.goto('/system/companyList');
    await page.locator('.ipms-list-toolbar').getByRole('button', { name: '新增企业' }).click();
    const dialog = page.locator('.ant-modal-content');
    await dialog.getByTestId('country-select').click();
    await page.keyboard.type('日本');
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first()).toContainText('日本');
    await page.keyboard.press('Escape');
    await saveScreen(page, 'org-enterprise-form-country');
  });

  await test.step('390 px: the detail fits the screen', async () => {
    const token = await apiLogin(request, ADMIN);
    const list = await call<{ list: Array<{ id: number; applicantName: string }> }>(request, '/enterPrise/getList', { pageNo: 1, pageSize: 50 }, token);
    const id = list.list.find((e) => e.applicantName === '星河品牌管理有限公司')!.id;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/system/companyList/detail?id=${id}`);
    await expect(page.getByTestId('enterprise-marks-count')).toBeVisible();
    await expectFitsWidth(page);
    await saveScreen(page, 'org-enterprise-detail-390');
  });
});
