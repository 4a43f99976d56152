import type { EditableCourse } from './api/instructorCoursesApi';

export type LectureKind = EditableCourse['sections'][number]['lectures'][number]['kind'];

/** A file of the instructor's library attached to a lecture for learners to download. */
export type LectureResource = { _id: string; name: string; mimeType: string; sizeBytes: number };

/** The most files one lecture takes (the server refuses more). */
export const MAX_LECTURE_RESOURCES = 20;

/**
 * One lecture as the editor holds it; `key` identifies it on screen, `_id` once it is saved. Its kind is
 * chosen when it is added and never changes (the server keeps a saved lecture's kind).
 */
export type LectureDraft = {
  key: string;
  _id?: string;
  kind: LectureKind;
  /** Questions of a saved quiz, as loaded with the course. */
  quizQuestions: number;
  title: string;
  description: string;
  isFreePreview: boolean;
  mediaAssetId: string | null;
  mediaName: string | null;
  durationSeconds: number;
  thumbnailUrl: string | null;
  thumbnail: File | null;
  /** Files learners download under the lecture, in display order (any kind of lecture has them). */
  resources: LectureResource[];
};

export type SectionDraft = { key: string; _id?: string; title: string; lectures: LectureDraft[] };

export type CourseDraft = {
  title: string;
  shortDescription: string;
  description: string;
  outcomes: string[];
  requirements: string[];
  level: EditableCourse['level'];
  price: string;
  originalPrice: string;
  categoryId: string;
  courseThumbnailUrl: string | null;
  seoThumbnailUrl: string | null;
  courseThumbnail: File | null;
  seoThumbnail: File | null;
  sections: SectionDraft[];
};

export const DRAFT_MESSAGES = {
  titleRequired: 'Vui lòng nhập tên khóa học.',
  shortDescriptionRequired: 'Vui lòng nhập mô tả ngắn.',
  categoryRequired: 'Vui lòng chọn danh mục cho khóa học.',
  invalidPrice: 'Giá bán phải là số nguyên VND từ 0 trở lên.',
  invalidOriginalPrice: 'Giá gốc phải là số nguyên VND và không thấp hơn giá bán.',
  sectionTitleRequired: 'Mỗi chương cần có tên.',
  lectureTitleRequired: 'Mỗi bài giảng cần có tên.',
} as const;

let counter = 0;
export const newKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

export function emptyLecture(kind: LectureKind = 'video'): LectureDraft {
  return {
    key: newKey('l'),
    kind,
    quizQuestions: 0,
    title: '',
    description: '',
    isFreePreview: false,
    mediaAssetId: null,
    mediaName: null,
    durationSeconds: 0,
    thumbnailUrl: null,
    thumbnail: null,
    resources: [],
  };
}

export function emptySection(): SectionDraft {
  return { key: newKey('s'), title: '', lectures: [emptyLecture()] };
}

export function emptyDraft(): CourseDraft {
  return {
    title: '',
    shortDescription: '',
    description: '',
    outcomes: [''],
    requirements: [''],
    level: 'beginner',
    price: '',
    originalPrice: '',
    categoryId: '',
    courseThumbnailUrl: null,
    seoThumbnailUrl: null,
    courseThumbnail: null,
    seoThumbnail: null,
    sections: [emptySection()],
  };
}

/** The editor's state for a course loaded from the server. */
export function draftFromCourse(course: EditableCourse): CourseDraft {
  return {
    title: course.title,
    shortDescription: course.shortDescription,
    description: course.description,
    outcomes: course.outcomes.length ? course.outcomes : [''],
    requirements: course.requirements.length ? course.requirements : [''],
    level: course.level,
    price: String(course.price),
    originalPrice: course.originalPrice === null ? '' : String(course.originalPrice),
    categoryId: course.categoryId,
    courseThumbnailUrl: course.courseThumbnail,
    seoThumbnailUrl: course.seoThumbnail,
    courseThumbnail: null,
    seoThumbnail: null,
    sections: course.sections.map((section) => ({
      key: section._id,
      _id: section._id,
      title: section.title,
      lectures: section.lectures.map((lecture) => ({
        key: lecture._id,
        _id: lecture._id,
        kind: lecture.kind,
        quizQuestions: lecture.quizQuestions,
        title: lecture.title,
        description: lecture.description ?? '',
        isFreePreview: lecture.isFreePreview,
        mediaAssetId: lecture.mediaAssetId,
        mediaName: lecture.mediaAssetId ? 'Video đã chọn' : null,
        durationSeconds: lecture.durationSeconds,
        thumbnailUrl: lecture.thumbnailUrl,
        thumbnail: null,
        resources: lecture.resources.map(({ _id, name, mimeType, sizeBytes }) => ({ _id, name, mimeType, sizeBytes })),
      })),
    })),
  };
}

const isWholeVnd = (text: string) => /^\d{1,13}$/.test(text.trim());

/** The first problem that would make the server refuse the course, in the editor's words; null when fine. */
export function validateDraft(draft: CourseDraft): string | null {
  if (!draft.title.trim()) return DRAFT_MESSAGES.titleRequired;
  if (!draft.shortDescription.trim()) return DRAFT_MESSAGES.shortDescriptionRequired;
  if (!draft.categoryId) return DRAFT_MESSAGES.categoryRequired;
  if (!isWholeVnd(draft.price)) return DRAFT_MESSAGES.invalidPrice;
  if (draft.originalPrice.trim() && (!isWholeVnd(draft.originalPrice) || Number(draft.originalPrice) < Number(draft.price))) return DRAFT_MESSAGES.invalidOriginalPrice;
  if (draft.sections.some((section) => !section.title.trim())) return DRAFT_MESSAGES.sectionTitleRequired;
  if (draft.sections.some((section) => section.lectures.some((lecture) => !lecture.title.trim()))) return DRAFT_MESSAGES.lectureTitleRequired;
  return null;
}

/** The multipart form of the course API: `data` JSON plus the images chosen in this edit. */
export function draftToFormData(draft: CourseDraft, extra: Record<string, unknown> = {}): FormData {
  const form = new FormData();
  const data = {
    title: draft.title.trim(),
    shortDescription: draft.shortDescription.trim(),
    description: draft.description.trim(),
    outcomes: draft.outcomes.map((item) => item.trim()).filter(Boolean),
    requirements: draft.requirements.map((item) => item.trim()).filter(Boolean),
    level: draft.level,
    price: Number(draft.price),
    originalPrice: draft.originalPrice.trim() ? Number(draft.originalPrice) : null,
    categoryId: draft.categoryId,
    ...extra,
    sections: draft.sections.map((section) => ({
      ...(section._id ? { _id: section._id } : {}),
      title: section.title.trim(),
      lectures: section.lectures.map((lecture) => ({
        ...(lecture._id ? { _id: lecture._id } : {}),
        kind: lecture.kind,
        title: lecture.title.trim(),
        description: lecture.description.trim() || null,
        isFreePreview: lecture.isFreePreview,
        mediaAssetId: lecture.mediaAssetId,
        durationSeconds: lecture.durationSeconds,
        // Always the whole list, in order: the server replaces the lecture's files with it ([] clears them).
        resourceIds: lecture.resources.map((resource) => resource._id),
        ...(lecture.thumbnail ? { thumbnailKey: lecture.key } : {}),
      })),
    })),
  };
  form.append('data', JSON.stringify(data));
  if (draft.courseThumbnail) form.append('courseThumbnail', draft.courseThumbnail);
  if (draft.seoThumbnail) form.append('seoThumbnail', draft.seoThumbnail);
  for (const lecture of draft.sections.flatMap((section) => section.lectures)) {
    if (lecture.thumbnail) form.append(`lectureThumbnails[${lecture.key}]`, lecture.thumbnail);
  }
  return form;
}
