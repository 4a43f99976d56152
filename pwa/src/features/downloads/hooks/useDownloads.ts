import { useLiveQuery } from 'dexie-react-hooks';
import type { DownloadRecord } from '../../../lib/db';
import { downloadOf, downloadsOf } from '../downloadRunner';

const NONE: DownloadRecord[] = [];

/** The user's downloads, newest first, kept live as the runner writes its progress. */
export function useDownloads(userId: string) {
  const downloads = useLiveQuery(() => downloadsOf(userId), [userId]);
  return { downloads: downloads ?? NONE, loaded: downloads !== undefined };
}

/** One lecture's download (undefined while reading, null when there is none), for its button in the player. */
export function useDownload(userId: string, lectureId: string): DownloadRecord | null | undefined {
  return useLiveQuery(async () => (await downloadOf(userId, lectureId)) ?? null, [userId, lectureId]);
}
