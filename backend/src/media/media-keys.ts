import { z } from 'zod';
import { defineJob } from '../jobs';

export const TRANSCODE_JOB = defineJob('media.transcode', z.object({ mediaId: z.string() }), { lane: 'slow' });
export const UPLOAD_FIELD = 'asset';

/** Where a media asset's files live; every key is built here from server-generated ids. */
export const mediaKeys = {
  uploadFolder: (uploadId: string) => `media/${uploadId}/`,
  original: (uploadId: string) => `media/${uploadId}/original`,
  hlsFolder: (mediaId: string) => `hls/${mediaId}/`,
  playlist: (mediaId: string) => `hls/${mediaId}/master.m3u8`,
  poster: (mediaId: string) => `posters/${mediaId}.jpg`,
  image: (uploadId: string) => `media-images/${uploadId}.webp`,
};
