// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const granted = new Set<string>();
const delTrademarkTag = vi.fn(async () => ({ matched: 1, updated: 1 }));
vi.mock('../../../../client/session/permission', () => ({ usePermission: () => (key?: string) => !key || granted.has(key) }));
vi.mock('../../../../client/request/api', () => ({ api: { brandLabel: { delTrademarkTag, batchAddiLabels: vi.fn() } } }));
vi.mock('./useTagOptions', () => ({
  useTagOptions: () => ({ options: [] }),
  useTagLookup: () => ({ ready: true, get: () => undefined, tagsOf: () => [] }),
}));
const { TagChips } = await import('./TagChips');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let host: HTMLDivElement;
beforeEach(() => {
  granted.clear();
  delTrademarkTag.mockClear();
});
afterEach(() => host?.remove());

const tags = [{ nodeId: 'n1', label: '男装', color: '#1677ff' }, { nodeId: 'n2', label: '欧盟', color: '#13a8a8' }];

function render(onChanged = () => {}) {
  host = document.createElement('div');
  document.body.appendChild(host);
  act(() => createRoot(host).render(<TagChips tags={tags} recordId={7} onChanged={onChanged} />));
  return host;
}

describe('TagChips', () => {
  it('shows the chips read-only without delTags and addTags', () => {
    const el = render();
    expect([...el.querySelectorAll('.ipms-tag-chip')].map((c) => c.textContent)).toEqual(['男装', '欧盟']);
    expect(el.querySelector('.ant-tag-close-icon')).toBeNull();
    expect(el.querySelector('[data-testid="tag-add-7"]')).toBeNull();
  });

  it('removes one tag with its x (delTags) and reports the change', async () => {
    granted.add('delTags').add('addTags');
    const onChanged = vi.fn();
    const el = render(onChanged);
    expect(el.querySelector('[data-testid="tag-add-7"]')).not.toBeNull();
    const close = el.querySelectorAll('.ant-tag-close-icon')[1] as HTMLElement;
    await act(async () => close.click());
    expect(delTrademarkTag).toHaveBeenCalledWith({ id: 7, nodeId: 'n2' }, { noLoading: true });
    expect(onChanged).toHaveBeenCalled();
  });
});
