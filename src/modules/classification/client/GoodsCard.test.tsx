// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import GoodsCard from './GoodsCard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let host: HTMLDivElement;
afterEach(() => host?.remove());

function render(goods: unknown) {
  host = document.createElement('div');
  document.body.appendChild(host);
  act(() => createRoot(host).render(<GoodsCard goods={goods} />));
  return host;
}

describe('GoodsCard', () => {
  it('renders the padded class, the first 3 items separated by semicolons and a counter for the rest', () => {
    const el = render([{ code: 9, name: '计算机;手机;耳机;鼠标|2;键盘' }, { code: 25, name: '服装' }]);
    const line = el.querySelector('[data-testid="goods-card-09"]')!;
    expect(line.querySelector('.goods-card-class')!.textContent).toBe('09');
    expect(line.textContent).toContain('计算机；手机；耳机');
    expect(line.textContent).not.toContain('键盘');
    expect(el.querySelector('[data-testid="goods-card-more"]')!.textContent).toBe('等 5 项');
    expect(el.querySelector('[data-testid="goods-card-25"]')!.textContent).toBe('25服装');
  });

  it('strikes items with suffix value 2', () => {
    const el = render('25:服装;鞋|2');
    const struck = [...el.querySelectorAll('.goods-card-struck')].map((s) => s.textContent);
    expect(struck).toEqual(['鞋']);
  });

  it('shows a dash when there is nothing', () => {
    expect(render([]).textContent).toBe('-');
  });
});
