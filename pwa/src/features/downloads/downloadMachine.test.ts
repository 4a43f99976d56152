import { describe, expect, it } from 'vitest';
import type { DownloadState } from '../../lib/db';
import { nextState, type DownloadEvent, type DownloadStatus } from './downloadMachine';

const STATES: DownloadState[] = ['waiting', 'downloading', 'paused', 'done', 'failed'];

const EVENTS: Record<string, DownloadEvent> = {
  start: { type: 'start' },
  pieceStored: { type: 'pieceStored', bytes: 10 },
  pieceFailedRetryable: { type: 'pieceFailed', reason: 'Mất kết nối', retryable: true },
  pieceFailedFinal: { type: 'pieceFailed', reason: 'Không còn quyền tải', retryable: false },
  pause: { type: 'pause' },
  resume: { type: 'resume' },
  fail: { type: 'fail', reason: 'Hết quyền tải', code: 'DOWNLOAD_FORBIDDEN' },
  complete: { type: 'complete' },
  delete: { type: 'delete' },
};

// The state after each event, per state; '=' means the event is ignored (the same object comes back).
const TABLE: Record<DownloadState, Record<keyof typeof EVENTS, DownloadState | '=' | null>> = {
  waiting: {
    start: 'downloading',
    pieceStored: 'waiting',
    pieceFailedRetryable: '=',
    pieceFailedFinal: '=',
    pause: 'paused',
    resume: '=',
    fail: 'failed',
    complete: '=',
    delete: null,
  },
  downloading: {
    start: '=',
    pieceStored: 'downloading',
    pieceFailedRetryable: '=',
    pieceFailedFinal: 'failed',
    pause: 'paused',
    resume: '=',
    fail: 'failed',
    complete: 'done',
    delete: null,
  },
  paused: { start: '=', pieceStored: 'paused', pieceFailedRetryable: '=', pieceFailedFinal: '=', pause: '=', resume: 'waiting', fail: 'failed', complete: '=', delete: null },
  done: { start: '=', pieceStored: '=', pieceFailedRetryable: '=', pieceFailedFinal: '=', pause: '=', resume: '=', fail: '=', complete: '=', delete: null },
  failed: { start: '=', pieceStored: 'failed', pieceFailedRetryable: '=', pieceFailedFinal: '=', pause: '=', resume: 'waiting', fail: '=', complete: '=', delete: null },
};

const status = (state: DownloadState): DownloadStatus => ({ state, storedBytes: 20, totalBytes: 100, failureReason: state === 'failed' ? 'Lỗi cũ' : null, failureCode: null });

describe('nextState', () => {
  for (const state of STATES) {
    for (const [name, event] of Object.entries(EVENTS)) {
      const expected = TABLE[state][name];
      it(`${state} + ${name} → ${expected === '=' ? 'ignored' : String(expected)}`, () => {
        const current = status(state);
        const next = nextState(current, event);
        if (expected === '=') expect(next).toBe(current);
        else if (expected === null) expect(next).toBeNull();
        else expect(next?.state).toBe(expected);
      });
    }
  }

  it('a piece stored after a pause counts its bytes but leaves the download paused', () => {
    expect(nextState(status('paused'), EVENTS.pieceStored)).toEqual({ state: 'paused', storedBytes: 30, totalBytes: 100, failureReason: null, failureCode: null });
  });

  it('counts stored bytes up to the total, never past it', () => {
    expect(nextState(status('downloading'), { type: 'pieceStored', bytes: 500 })?.storedBytes).toBe(100);
  });

  it('a failure keeps its reason; resuming clears it; completing stores every byte', () => {
    expect(nextState(status('downloading'), EVENTS.pieceFailedFinal)?.failureReason).toBe('Không còn quyền tải');
    expect(nextState(status('paused'), EVENTS.fail)).toMatchObject({ failureReason: 'Hết quyền tải', failureCode: 'DOWNLOAD_FORBIDDEN' });
    expect(nextState(status('failed'), EVENTS.resume)).toEqual({ state: 'waiting', storedBytes: 20, totalBytes: 100, failureReason: null, failureCode: null });
    expect(nextState(status('downloading'), EVENTS.complete)).toEqual({ state: 'done', storedBytes: 100, totalBytes: 100, failureReason: null, failureCode: null });
  });

  it('a failure arriving after the download failed keeps the first reason', () => {
    expect(nextState(status('failed'), EVENTS.fail)?.failureReason).toBe('Lỗi cũ');
  });
});
