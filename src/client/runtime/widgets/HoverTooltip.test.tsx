// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { HoverTooltip } from './HoverTooltip';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('HoverTooltip', () => {
  it('mounts no tooltip until the pointer reaches its element, then shows its title', async () => {
    const el = document.createElement('div');
    document.body.appendChild(el);
    const root = createRoot(el);
    let entered = 0;
    act(() =>
      root.render(
        <HoverTooltip title="商标图样">
          <span data-testid="target" onMouseEnter={() => (entered += 1)}>
            图
          </span>
        </HoverTooltip>,
      ),
    );
    expect(document.querySelector('.ant-tooltip')).toBeNull();
    const target = el.querySelector('[data-testid="target"]')!;
    await act(async () => {
      target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 50));
    });
    // The child's own handler still runs.
    expect(entered).toBe(1);
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
