import { describe, expect, it } from 'vitest';
import { mergeProgress } from './mergeProgress';

describe('mergeProgress', () => {
  it('starts from nothing', () => {
    expect(mergeProgress(undefined, { positionSeconds: 42 })).toEqual({ completed: false, positionSeconds: 42 });
    expect(mergeProgress(undefined, { completed: true })).toEqual({ completed: true, positionSeconds: 0 });
  });

  it('never takes completion back and keeps the furthest position', () => {
    const done = { completed: true, positionSeconds: 300 };
    expect(mergeProgress(done, { completed: false, positionSeconds: 12 })).toEqual(done);
    expect(mergeProgress(done, {})).toEqual(done);
    expect(mergeProgress({ completed: false, positionSeconds: 300 }, { positionSeconds: 450 })).toEqual({ completed: false, positionSeconds: 450 });
  });

  it('gives the same result whatever order two changes arrive in', () => {
    const a = { completed: true, positionSeconds: 100 };
    const b = { positionSeconds: 250 };
    expect(mergeProgress(mergeProgress(undefined, a), b)).toEqual(mergeProgress(mergeProgress(undefined, b), a));
  });
});
