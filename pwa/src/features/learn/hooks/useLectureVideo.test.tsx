import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLectureVideo } from './useLectureVideo';

type Tracking = Parameters<typeof useLectureVideo>[1];

function Player(props: Tracking) {
  const ref = useRef<HTMLVideoElement>(null);
  useLectureVideo(ref, props);
  return <video ref={ref} data-testid="video" />;
}

/** Renders the player over a <video> whose clock the test moves by hand. */
function setup(overrides: Partial<Tracking> = {}) {
  const onPosition = vi.fn();
  const onComplete = vi.fn();
  const view = render(<Player startAt={0} completed={false} onPosition={onPosition} onComplete={onComplete} {...overrides} />);
  const video = view.getByTestId('video') as HTMLVideoElement;
  const state = { currentTime: 0, duration: 600, paused: true };
  Object.defineProperty(video, 'currentTime', { get: () => state.currentTime, set: (value: number) => (state.currentTime = value) });
  Object.defineProperty(video, 'duration', { get: () => state.duration });
  Object.defineProperty(video, 'paused', { get: () => state.paused });
  const at = (seconds: number) => {
    state.currentTime = seconds;
    video.dispatchEvent(new Event('timeupdate'));
  };
  return { view, video, state, at, onPosition, onComplete };
}

afterEach(() => vi.useRealTimers());

describe('useLectureVideo', () => {
  it('resumes at the saved position once the video knows its length', () => {
    const { video, state } = setup({ startAt: 120 });
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(state.currentTime).toBe(120);
  });

  it('starts over instead of resuming in the last seconds', () => {
    const { video, state } = setup({ startAt: 595 });
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(state.currentTime).toBe(0);
  });

  it('saves the position about every 10 s while playing, on pause and when leaving', () => {
    vi.useFakeTimers({ now: 0 });
    const { view, video, state, at, onPosition } = setup();
    state.paused = false;
    at(5);
    expect(onPosition).not.toHaveBeenCalled();
    vi.setSystemTime(10_000);
    at(10);
    expect(onPosition).toHaveBeenLastCalledWith(10);
    vi.setSystemTime(12_000);
    at(12);
    expect(onPosition).toHaveBeenCalledTimes(1);

    state.paused = true;
    video.dispatchEvent(new Event('pause'));
    expect(onPosition).toHaveBeenLastCalledWith(12);
    at(40);
    view.unmount();
    expect(onPosition).toHaveBeenLastCalledWith(40);
    expect(onPosition).toHaveBeenCalledTimes(3);
  });

  it('completes once at 90 % watched, and not again at the end', () => {
    const { video, at, onComplete } = setup();
    at(500);
    expect(onComplete).not.toHaveBeenCalled();
    at(540);
    expect(onComplete).toHaveBeenCalledWith(540);
    video.dispatchEvent(new Event('ended'));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('completes at the end of a lecture skipped through, unless it was already complete', () => {
    const first = setup();
    first.video.dispatchEvent(new Event('ended'));
    expect(first.onComplete).toHaveBeenCalledTimes(1);
    first.view.unmount();

    const done = setup({ completed: true });
    done.at(590);
    done.video.dispatchEvent(new Event('ended'));
    expect(done.onComplete).not.toHaveBeenCalled();
  });
});
