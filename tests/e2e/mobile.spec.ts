// Phones (issue 18 item 4), at 390x844: every list screen of the menu (schemaList routes, read from the route
// table, so a new screen is checked too) shows its rows with no pinned column over the row buttons (the button
// itself is what a tap at its centre hits), filter rows stacked, the last grid row fully visible; the create
// dialog is one column within the screen, and the archive's goods picker stays inside it; drawers fit.
// Screenshots under test-results/e2e/screens/mobile-*.png.
import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { menuRoutes } from '../../src/generated/routes';
import type { MenuItem } from '../../src/generated/types';
import { ADMIN, saveScreen, expectFitsWidth } from './helpers';
import { signInByToken, testInOneContext } from './one-context';

const WIDTH = 390;
const COLUMN_SETTINGS = '列表设置';
const HEIGHT = 844;

// One phone context for all these screens (one-context.ts): 40 list screens, each loaded cold in a new context,
// took 6 minutes.
const test = testInOneContext({ viewport: { width: WIDTH, height: HEIGHT }, isMobile: true, hasTouch: true });

interface ScreenDoc { toolbar?: Array<{ label: { zh: string }; action: { type: string } }>; columns?: Array<{ type?: string }> }
const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((r) => [r, ...flat(r.children ?? [])]);
const listRoutes = flat(menuRoutes).filter((r) => r.component === 'schemaList' && r.screen);
const screenDoc = (key: string): ScreenDoc => JSON.parse(readFileSync(join(process.cwd(), 'schemas/screens', `${key}.json`), 'utf8'));

/** What a tap at the element's centre would hit is the element itself (or inside it). */
async function hitAtCentre(el: Locator): Promise<{ ok: boolean; hit: string }> {
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { ok: !!hit && (hit === node || node.contains(hit)), hit: hit ? `${hit.tagName}.${String(hit.className).slice(0, 60)} "${(hit.textContent ?? '').slice(0, 20)}"` : 'nothing' };
  });
}

/** The element's box and the rightmost edge of anything visible inside it. */
async function extent(el: Locator) {
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    let right = r.right;
    let left = r.left;
    for (const child of node.querySelectorAll('*')) {
      const c = child.getBoundingClientRect();
      const style = getComputedStyle(child);
      if (!c.width || !c.height || style.visibility === 'hidden' || style.display === 'none') continue;
      // Content scrolled inside an overflow container is not off-screen.
      let clipped = false;
      for (let p = child.parentElement; p && p !== node; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === 'auto' || o === 'scroll' || o === 'hidden') {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      right = Math.max(right, c.right);
      left = Math.min(left, c.left);
    }
    return { left: r.left, right: r.right, width: r.width, contentLeft: left, contentRight: right };
  });
}

/** The element ends inside the screen (polled: drawers and dialogs slide or zoom in). */
async function expectWithinScreen(el: Locator) {
  await expect.poll(async () => {
    const b = await el.boundingBox();
    return b ? [Math.round(b.x) >= 0, Math.round(b.x + b.width) <= WIDTH] : [false, false];
  }).toEqual([true, true]);
}

/** Scrolls the grid's columns to their right end (the operation column). */
async function scrollGridToEnd(card: Locator) {
  await card.locator('.ipms-grid .ag-body-horizontal-scroll-viewport').evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
    el.dispatchEvent(new Event('scroll'));
  });
}

/** Opens a list and waits for its first row or its empty state; true when it has rows. */
async function openList(page: Page, path: string): Promise<boolean> {
  await page.goto(path);
  await expect(page.locator('.ipms-grid .ag-row[row-index="0"] .ag-cell-value:not(:empty), .ipms-grid-empty').first()).toBeVisible();
  await expect(page.locator('#route-progress')).toHaveCount(0);
  return (await page.locator('.ipms-grid-empty').count()) === 0;
}

test.beforeEach(async ({ page, request }) => {
  await signInByToken(page, request, ADMIN);
});

test('there are list screens to check', () => {
  expect(listRoutes.map((r) => r.path)).toContain('/brandManage/brandRecord');
});

for (const route of listRoutes) {
  test(`phone: ${route.path} (${route.screen})`, async ({ page }) => {
    const hasRows = await openList(page, route.path);
    const card = page.locator(`[data-screen="${route.screen}"]`);

    await test.step('nothing wider than the screen; filter rows stacked in one column', async () => {
      await expectFitsWidth(page);
      const items = card.locator('[data-filter-prop]');
      const n = await items.count();
      const lefts = new Set<number>();
      for (let i = 0; i < n; i++) lefts.add(Math.round((await items.nth(i).boundingBox())!.x));
      expect(lefts.size, 'filter rows share one column').toBeLessThanOrEqual(1);
    });

    await test.step('no pinned column; every row button is what a tap at its centre hits', async () => {
      await expect(card.locator('.ag-grid-pinned-left-cells .ag-cell, .ag-grid-pinned-right-cells .ag-cell')).toHaveCount(0);
      if (!hasRows) return; // an empty list (no export yet on a fresh database): nothing to tap
      // Unpinned, the operation column is at the right end of the grid's horizontal scroll.
      const hasOperation = (screenDoc(route.screen!).columns ?? []).some((c) => c.type === 'operation');
      await scrollGridToEnd(card);
      const buttons = card.locator('.ag-row .ipms-cell-operation button, .ag-row .ipms-cell-operation a');
      if (hasOperation) await expect(buttons.first()).toBeVisible();
      const count = Math.min(await buttons.count(), 9);
      for (let i = 0; i < count; i++) {
        const b = buttons.nth(i);
        await b.scrollIntoViewIfNeeded();
        const r = await hitAtCentre(b);
        expect(r.ok, `row button ${i} (${await b.textContent()}) is covered by ${r.hit}`).toBe(true);
      }
      const toolbar = card.locator('.ipms-list-toolbar button, .ipms-filter button');
      for (let i = 0; i < (await toolbar.count()); i++) {
        const b = toolbar.nth(i);
        if (!(await b.isVisible())) continue;
        await b.scrollIntoViewIfNeeded();
        const r = await hitAtCentre(b);
        expect(r.ok, `toolbar/filter button ${i} (${await b.textContent()}) is covered by ${r.hit}`).toBe(true);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreen(page, `mobile-${route.screen}`);
    });

    await test.step('the last grid row is fully visible and takes taps along its bottom edge', async () => {
      if (!hasRows) return;
      const r = await card.locator('.ipms-grid').evaluate((grid) => {
        const rows = [...grid.querySelectorAll('.ag-row')];
        // The last row in the middle of the screen.
        window.scrollBy(0, rows[rows.length - 1].getBoundingClientRect().bottom - innerHeight / 2);
        const last = rows[rows.length - 1].getBoundingClientRect();
        const root = grid.querySelector('.ag-root-wrapper')!.getBoundingClientRect();
        // Just above the row's bottom border, left and middle of the grid: the row itself, not a strip over it.
        const left = Math.max(root.left, 0);
        const hits = [left + 24, (left + Math.min(root.right, innerWidth)) / 2].map((x) => document.elementFromPoint(x, last.bottom - 4));
        return { rowBottom: last.bottom, rootBottom: root.bottom, inRow: hits.every((h) => !!h?.closest('.ag-row')), hits: hits.map((h) => (h ? String(h.className) : 'nothing')) };
      });
      expect(r.rowBottom, 'last row bottom within the grid').toBeLessThanOrEqual(r.rootBottom);
      expect(r.inRow, `the last row's bottom edge is covered: ${r.hits.join(', ')}`).toBe(true);
      await saveScreen(page, `mobile-${route.screen}-bottom`);
    });

    const create = screenDoc(route.screen!).toolbar?.find((b) => b.action.type === 'create');
    if (create) {
      await test.step(`${create.label.zh}: one column, within the screen`, async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        const open = card.locator('.ipms-list-toolbar').getByRole('button', { name: new RegExp(`^${[...create.label.zh].join('\\s?')}$`) });
        await open.click();
        const dialog = page.locator('.ant-modal').filter({ has: page.locator('.ant-formily-item') });
        await expect(dialog.locator('.ant-formily-item').first()).toBeVisible();
        await expectWithinScreen(dialog.locator('.ant-modal-content'));
        const box = await extent(dialog.locator('.ant-modal-content'));
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(WIDTH);
        expect(box.contentRight, 'nothing inside the dialog runs off the right edge').toBeLessThanOrEqual(WIDTH);
        // Every form field starts at the same left edge (polled: the dialog zooms in).
        const fields = dialog.locator('.ant-formily-item');
        await expect
          .poll(async () => new Set(await fields.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)))).size, { message: 'one column of form fields' })
          .toBe(1);
        await saveScreen(page, `mobile-${route.screen}-create`);
        const goods = dialog.getByTestId('goods-items-input');
        if (await goods.count()) {
          await goods.scrollIntoViewIfNeeded();
          const g = await extent(goods);
          expect(g.contentLeft).toBeGreaterThanOrEqual(0);
          expect(g.contentRight, 'the goods picker stays within the screen').toBeLessThanOrEqual(WIDTH);
          await saveScreen(page, `mobile-${route.screen}-goods`);
        }
        await dialog.getByRole('button', { name: /取\s?消/ }).click();
        await expect(dialog).toHaveCount(0);
      });
    }

    await test.step('the column-settings drawer fits the screen', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      const before = await page.locator('.ant-drawer-content-wrapper').count();
      await card.locator('.ipms-list-toolbar').getByRole('button', { name: COLUMN_SETTINGS }).click();
      const drawer = page.locator('.ant-drawer-content-wrapper').nth(before);
      await expect(drawer).toBeVisible();
      await expectWithinScreen(drawer);
    });
  });
}

test('phone: 详情 on the archive opens the record, not the name cell', async ({ page }) => {
  await openList(page, '/brandManage/brandRecord');
  await scrollGridToEnd(page.locator('[data-screen="brandRecords"]'));
  const details = page.locator('.ag-row[row-index="0"] .ipms-cell-operation').getByRole('button', { name: /详\s?情/ });
  await details.scrollIntoViewIfNeeded();
  await details.tap();
  await expect(page).toHaveURL(/\/brandManage\/brandRecord\/recordDetail\?id=\d+/);
});

test('phone: the tag drawer and the merge dialog fit the screen', async ({ page }) => {
  await openList(page, '/brandManage/brandRecord');
  await page.getByRole('button', { name: /^标\s?签$/ }).click();
  const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '新增标签' });
  await expect(drawer).toBeVisible();
  await expectWithinScreen(drawer);
  await saveScreen(page, 'mobile-tags-drawer');
  await drawer.getByRole('button', { name: /取\s?消/ }).click();
  await page.getByRole('button', { name: '数据合并' }).click();
  const dialog = page.getByTestId('merge-dialog').locator('.ant-modal-content');
  await expect(dialog).toBeVisible();
  await expectWithinScreen(dialog);
  await saveScreen(page, 'mobile-merge-dialog');
});
