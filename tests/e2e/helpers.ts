// Shared helpers for the journeys: API calls (POST JSON with a `token` header, {subCode, subMessage, data}
// envelope), sign-in through the UI, and screenshots for humans under test-results/e2e/screens/.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { join } from 'node:path';

export const ADMIN = { account: 'admin', password: 'Admin@2026' } as const;
export const USER = { account: 'user', password: 'User@2026' } as const;

export const SCREENS_DIR = join(process.cwd(), 'test-results', 'e2e', 'screens');

interface Envelope<T> { subCode: number; subMessage: string; data: T }

/** Calls one API path and returns `data`; fails the test with the server's message unless subCode is 10000. */
export async function call<T = unknown>(request: APIRequestContext, path: string, body: unknown = {}, token?: string): Promise<T> {
  const res = await request.post(path, { data: body, headers: token ? { token } : {} });
  const envelope = (await res.json()) as Envelope<T>;
  expect(envelope.subCode, `${path}: ${envelope.subMessage}`).toBe(10000);
  return envelope.data;
}

/** Signs in through the API and returns the token. */
export async function apiLogin(request: APIRequestContext, who: { account: string; password: string }): Promise<string> {
  const data = await call<{ token: string }>(request, '/loginPage/login', {
    username: who.account,
    password: Buffer.from(who.password, 'utf8').toString('base64'),
    encryptionType: 'base64',
  });
  return data.token;
}

/** Fills the login form and submits it (does not wait for the outcome). */
export async function submitLogin(page: Page, account: string, password: string) {
  await page.locator('#login-username').fill(account);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: '登 录' }).click();
}

/** Opens /login, signs in through the form and waits for the workbench. */
export async function uiLogin(page: Page, who: { account: string; password: string } = ADMIN) {
  await page.goto('/login');
  await submitLogin(page, who.account, who.password);
  await expect(page).toHaveURL(/\/deal$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** The antd toast area (message API). */
export const toasts = (page: Page) => page.locator('.ant-message');

/** The sidebar menu item with the given text. */
export const sideMenuItem = (page: Page, name: string) => page.locator('.ipms-sider').getByRole('menuitem', { name });

/**
 * Opens a sidebar group and clicks one of its items until the address is `url`. A click sent while the group's
 * opening animation runs can land on the moving list (seen once in a full run under load), so it is sent again.
 */
export async function openFromSideMenu(page: Page, group: string, item: string, url: RegExp) {
  const entry = sideMenuItem(page, item);
  await expect(async () => {
    if (!(await entry.isVisible())) await sideMenuItem(page, group).click();
    await entry.click({ timeout: 3000 });
    await expect(page).toHaveURL(url, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** The workbench message list has rendered at least one message. */
export async function expectMessages(page: Page) {
  await expect(page.getByTestId('message-item').first()).toBeVisible();
}

/**
 * A screenshot for people to look at. The route progress bar must have finished (progressBar.ts removes #route-progress
 * once done), and CSS transitions such as the list spinner's blur and the badge zoom are finished first.
 */
export async function saveScreen(page: Page, name: string) {
  await expect(page.locator('#route-progress')).toHaveCount(0);
  await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`), animations: 'disabled', caret: 'hide' });
}

/** The page fits the viewport's width. Polled: antd re-renders for a new breakpoint a moment after a resize. */
export async function expectFitsWidth(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), { message: 'the page scrolls sideways' })
    .toBe(true);
}

/**
 * Hovers the header user menu and clicks one of its entries until `done` holds (its effect: a page, a dialog). On a
 * loaded machine a click has been seen to reach the popup while it was closing, with no effect: it is sent again.
 */
export async function userMenu(page: Page, entry: string, done: () => Promise<void>) {
  const dropdown = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(async () => {
    await page.getByTestId('user-menu').hover();
    await dropdown.getByRole('menuitem', { name: entry }).click({ timeout: 3000 });
    // The pointer still rests on the popup; move it away so the menu closes and does not cover the page.
    await page.mouse.move(600, 700);
    await done();
  }).toPass({ timeout: 30_000 });
  await expect(dropdown).toHaveCount(0);
}
