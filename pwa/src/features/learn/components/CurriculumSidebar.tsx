import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { formatLectureDuration } from '../../courses';
import { isDownloadPlayable, type DownloadRecord } from '../../downloads';
import type { LearnLecture, LearnSection } from '../api/learnApi';
import { ProgressBar } from './ProgressBar';

type Props = {
  slug: string;
  sections: LearnSection[];
  activeLectureId: string | undefined;
  isCompleted: (lecture: LearnLecture) => boolean;
  percent: number;
  /** Shown under the progress bar (the course review entry). */
  action?: ReactNode;
  /** This device's downloads of the course's lectures, by lecture id: marked in the outline. */
  downloads?: ReadonlyMap<string, DownloadRecord>;
  /** Set while downloads can start (online): 'Tải cả khóa học' and each section's 'Tải về'. */
  onDownloadCourse?: () => void;
  onDownloadSection?: (section: LearnSection) => void;
};

const hasVideo = (lecture: LearnLecture) => lecture.kind === 'video' && lecture.hasVideo;

/** The course outline beside the player: ticks, durations, the active lecture; a collapsible panel on phones. */
export function CurriculumSidebar({ slug, sections, activeLectureId, isCompleted, percent, action, downloads, onDownloadCourse, onDownloadSection }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <aside className="card p-0" aria-label="Nội dung khóa học">
      <div className="border-b border-slate-200 p-4 dark:border-slate-800">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="font-semibold text-slate-900 dark:text-white">Tiến độ khóa học</span>
          <span className="font-semibold tabular-nums text-brand-700 dark:text-brand-300" data-testid="course-progress">
            {percent}%
          </span>
        </div>
        <div className="mt-2">
          <ProgressBar percent={percent} label="Tiến độ khóa học" />
        </div>
        {action}
        {onDownloadCourse && sections.some((section) => section.lectures.some(hasVideo)) ? (
          <button type="button" className="btn btn-secondary btn-sm mt-3 w-full" onClick={onDownloadCourse} data-testid="download-course">
            <Icon name="download" className="h-4 w-4" /> Tải cả khóa học để học không cần mạng
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary btn-sm mt-3 w-full lg:hidden" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          <Icon name="chevronDown" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
          {open ? 'Ẩn nội dung khóa học' : 'Xem nội dung khóa học'}
        </button>
      </div>
      <div id={panelId} className={`${open ? '' : 'hidden'} max-h-[70vh] overflow-y-auto lg:block`}>
        {sections.map((section) => (
          <section key={section._id} aria-label={section.title}>
            <div className="flex items-center gap-2 bg-slate-50 px-4 py-2 dark:bg-slate-900">
              <h2 className="min-w-0 flex-1 text-sm font-semibold text-slate-900 dark:text-white">{section.title}</h2>
              {onDownloadSection && section.lectures.some(hasVideo) ? (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm shrink-0 px-2"
                  onClick={() => onDownloadSection(section)}
                  aria-label={`Tải về ${section.title}`}
                  data-testid={`download-section-${section._id}`}
                >
                  <Icon name="download" className="h-4 w-4" /> Tải về
                </button>
              ) : null}
            </div>
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {section.lectures.map((lecture) => (
                <LectureItem
                  key={lecture._id}
                  slug={slug}
                  lecture={lecture}
                  active={lecture._id === activeLectureId}
                  completed={isCompleted(lecture)}
                  download={downloads?.get(lecture._id)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </aside>
  );
}

type LectureItemProps = { slug: string; lecture: LearnLecture; active: boolean; completed: boolean; download: DownloadRecord | undefined };

function LectureItem({ slug, lecture, active, completed, download }: LectureItemProps) {
  const offline = download?.state === 'done' && isDownloadPlayable(download) ? 'done' : download && download.state !== 'done' ? 'pending' : undefined;
  return (
    <li data-testid={`lecture-item-${lecture._id}`} data-completed={completed ? 'true' : 'false'} data-offline={offline}>
      <Link
        to={`/learn/${slug}/${lecture._id}`}
        aria-current={active ? 'page' : undefined}
        className={`flex items-center gap-3 px-4 py-3 text-sm hover:bg-slate-50 dark:hover:bg-slate-800/60 ${active ? 'bg-brand-50 font-semibold text-brand-800 dark:bg-brand-500/10 dark:text-brand-200' : 'text-slate-700 dark:text-slate-300'}`}
      >
        <span
          className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full border ${completed ? 'border-emerald-500 bg-emerald-500 text-white' : 'border-slate-300 dark:border-slate-600'}`}
        >
          {completed ? <Icon name="check" className="h-3.5 w-3.5" /> : null}
          <span className="sr-only">{completed ? 'Đã học xong' : 'Chưa học xong'}</span>
        </span>
        <span className="flex-1">{lecture.title}</span>
        {offline ? (
          <span
            className={`shrink-0 ${offline === 'done' ? 'text-emerald-600 dark:text-emerald-400' : 'text-slate-500 dark:text-slate-400'}`}
            title={offline === 'done' ? 'Đã tải về: học được khi không có mạng' : 'Đang tải về'}
          >
            <Icon name="download" className="h-3.5 w-3.5" />
            <span className="sr-only">{offline === 'done' ? 'Đã tải về, học được khi không có mạng' : 'Đang tải về'}</span>
          </span>
        ) : null}
        {lecture.kind === 'quiz' ? (
          <span className="inline-flex shrink-0 items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
            <Icon name="clipboard" className="h-3.5 w-3.5" /> Bài kiểm tra
          </span>
        ) : lecture.kind === 'text' ? (
          <span className="inline-flex shrink-0 items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
            <Icon name="document" className="h-3.5 w-3.5" /> Bài đọc
          </span>
        ) : (
          <span className="shrink-0 tabular-nums text-xs text-slate-600 dark:text-slate-400">{formatLectureDuration(lecture.durationSeconds)}</span>
        )}
      </Link>
    </li>
  );
}
