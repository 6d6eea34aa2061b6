// Journeys that load many screens one after another (every list screen on a phone, every case form) share one
// browser context per worker. Each test still opens its own page and loads its screen from its address, but the
// app's code comes from the context's cache (hashed assets are immutable) instead of being fetched and compiled again
// in a cold new context for every test. What the context keeps (localStorage: the token) is shared as well, so such
// tests sign in with signInByToken before their first navigation.
import { test as base, type APIRequestContext, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { apiLogin } from './helpers';

export function testInOneContext(options: BrowserContextOptions) {
  return base.extend<object, { oneContext: BrowserContext }>({
    oneContext: [
      async ({ browser }, use) => {
        const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'zh-CN', ...options });
        await use(context);
        await context.close();
      },
      { scope: 'worker' },
    ],
    page: async ({ oneContext }, use) => {
      const page = await oneContext.newPage();
      await use(page);
      await page.close();
    },
  });
}

/** Signs in through the API and puts the session where the app reads it, before the page's first script runs. */
export async function signInByToken(page: Page, request: APIRequestContext, who: { account: string; password: string }) {
  const token = await apiLogin(request, who);
  await page.addInitScript(
    ([t, name]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('userInfo', JSON.stringify({ name, phone: '' }));
    },
    [token, who.account] as const,
  );
}
