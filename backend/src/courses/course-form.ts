import { MultipartFormOptions } from '../common/http/multipart';
import { MAX_LECTURES } from './courses.dto';

/** The multipart course form: `data` (JSON), courseThumbnail, seoThumbnail, lectureThumbnails[<thumbnailKey>]. */
export const COURSE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Lecture thumbnails sent in one save; more can follow in later saves. */
export const MAX_LECTURE_THUMBNAILS_PER_SAVE = 60;

export const LECTURE_THUMBNAIL_FIELD = /^lectureThumbnails\[([^\]]{1,100})\]$/;

export const COURSE_FORM: MultipartFormOptions = {
  maxFileBytes: COURSE_IMAGE_MAX_BYTES,
  maxFiles: 2 + Math.min(MAX_LECTURE_THUMBNAILS_PER_SAVE, MAX_LECTURES),
  acceptFile: (field) => field === 'courseThumbnail' || field === 'seoThumbnail' || LECTURE_THUMBNAIL_FIELD.test(field),
};

/** Output sizes (WebP, cropped to cover): 16:9 card and player images, 1.91:1 for social previews. */
export const IMAGE_SIZES = {
  courseThumbnail: [1280, 720],
  seoThumbnail: [1200, 630],
  lectureThumbnail: [640, 360],
} as const;

/** OpenAPI description of the form, shared by the create and edit routes. */
export function courseFormSchema(withInstructor: boolean) {
  return {
    schema: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'string',
          description:
            'JSON: {title, shortDescription, description, outcomes[], requirements[], level, price, originalPrice?, categoryId, ' +
            (withInstructor ? 'instructorId, ' : '') +
            'sections:[{_id?, title, lectures:[{_id?, title, description?, isFreePreview, mediaAssetId?, durationSeconds?, thumbnailKey?}]}]}. ' +
            'Khi sửa, giáo trình được thay toàn bộ; chương/bài giảng có _id được giữ nguyên mã.',
        },
        courseThumbnail: { type: 'string', format: 'binary', description: 'Ảnh bìa (JPG, PNG, WebP, GIF, AVIF; tối đa 5 MB), lưu 1280x720 WebP' },
        seoThumbnail: { type: 'string', format: 'binary', description: 'Ảnh chia sẻ mạng xã hội, lưu 1200x630 WebP' },
        'lectureThumbnails[thumbnailKey]': { type: 'string', format: 'binary', description: 'Ảnh bài giảng, tên trường chứa thumbnailKey của bài giảng; lưu 640x360 WebP' },
      },
    },
  };
}
