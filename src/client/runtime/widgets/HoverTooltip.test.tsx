// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { HoverTooltip } from './HoverTooltip';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('HoverTooltip', () => {
  it('mounts no tooltip until a mouse pointer reaches its element, then shows its title', async () => {
    const el = document.createElement('div');
    document.body.appendChild(el);
    const root = createRoot(el);
    let entered = 0;
    act(() =>
      root.render(
        <HoverTooltip title="商标图样">
          <span data-testid="target" onPointerEnter={() => (entered += 1)}>
            图
          </span>
        </HoverTooltip>,
      ),
    );
    expect(document.querySelector('.ant-tooltip')).toBeNull();
    const target = el.querySelector('[data-testid="target"]')!;
    // A tap (touch pointer) does not mount it: the tap's click must reach the element it was sent to.
    await act(async () => {
      target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(document.querySelector('.ant-tooltip')).toBeNull();
    expect(el.querySelector('[data-testid="target"]')).toBe(target);
    await act(async () => {
      target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
      await new Promise((r) => setTimeout(r, 50));
    });
    // The child's own handler still runs.
    expect(entered).toBe(2);
    expect(document.querySelector('.ant-tooltip')?.textContent).toBe('商标图样');
    act(() => root.unmount());
    el.remove();
  });

  it('renders the bare element when there is no title', () => {
    const el = document.createElement('div');
    const root = createRoot(el);
    act(() => root.render(<HoverTooltip title={undefined}><b>x</b></HoverTooltip>));
    expect(el.innerHTML).toBe('<b>x</b>');
    act(() => root.unmount());
  });
});
