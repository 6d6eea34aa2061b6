// Personal centre (issue 17): the demo 商标专员 changes their email with a code that arrives by email, subscribes to
// the daily deadline digest and has one sent at once, and the mail arrives at a real SMTP server this journey
// starts on the port the e2e runner gave the app (SMTP_URL); the page works at 390 px; an administrator opens
// 消息设置 as a schema screen.
import { expect, test } from '@playwright/test';
import { startSmtp, type TestSmtp } from '../api/smtp';
import { ADMIN, saveScreen, uiLogin, USER, expectFitsWidth } from './helpers';

let smtp: TestSmtp;
test.beforeAll(async () => {
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!port) throw new Error('E2E_SMTP_PORT is not set: run the journeys with `npm run test:e2e`');
  smtp = await startSmtp(port);
});
test.afterAll(async () => {
  await smtp?.close();
});

test('personal centre: change email with a code, subscribe to the digest and receive it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, USER);
  await page.goto('/personal');
  await expect(page.getByTestId('notify-avatar')).toHaveText('专员');
  const email = `li.e2e.${Date.now()}@example.cn`;

  await test.step('change the email with the code sent to the new address', async () => {
    await page.getByTestId('notify-change-email').click();
    const dialog = page.getByRole('dialog', { name: '修改邮箱' });
    await dialog.getByLabel('新邮箱').fill(email);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog.getByText(/验证码已发送到/)).toBeVisible();
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const code = /验证码为 (\d{6})/.exec(mail.text)![1];
    await dialog.getByLabel('验证码').fill(code);
    await dialog.getByRole('button', { name: '确 定' }).click();
    await expect(page.getByText('邮箱已修改')).toBeVisible();
    await expect(page.getByTestId('notify-email')).toHaveText(email);
  });

  await test.step('subscribe to the daily digest and send one now', async () => {
    await page.locator('label.ant-radio-button-wrapper', { hasText: '每日' }).click();
    await page.getByLabel('未来天数').fill('30');
    await page.getByRole('button', { name: '保存订阅' }).click();
    await expect(page.getByText('期限摘要订阅已保存')).toBeVisible();
    await expect(page.getByTestId('notify-digest-schedule')).toHaveText('每天 8:00（北京时间）');
    await page.getByRole('button', { name: '立即发送一封' }).click();
    await expect(page.getByText(/摘要已发送到/)).toBeVisible();
    const digest = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('期限摘要'));
    expect(digest.text).toContain('李专员，您好');
    await saveScreen(page, 'notify-personal-1440');
  });

  await test.step('the page fits a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('notify-email')).toHaveText(email);
    await expectFitsWidth(page);
    await saveScreen(page, 'notify-personal-390');
    await page.getByTestId('notify-change-phone').click();
    const dialog = page.getByRole('dialog', { name: '修改手机号' });
    const box = await dialog.locator('.ant-modal-content').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await saveScreen(page, 'notify-phone-dialog-390');
  });
});

test('message settings are a schema screen for administrators', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, ADMIN);
  await page.goto('/system/message');
  await expect(page.getByRole('gridcell', { name: '期限将至', exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: '资质到期', exact: true })).toBeVisible();
  await saveScreen(page, 'notify-message-settings-1440');
});
