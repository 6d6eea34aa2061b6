// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { doneProgress, startProgress } from './progressBar';

const bar = () => document.querySelector<HTMLElement>('#route-progress .bar');
const position = () => Number(/translate3d\((-?[\d.]+)%/.exec(bar()?.style.transform ?? '')?.[1]);

describe('route progress bar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'requestAnimationFrame'] });
  });
  afterEach(() => vi.useRealTimers());

  it('starts at the minimum, trickles below the end, and is removed after running to the end and fading', () => {
    startProgress();
    expect(position()).toBe(-100);
    vi.advanceTimersByTime(40); // two animation frames
    expect(position()).toBeCloseTo(-70);
    vi.advanceTimersByTime(2000);
    expect(position()).toBeGreaterThan(-70);
    expect(position()).toBeLessThan(0);
    doneProgress();
    expect(position()).toBe(0);
    vi.advanceTimersByTime(499);
    expect(document.getElementById('route-progress')).not.toBeNull();
    vi.advanceTimersByTime(501);
    expect(document.getElementById('route-progress')).toBeNull();
  });

  it('stays until the last of several waiting parts is done, and a new start during the fade keeps it', () => {
    startProgress();
    startProgress();
    doneProgress();
    vi.advanceTimersByTime(2000);
    expect(document.getElementById('route-progress')).not.toBeNull();
    doneProgress();
    vi.advanceTimersByTime(600);
    startProgress();
    vi.advanceTimersByTime(2000);
    expect(document.getElementById('route-progress')).not.toBeNull();
    expect(bar()?.parentElement?.style.opacity).toBe('1');
    doneProgress();
    vi.advanceTimersByTime(1000);
    expect(document.getElementById('route-progress')).toBeNull();
  });
});
