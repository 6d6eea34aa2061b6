// Image search (图形检索, issue 16): the 商标专员 opens 商标查询 (/tool/brandSearch), switches to 图形检索, picks a copy of a
// figure the demo tenant's generated marks use, crops it in the image kind's cropper and sees the marks of that figure
// ranked first with their images, similarity and Hamming distance; the partial level lists more; all of it at 390 px too.
// Screenshots under test-results/e2e/screens/image-search-*.png.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { figureSvg } from '../../src/modules/public-marks/shared/figures';
import { expectFitsWidth, saveScreen, uiLogin, USER } from './helpers';

// figure 5 is among the demo tenant's figures (src/modules/public-marks/server/seed.ts, generated deterministically)
const FIGURE = 5;

async function searchByImage(page: import('@playwright/test').Page) {
  await page.goto('/tool/brandSearch');
  await page.getByTestId('pm-mode').getByText('图形检索').click();
  await expect(page).toHaveURL(/mode=image/);
  const copy = await sharp(Buffer.from(figureSvg(FIGURE, 0))).resize(600, 600).png().toBuffer();
  await page.getByTestId('pm-image-query').locator('input[type="file"]').setInputFiles({ name: '图样.png', mimeType: 'image/png', buffer: copy });
  const crop = page.getByRole('dialog', { name: '裁剪图片' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: /确\s*定/ }).click();
  await expect(crop).toBeHidden();
  const cards = page.getByTestId('pm-image-results').getByTestId('pm-card');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  return cards;
}

test('image search: pick and crop a figure, its marks ranked first; 1440 and 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, USER);

  await test.step('a near copy of a demo figure finds the marks of that figure first', async () => {
    const cards = await searchByImage(page);
    const first = cards.first();
    await expect(first.getByTestId('pm-card-image').locator('img')).toHaveAttribute('src', new RegExp(`/files/tm-figure\\.svg\\?f=${FIGURE}&v=\\d$`));
    await expect(first.getByTestId('pm-image-level-tag')).toHaveText('图形近似');
    await expect(first.getByTestId('pm-image-distance')).toHaveText(/^汉明距离 \d\/64$/);
    await expect(first).toContainText(/相似度 (9\d|100)%/);
    // every result of the similar level is within 10 bits
    for (const d of await page.getByTestId('pm-image-distance').allTextContents()) expect(Number(/(\d+)\/64/.exec(d)![1])).toBeLessThanOrEqual(10);
    await expect(page.getByTestId('pm-total')).toContainText(/共 \d+ 条结果/);
    await saveScreen(page, 'image-search-1440');
  });

  await test.step('the partial level lists at least as many, the first one unchanged', async () => {
    const total = Number(/共 (\d+) 条/.exec((await page.getByTestId('pm-total').textContent())!)![1]);
    const firstName = await page.getByTestId('pm-card').first().locator('.pm-name').textContent();
    await page.getByTestId('pm-image-level').getByText('含部分相似').click();
    await expect(page.getByTestId('pm-total')).not.toHaveText(`共 ${total} 条结果`);
    const partial = Number(/共 (\d+) 条/.exec((await page.getByTestId('pm-total').textContent())!)![1]);
    expect(partial).toBeGreaterThan(total);
    await expect(page.getByTestId('pm-card').first().locator('.pm-name')).toHaveText(firstName!);
    // nearest first: the partly similar ones come after the similar ones, on the last page
    await page.locator('.ant-pagination-item').last().click();
    await expect(page.getByTestId('pm-image-level-tag').filter({ hasText: '图形部分相似' }).first()).toBeVisible();
    await saveScreen(page, 'image-search-partial-1440');
  });

  await test.step('390 px: the same search fits the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = await searchByImage(page);
    await expect(cards.first().getByTestId('pm-card-image').locator('img')).toHaveAttribute('src', new RegExp(`f=${FIGURE}&`));
    await expectFitsWidth(page);
    await saveScreen(page, 'image-search-390');
  });
});
