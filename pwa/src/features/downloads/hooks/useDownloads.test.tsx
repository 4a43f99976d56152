import { downloadRecord } from '../testData';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, type DownloadRecord } from '../../../lib/db';
import { useDownload, useDownloads } from './useDownloads';

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
