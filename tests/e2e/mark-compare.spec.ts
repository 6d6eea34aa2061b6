// 商标比对 of the images (/tool/dplsearch4, issue 16): marks with uploaded images are loaded through the API; the
// 商标专员 compares two marks with one image (图形近似, 100%, distance 0) and opens one large, a mark with another
// figure (图形有差异), and a word mark (无图样, cannot be compared); at 1440 and 390 px, nothing wider than the screen.
// Screenshots under test-results/e2e/screens/mark-compare-*.png.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, apiLogin, call, expectFitsWidth, saveScreen, uiLogin, USER } from './helpers';

const svg = (body: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160"><rect width="240" height="160" fill="white"/>${body}</svg>`)).png().toBuffer();

async function upload(request: APIRequestContext, token: string, name: string, buffer: Buffer): Promise<string> {
  const res = await request.post('/files/uploads', { headers: { token }, multipart: { file: { name, mimeType: 'image/png', buffer } } });
  const body = (await res.json()) as { subCode: number; data: { uid: string } };
  expect(body.subCode).toBe(10000);
  return body.data.uid;
}

/** Loads marks (appNo, name, image upload or none) as a gazette jsonl and returns their ids by appNo. */
async function loadMarks(request: APIRequestContext, token: string, marks: Array<[string, string, string | null]>): Promise<Map<string, number>> {
  const jsonl = marks.map(([appNo, tmName, uid]) => JSON.stringify({ tmName, appNo, tmCl: 30, goods: '茶', ...(uid ? { tmImage: `/files/uploads/${uid}` } : {}) })).join('\n');
  const res = await request.post('/files/uploads', { headers: { token }, multipart: { file: { name: 'marks.jsonl', mimeType: 'application/json', buffer: Buffer.from(jsonl) } } });
  const uid = ((await res.json()) as { data: { uid: string } }).data.uid;
  const { taskId } = await call<{ taskId: number }>(request, '/tm/importMarks', { uid }, token);
  await expect.poll(async () => (await call<{ status: number }>(request, '/tm/importStatus', { taskId }, token)).status, { timeout: 30_000 }).toBe(1);
  const found = await call<{ found: Array<{ mark: { id: number; appNo: string } }> }>(request, '/tm/batchTmSearchByAppNos', { appNos: marks.map((m) => m[0]) }, token);
  return new Map(found.found.map((h) => [h.mark.appNo, h.mark.id]));
}

async function openCompare(page: Page, left: number, right: number) {
  await page.goto(`/tool/dplsearch4?left=pm:${left}&right=pm:${right}`);
  await expect(page.getByTestId('pm-compare-images')).toBeVisible();
}

test('mark comparison: images side by side with their similarity; 无图样; 390 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, ADMIN);
  const n = String(Date.now()).slice(-6);
  const ring = await upload(request, token, 'ring.png', await svg('<circle cx="120" cy="80" r="55" fill="none" stroke="#c00" stroke-width="18"/><rect x="105" y="65" width="30" height="30" fill="#c00"/>'));
  const bars = await upload(request, token, 'bars.png', await svg('<rect x="20" y="15" width="40" height="130" fill="#036"/><polygon points="120,20 220,140 120,140" fill="#036"/>'));
  const ids = await loadMarks(request, token, [
    [`8${n}1`, '红环图形', ring],
    [`8${n}2`, '赤圈', ring],
    [`8${n}3`, '蓝山', bars],
    [`8${n}4`, '青禾', null],
  ]);
  const [a, same, other, word] = [1, 2, 3, 4].map((i) => ids.get(`8${n}${i}`)!);

  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, USER);

  await test.step('the same image: both shown at one size, 图形近似 100%, distance 0; a click opens it large', async () => {
    await openCompare(page, a, same);
    const card = page.getByTestId('pm-compare-images');
    const imgs = card.locator('img.ant-image-img');
    await expect(imgs).toHaveCount(2);
    await expect.poll(async () => imgs.evaluateAll((xs) => xs.every((x) => (x as HTMLImageElement).naturalWidth > 0))).toBe(true);
    const [l, r] = [await imgs.nth(0).boundingBox(), await imgs.nth(1).boundingBox()];
    expect(l && r && Math.abs(l.width - r.width) < 1 && Math.abs(l.height - r.height) < 1 && l.y === r.y).toBe(true);
    await expect(imgs.first()).toHaveCSS('object-fit', 'contain');
    const row = page.getByTestId('pm-image-similarity');
    await expect(row).toContainText('图形近似');
    await expect(row).toContainText('100%');
    await expect(row).toContainText('汉明距离 0/64');
    await expect(page.getByTestId('pm-hints-list')).toContainText('图形近似（相似度 100%，汉明距离 0/64）');
    await saveScreen(page, 'mark-compare-same-1440');
    await imgs.first().click();
    const preview = page.locator('.ant-image-preview-img');
    await expect(preview).toBeVisible();
    await saveScreen(page, 'mark-compare-preview-1440');
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
  });

  await test.step('another figure: 图形有差异; a word mark: 无图样, cannot be compared', async () => {
    await openCompare(page, a, other);
    await expect(page.getByTestId('pm-image-similarity')).toContainText('图形有差异');
    await saveScreen(page, 'mark-compare-different-1440');
    await openCompare(page, a, word);
    await expect(page.getByTestId('pm-compare-noimage')).toHaveText('无图样（文字商标）');
    await expect(page.getByTestId('pm-compare-images').locator('img.ant-image-img')).toHaveCount(1);
    await expect(page.getByTestId('pm-image-similarity')).toContainText('无法比较');
    await expect(page.getByTestId('pm-image-similarity')).toContainText('商标二无图样：图形无法比较');
    await saveScreen(page, 'mark-compare-noimage-1440');
  });

  await test.step('at 390 px the two images shrink side by side and nothing overflows', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCompare(page, a, other);
    const imgs = page.getByTestId('pm-compare-images').locator('img.ant-image-img');
    await expect(imgs).toHaveCount(2);
    const box = await imgs.nth(1).boundingBox();
    expect(box && box.x + box.width <= 390).toBe(true);
    await expect(page.getByTestId('pm-image-similarity')).toContainText('图形有差异');
    await expectFitsWidth(page);
    await saveScreen(page, 'mark-compare-different-390');
    await openCompare(page, word, same);
    await expect(page.getByTestId('pm-compare-noimage')).toBeVisible();
    await expect(page.getByTestId('pm-image-similarity')).toContainText('商标一无图样');
    await expectFitsWidth(page);
    await saveScreen(page, 'mark-compare-noimage-390');
  });
});
