// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost, loadConfirmDialog } from './ConfirmHost';
import { confirm } from './confirmStore';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The host loads the dialog's code with the first request; load it once up front so each test sees it at once.
beforeAll(async () => {
  await loadConfirmDialog();
});

let root: Root;
let el: HTMLElement;
beforeEach(() => {
  el = document.createElement('div');
  document.body.appendChild(el);
  root = createRoot(el);
});
afterEach(() => {
  act(() => root.unmount());
  el.remove();
  vi.useRealTimers();
});

const okButton = () => document.querySelector<HTMLButtonElement>('[data-testid="confirm-ok"]');

describe('confirm dialog', () => {
  it('resolves true on OK and false on cancel', async () => {
    act(() => root.render(<ConfirmHost />));
    let answer: Promise<boolean>;
    await act(async () => {
      answer = confirm({ type: 'delete', content: '确定删除该记录吗？' });
    });
    expect(document.body.textContent).toContain('确定删除该记录吗？');
    await act(async () => okButton()!.click());
    await expect(answer!).resolves.toBe(true);

    let second: Promise<boolean>;
    await act(async () => {
      second = confirm({ type: 'change', content: '确定停用吗？' });
    });
    const cancel = [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '取消')!;
    await act(async () => cancel.click());
    await expect(second!).resolves.toBe(false);
  });

  it('the success type counts down 3 seconds on its button and closes itself', async () => {
    vi.useFakeTimers();
    act(() => root.render(<ConfirmHost />));
    let answer: Promise<boolean>;
    await act(async () => {
      answer = confirm({ type: 'success', content: '已完成' });
    });
    expect(okButton()!.textContent).toContain('3');
    await act(async () => vi.advanceTimersByTime(1100));
    expect(okButton()!.textContent).toContain('2');
    await act(async () => vi.advanceTimersByTime(2000));
    await expect(answer!).resolves.toBe(true);
  });

  it('only the first mounted host shows the dialog', async () => {
    const el2 = document.createElement('div');
    document.body.appendChild(el2);
    const root2 = createRoot(el2);
    act(() => {
      root.render(<ConfirmHost />);
      root2.render(<ConfirmHost />);
    });
    await act(async () => {
      void confirm({ type: 'issue', content: '唯一' });
    });
    expect(document.querySelectorAll('[data-testid="confirm-ok"]')).toHaveLength(1);
    await act(async () => okButton()!.click());
    act(() => root2.unmount());
    el2.remove();
  });
});
