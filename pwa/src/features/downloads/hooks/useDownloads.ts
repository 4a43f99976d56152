import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { DownloadRecord } from '../../../lib/db';
import { downloadOf, downloadsOf } from '../downloadRunner';

const NONE: DownloadRecord[] = [];

/** Downloads read by readDownloadAhead, by `userId/lectureId`, until a player takes them (once). */
const readAhead = new Map<string, DownloadRecord | null>();
const keyOf = (userId: string, lectureId: string) => `${userId}/${lectureId}`;

/**
 * Reads a lecture's download before its player mounts (the learn page does, beside the course), so the
 * player's first render already knows it plays from the device instead of waiting a read and a render
 * more. Returns the clean-up: what no player took is forgotten.
 */
export function readDownloadAhead(userId: string, lectureId: string): () => void {
  const key = keyOf(userId, lectureId);
  let active = true;
  downloadOf(userId, lectureId).then(
    (download) => {
      if (active) readAhead.set(key, download ?? null);
    },
    () => undefined,
  );
  return () => {
    active = false;
    readAhead.delete(key);
  };
}

/** The user's downloads, newest first, kept live as the runner writes its progress. */
export function useDownloads(userId: string) {
  const downloads = useLiveQuery(() => downloadsOf(userId), [userId]);
  return { downloads: downloads ?? NONE, loaded: downloads !== undefined };
}

/** One lecture's download (undefined while reading, null when there is none), for its button in the player. */
export function useDownload(userId: string, lectureId: string): DownloadRecord | null | undefined {
  const key = keyOf(userId, lectureId);
  // Taken once, so a later mount never starts from a record that may have changed since.
  const [ahead] = useState(() => {
    const download = readAhead.get(key);
    readAhead.delete(key);
    return { key, download };
  });
  return useLiveQuery(async () => (await downloadOf(userId, lectureId)) ?? null, [userId, lectureId], ahead.key === key ? ahead.download : undefined);
}
