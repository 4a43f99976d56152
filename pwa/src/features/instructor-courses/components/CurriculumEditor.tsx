import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { FilePicker } from '../../../components/ui/FilePicker';
import { Icon } from '../../../components/ui/Icon';
import { ReorderButtons } from '../../../components/ui/ReorderButtons';
import { formatLectureDuration } from '../../courses';
import { MediaPickerModal } from '../../media-library';
import { QuizLectureButton } from '../../quiz-editor';
import { TextLessonButton } from '../../text-editor';
import { fileTypeLabel } from '../../../lib/fileTypes';
import { formatFileSize } from '../../../lib/format';
import { moveItem } from '../../../lib/moveItem';
import { emptyLecture, emptySection, MAX_LECTURE_RESOURCES, type LectureDraft, type LectureResource, type SectionDraft } from '../courseDraft';

type Props = { sections: SectionDraft[]; onChange: (sections: SectionDraft[]) => void };

type LecturePlace = { section: number; lecture: number };

/**
 * Sections and their lectures: add, rename, reorder, remove; a video from the library per video lecture,
 * the questions of a quiz lecture in the quiz builder once the lecture is saved (it needs its id); files
 * from the library for learners to download under any lecture.
 */
export function CurriculumEditor({ sections, onChange }: Props) {
  const [picking, setPicking] = useState<LecturePlace | null>(null);
  const [attaching, setAttaching] = useState<LecturePlace | null>(null);

  const setSection = (index: number, update: Partial<SectionDraft>) => onChange(sections.map((section, i) => (i === index ? { ...section, ...update } : section)));
  const setLecture = (sectionIndex: number, lectureIndex: number, update: Partial<LectureDraft>) =>
    setSection(sectionIndex, { lectures: sections[sectionIndex].lectures.map((lecture, i) => (i === lectureIndex ? { ...lecture, ...update } : lecture)) });

  return (
    <div className="space-y-4" data-testid="curriculum-editor">
      {sections.map((section, sectionIndex) => (
        // min-w-0: a fieldset is as wide as its widest line by default, and a long file name would push it off a phone's screen.
        <fieldset key={section.key} className="min-w-0 rounded-2xl p-4 ring-1 ring-slate-200 dark:ring-slate-800" data-testid={`section-${sectionIndex}`}>
          <legend className="sr-only">Chương {sectionIndex + 1}</legend>
          <div className="flex flex-wrap items-center gap-2">
            <input
              className="field-input flex-1 font-semibold"
              value={section.title}
              placeholder={`Chương ${sectionIndex + 1}: tên chương`}
              aria-label={`Tên chương ${sectionIndex + 1}`}
              onChange={(event) => setSection(sectionIndex, { title: event.target.value })}
            />
            <ReorderButtons label={`chương ${sectionIndex + 1}`} onMove={(delta) => onChange(moveItem(sections, sectionIndex, delta))} />
            <button
              type="button"
              className="icon-btn text-red-600"
              aria-label={`Xóa chương ${sectionIndex + 1}`}
              onClick={() => onChange(sections.filter((_, i) => i !== sectionIndex))}
            >
              <Icon name="trash" className="h-4 w-4" />
            </button>
          </div>

          <ol className="mt-3 space-y-3">
            {section.lectures.map((lecture, lectureIndex) => {
              const name = `bài ${lectureIndex + 1} chương ${sectionIndex + 1}`;
              const quiz = lecture.kind === 'quiz';
              const reading = lecture.kind === 'text';
              return (
                <li key={lecture.key} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-900" data-testid={`lecture-${sectionIndex}-${lectureIndex}`}>
                  <div className="flex flex-wrap items-center gap-2">
                    {quiz ? (
                      // A line of its own on a phone, so the title keeps the width of the row.
                      <span className="basis-full sm:basis-auto">
                        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">
                          <Icon name="clipboard" className="h-4 w-4" /> Bài kiểm tra
                        </span>
                      </span>
                    ) : reading ? (
                      <span className="basis-full sm:basis-auto">
                        <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-1 text-xs font-semibold text-sky-900 dark:bg-sky-500/15 dark:text-sky-200">
                          <Icon name="document" className="h-4 w-4" /> Bài đọc
                        </span>
                      </span>
                    ) : null}
                    <input
                      className="field-input min-w-0 flex-1"
                      value={lecture.title}
                      placeholder={quiz ? 'Tên bài kiểm tra' : reading ? 'Tên bài đọc' : 'Tên bài giảng'}
                      aria-label={`Tên ${name}`}
                      onChange={(event) => setLecture(sectionIndex, lectureIndex, { title: event.target.value })}
                    />
                    <ReorderButtons label={name} onMove={(delta) => setSection(sectionIndex, { lectures: moveItem(section.lectures, lectureIndex, delta) })} />
                    <button
                      type="button"
                      className="icon-btn text-red-600"
                      aria-label={`Xóa ${name}`}
                      onClick={() => setSection(sectionIndex, { lectures: section.lectures.filter((_, i) => i !== lectureIndex) })}
                    >
                      <Icon name="trash" className="h-4 w-4" />
                    </button>
                  </div>
                  <div className="mt-2 flex flex-wrap items-center gap-4 text-sm">
                    <label className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        checked={lecture.isFreePreview}
                        onChange={(event) => setLecture(sectionIndex, lectureIndex, { isFreePreview: event.target.checked })}
                      />
                      Cho học thử miễn phí
                    </label>
                    {quiz ? (
                      lecture._id ? (
                        <QuizLectureButton lectureId={lecture._id} lectureTitle={lecture.title.trim() || 'Bài kiểm tra'} savedQuestions={lecture.quizQuestions} />
                      ) : (
                        <span className="text-slate-600 dark:text-slate-400">Lưu khóa học để soạn câu hỏi</span>
                      )
                    ) : reading ? (
                      lecture._id ? (
                        <TextLessonButton lectureId={lecture._id} lectureTitle={lecture.title.trim() || 'Bài đọc'} />
                      ) : (
                        <span className="text-slate-600 dark:text-slate-400">Lưu khóa học để soạn bài đọc</span>
                      )
                    ) : (
                      <VideoFields
                        lecture={lecture}
                        name={name}
                        onPick={() => setPicking({ section: sectionIndex, lecture: lectureIndex })}
                        onChange={(update) => setLecture(sectionIndex, lectureIndex, update)}
                      />
                    )}
                  </div>
                  <LectureResources
                    resources={lecture.resources}
                    onAttach={() => setAttaching({ section: sectionIndex, lecture: lectureIndex })}
                    onChange={(resources) => setLecture(sectionIndex, lectureIndex, { resources })}
                  />
                </li>
              );
            })}
          </ol>
          <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            <button
              type="button"
              className="text-brand-700 hover:underline dark:text-brand-300"
              onClick={() => setSection(sectionIndex, { lectures: [...section.lectures, emptyLecture()] })}
            >
              + Thêm bài giảng
            </button>
            <button
              type="button"
              className="text-brand-700 hover:underline dark:text-brand-300"
              onClick={() => setSection(sectionIndex, { lectures: [...section.lectures, emptyLecture('quiz')] })}
            >
              + Thêm bài kiểm tra
            </button>
            <button
              type="button"
              className="text-brand-700 hover:underline dark:text-brand-300"
              onClick={() => setSection(sectionIndex, { lectures: [...section.lectures, emptyLecture('text')] })}
            >
              + Thêm bài đọc
            </button>
          </div>
        </fieldset>
      ))}
      <button type="button" className="btn btn-secondary" onClick={() => onChange([...sections, emptySection()])}>
        <Icon name="plus" className="h-4 w-4" /> Thêm chương
      </button>
      <MediaPickerModal
        open={picking !== null}
        onClose={() => setPicking(null)}
        onPick={(asset) => {
          if (picking) setLecture(picking.section, picking.lecture, { mediaAssetId: asset._id, mediaName: asset.originalName, durationSeconds: asset.durationSeconds ?? 0 });
          setPicking(null);
        }}
      />
      <MediaPickerModal
        kind="resource"
        open={attaching !== null}
        onClose={() => setAttaching(null)}
        onPick={(asset) => {
          if (!attaching) return;
          const { resources } = sections[attaching.section].lectures[attaching.lecture];
          // The picker stays open on a file already there, so another can be chosen.
          if (resources.some((resource) => resource._id === asset._id)) {
            toast.error('Tài liệu này đã được đính kèm.');
            return;
          }
          if (resources.length < MAX_LECTURE_RESOURCES) {
            const added = { _id: asset._id, name: asset.originalName, mimeType: asset.mimeType, sizeBytes: asset.sizeBytes };
            setLecture(attaching.section, attaching.lecture, { resources: [...resources, added] });
          }
          setAttaching(null);
        }}
      />
    </div>
  );
}

type VideoFieldsProps = { lecture: LectureDraft; name: string; onPick: () => void; onChange: (update: Partial<LectureDraft>) => void };

/** A video lecture's video from the library and its image. */
function VideoFields({ lecture, name, onPick, onChange }: VideoFieldsProps) {
  return (
    <>
      <button type="button" className="font-medium text-brand-700 hover:underline dark:text-brand-300" onClick={onPick}>
        {lecture.mediaAssetId ? 'Đổi video' : 'Chọn video'}
      </button>
      {lecture.mediaAssetId ? (
        <span className="text-slate-600 dark:text-slate-400" data-testid="lecture-video">
          {lecture.mediaName}
          {lecture.durationSeconds ? ` · ${formatLectureDuration(lecture.durationSeconds)}` : ''}
          <button type="button" className="ml-2 text-red-600 hover:underline" onClick={() => onChange({ mediaAssetId: null, mediaName: null })}>
            Bỏ video
          </button>
        </span>
      ) : null}
      <FilePicker
        label={`Ảnh ${name}`}
        hideLabel
        accept="image/*"
        buttonLabel="Ảnh bài giảng"
        chosen={lecture.thumbnail?.name ?? (lecture.thumbnailUrl ? 'Đang dùng ảnh hiện tại' : null)}
        onFiles={([file]) => onChange({ thumbnail: file ?? null })}
        className="w-full"
      />
    </>
  );
}

type LectureResourcesProps = { resources: LectureResource[]; onAttach: () => void; onChange: (resources: LectureResource[]) => void };

/** The files learners download under a lecture: in order, each movable and removable, up to 20. */
function LectureResources({ resources, onAttach, onChange }: LectureResourcesProps) {
  const full = resources.length >= MAX_LECTURE_RESOURCES;
  const hintId = useId();
  return (
    <div className="mt-3 border-t border-slate-200 pt-3 text-sm dark:border-slate-800" data-testid="lecture-resources">
      <h3 className="font-medium text-slate-900 dark:text-white">Tài liệu tải về ({resources.length})</h3>
      {resources.length ? (
        <ul className="mt-2 space-y-2">
          {resources.map((resource, index) => (
            <li
              key={resource._id}
              className="flex min-w-0 items-center gap-2 rounded-lg bg-white p-2 ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-800"
              data-testid="resource-item"
            >
              {/* The type as a badge from sm up; on a phone it goes beside the size, leaving the width to the name. */}
              <span className="hidden shrink-0 rounded-md bg-slate-100 px-2 py-1 text-xs font-semibold text-slate-700 sm:inline dark:bg-slate-800 dark:text-slate-200">
                {fileTypeLabel(resource.mimeType)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words text-slate-900 dark:text-white">{resource.name}</span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  <span className="sm:hidden">{fileTypeLabel(resource.mimeType)} · </span>
                  {formatFileSize(resource.sizeBytes)}
                </span>
              </span>
              <ReorderButtons label={`tài liệu ${resource.name}`} onMove={(delta) => onChange(moveItem(resources, index, delta))} />
              <button
                type="button"
                className="icon-btn shrink-0 text-red-600"
                aria-label={`Gỡ tài liệu ${resource.name}`}
                onClick={() => onChange(resources.filter((_, i) => i !== index))}
              >
                <Icon name="trash" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
        <button
          type="button"
          className="font-medium text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline dark:text-brand-300 dark:disabled:text-slate-500"
          onClick={onAttach}
          disabled={full}
          aria-describedby={full ? hintId : undefined}
          data-testid="attach-resource"
        >
          + Đính kèm tài liệu
        </button>
        {full ? (
          <span id={hintId} className="text-slate-600 dark:text-slate-400">
            Tối đa {MAX_LECTURE_RESOURCES} tài liệu mỗi bài giảng.
          </span>
        ) : null}
      </div>
    </div>
  );
}
