// @vitest-environment happy-dom
// The edit dialog sends back the row version it read; when the save is stale (someone else saved meanwhile) it
// offers to reload, and after reloading it shows and saves on top of the record as it is now.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../../../generated/screens/all';
import { STALE_RECORD_MESSAGE } from '../../../shared/subcodes';
import { ApiCallError, transport } from '../../request/http';
import SchemaFormDialog from './SchemaFormDialog';

vi.mock('../../request/http', async (original) => ({ ...(await original<typeof import('../../request/http')>()), transport: vi.fn() }));
const send = vi.mocked(transport);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let el: HTMLElement;
beforeEach(() => {
  el = document.createElement('div');
  document.body.appendChild(el);
  root = createRoot(el);
  send.mockReset();
});
afterEach(() => {
  act(() => root.unmount());
  el.remove();
  document.body.innerHTML = '';
});

const row = { id: 7, version: 3, applicantType: 1, bookType: 1, applicantName: '旧名有限公司', countryOrRegion: 'CN' };
const nameInput = () => [...document.querySelectorAll<HTMLInputElement>('input')].find((i) => i.value.endsWith('有限公司'));
const button = (text: string) => [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.replace(/\s/g, '') === text);
const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 50))));

describe('edit dialog and row versions', () => {
  it('sends the version it read, offers to reload a stale record, then saves on top of the current one', async () => {
    const current = { ...row, version: 5, applicantName: '别人改过有限公司' };
    send.mockRejectedValueOnce(new ApiCallError(STALE_RECORD_MESSAGE, 40900, '/enterPrise/updateInfo', { current }, 409));
    const saved = vi.fn();
    act(() => root.render(<SchemaFormDialog screen={screens.enterprises} mode="update" row={row} onClose={() => {}} onSaved={saved} />));
    await settle();
    expect(nameInput()?.value).toBe('旧名有限公司');

    await act(async () => button('确定')!.click());
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][1]).toMatchObject({ id: 7, version: 3, applicantName: '旧名有限公司' });
    expect(saved).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('该记录已被他人修改');

    await act(async () => button('重新加载')!.click());
    await settle();
    expect(nameInput()?.value).toBe('别人改过有限公司');

    send.mockResolvedValueOnce({ ...current, version: 6 });
    await act(async () => button('确定')!.click());
    await settle();
    expect(send.mock.calls[1][1]).toMatchObject({ id: 7, version: 5, applicantName: '别人改过有限公司' });
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('another conflict (a duplicate credit code) keeps the dialog as it is, with no offer to reload', async () => {
    send.mockRejectedValueOnce(new ApiCallError('已存在相同统一社会信用代码的企业', 40900, '/enterPrise/updateInfo', null, 409));
    act(() => root.render(<SchemaFormDialog screen={screens.enterprises} mode="update" row={row} onClose={() => {}} onSaved={() => {}} />));
    await settle();
    await act(async () => button('确定')!.click());
    await settle();
    expect(document.body.textContent).not.toContain('该记录已被他人修改');
    expect(nameInput()?.value).toBe('旧名有限公司');
  });
});
