import { useId, useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { LectureResourceList } from '../../lecture-resources';
import type { CourseDetail } from '../api/coursesApi';
import { formatCourseDuration, formatLectureDuration } from '../courseFormat';

type Section = CourseDetail['curriculum'][number];
type Lecture = Section['lectures'][number];

type Props = {
  sections: Section[];
  /** Given on pages that play free lessons: their titles become play buttons. */
  onPlayPreview?: (lecture: Lecture) => void;
  activeLectureId?: string | null;
};

/** Course sections, each opening to its lectures; the first section starts open. */
export function CurriculumAccordion({ sections, onPlayPreview, activeLectureId }: Props) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(sections[0] ? [sections[0]._id] : []));
  const baseId = useId();

  if (sections.length === 0) {
    return <p className="text-slate-500 dark:text-slate-400">Nội dung khóa học đang được cập nhật.</p>;
  }

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl ring-1 ring-slate-200 dark:divide-slate-800 dark:ring-slate-800" data-testid="curriculum">
      {sections.map((section, index) => {
        const expanded = open.has(section._id);
        const panelId = `${baseId}-panel-${index}`;
        const seconds = section.lectures.reduce((sum, lecture) => sum + lecture.duration, 0);
        return (
          <div key={section._id}>
            <h3>
              <button
                type="button"
                className="flex w-full items-center gap-3 bg-slate-50 px-4 py-3 text-left hover:bg-slate-100 dark:bg-slate-900 dark:hover:bg-slate-800"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(section._id)}
              >
                <Icon name="chevronDown" className={`h-4 w-4 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`} />
                <span className="flex-1 font-semibold text-slate-900 dark:text-white">{section.title}</span>
                <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                  {section.lectures.length} bài · {formatCourseDuration(seconds)}
                </span>
              </button>
            </h3>
            <ul id={panelId} hidden={!expanded} className="divide-y divide-slate-100 bg-white dark:divide-slate-800 dark:bg-slate-950">
              {section.lectures.map((lecture) => (
                <li
                  key={lecture._id}
                  className={`px-4 py-3 text-sm ${lecture._id === activeLectureId ? 'bg-emerald-50 dark:bg-emerald-500/10' : ''}`}
                  data-testid={`lecture-${lecture._id}`}
                >
                  <div className="flex items-center gap-3">
                    <Icon name={lecture.hasVideo ? 'play' : 'book'} className="h-4 w-4 shrink-0 text-slate-400" />
                    {onPlayPreview && lecture.previewMediaId ? (
                      <button
                        type="button"
                        className="flex-1 text-left font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                        aria-current={lecture._id === activeLectureId ? 'true' : undefined}
                        onClick={() => onPlayPreview(lecture)}
                      >
                        {lecture.title}
                      </button>
                    ) : (
                      <span className="flex-1 text-slate-700 dark:text-slate-300">{lecture.title}</span>
                    )}
                    {lecture.isFreePreview ? (
                      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">Học thử</span>
                    ) : null}
                    <span className="shrink-0 tabular-nums text-xs text-slate-500 dark:text-slate-400">{formatLectureDuration(lecture.duration)}</span>
                  </div>
                  {/* A free preview's files: anyone may download them, like its video. */}
                  {lecture.resources.length ? (
                    <div className="mt-2 pl-7">
                      <LectureResourceList lectureId={lecture._id} resources={lecture.resources} variant="inline" />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
