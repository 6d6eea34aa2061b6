import { describe, expect, it, vi } from 'vitest';
import { calls, type CallRef } from '../../../generated/calls';
import { translate } from '../../i18n';
import type { ButtonDef } from '../screen-types';
import { resolveCall, runAction, type ActionContext } from './actions';

function ctx(over: Partial<ActionContext> = {}, answer: unknown = null) {
  const log: unknown[] = [];
  const c: ActionContext = {
    screen: { calls: { list: calls.user.list, delete: calls.user.delete, export: calls.user.export } },
    call: vi.fn(async (call: CallRef, body: unknown) => {
      log.push(['call', call.path, body]);
      return answer;
    }),
    confirm: vi.fn(async (o) => {
      log.push(['confirm', o.type, o.content]);
      return true;
    }),
    notify: {
      success: (s) => log.push(['success', s]),
      warning: (s) => log.push(['warning', s]),
      error: (s) => log.push(['error', s]),
      info: (s) => log.push(['info', s]),
    },
    download: vi.fn(async (url: string, name: string) => void log.push(['download', url, name])),
    navigate: (to) => log.push(['navigate', to]),
    openForm: (mode, row) => log.push(['form', mode, row?.id]),
    refresh: () => log.push(['refresh']),
    exportBody: () => ({ filters: { name: 'a' }, sorts: [], columns: ['name'] }),
    t: (k, v) => translate('zhCn', k, v),
    text: (v) => v?.zh ?? '',
    ...over,
  };
  return { c, log };
}
const b = (action: ButtonDef['action'], label = '按钮'): ButtonDef => ({ key: 'k', label: { zh: label, en: label }, action });

describe('list actions', () => {
  it('delete: confirm 确定删除该记录吗？, call delete with the id, 删除成功！, refresh', async () => {
    const { c, log } = ctx();
    expect(await runAction(b({ type: 'delete', confirm: 'delete' }), { id: 7 }, c)).toBe(true);
    expect(log).toEqual([['confirm', 'delete', '确定删除该记录吗？'], ['call', '/api/user/delete', { id: 7 }], ['success', '删除成功！'], ['refresh']]);
  });

  it('delete stops when the confirmation is cancelled', async () => {
    const { c, log } = ctx({ confirm: async () => false });
    expect(await runAction(b({ type: 'delete' }), { id: 7 }, c)).toBe(false);
    expect(log).toEqual([]);
  });

  it('call: confirm with its text and type, send idKey, 操作成功, refresh', async () => {
    const { c, log } = ctx();
    await runAction(b({ type: 'call', call: calls.user.authClose, confirm: 'change', idKey: 'userId', confirmText: { zh: '确定停用吗？', en: '' } }, '停用'), { id: 3 }, c);
    expect(log).toEqual([['confirm', 'change', '确定停用吗？'], ['call', '/api/user/auth/close', { userId: 3 }], ['success', '操作成功'], ['refresh']]);
    const second = ctx();
    await runAction(b({ type: 'call', call: 'user.unlock', confirm: 'issue', idKey: 'userId' }, '解除锁定'), { id: 4 }, second.c);
    expect(second.log[0]).toEqual(['confirm', 'issue', '确定要解除锁定吗？']);
  });

  it('a failed call is not reported as success', async () => {
    const { c, log } = ctx({ call: async () => Promise.reject(new Error('服务器错误')) });
    expect(await runAction(b({ type: 'call', call: calls.user.unlock }), { id: 1 }, c)).toBe(false);
    expect(log).toEqual([]);
  });

  it('export: downloads a finished file', async () => {
    const { c, log } = ctx({}, { id: 9, fileName: '用户.xlsx', status: 1 });
    await runAction(b({ type: 'export' }), undefined, c);
    expect(log).toEqual([
      ['call', '/api/user/export', { filters: { name: 'a' }, sorts: [], columns: ['name'] }],
      ['download', '/files/exports/9', '用户.xlsx'],
      ['success', '导出成功'],
    ]);
  });

  it('export: a processing record becomes a batch-task message; a failed one shows its error', async () => {
    const queued = ctx({}, { id: 9, status: 0 });
    await runAction(b({ type: 'export' }), undefined, queued.c);
    expect(queued.log.at(-1)).toEqual(['info', translate('zhCn', 'action.exportQueued')]);
    expect(String((queued.log.at(-1) as string[])[1])).toContain('导出记录');
    const failed = ctx({}, { id: 9, status: 2, errorMessage: '超出上限' });
    expect(await runAction(b({ type: 'export' }), undefined, failed.c)).toBe(false);
    expect(failed.log.at(-1)).toEqual(['error', '超出上限']);
  });

  it('download fills the path from the row; link navigates; create/update open the form', async () => {
    const { c, log } = ctx();
    await runAction(b({ type: 'download', to: '/files/exports/:id' }), { id: 5, fileName: 'a.xlsx' }, c);
    await runAction(b({ type: 'link', to: '/system/companyList/detail?id=:id' }), { id: 5 }, c);
    await runAction(b({ type: 'create' }), undefined, c);
    await runAction(b({ type: 'update' }), { id: 5 }, c);
    await runAction(b({ type: 'refresh' }), undefined, c);
    expect(log).toEqual([['download', '/files/exports/5', 'a.xlsx'], ['navigate', '/system/companyList/detail?id=5'], ['form', 'create', undefined], ['form', 'update', 5], ['refresh']]);
  });

  it('a download failure shows its message', async () => {
    const err = Object.assign(new Error('下载失败（HTTP 404）'), { name: 'DownloadError' });
    const { c, log } = ctx({ download: async () => Promise.reject(err) });
    await runAction(b({ type: 'download', to: '/files/exports/:id' }), { id: 5 }, c);
    expect(log).toEqual([['error', '下载失败（HTTP 404）']]);
  });

  it('resolves calls named module.call', () => {
    expect(resolveCall('user.roleOptions')).toBe(calls.user.roleOptions);
    expect(resolveCall('nope.x')).toBeUndefined();
  });
});
