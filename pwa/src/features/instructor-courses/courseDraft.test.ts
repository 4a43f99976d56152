import { describe, expect, it } from 'vitest';
import { moveItem } from '../../lib/moveItem';
import type { EditableCourse } from './api/instructorCoursesApi';
import { DRAFT_MESSAGES, draftFromCourse, draftToFormData, emptyDraft, emptyLecture, validateDraft, type CourseDraft } from './courseDraft';

function validDraft(): CourseDraft {
  const draft = emptyDraft();
  draft.title = ' Facebook Ads ';
  draft.shortDescription = 'Ra đơn';
  draft.categoryId = 'k1';
  draft.price = '499000';
  draft.sections[0].title = 'Chương 1';
  draft.sections[0].lectures[0].title = 'Bài 1';
  return draft;
}

describe('validateDraft', () => {
  it('accepts a complete course and names the first missing or wrong field', () => {
    expect(validateDraft(validDraft())).toBeNull();
    expect(validateDraft({ ...validDraft(), title: ' ' })).toBe(DRAFT_MESSAGES.titleRequired);
    expect(validateDraft({ ...validDraft(), categoryId: '' })).toBe(DRAFT_MESSAGES.categoryRequired);
    expect(validateDraft({ ...validDraft(), price: '12.5' })).toBe(DRAFT_MESSAGES.invalidPrice);
    expect(validateDraft({ ...validDraft(), price: '-1' })).toBe(DRAFT_MESSAGES.invalidPrice);
    expect(validateDraft({ ...validDraft(), originalPrice: '100000' })).toBe(DRAFT_MESSAGES.invalidOriginalPrice);
    const noLectureTitle = validDraft();
    noLectureTitle.sections[0].lectures.push(emptyLecture());
    expect(validateDraft(noLectureTitle)).toBe(DRAFT_MESSAGES.lectureTitleRequired);
  });
});

describe('draftToFormData', () => {
  it('sends data as JSON with kept ids, prices as integers, and new lecture images under their key', async () => {
    const draft = validDraft();
    draft.originalPrice = '999000';
    draft.outcomes = ['Tự chạy quảng cáo', ' '];
    draft.sections[0]._id = 'sec-1';
    const lecture = draft.sections[0].lectures[0];
    lecture._id = 'lec-1';
    lecture.mediaAssetId = 'm1';
    lecture.durationSeconds = 42;
    lecture.thumbnail = new File(['png'], 'anh.png', { type: 'image/png' });
    draft.courseThumbnail = new File(['jpg'], 'bia.jpg', { type: 'image/jpeg' });

    const form = draftToFormData(draft, { instructorId: 'u9' });
    const data = JSON.parse(form.get('data') as string);
    expect(data).toMatchObject({ title: 'Facebook Ads', price: 499000, originalPrice: 999000, outcomes: ['Tự chạy quảng cáo'], requirements: [], instructorId: 'u9' });
    expect(data.sections).toEqual([
      {
        _id: 'sec-1',
        title: 'Chương 1',
        lectures: [
          {
            _id: 'lec-1',
            kind: 'video',
            title: 'Bài 1',
            description: null,
            isFreePreview: false,
            mediaAssetId: 'm1',
            durationSeconds: 42,
            resourceIds: [],
            thumbnailKey: lecture.key,
          },
        ],
      },
    ]);
    expect((form.get(`lectureThumbnails[${lecture.key}]`) as File).name).toBe('anh.png');
    expect((form.get('courseThumbnail') as File).name).toBe('bia.jpg');
    expect(form.get('seoThumbnail')).toBeNull();
  });

  it('sends the kind of each lecture: a new quiz lecture as quiz, with no video', () => {
    const draft = validDraft();
    draft.sections[0].lectures.push({ ...emptyLecture('quiz'), title: 'Kiểm tra chương 1' });
    const data = JSON.parse(draftToFormData(draft).get('data') as string);
    expect(data.sections[0].lectures.map((lecture: { kind: string; mediaAssetId: string | null }) => [lecture.kind, lecture.mediaAssetId])).toEqual([
      ['video', null],
      ['quiz', null],
    ]);
  });
});

describe('lecture resources', () => {
  const lecture = (id: string, kind: 'video' | 'quiz' | 'text', resources: EditableCourse['sections'][number]['lectures'][number]['resources']) => ({
    _id: id,
    kind,
    quizQuestions: 0,
    title: `Bài ${id}`,
    description: null,
    isFreePreview: false,
    mediaAssetId: null,
    mediaStatus: null,
    durationSeconds: 0,
    thumbnailUrl: null,
    resources,
  });
  const course = {
    _id: 'c1',
    title: 'Facebook Ads',
    shortDescription: 'Ra đơn',
    description: '',
    outcomes: [],
    requirements: [],
    level: 'beginner',
    price: 499000,
    originalPrice: null,
    categoryId: 'k1',
    courseThumbnail: null,
    seoThumbnail: null,
    sections: [
      {
        _id: 's1',
        title: 'Chương 1',
        lectures: [
          lecture('l1', 'video', [
            { _id: 'r2', name: 'bang-gia.xlsx', kind: 'document', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', sizeBytes: 2048 },
            { _id: 'r1', name: 'so-do.png', kind: 'image', mimeType: 'image/png', sizeBytes: 512 },
          ]),
          lecture('l2', 'quiz', []),
          lecture('l3', 'text', [{ _id: 'r3', name: 'giao-trinh.pdf', kind: 'document', mimeType: 'application/pdf', sizeBytes: 4096 }]),
        ],
      },
    ],
  } as unknown as EditableCourse;

  it('loads each lecture’s files in order and sends their ids back in that order, [] for a lecture without any', () => {
    const draft = draftFromCourse(course);
    expect(draft.sections[0].lectures[0].resources).toEqual([
      { _id: 'r2', name: 'bang-gia.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', sizeBytes: 2048 },
      { _id: 'r1', name: 'so-do.png', mimeType: 'image/png', sizeBytes: 512 },
    ]);
    const data = JSON.parse(draftToFormData(draft).get('data') as string);
    expect(data.sections[0].lectures.map((item: { _id: string; resourceIds: string[] }) => [item._id, item.resourceIds])).toEqual([
      ['l1', ['r2', 'r1']],
      ['l2', []],
      ['l3', ['r3']],
    ]);
  });

  it('starts a new lecture with no files and sends the list as edited', () => {
    const draft = validDraft();
    expect(draft.sections[0].lectures[0].resources).toEqual([]);
    const edited = draftFromCourse(course);
    edited.sections[0].lectures[0].resources = moveItem(edited.sections[0].lectures[0].resources, 0, 1);
    edited.sections[0].lectures[2].resources = [];
    const data = JSON.parse(draftToFormData(edited).get('data') as string);
    expect(data.sections[0].lectures.map((item: { resourceIds: string[] }) => item.resourceIds)).toEqual([['r1', 'r2'], [], []]);
  });
});

describe('moveItem', () => {
  it('swaps with the neighbour and stays in bounds', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
