import { chromium } from 'playwright-core';
import { post } from './bench-lib';
const url = 'http://127.0.0.1:39517';
const { token } = await post(url, '/loginPage/login', { username: 'admin', password: Buffer.from('Admin@2026').toString('base64'), encryptionType: 'base64' });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [[1440, 900], [390, 844]]) {
  const c = await b.newContext({ viewport: { width: w, height: h }, isMobile: w < 500, hasTouch: w < 500 });
  await c.addInitScript((t) => { localStorage.setItem('token', t); }, token);
  const p = await c.newPage();
  await p.goto(url + '/brandManage/brandRecord');
  await p.waitForSelector('.ag-row[row-index="0"] [col-id=tmName]');
  await p.addStyleTag({ content: '.ipms-grid .ag-body-horizontal-scroll.ag-scrollbar-invisible { position: relative; }' });
  await p.waitForTimeout(1500);
  await p.locator('.ipms-list-pagination').scrollIntoViewIfNeeded();
  await p.waitForTimeout(500);
  await p.screenshot({ path: `/tmp/bottom-${w}.png` });
  console.log(w, await p.evaluate(() => {
    const rows = [...document.querySelectorAll('.ipms-grid .ag-row')];
    const last = rows[rows.length - 1].getBoundingClientRect();
    const vp = document.querySelector('.ipms-grid .ag-grid-viewport, .ipms-grid .ag-body-viewport')?.getBoundingClientRect();
    const root = document.querySelector('.ipms-grid .ag-root-wrapper')!.getBoundingClientRect();
    const hs = document.querySelector('.ipms-grid .ag-body-horizontal-scroll')!.getBoundingClientRect();
    const lb = last.bottom - 8;
    const hits = [300, 600, 1000].map((x) => { const e = document.elementFromPoint(Math.min(x, innerWidth - 60), lb); return e ? e.tagName + '.' + String(e.className).slice(0, 80) : null; });
    const hsEl = document.querySelector('.ipms-grid .ag-body-horizontal-scroll') as HTMLElement;
    const cs = getComputedStyle(hsEl);
    const st = { pos: cs.position, bg: cs.backgroundColor, pe: cs.pointerEvents, cls: hsEl.className, inner: hsEl.innerHTML.slice(0, 300), z: cs.zIndex, bottom: cs.bottom };
    return JSON.stringify({ hits, st, n: rows.length, lastTop: last.top, lastBottom: last.bottom, vp: vp && [vp.top, vp.bottom], root: [root.top, root.bottom], hs: [hs.top, hs.bottom, hs.height] });
  }));
  await c.close();
}
await b.close();
