import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../lib/db';
import { canStoreDownloads, downloadsCacheName, offlineMediaUrl } from './downloadCache';

/** A resource of the lecture (a PDF…) stored on this device with the lecture's download. */
export type DownloadedResource = { mediaId: string; name: string; mimeType: string; path: string };

/** The lecture's resources stored with its download, by their media id (none until each one is stored). */
export async function downloadedResourcesOf(userId: string, lectureId: string): Promise<Map<string, DownloadedResource>> {
  const pieces = await db.downloadPieces.where('[userId+lectureId]').equals([userId, lectureId]).toArray();
  const stored = new Map<string, DownloadedResource>();
  for (const piece of pieces) if (piece.resource && piece.state === 'stored') stored.set(piece.resource.mediaId, { ...piece.resource, path: piece.path });
  return stored;
}

/** The same, kept live as the runner stores them (undefined while reading). */
export function useDownloadedResources(userId: string, lectureId: string): Map<string, DownloadedResource> | undefined {
  return useLiveQuery(() => downloadedResourcesOf(userId, lectureId), [userId, lectureId]);
}

/**
 * The device's copy of a resource of a downloaded lecture, as a file with its own name and type, read
 * from Cache Storage with no network; null when it is not (or no longer) on this device.
 */
export async function readDownloadedResource(userId: string, lectureId: string, mediaId: string): Promise<File | null> {
  if (!canStoreDownloads()) return null;
  const download = await db.downloads.get([userId, lectureId]);
  const resource = (await downloadedResourcesOf(userId, lectureId)).get(mediaId);
  if (!download || !resource) return null;
  const cache = await caches.open(downloadsCacheName(userId));
  const stored = await cache.match(offlineMediaUrl(download.mediaId, resource.path));
  if (!stored) return null;
  return new File([await stored.arrayBuffer()], resource.name, { type: resource.mimeType });
}
