import type { Prisma } from '../generated/prisma/client';

/** What a lecture lists of its resources, in order: never a storage key. */
export const LECTURE_RESOURCES_SELECT = {
  orderBy: { position: 'asc' },
  select: { mediaAsset: { select: { id: true, kind: true, originalName: true, mimeType: true, sizeBytes: true } } },
} satisfies Prisma.Lecture$resourcesArgs;

type ResourceRow = Prisma.LectureResourceGetPayload<{ select: (typeof LECTURE_RESOURCES_SELECT)['select'] }>;

export interface LectureResourceView {
  /** The media file's id: what the download link and the course form name it by. */
  _id: string;
  name: string;
  kind: 'document' | 'image';
  mimeType: string;
  sizeBytes: number;
}

export function toResourceViews(rows: ResourceRow[]): LectureResourceView[] {
  return rows.map(({ mediaAsset }) => ({
    _id: mediaAsset.id,
    name: mediaAsset.originalName,
    // Only documents and images are attached (CourseWriterService checks it).
    kind: mediaAsset.kind === 'image' ? 'image' : 'document',
    mimeType: mediaAsset.mimeType,
    sizeBytes: Number(mediaAsset.sizeBytes),
  }));
}
