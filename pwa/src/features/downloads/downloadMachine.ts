import type { DownloadState } from '../../lib/db';

/** The part of a download record the state machine decides. */
export type DownloadStatus = {
  state: DownloadState;
  storedBytes: number;
  totalBytes: number;
  /** Vietnamese text; null unless the state is 'failed'. */
  failureReason: string | null;
  /** The error code behind the failure, when there is one. */
  failureCode: string | null;
};

export type DownloadEvent =
  /** The runner picks a waiting download up. */
  | { type: 'start' }
  /** A piece's bytes are in the cache. */
  | { type: 'pieceStored'; bytes: number }
  /** A piece could not be fetched: retryable means the runner tries it again, otherwise the download fails. */
  | { type: 'pieceFailed'; reason: string; retryable: boolean; code?: string }
  | { type: 'pause' }
  /** Paused or failed: back in line (the runner starts it). */
  | { type: 'resume' }
  | { type: 'fail'; reason: string; code?: string }
  /** Every piece is stored. */
  | { type: 'complete' }
  | { type: 'delete' };

/**
 * The download's status after `event`, or null when the download is deleted. An event the state does not
 * take returns `current` itself, unchanged: late news from a fetch still in flight (a piece stored after a
 * pause, a failure after a delete was asked) cannot undo what the learner chose.
 */
export function nextState(current: DownloadStatus, event: DownloadEvent): DownloadStatus | null {
  const { state } = current;
  switch (event.type) {
    case 'start':
      return state === 'waiting' ? { ...current, state: 'downloading' } : current;
    case 'pieceStored':
      // The bytes count in any unfinished state (the piece is on the device), but the state stays.
      if (state === 'done') return current;
      return { ...current, storedBytes: Math.min(current.totalBytes, current.storedBytes + event.bytes) };
    case 'pieceFailed':
      if (state !== 'downloading') return current;
      return event.retryable ? current : { ...current, state: 'failed', failureReason: event.reason, failureCode: event.code ?? null };
    case 'pause':
      return state === 'waiting' || state === 'downloading' ? { ...current, state: 'paused' } : current;
    case 'resume':
      return state === 'paused' || state === 'failed' ? { ...current, state: 'waiting', failureReason: null, failureCode: null } : current;
    case 'fail':
      return state === 'waiting' || state === 'downloading' || state === 'paused'
        ? { ...current, state: 'failed', failureReason: event.reason, failureCode: event.code ?? null }
        : current;
    case 'complete':
      return state === 'downloading' ? { ...current, state: 'done', storedBytes: current.totalBytes, failureReason: null, failureCode: null } : current;
    case 'delete':
      return null;
  }
}
