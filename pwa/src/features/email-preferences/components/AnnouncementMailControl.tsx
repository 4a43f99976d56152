import { useId } from 'react';
import type { AnnouncementMailChange, AnnouncementMailPreferences } from '../api/emailPreferencesApi';

export const ANNOUNCEMENTS_NOTE =
  'Thư thông báo khóa học do giảng viên của khóa học gửi tới học viên (lịch học, cập nhật bài giảng). Thông báo trong ứng dụng vẫn luôn được gửi dù bạn chọn thế nào.';

function MailSwitch({
  on,
  label,
  busy,
  disabled = false,
  onChange,
  testId,
}: {
  on: boolean;
  label: string;
  busy: boolean;
  disabled?: boolean;
  onChange: () => void;
  testId: string;
}) {
  const labelId = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <span id={labelId} className="min-w-0 break-words text-sm font-medium text-slate-900 dark:text-white">
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-busy={busy}
        disabled={busy || disabled}
        data-testid={testId}
        onClick={onChange}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 ${
          on ? 'bg-brand-600' : 'bg-slate-300 dark:bg-slate-600'
        }`}
      >
        <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`} aria-hidden="true" />
      </button>
    </div>
  );
}

type Props = {
  preferences: AnnouncementMailPreferences;
  busy: boolean;
  onChange: (change: AnnouncementMailChange) => void;
  /** Prefix of the test ids, so the control can appear on two pages. */
  idPrefix: string;
  /** The section's heading under the page's own: h2 on the mail link's page, h3 inside the settings' 'Email'. */
  headingLevel?: 2 | 3;
};

/**
 * 'Thông báo khóa học': the 'all courses' switch and one per enrolled course. With 'all courses' off no
 * course mails, so the course switches rest (shown off) until it is on again.
 */
export function AnnouncementMailControl({ preferences, busy, onChange, idPrefix, headingLevel = 2 }: Props) {
  const { allCourses, courses } = preferences;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-3" data-testid={`${idPrefix}-announcements`}>
      <Heading className="font-semibold text-slate-900 dark:text-white">Thông báo khóa học</Heading>
      <p className="text-sm text-slate-600 dark:text-slate-400">{ANNOUNCEMENTS_NOTE}</p>
      <MailSwitch on={allCourses} label="Tất cả khóa học" busy={busy} onChange={() => onChange({ enabled: !allCourses })} testId={`${idPrefix}-announcements-all`} />
      {courses.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">Bạn chưa ghi danh khóa học nào.</p>
      ) : (
        <ul className="space-y-3 border-l border-slate-200 pl-4 dark:border-slate-700" aria-label="Thư thông báo theo khóa học">
          {courses.map((course) => (
            <li key={course.courseId}>
              <MailSwitch
                on={allCourses && course.enabled}
                label={course.title}
                busy={busy}
                disabled={!allCourses}
                onChange={() => onChange({ courseId: course.courseId, enabled: !course.enabled })}
                testId={`${idPrefix}-announcements-${course.courseId}`}
              />
            </li>
          ))}
        </ul>
      )}
      {!allCourses && courses.length > 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400" data-testid={`${idPrefix}-announcements-all-off`}>
          Đang tắt thư thông báo của mọi khóa học. Bật “Tất cả khóa học” để chọn từng khóa.
        </p>
      ) : null}
    </div>
  );
}
