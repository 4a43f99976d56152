import { useState } from 'react';
import { FilePicker } from '../../../components/ui/FilePicker';
import { Icon } from '../../../components/ui/Icon';
import { ReorderButtons } from '../../../components/ui/ReorderButtons';
import { formatLectureDuration } from '../../courses';
import { MediaPickerModal } from '../../media-library';
import { moveItem } from '../../../lib/moveItem';
import { emptyLecture, emptySection, type LectureDraft, type SectionDraft } from '../courseDraft';

type Props = { sections: SectionDraft[]; onChange: (sections: SectionDraft[]) => void };

/** Sections and their lectures: add, rename, reorder, remove; a video from the library per lecture. */
export function CurriculumEditor({ sections, onChange }: Props) {
  const [picking, setPicking] = useState<{ section: number; lecture: number } | null>(null);

  const setSection = (index: number, update: Partial<SectionDraft>) => onChange(sections.map((section, i) => (i === index ? { ...section, ...update } : section)));
  const setLecture = (sectionIndex: number, lectureIndex: number, update: Partial<LectureDraft>) =>
    setSection(sectionIndex, { lectures: sections[sectionIndex].lectures.map((lecture, i) => (i === lectureIndex ? { ...lecture, ...update } : lecture)) });

  return (
    <div className="space-y-4" data-testid="curriculum-editor">
      {sections.map((section, sectionIndex) => (
        <fieldset key={section.key} className="rounded-2xl p-4 ring-1 ring-slate-200 dark:ring-slate-800" data-testid={`section-${sectionIndex}`}>
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
              return (
                <li key={lecture.key} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-900" data-testid={`lecture-${sectionIndex}-${lectureIndex}`}>
                  <div className="flex flex-wrap items-center gap-2">
                    <input
                      className="field-input flex-1"
                      value={lecture.title}
                      placeholder="Tên bài giảng"
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
                    <button
                      type="button"
                      className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                      onClick={() => setPicking({ section: sectionIndex, lecture: lectureIndex })}
                    >
                      {lecture.mediaAssetId ? 'Đổi video' : 'Chọn video'}
                    </button>
                    {lecture.mediaAssetId ? (
                      <span className="text-slate-600 dark:text-slate-400" data-testid="lecture-video">
                        {lecture.mediaName}
                        {lecture.durationSeconds ? ` · ${formatLectureDuration(lecture.durationSeconds)}` : ''}
                        <button
                          type="button"
                          className="ml-2 text-red-600 hover:underline"
                          onClick={() => setLecture(sectionIndex, lectureIndex, { mediaAssetId: null, mediaName: null })}
                        >
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
                      onFiles={([file]) => setLecture(sectionIndex, lectureIndex, { thumbnail: file ?? null })}
                      className="w-full"
                    />
                  </div>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className="mt-3 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
            onClick={() => setSection(sectionIndex, { lectures: [...section.lectures, emptyLecture()] })}
          >
            + Thêm bài giảng
          </button>
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
    </div>
  );
}
