// The case-form designer (issue 11), as a new configuration user would: build a form with one field of every
// kind of the palette plus a group and a conditional field (click and drag), pick its fees from the fee standards,
// preview it at desktop and phone width, publish it, file a case with it on /case-custom (fees of today's standard,
// a file uploaded), see the server refuse an invalid value naming the field, open the case's detail (the form in
// place, the file downloadable), change the form and publish version 2, and find the first case still on version 1.
import { expect, test, type Page } from '@playwright/test';
import { fieldKinds } from '../../src/generated/field-kinds';
import { ADMIN, apiLogin, call, saveScreen, uiLogin, expectFitsWidth } from './helpers';

const node = (page: Page, key: string) => page.getByTestId(`designer-node-${key}`);
const selectNode = (page: Page, key: string) => node(page, key).locator('.ipms-designer-node-label').first().click();
const openSelect = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
/** A small PDF (the upload checks the type by content). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const item = (page: Page, label: string) =>
  page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^\\*?\\s*${label}\\s*[:：]?$`) }) });

test('designer: build, preview, publish, file a case, server refusal, version 2 keeps the first case on version 1', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, ADMIN);
  const name = `监测委托${String(Date.now()).slice(-5)}`;

  await page.goto('/system/caseCreate');
  await expect(page.getByTestId('case-designer')).toBeVisible();
  // An untouched blank form has nothing unsaved.
  await expect(page.getByText('有未保存的修改')).toHaveCount(0);
  await page.getByTestId('form-name-zh').fill(name);
  await expect(page.getByText('有未保存的修改')).toBeVisible();
  await page.getByTestId('form-name-en').fill('Watch order');

  // One field of every kind of the palette, by click.
  const kinds = fieldKinds.filter((k) => k.group !== 'system' && k.palette !== false);
  // The custom-field copies of the general kinds are not offered (no label twice).
  for (const k of fieldKinds.filter((x) => x.palette === false)) await expect(page.getByTestId(`palette:kind:${k.kind}`)).toHaveCount(0);
  for (const k of kinds) {
    await page.getByTestId(`palette:kind:${k.kind}`).click();
    await expect(node(page, k.kind)).toBeVisible();
  }
  // The text field becomes the required 申请人名称 (at most 10 characters).
  await selectNode(page, 'text');
  await page.getByTestId('prop-label-zh').fill('申请人名称');
  await page.getByTestId('prop-key').fill('applicantName');
  await page.getByTestId('prop-required').click();
  await page.getByTestId('prop-max-length').fill('10');
  // A conditional field: 加急原因 (textarea) shown and required only when the switch is on.
  await selectNode(page, 'switch');
  await page.getByTestId('prop-label-zh').fill('加急');
  await page.getByTestId('prop-key').fill('urgent');
  await selectNode(page, 'textarea');
  await page.getByTestId('prop-label-zh').fill('加急原因');
  await page.getByTestId('prop-key').fill('reason');
  await page.getByTestId('prop-required').click();
  await page.getByRole('combobox', { name: '显示条件 当字段' }).fill('加急');
  await openSelect(page).getByText('加急', { exact: true }).click();
  await page.getByLabel('显示条件 取值').fill('true');
  // Choices for the select field.
  await selectNode(page, 'select');
  await page.getByTestId('prop-label-zh').fill('监测范围');
  await page.getByTestId('designer-add-option').click();
  await page.getByTestId('designer-add-option').click();

  // A group, and a field dragged into it with the mouse.
  await page.locator('.ipms-designer-canvas').click({ position: { x: 5, y: 5 } });
  await page.getByTestId('palette:block:group').click();
  await expect(node(page, 'group')).toBeVisible();
  await page.getByTestId('prop-label-zh').fill('联系方式');
  const source = page.getByTestId('palette:kind:text');
  const drop = node(page, 'group').locator('.ipms-designer-container').first();
  const from = (await source.boundingBox())!;
  const to = (await drop.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(node(page, 'group').getByTestId('designer-node-text')).toBeVisible();
  // Undo and redo the drop.
  await page.getByTestId('designer-undo').click();
  await expect(page.getByTestId('designer-node-text')).toHaveCount(0);
  await page.getByTestId('designer-redo').click();
  await expect(node(page, 'group').getByTestId('designer-node-text')).toBeVisible();
  await expect(page.getByTestId('designer-problems')).toHaveCount(0);
  await saveScreen(page, 'case-designer-1440');

  // The fees: picked from the fee standards (the demo's 自定义表单 standards), shown with today's amount.
  await page.locator('.ipms-designer-canvas').click({ position: { x: 5, y: 5 } });
  await page.getByTestId('fee-standards').click();
  await openSelect(page).getByText(/^商标监测服务费 · 中国 · 代理费/).click();
  await openSelect(page).getByText(/^监测报告制作费 · 中国 · 杂费/).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('fee-standards-picked')).toContainText('商标监测服务费 今日：1500 CNY 每类');
  await expect(page.getByTestId('fee-standards-picked')).toContainText('监测报告制作费 今日：200 CNY 每件');
  await page.getByTestId('fee-standards-picked').scrollIntoViewIfNeeded();
  await saveScreen(page, 'case-designer-fees-1440');

  // Preview at desktop and phone width: the conditional field appears with the switch.
  await page.getByTestId('designer-preview-open').click();
  const preview = page.getByTestId('designer-preview');
  await expect(item(page, '申请人名称')).toBeVisible();
  await expect(item(page, '加急原因')).toHaveCount(0);
  await item(page, '加急').locator('button[role="switch"]').click();
  await expect(item(page, '加急原因')).toBeVisible();
  await page.getByTestId('preview-check').click();
  await expect(page.getByTestId('preview-result')).toContainText('必填');
  await page.getByTestId('preview-width').getByText('手机（390 px）').click();
  await expect(preview).toHaveClass(/is-mobile/);
  expect((await preview.locator('.ipms-case-form').boundingBox())!.width).toBeLessThanOrEqual(390);
  await saveScreen(page, 'case-designer-preview-390');
  await page.keyboard.press('Escape');

  // Publish version 1.
  await page.getByTestId('designer-publish').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByTestId('designer-status')).toHaveText('已发布 v1');
  const formId = Number(new URL(page.url()).searchParams.get('id'));
  expect(formId).toBeGreaterThan(0);

  // The case list offers it at once; file a case with it.
  await page.goto('/brand/caseList');
  await page.getByTestId('case-new').click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText(name).click();
  await expect(page).toHaveURL(new RegExp(`/case-custom\\?formId=${formId}`));
  await expect(page.getByTestId('case-custom-version')).toHaveText('表单版本 v1');
  // The fees of the standards valid today (one unit: no marks picked yet).
  await expect(item(page, '代理费').locator('input').last()).toHaveValue(/1500\.00/);
  await expect(item(page, '杂费').locator('input').last()).toHaveValue(/200\.00/);
  // A file in the 文件上传 field, through the general upload.
  await item(page, '文件上传').locator('input[type=file]').setInputFiles({ name: '委托书.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(item(page, '文件上传').getByTestId('file-upload-item')).toContainText('委托书.pdf');
  // Too long for the field: the draft goes to the server, which refuses it naming the field.
  await item(page, '申请人名称').locator('input').fill('上海星河科技有限公司总部');
  await page.getByTestId('case-save-draft').click();
  await expect(page.locator('.ant-message')).toContainText('字段“申请人名称”（bizParam.applicantName）不能超过 10 个字符');
  await item(page, '申请人名称').locator('input').fill('星河科技');
  await page.getByTestId('case-submit').click();
  await expect(page.locator('.ant-message')).toContainText('案件已提交');
  const caseNo = new URL(page.url()).searchParams.get('caseNo')!;
  expect(caseNo).toMatch(/^AJ/);
  // Submitted: the form is read-only, with the way to the case's detail.
  await expect(page.getByTestId('case-custom-detail')).toBeVisible();
  await expect(item(page, '申请人名称')).toContainText('星河科技');
  await saveScreen(page, 'case-custom-submitted');

  // The case's detail shows its form in place, with the version it was filed with: the file (downloadable), the fees.
  await page.getByTestId('case-custom-detail').click();
  await expect(page).toHaveURL(/\/brandManage\/case-detail\?caseNo=/);
  await expect(page.getByTestId('case-designed-version')).toHaveText('表单版本 v1');
  const designed = page.getByTestId('case-designed-form');
  await expect(item(page, '申请人名称')).toContainText('星河科技');
  await expect(designed.getByTestId('file-read-item')).toContainText('委托书.pdf');
  const [download] = await Promise.all([page.waitForEvent('download'), designed.getByTestId('file-read-item').getByText('委托书.pdf').click()]);
  expect(download.suggestedFilename()).toBe('委托书.pdf');
  await expect(item(page, '代理费')).toContainText('1,500.00');
  await expect(page.getByTestId('case-open-designed')).toHaveCount(0);
  await saveScreen(page, 'case-detail-designed-1440');
  await page.getByRole('tab', { name: '费用' }).click();
  await expect(page.getByTestId('case-fees')).toContainText('1,500.00');

  // An invalid submit sent straight to the server is refused naming the field (the browser checks first in the UI).
  const token = await apiLogin(request, ADMIN);
  const refused = await (await request.post('/caseManage/submitCase', { data: { caseType: 'custom', formId, bizParam: { urgent: true, applicantName: '星河' } }, headers: { token } })).json();
  expect(refused.subMessage).toBe('缺少必填字段“加急原因”（bizParam.reason）');

  // Version 2: a new required field.
  await page.goto(`/system/caseCreate?id=${formId}`);
  await expect(node(page, 'applicantName')).toBeVisible();
  await page.locator('.ipms-designer-canvas').click({ position: { x: 5, y: 5 } });
  await page.getByTestId('palette:kind:date').click();
  await page.getByTestId('prop-label-zh').fill('截止日期');
  await page.getByTestId('prop-key').fill('deadline');
  await page.getByTestId('prop-required').click();
  await page.getByTestId('designer-publish').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByTestId('designer-status')).toHaveText('已发布 v2');
  await page.getByTestId('designer-versions-open').click();
  await expect(page.getByTestId('designer-versions').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('designer-diff')).toContainText('截止日期');

  // The first case still opens with version 1 (no 截止日期); a new case gets version 2.
  await page.goto(`/case-custom?caseNo=${caseNo}`);
  await expect(page.getByTestId('case-custom-version')).toHaveText('表单版本 v1');
  await expect(item(page, '申请人名称')).toContainText('星河科技');
  await expect(item(page, '截止日期')).toHaveCount(0);
  await page.goto(`/case-custom?formId=${formId}`);
  await expect(page.getByTestId('case-custom-version')).toHaveText('表单版本 v2');
  await expect(item(page, '截止日期')).toBeVisible();

  // The designer at phone width: panes stacked, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/system/caseCreate?id=${formId}`);
  await expect(node(page, 'deadline')).toBeVisible();
  await expectFitsWidth(page);
  await saveScreen(page, 'case-designer-390');
  // The designed case's detail on a phone: the form in place, nothing wider than the screen.
  await page.goto(`/brandManage/case-detail?caseNo=${caseNo}`);
  const file = page.getByTestId('case-designed-form').getByTestId('file-read-item');
  await expect(file).toContainText('委托书.pdf');
  await expectFitsWidth(page);
  await file.scrollIntoViewIfNeeded();
  await saveScreen(page, 'case-detail-designed-390');
});

// A proposal form shared through its public link (with a file), and a steps form with fees from a fee standard, as
// staff and a client would.
test('proposals: a client fills in the public link without signing in, with a file; staff turn it into a case; steps and fees from the standards', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(request, ADMIN);
  const text = (key: string, zh: string, extra: object = {}) => ({ type: 'string', maxLength: 50, 'x-label': { zh, en: key }, 'x-kind': 'text', 'x-decorator': 'FormItem', 'x-component': 'Input', ...extra });
  const suffix = String(Date.now()).slice(-5);
  const file = fieldKinds.find((k) => k.kind === 'file')!;
  const materials = { ...(file.valueSchema as any).anyOf[0], 'x-label': { zh: '商标资料', en: 'Materials' }, 'x-kind': 'file', 'x-decorator': 'FormItem', 'x-component': 'FileUpload', 'x-index': 2 };
  const pform = await call<any>(request, '/caseDesign/save', { labelZh: `注册咨询${suffix}`, labelEn: 'Enquiry', purpose: 'proposal', draftSchema: { type: 'object', additionalProperties: false, required: ['tmName'], properties: { tmName: text('tmName', '商标名称', { 'x-index': 0 }), note: text('note', '需求说明', { 'x-index': 1 }), materials } } }, token);
  const shared = await call<any>(request, '/caseDesign/publish', { id: pform.id, version: pform.version }, token);

  // The client: no sign-in, a phone.
  const client = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const cp = await client.newPage();
  await cp.goto(`/case-proposal?token=${shared.shareToken}`);
  await expect(cp.getByTestId('case-proposal-page')).toBeVisible();
  await expect(cp.getByText(`注册咨询${suffix}`)).toBeVisible();
  await cp.getByTestId('proposal-submit').click();
  await expect(cp.getByText('请输入联系人')).toBeVisible();
  await item(cp, '商标名称').locator('input').fill('星河');
  await cp.getByTestId('proposal-contact-name').fill('王先生');
  await cp.getByTestId('proposal-contact-phone').fill('13800138000');
  // A file through the link's own upload (no sign-in): shown by name, with no download link for the client.
  await item(cp, '商标资料').locator('input[type=file]').setInputFiles({ name: '商标图样.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(item(cp, '商标资料').getByTestId('file-upload-item')).toContainText('商标图样.pdf');
  await expect(item(cp, '商标资料').locator('a')).toHaveCount(0);
  await expectFitsWidth(cp);
  await saveScreen(cp, 'case-designer-proposal-390');
  await cp.getByTestId('proposal-submit').click();
  await expect(cp.getByText('提案已提交')).toBeVisible();
  await client.close();

  // Staff: the proposal is in 收到的提案; turned into a draft 商标注册申请.
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, ADMIN);
  await page.goto(`/system/proposalConfig?id=${pform.id}`);
  await expect(page.getByTestId('proposal-link')).toBeVisible();
  await page.getByTestId('proposals-open').click();
  await expect(page.getByTestId('proposals-table').getByText('王先生 / 13800138000')).toBeVisible();
  // What the client sent, by its form version: the file by name, downloadable by staff.
  await page.getByTestId('proposals-table').locator('.ant-table-row').filter({ hasText: '王先生' }).locator('.ant-table-row-expand-icon').click();
  await expect(page.getByTestId('proposal-values').getByTestId('file-read-item')).toContainText('商标图样.pdf');
  const [sent] = await Promise.all([page.waitForEvent('download'), page.getByTestId('proposal-values').getByText('商标图样.pdf').click()]);
  expect(sent.suggestedFilename()).toBe('商标图样.pdf');
  await page.getByTestId('proposal-to-case').first().click();
  await page.getByTestId('proposal-target').click();
  await openSelect(page).getByText('商标注册申请', { exact: true }).click();
  await page.getByTestId('proposal-to-case-ok').click();
  await expect(page.getByText(/已转为案件 AJ\d+（草稿）/)).toBeVisible();
  await saveScreen(page, 'case-designer-proposals');

  // A steps form with fees from a fee standard: prefilled with today's amount, 下一步 checks the first step only.
  const steps = {
    type: 'object', additionalProperties: false, required: ['wizard'],
    properties: {
      wizard: {
        type: 'object', additionalProperties: false, required: ['one', 'two'], 'x-label': { zh: '分步填写', en: 'Steps' }, 'x-component': 'CaseSteps', 'x-index': 0,
        properties: {
          one: { type: 'object', additionalProperties: false, required: ['who'], 'x-label': { zh: '委托信息', en: 'Client' }, 'x-component': 'FormLayout', 'x-index': 0, properties: { who: text('who', '委托人') } },
          two: { type: 'object', additionalProperties: false, required: ['what'], 'x-label': { zh: '需求', en: 'Need' }, 'x-component': 'FormLayout', 'x-index': 1, properties: { what: text('what', '需求内容') } },
        },
      },
    },
  };
  const sform = await call<any>(request, '/caseDesign/save', { labelZh: `分步委托${suffix}`, labelEn: 'Stepped order', draftSchema: steps, settings: { feeStandards: [{ caseType: 'custom', country: 'CN', feeKind: 'sundryFees', name: '监测报告制作费' }] } }, token);
  await call(request, '/caseDesign/publish', { id: sform.id, version: sform.version }, token);
  await page.goto(`/case-custom?formId=${sform.id}`);
  await expect(page.getByTestId('case-steps')).toBeVisible();
  await expect(item(page, '杂费').locator('input').last()).toHaveValue(/200\.00/);
  await page.getByTestId('step-next').click();
  await expect(item(page, '委托人')).toContainText('该字段是必填字段');
  await item(page, '委托人').locator('input').fill('甲公司');
  await page.getByTestId('step-next').click();
  await expect(item(page, '需求内容')).toBeVisible();
  await saveScreen(page, 'case-designer-steps');
  await page.getByTestId('case-submit').click();
  await expect(item(page, '需求内容')).toContainText('该字段是必填字段');
  await item(page, '需求内容').locator('input').fill('商标监测');
  await page.getByTestId('case-submit').click();
  await expect(page.getByText(/已提交|提交成功/).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsWidth(page);
});
