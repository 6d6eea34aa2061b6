// Demands and approvals (issue 13): a demand created from the list with a 官文 attached and a scheme, saved and
// submitted; its detail shows the flow chart; the approver opens the mobile approval page at 390 px (as a message
// links to it), approves in two taps, sees the case made; the case opens with the demand's number in its remark.
// The demo flow's department step: 李专员's demand waits for 周经理 (部门经理 above 商标组), shown in the chart at
// 1440 and 390 px and approved on the phone.
// Screenshots under test-results/e2e/screens/demand-*.png.
import { expect, test, type Page } from '@playwright/test';
import { textPdf } from '../api/pdf';
import { ADMIN, USER, apiLogin, call, saveScreen, uiLogin, expectFitsWidth } from './helpers';

const MANAGER = { account: 'dept.manager', password: 'Manager@2026' } as const;

const openSelect = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

test('demands: create with a 官文, submit, approve on the phone page, case made', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, ADMIN);
  const title = `答复驳回通知 ${String(Date.now()).slice(-5)}`;
  let detailUrl = '';

  await test.step('新建需求 with a linked 官文 and a scheme, saved and submitted', async () => {
    await page.goto('/brand/demandList');
    await page.getByRole('button', { name: '新建需求' }).click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByTestId('demand-title').fill(title);
    await drawer.getByTestId('demand-type').click();
    await openSelect(page).getByTitle('官文答复').click();
    await drawer.getByTestId('demand-docs').click();
    const doc = openSelect(page).locator('.ant-select-item-option').first();
    await expect(doc).toContainText('期限');
    await doc.click();
    await page.keyboard.press('Escape');
    await drawer.locator('input[type=file]').setInputFiles({ name: '答复要点.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
    await expect(drawer.locator('.ant-upload-list')).toContainText('答复要点.pdf');
    await drawer.getByTestId('demand-add-scheme').click();
    await drawer.getByPlaceholder('方案名称').fill('驳回复审');
    await drawer.getByTestId('demand-scheme-type').click();
    await page.keyboard.type('驳回商标注册申请复审');
    await openSelect(page).getByTitle('驳回商标注册申请复审').click();
    await saveScreen(page, 'demand-form-1440');
    await drawer.getByTestId('demand-save-submit').click();
    await expect(page).toHaveURL(/\/brand\/demandDetail\?id=\d+$/);
    detailUrl = page.url();
    await expect(page.getByTestId('demand-status')).toHaveText('审批中');
    // the administrator (总部) has no department manager above him: 部门审批 is skipped, the administrators decide
    await expect(page.getByTestId('demand-flow-chart')).toContainText('部门审批');
    await expect(page.getByTestId('demand-flow-chart')).toContainText('无可用审批人，已跳过');
    await expect(page.getByTestId('demand-flow-chart')).toContainText('管理员审批');
    await expect(page.getByTestId('demand-detail')).toContainText('截止日期');
    await saveScreen(page, 'demand-detail-1440');
  });

  await test.step('the approver approves on /mobile/demand at 390 px in two taps', async () => {
    const id = new URL(detailUrl).searchParams.get('id');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/mobile/demand?id=${id}`);
    await expect(page.getByTestId('mobile-status')).toHaveText('审批中');
    await expect(page.getByTestId('mobile-docs')).toContainText('期限');
    await expect(page.locator('.demand-mobile')).toContainText('答复要点.pdf');
    await expectFitsWidth(page);
    await saveScreen(page, 'demand-mobile-390');
    await page.getByTestId('mobile-adopt').click();
    await expect(page).toHaveURL(/\/mobile\/adopt\?id=\d+$/);
    await expectFitsWidth(page);
    await page.getByTestId('mobile-confirm').click();
    await expect(page.getByTestId('mobile-cases')).toContainText(/AJ\d{12}/);
    await saveScreen(page, 'demand-mobile-adopted-390');
  });

  await test.step('the demand is adopted and its case opens', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(detailUrl);
    await expect(page.getByTestId('demand-status')).toHaveText('已通过');
    const link = page.getByTestId('demand-case-link');
    await expect(link).toHaveText(/AJ\d{12}/);
    await saveScreen(page, 'demand-adopted-1440');
    await link.click();
    await expect(page).toHaveURL(/\/brandManage\/case-detail\?caseNo=AJ\d{12}$/);
    await expect(page.locator('body')).toContainText('驳回商标注册申请复审');
  });
});

test("the department step: 李专员's demand goes to his department manager first, in the flow chart at 1440 and 390 px", async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, USER);
  const title = `部门审批的需求 ${String(Date.now()).slice(-5)}`;
  const made = await call<{ id: number; version: number }>(request, '/api/demandManagement', { title, demandType: 'register', priority: 'normal', description: '商标组提出，先由法务部经理审批' }, token);
  await call(request, '/api/submitForApproval', { id: made.id, version: made.version }, token);
  await uiLogin(page, MANAGER);
  const chart = page.getByTestId('demand-flow-chart');
  const step = (name: string) => chart.locator('.ant-steps-item').filter({ hasText: name });

  await test.step('1440: the chart names the department step, whom it asks for and who must act', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/brand/demandDetail?id=${made.id}`);
    await expect(page.getByTestId('demand-status')).toHaveText('审批中');
    await expect(step('部门审批')).toContainText('审批人：提出人所在部门的部门经理');
    await expect(step('部门审批')).toContainText('周经理');
    await expect(step('部门审批')).toContainText('待审批');
    await expect(step('部门审批')).toHaveClass(/ant-steps-item-process/);
    await expect(step('管理员审批')).toContainText('角色“管理员”');
    await expectFitsWidth(page);
    await saveScreen(page, 'demand-dept-step-1440');
  });

  await test.step('390: 周经理 sees it on the phone and approves in two taps', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/mobile/demand?id=${made.id}`);
    await expect(step('部门审批')).toContainText('提出人所在部门的部门经理');
    await expect(page.getByTestId('mobile-adopt')).toContainText('部门审批');
    await expectFitsWidth(page);
    await chart.scrollIntoViewIfNeeded();
    await saveScreen(page, 'demand-dept-step-390');
    await page.getByTestId('mobile-adopt').click();
    await page.getByTestId('mobile-confirm').click();
    await expect(page.locator('.ant-result-title')).toBeVisible();
  });

  await test.step('390: the detail shows the department step passed by 周经理, the administrators next', async () => {
    await page.goto(`/brand/demandDetail?id=${made.id}`);
    await expect(step('部门审批')).toHaveClass(/ant-steps-item-finish/);
    await expect(step('部门审批')).toContainText('周经理');
    await expect(step('部门审批')).toContainText('通过');
    await expect(step('管理员审批')).toHaveClass(/ant-steps-item-process/);
    await expect(step('管理员审批')).toContainText('王管理');
    await expectFitsWidth(page);
    await chart.scrollIntoViewIfNeeded();
    await saveScreen(page, 'demand-dept-step-passed-390');
  });
});

const cell = (page: Page, row: number, colId: string) => page.locator(`.ag-row[row-index="${row}"] [col-id="${colId}"]`);
const formItem = (page: Page, label: string) => page.locator('.ant-modal-content .ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: label }) });

test('demand flows: an administrator adds a flow and its step from the settings screens', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, ADMIN);
  const name = `异议流程${String(Date.now()).slice(-4)}`;
  const dialog = page.locator('.ant-modal-content').filter({ has: page.getByRole('button', { name: /确\s*定/ }) });

  await test.step('新增流程: name, order, types', async () => {
    await page.goto('/system/demandFlows');
    await expect(cell(page, 0, 'name')).toHaveText('标准需求审批');
    await page.getByRole('button', { name: '新增流程' }).click();
    await expect(dialog).toBeVisible();
    await formItem(page, '流程名称').locator('input').fill(name);
    await formItem(page, '优先顺序').locator('input').fill('1');
    await formItem(page, '启用').locator('.ant-select').click();
    await openSelect(page).getByTitle('启用').click();
    await formItem(page, '适用需求类型').getByText('异议').click();
    await saveScreen(page, 'demand-flow-form');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    await expect(cell(page, 0, 'name')).toHaveText(name);
  });

  await test.step('新增步骤: the flow, a named approver, countersign', async () => {
    await page.goto('/system/demandFlowSteps');
    await page.getByRole('button', { name: '新增步骤' }).click();
    await expect(dialog).toBeVisible();
    await formItem(page, '所属流程').locator('.ant-select').click();
    await openSelect(page).getByTitle(name).click();
    await formItem(page, '顺序').locator('input').fill('1');
    await formItem(page, '步骤名称').locator('input').fill('法务会签');
    await formItem(page, '审批方式').locator('.ant-select').click();
    await openSelect(page).getByTitle('全部通过（会签）').click();
    // (“无审批人时跳过” also holds the word: the people picker is the one)
    await formItem(page, '审批人').getByTestId('people-select').click();
    await page.keyboard.type('王');
    await page.locator('.ant-select-item-option:visible', { hasText: '王管理' }).click();
    await page.keyboard.press('Escape');
    await formItem(page, '审批角色').getByText('管理员').click();
    await saveScreen(page, 'demand-step-form');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    const row = page.locator('.ag-row').filter({ hasText: '法务会签' });
    await expect(row).toContainText(name);
    await expect(row).toContainText('全部通过（会签）');
    await saveScreen(page, 'demand-steps-1440');
  });
});

test('官文 加入需求: a new demand started from an official document carries it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, ADMIN);
  await page.goto('/brand/filesAll');
  await expect(cell(page, 0, 'typeName')).not.toBeEmpty();
  const typeName = (await cell(page, 0, 'typeName').textContent())!.trim();
  await cell(page, 0, '__operation').getByText('更多').click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText('加入需求').click();
  await page.getByTestId('join-demand-new').click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.getByTestId('demand-docs')).toContainText(typeName);
  await drawer.getByTestId('demand-title').fill('由官文发起的需求');
  await drawer.getByTestId('demand-save').click();
  await expect(page).toHaveURL(/\/brand\/demandDetail\?id=\d+$/);
  await expect(page.getByTestId('demand-status')).toHaveText('草稿');
  await expect(page.getByTestId('demand-detail')).toContainText(typeName);
});

test('phone: the demand detail page fits 390 px', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await apiLogin(request, ADMIN);
  const d = await call<{ id: number }>(request, '/api/demandManagement', { title: '手机查看的需求，标题较长以检查换行是否正常', demandType: 'other', priority: 'normal' }, token);
  await uiLogin(page, ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/brand/demandDetail?id=${d.id}`);
  await expect(page.getByTestId('demand-status')).toBeVisible();
  await expectFitsWidth(page);
  await saveScreen(page, 'demand-detail-390');
});

test('a demand picks marks from the archive and shows its 官文 pages inline, on the desktop and the phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, ADMIN);
  const pdf = textPdf([['国家知识产权局', '商标驳回通知书', '申请号：66001234', '发文日期：2026年03月01日'], ['第二页']]);
  const up = await request.post('/files/official', { headers: { token }, multipart: { file: { name: '驳回通知.pdf', mimeType: 'application/pdf', buffer: pdf } } });
  const uploaded = (await up.json()).data as { uploadId: number };
  const doc = await call<{ id: number }>(request, '/api/official/manage', { typeCode: 'rejection', medium: 'electronic', issueDate: '2026-03-01', appNo: '66001234', uploadId: uploaded.uploadId }, token);
  const d = await call<{ id: number }>(request, '/api/demandManagement', { title: '预览官文的需求', demandType: 'officeAction', priority: 'high', officialDocIds: [doc.id] }, token);
  const mark = (await call<{ list: Array<{ regNo: string; tmName: string }> }>(request, '/brandArchives/queryBrandPage', { pageNo: 1, pageSize: 20 }, token)).list.find((m) => m.regNo && m.tmName);
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, ADMIN);

  await test.step('the detail shows the first 官文 page by page', async () => {
    await page.goto(`/brand/demandDetail?id=${d.id}`);
    const preview = page.getByTestId('demand-docs-table').getByTestId('official-preview-page');
    await expect(preview).toHaveText('第 1 / 2 页');
    await page.getByTestId('demand-docs-table').getByRole('button', { name: '下一页' }).click();
    await expect(preview).toHaveText('第 2 / 2 页');
    await saveScreen(page, 'demand-doc-preview-1440');
  });

  await test.step('编辑: 关联商标 picked in the related-trademark drawer', async () => {
    await page.getByRole('button', { name: /^编\s*辑$/ }).first().click();
    const drawer = page.locator('.ant-drawer-content').filter({ has: page.getByTestId('demand-title') });
    await drawer.getByTestId('demand-pick-marks').click();
    await page.getByTestId('related-key').fill(mark!.regNo);
    await page.getByTestId('related-search').click();
    await page.getByTestId('related-drawer').locator('.ant-table-row').filter({ hasText: mark!.regNo }).first().locator('.ant-checkbox-input').check();
    await page.getByTestId('related-ok').click();
    await expect(drawer.getByTestId('demand-marks')).toContainText(mark!.tmName);
    await drawer.getByTestId('demand-save').click();
    await expect(page.getByTestId('demand-detail')).toContainText(mark!.tmName);
  });

  await test.step('the phone page opens the 官文 preview at 390 px without overflow', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/mobile/demand?id=${d.id}`);
    await page.getByTestId('demand-doc-preview-toggle').click();
    await expect(page.getByTestId('mobile-docs').getByTestId('official-preview-page')).toHaveText('第 1 / 2 页');
    await expectFitsWidth(page);
    await saveScreen(page, 'demand-doc-preview-390');
  });
});
