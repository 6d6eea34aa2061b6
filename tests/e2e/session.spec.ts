// Session end: a token the server no longer accepts triggers the forced logout of spec 8 (warning toast,
// then /login?redirect=...), and a browser without a token is sent to /login.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, call, expectMessages, submitLogin, toasts, uiLogin } from './helpers';

const EXPIRED = '登录已过期，请重新登录';

/** Ends the page's session on the server, as an expiry or a sign-out elsewhere would. */
async function invalidateToken(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'token in localStorage after sign-in').toBeTruthy();
  await call(request, '/loginPage/loginQuit', {}, token!);
}

test('a reload with a token the server dropped logs out with a warning', async ({ page, request }) => {
  await uiLogin(page, ADMIN);
  await expectMessages(page);
  await invalidateToken(page, request);

  await page.reload();
  await expect(toasts(page).locator('.ant-message-warning', { hasText: EXPIRED })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdeal$/);
  await expect(page.locator('#login-username')).toBeVisible();
  // The dead token is gone from the browser.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a call made in the running app with a dropped token logs out, and signing in again returns to the page', async ({ page, request }) => {
  await uiLogin(page, ADMIN);
  await expectMessages(page);
  await invalidateToken(page, request);

  // Switching the message filter fetches a new page of messages without reloading the app.
  await page.locator('.ant-segmented').getByText('只看未读').click();
  await expect(toasts(page).locator('.ant-message-warning', { hasText: EXPIRED })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdeal$/);

  await submitLogin(page, ADMIN.account, ADMIN.password);
  await expect(page).toHaveURL(/\/deal$/);
  await expectMessages(page);
});

test('without a token the workbench redirects to /login with the way back', async ({ page }) => {
  await page.goto('/deal');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdeal$/);
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
});
