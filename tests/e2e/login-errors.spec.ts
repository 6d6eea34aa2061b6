// Sign-in failures shown on the login page: wrong password, a disabled account, an empty form.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, USER, apiLogin, call, submitLogin, toasts } from './helpers';

let api: APIRequestContext;
let adminToken: string;
let userId: number;

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  adminToken = await apiLogin(api, ADMIN);
  // The seeded "user" account's id, read from its own session.
  const userToken = await apiLogin(api, USER);
  userId = (await call<{ id: number }>(api, '/homepage/getUserInfo', {}, userToken)).id;
  await call(api, '/loginPage/loginQuit', {}, userToken);
});

test.afterAll(async () => {
  // Leave "user" enabled for anything that runs later against the same server.
  await call(api, '/api/user/auth/open', { userId }, adminToken);
  await call(api, '/loginPage/loginQuit', {}, adminToken);
  await api.dispose();
});

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
});

test('a wrong password shows the remaining attempts and stays on /login', async ({ page }) => {
  await submitLogin(page, ADMIN.account, 'not-the-password-1');
  await expect(toasts(page).locator('.ant-message-error').getByText(/^账号或密码错误，还可尝试\d+次$/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.locator('#login-username')).toHaveValue(ADMIN.account);
});

test('a disabled account cannot sign in', async ({ page }) => {
  await call(api, '/api/user/auth/close', { userId }, adminToken);
  await submitLogin(page, USER.account, USER.password);
  await expect(toasts(page).locator('.ant-message-error').getByText('账号已停用，请联系管理员')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an empty form shows the inline required messages and sends nothing', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') calls.push(r.url());
  });
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入账号' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '请输入密码' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(calls).toEqual([]);

  // Typing an account clears only its own message.
  await page.locator('#login-username').fill(ADMIN.account);
  await expect(page.getByText('请输入账号')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: '请输入密码' })).toBeVisible();
});
