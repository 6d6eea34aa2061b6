// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const uploads = vi.hoisted(() => ({ uploadFile: vi.fn() }));
const notices = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('../../request/upload', () => uploads);
vi.mock('../../request/notify', () => ({ notify: notices }));

import { ImageUpload } from './ImageUpload';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let el: HTMLElement;
beforeEach(() => {
  el = document.createElement('div');
  document.body.appendChild(el);
  root = createRoot(el);
  uploads.uploadFile.mockReset();
  notices.error.mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:local-preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  act(() => root.unmount());
  el.remove();
});

async function choose(file: File) {
  const input = el.querySelector('input[type=file]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe('ImageUpload (form kind image)', () => {
  it('shows the current image, offers the shared image types, and clears to null', () => {
    const onChange = vi.fn();
    act(() => root.render(<ImageUpload value="/files/images/x?tenant=1&expires=2&sig=s" onChange={onChange} />));
    expect(el.querySelector('img')?.getAttribute('src')).toBe('/files/images/x?tenant=1&expires=2&sig=s');
    expect(el.querySelector('input[type=file]')?.getAttribute('accept')).toBe('.jpg,.jpeg,.png');
    act(() => (el.querySelector('[data-testid=image-upload-remove]') as HTMLElement).click());
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('refuses a file the image limits exclude before sending it', async () => {
    const onChange = vi.fn();
    act(() => root.render(<ImageUpload value={null} onChange={onChange} />));
    await choose(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(notices.error).toHaveBeenCalledWith('上传文件只能是 jpg、jpeg、png 格式!');
    expect(uploads.uploadFile).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads through the general upload as an image and keeps its path, shown from the local file', async () => {
    uploads.uploadFile.mockResolvedValue({ uid: 'u1', name: 'logo.png', size: 3, mime: 'image/png', path: '/files/uploads/u1', url: '/files/uploads/u1' });
    let value: string | null = null;
    const render = () => act(() => root.render(<ImageUpload value={value} onChange={(v) => ((value = v), render())} />));
    render();
    await choose(new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(uploads.uploadFile).toHaveBeenCalledWith(expect.any(File), expect.any(Function), 'image');
    expect(value).toBe('/files/uploads/u1');
    expect(el.querySelector('img')?.getAttribute('src')).toBe('blob:local-preview');
  });
});
