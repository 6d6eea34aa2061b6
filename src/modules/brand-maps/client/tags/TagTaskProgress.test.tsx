// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TagWriteTask } from '../../../../generated/types';

const states: TagWriteTask[] = [];
const labelTask = vi.fn(async () => {
  const next = states.shift();
  if (!next) throw new Error('no state');
  return next;
});
vi.mock('../../../../client/request/api', () => ({ api: { brandLabel: { labelTask } } }));
const { TagTaskProgress, TAG_TASK_POLL_MS } = await import('./TagTaskProgress');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let host: HTMLDivElement;
afterEach(() => {
  host?.remove();
  vi.useRealTimers();
  labelTask.mockClear();
});

const state = (s: Partial<TagWriteTask>): TagWriteTask => ({ id: 5, operateStatus: 0, progress: 0, total: 4000, updated: 0, errorMessage: null, ...s });

async function render(onDone: (t: TagWriteTask) => void) {
  host = document.createElement('div');
  document.body.appendChild(host);
  await act(async () => createRoot(host).render(<TagTaskProgress taskId={5} total={4000} onDone={onDone} />));
  return host;
}

describe('TagTaskProgress', () => {
  it('polls the task until it ends and hands over the last state', async () => {
    vi.useFakeTimers();
    states.push(state({}), state({ progress: 2000, updated: 1990 }), state({ operateStatus: 1, progress: 4000, updated: 3990 }));
    const onDone = vi.fn();
    const el = await render(onDone);
    expect(el.textContent).toContain('已处理 0 / 4000 条商标');
    await act(async () => void (await vi.advanceTimersByTimeAsync(TAG_TASK_POLL_MS)));
    expect(el.textContent).toContain('已处理 2000 / 4000 条商标');
    expect(el.querySelector('.ant-progress-text')?.textContent).toBe('50%');
    expect(onDone).not.toHaveBeenCalled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(TAG_TASK_POLL_MS)));
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ operateStatus: 1, updated: 3990 }));
    // Ended: no more polls.
    await act(async () => void (await vi.advanceTimersByTimeAsync(TAG_TASK_POLL_MS * 3)));
    expect(labelTask).toHaveBeenCalledTimes(3);
  });

  it('shows why a task failed', async () => {
    states.push(state({ operateStatus: 2, progress: 2000, errorMessage: '数据库连接中断' }));
    const onDone = vi.fn();
    const el = await render(onDone);
    expect(el.textContent).toContain('标签写入失败：数据库连接中断');
    expect(el.textContent).toContain('标签写入已停止：已处理 2000 / 4000 条商标');
    expect(el.textContent).not.toContain('正在后台写入');
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ operateStatus: 2 }));
  });
});
