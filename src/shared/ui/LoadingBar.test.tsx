import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './LoadingBar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const bar = () => document.querySelector<HTMLElement>('[role="progressbar"]');

describe('the loading bar', () => {
  it('never shows for a load shorter than the throttle (200 ms)', () => {
    const view = render(<LoadingBar active />);
    act(() => vi.advanceTimersByTime(150));
    view.rerender(<LoadingBar active={false} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(bar()).toBeNull();
  });

  it('runs 3 px high over 2000 ms, then hides after 500 ms and resets after 400 ms more', () => {
    const view = render(<LoadingBar active />);
    act(() => vi.advanceTimersByTime(200));
    expect(bar()).toHaveAttribute('data-phase', 'running');
    expect(bar()!.style.height).toBe('3px');
    expect(bar()!.style.transitionDuration).toContain('2000ms');
    view.rerender(<LoadingBar active={false} />);
    expect(bar()).toHaveAttribute('data-phase', 'finishing');
    act(() => vi.advanceTimersByTime(500));
    expect(bar()).toHaveAttribute('data-phase', 'hidden');
    act(() => vi.advanceTimersByTime(400));
    expect(bar()).toBeNull();
  });
});
