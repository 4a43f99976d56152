import type { DownloadQuality } from './api/downloadApi';

/** A video lecture's renditions with their sizes (GET /api/learn/courses/{id}/downloads/sizes). */
export type LectureSizes = { lectureId: string; qualities: DownloadQuality[]; resourceBytes?: number };

/** One choice offered before a download: which rendition of each lecture, and what they weigh together. */
export type DownloadOption = {
  /** 'recommended' (each lecture's own recommended rendition) or a height in pixels. */
  id: string;
  label: string;
  /** Marked 'Đề xuất': the default choice. */
  recommended: boolean;
  picks: { lectureId: string; variant: string; sizeBytes: number }[];
  totalBytes: number;
};

const option = (id: string, label: string, recommended: boolean, picks: DownloadOption['picks']): DownloadOption => ({
  id,
  label,
  recommended,
  picks,
  totalBytes: picks.reduce((sum, pick) => sum + pick.sizeBytes, 0),
});

/** The rendition of a lecture for a wanted height: the tallest not above it, else its smallest. */
function renditionFor(qualities: DownloadQuality[], height: number): DownloadQuality {
  const byHeight = [...qualities].sort((a, b) => a.height - b.height);
  return byHeight.filter((quality) => quality.height <= height).at(-1) ?? byHeight[0];
}

/**
 * The qualities offered for downloading these lectures (their resources counted in every one), lowest first: one per height any of them has
 * (a lecture without that height takes the nearest below it). The recommended one (around 30–60 MB for
 * ten minutes, the server's pick) is marked; when the lectures' picks differ in height, a first option
 * keeps each lecture's own pick.
 */
export function downloadOptions(lectures: LectureSizes[]): DownloadOption[] {
  const sized = lectures.filter((lecture) => lecture.qualities.length > 0);
  if (!sized.length) return [];
  const recommendedOf = (lecture: LectureSizes) => lecture.qualities.find((quality) => quality.recommended) ?? lecture.qualities[0];
  const recommendedHeights = new Set(sized.map((lecture) => recommendedOf(lecture).height));
  const sameHeight = recommendedHeights.size === 1 ? [...recommendedHeights][0] : null;
  const heights = [...new Set(sized.flatMap((lecture) => lecture.qualities.map((quality) => quality.height)))].sort((a, b) => a - b);
  const byHeight = heights.map((height) =>
    option(
      String(height),
      `${height}p`,
      height === sameHeight,
      sized.map((lecture) => {
        const quality = renditionFor(lecture.qualities, height);
        return { lectureId: lecture.lectureId, variant: quality.variant, sizeBytes: quality.sizeBytes + (lecture.resourceBytes ?? 0) };
      }),
    ),
  );
  if (sameHeight !== null) return byHeight;
  const mixed = option(
    'recommended',
    'Tự chọn cho từng bài',
    true,
    sized.map((lecture) => ({ lectureId: lecture.lectureId, variant: recommendedOf(lecture).variant, sizeBytes: recommendedOf(lecture).sizeBytes + (lecture.resourceBytes ?? 0) })),
  );
  return [mixed, ...byHeight];
}
