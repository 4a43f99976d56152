import { downloadRecord } from '../testData';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, type DownloadRecord } from '../../../lib/db';
import { downloadOf } from '../downloadRunner';
import { readDownloadAhead, useDownload, useDownloads } from './useDownloads';

const record = (userId: string, lectureId: string, createdAt: number): DownloadRecord => downloadRecord({ userId, lectureId, totalBytes: 100, createdAt, updatedAt: createdAt });

beforeEach(async () => {
  await db.downloads.clear();
});

describe('useDownloads', () => {
  it("lists the user's downloads newest first, live, and never another user's", async () => {
    await db.downloads.bulkPut([record('u1', 'l1', 1), record('u1', 'l2', 2), record('u2', 'l3', 3)]);
    const { result } = renderHook(() => useDownloads('u1'));
    expect(result.current.loaded).toBe(false);
    await waitFor(() => expect(result.current.downloads.map((download) => download.lectureId)).toEqual(['l2', 'l1']));
    await db.downloads.update(['u1', 'l1'], { state: 'downloading', storedBytes: 50 });
    await waitFor(() => expect(result.current.downloads[1]).toMatchObject({ state: 'downloading', storedBytes: 50 }));
  });

  it("gives one lecture's download, or null when there is none", async () => {
    await db.downloads.put(record('u1', 'l1', 1));
    const { result, rerender } = renderHook(({ lectureId }) => useDownload('u1', lectureId), { initialProps: { lectureId: 'l1' } });
    await waitFor(() => expect(result.current?.lectureId).toBe('l1'));
    rerender({ lectureId: 'l2' });
    await waitFor(() => expect(result.current).toBeNull());
  });
});

describe('readDownloadAhead', () => {
  it("gives the player's first render the download read ahead, once; what is not taken is forgotten at clean-up", async () => {
    await db.downloads.put(record('u1', 'l1', 1));
    readDownloadAhead('u1', 'l1');
    await downloadOf('u1', 'l1');
    expect(renderHook(() => useDownload('u1', 'l1')).result.current?.lectureId).toBe('l1');
    // A later mount reads the live record: the one read ahead may have changed since.
    expect(renderHook(() => useDownload('u1', 'l1')).result.current).toBeUndefined();

    const forget = readDownloadAhead('u1', 'l1');
    await downloadOf('u1', 'l1');
    forget();
    expect(renderHook(() => useDownload('u1', 'l1')).result.current).toBeUndefined();
  });
});
