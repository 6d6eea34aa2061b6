// The signed-in shell: sign in, workbench, personal centre, sidebar navigation, 404, settings that survive a
// reload (dark mode, English), sign out.
import { expect, test } from '@playwright/test';
import { ADMIN, expectMessages, saveScreen, sideMenuItem, submitLogin, userMenu } from './helpers';

test('admin signs in, moves around the shell, changes settings and signs out', async ({ page }) => {
  await test.step('sign in through the login page', async () => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
    await saveScreen(page, 'login');
    await submitLogin(page, ADMIN.account, ADMIN.password);
    await expect(page).toHaveURL(/\/deal$/);
  });

  await test.step('the workbench shows the menu and messages', async () => {
    await expect(sideMenuItem(page, '工作台')).toBeVisible();
    await expectMessages(page);
    await expect(page.getByText('您好，')).toBeVisible();
    await saveScreen(page, 'deal');
  });

  await test.step('the personal centre opens from the user menu', async () => {
    await userMenu(page, '个人中心', () => expect(page).toHaveURL(/\/personal$/, { timeout: 3000 }));
    const account = page.locator('.ant-descriptions-row').filter({ has: page.locator('.ant-descriptions-item-label', { hasText: /^账号$/ }) });
    await expect(account.locator('.ant-descriptions-item-content')).toHaveText(ADMIN.account);
    await expect(page.getByText('修改密码', { exact: true })).toBeVisible();
    await saveScreen(page, 'personal');
  });

  await test.step('the sidebar leads back to the workbench', async () => {
    await sideMenuItem(page, '工作台').click();
    await expect(page).toHaveURL(/\/deal$/);
    await expectMessages(page);
  });

  await test.step('an unknown path shows the 404 page', async () => {
    await page.goto('/no-such-page/at-all');
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  });

  await test.step('dark mode and English survive a reload', async () => {
    await page.goto('/deal');
    await expectMessages(page);
    await page.getByRole('button', { name: '界面设置' }).click();
    const drawer = page.getByRole('dialog', { name: '界面设置' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('switch', { name: '暗黑模式' }).click();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await drawer.getByRole('button', { name: '关闭' }).click();
    await expect(drawer).toBeHidden();
    await saveScreen(page, 'deal-dark');

    await page.getByRole('button', { name: '界面设置' }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByText('English', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(sideMenuItem(page, 'Workbench')).toBeVisible();

    await page.reload();
    await expectMessages(page);
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(sideMenuItem(page, 'Workbench')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
    await saveScreen(page, 'deal-dark-en');
  });

  await test.step('switching back restores light mode and Chinese', async () => {
    await page.getByRole('button', { name: 'Settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
    await drawer.getByText('简体中文', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    // The drawer follows the language: its title and labels are Chinese again.
    const zhDrawer = page.getByRole('dialog', { name: '界面设置' });
    await zhDrawer.getByRole('switch', { name: '暗黑模式' }).click();
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(sideMenuItem(page, '工作台')).toBeVisible();
    await zhDrawer.getByRole('button', { name: '关闭' }).click();
    await expect(zhDrawer).toBeHidden();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('ipms.settings') ?? '{}'));
    expect(saved).toMatchObject({ dark: false, language: 'zhCn' });
  });

  await test.step('signing out from the user menu returns to /login and the workbench is closed', async () => {
    const confirm = page.getByRole('dialog').filter({ hasText: '确定要退出登录吗？' });
    await userMenu(page, '退出登录', () => expect(confirm).toBeVisible({ timeout: 3000 }));
    await confirm.getByRole('button', { name: /^确\s*定$/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.goto('/deal');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdeal$/);
    await expect(page.locator('#login-username')).toBeVisible();
  });
});
