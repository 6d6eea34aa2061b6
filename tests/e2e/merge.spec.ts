// 数据合并 and 批量任务 on the trademark archive (/brandManage/brandRecord): open the merge dialog, get
// 请选择要保留的商标！ without a choice, add marks through the related-trademark drawer (请输入申请号 on an empty
// search, Escape does not close it), pick the mark to keep, see 合并成功 and the list refreshed; undo the merge
// with the 撤销合并 button of the kept mark's 操作记录 drawer and see the marks back; 一键合并全部 as a batch task
// and its success in 批量任务列表.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin, call, saveScreen, toasts, uiLogin } from './helpers';

interface Group { regNo: string; tmCl: number; ids: number[] }

/** Two marks with the same number and class through the archive's create call; else the newest existing group. */
async function duplicateGroup(request: APIRequestContext, token: string): Promise<Group> {
  const regNo = `8${String(Date.now()).slice(-8)}`;
  const ids: number[] = [];
  for (const tmName of ['合并演示', '合并演示']) {
    const res = await request.post('/brandArchives/add', { data: { tmName, tmCl: 9, regNo, countryCode: 'CN', applicant: '星河品牌管理有限公司' }, headers: { token } });
    const env = (await res.json()) as { subCode: number; data: { id: number } };
    if (env.subCode !== 10000) break;
    ids.push(env.data.id);
  }
  if (ids.length === 2) return { regNo, tmCl: 9, ids };
  const stats = await call<{ list: Group[] }>(request, '/brandArchives/querySameBrandStatistic', { pageSize: 100 }, token);
  expect(stats.list.length, 'a duplicate group to merge (demo seed or /brandArchives/add)').toBeGreaterThan(0);
  return stats.list.reduce((a, b) => (Math.max(...b.ids) > Math.max(...a.ids) ? b : a));
}

test('merge two duplicates in 数据合并, undo it, and open 批量任务', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN);
  const group = await duplicateGroup(request, token);
  const keep = Math.min(...group.ids);
  const merged = group.ids.filter((id) => id !== keep);
  const rowsOfGroup = page.locator('.ag-cell[col-id="regNo"]', { hasText: group.regNo });

  await uiLogin(page, ADMIN);
  await page.goto('/brandManage/brandRecord');
  await page.getByPlaceholder('请输入申请/注册号').fill(group.regNo);
  await expect(rowsOfGroup).toHaveCount(group.ids.length);

  const dialog = page.getByTestId('merge-dialog').locator('.ant-modal-content');
  await test.step('open 数据合并: the group is listed; 确定 without a choice warns', async () => {
    await page.getByRole('button', { name: '数据合并' }).click();
    await expect(dialog.locator('.ant-modal-title')).toHaveText('数据合并');
    const card = dialog.getByTestId(`merge-group-${group.regNo}|${group.tmCl}`);
    await expect(card.locator('.ant-table-row')).toHaveCount(group.ids.length);
    await page.getByTestId('merge-ok').click();
    await expect(toasts(page)).toContainText('请选择要保留的商标！');
  });

  await test.step('the related-trademark drawer: 请输入申请号, search, Escape keeps it open, 取消', async () => {
    await page.getByTestId('merge-add-from-archive').click();
    const drawer = page.getByTestId('related-drawer');
    await expect(drawer).toContainText('关联商标');
    await page.getByTestId('related-search').click();
    await expect(toasts(page)).toContainText('请输入申请号');
    await page.getByPlaceholder('请输入申请号/注册号或商标名称').fill(group.regNo);
    await page.getByTestId('related-search').click();
    await expect(drawer.locator('.ant-table-row')).toHaveCount(group.ids.length);
    await expect(drawer.locator('.ant-pagination-options')).toContainText('50 条/页');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeVisible();
    await expect(dialog).toBeVisible();
    await saveScreen(page, 'merge-related-drawer');
    await drawer.getByRole('button', { name: /取\s*消/ }).click();
    await expect(drawer).toBeHidden();
  });

  let logId = 0;
  await test.step('pick the mark to keep, 确定: loading, 合并成功, the list refreshed', async () => {
    await dialog.getByRole('radio', { name: `保留 ${keep}` }).check();
    await saveScreen(page, 'merge-dialog');
    // Spec 4: the merge asks first, naming the groups and marks; 取消 merges nothing.
    let merges = 0;
    page.on('request', (r) => void (r.url().endsWith('/brandArchives/mergeBrand') && merges++));
    const confirmBox = page.locator('.ipms-confirm .ant-modal-content');
    await page.getByTestId('merge-ok').click();
    await expect(confirmBox).toContainText(`将合并 1 组商标：${group.ids.length - 1} 件商标并入各组保留的商标`);
    await saveScreen(page, 'merge-confirm');
    await confirmBox.getByRole('button', { name: /取\s*消/ }).click();
    await expect(confirmBox).toBeHidden();
    await expect(page.getByTestId('merge-ok')).not.toHaveClass(/ant-btn-loading/);
    expect(merges).toBe(0);
    const answer = page.waitForResponse((r) => r.url().endsWith('/brandArchives/mergeBrand'));
    await page.getByTestId('merge-ok').click();
    await confirmBox.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('merge-ok')).toHaveClass(/ant-btn-loading/);
    logId = ((await (await answer).json()) as { data: { logIds: number[] } }).data.logIds[0];
    await expect(toasts(page)).toContainText('合并成功');
    await expect(dialog).toBeHidden();
    await expect(rowsOfGroup).toHaveCount(1);
    await saveScreen(page, 'merge-done');
  });

  await test.step('undo it with 撤销合并 in the kept mark’s 操作记录: confirm, 已撤销合并, the marks are back', async () => {
    await page.locator('.ag-row[row-index="0"] [col-id="__operation"] [data-action="more"]').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: '操作记录' }).click();
    const history = page.locator('.ant-drawer-content').getByTestId('record-history');
    const undo = history.getByTestId(`undo-merge-${logId}`);
    await expect(undo).toBeVisible();
    await undo.click();
    const confirm = page.locator('.ant-popconfirm:not(.ant-popover-hidden)');
    await expect(confirm).toContainText('撤销后，被合并的商标将恢复为合并前的状态');
    await saveScreen(page, 'merge-undo-confirm');
    const answer = page.waitForResponse((r) => r.url().endsWith('/brandArchives/undoMerge'));
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    const undone = (await (await answer).json()) as { subCode: number; data: { restoredIds: number[] } };
    expect(undone.subCode).toBe(10000);
    expect(undone.data.restoredIds.sort()).toEqual(merged.sort());
    await expect(toasts(page)).toContainText('已撤销合并');
    // The history reloads: the merge entry is marked undone and offers no second undo.
    await expect(undo).toHaveCount(0);
    await expect(history).toContainText('已撤销');
    await page.locator('.ant-drawer-close').click();
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(rowsOfGroup).toHaveCount(group.ids.length);
  });

  await test.step('一键合并全部 starts a batch task', async () => {
    await page.getByRole('button', { name: '数据合并' }).click();
    await expect(dialog.getByTestId(`merge-group-${group.regNo}|${group.tmCl}`)).toBeVisible();
    await page.getByTestId('merge-once').click();
    await page.getByTestId('confirm-ok').click();
    await expect(toasts(page)).toContainText('已创建批量任务');
    await expect(dialog).toBeHidden();
  });

  await test.step('open 批量任务: 批量任务列表 with status and end time', async () => {
    await page.getByRole('button', { name: '批量任务' }).click();
    const tasks = page.getByTestId('batch-task-dialog').locator('.ant-modal-content');
    await expect(tasks.locator('.ant-modal-title')).toHaveText('批量任务列表');
    await expect(tasks.locator('.ant-table-thead')).toContainText('状态');
    await expect(tasks.locator('.ant-table-thead')).toContainText('结束时间');
    // The runner picks the task up within a second; the open list polls while it is processing.
    await expect(tasks.locator('.ant-table-row').first()).toContainText('成功', { timeout: 20_000 });
    await expect(tasks.locator('.ant-table-row').first()).toContainText(/合并 \d+ 组/);
    await saveScreen(page, 'merge-batch-tasks');
    await tasks.getByRole('button', { name: /关\s*闭/ }).click();
    await expect(tasks).toBeHidden();
    await expect(rowsOfGroup).toHaveCount(1);
  });
});
