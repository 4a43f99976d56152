import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { PlainTextWithLinks } from '../../../components/ui/PlainTextWithLinks';
import { formatDate } from '../../../lib/format';
import { ApiError } from '../../../lib/http/ApiError';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useCourseAnnouncements } from '../api/announcementsApi';

const OFFLINE_NOTE = 'Bạn đang ngoại tuyến — đang xem bản đã lưu.';

/** The player's 'Thông báo' tab: the course's announcements, newest first; a link's #announcement-<id> is brought into view. */
export function AnnouncementsTab({ userId, courseId }: { userId: string; courseId: string }) {
  const [page, setPage] = useState(1);
  const announcements = useCourseAnnouncements(userId, courseId, page);
  const { hash } = useLocation();
  const target = hash.startsWith('#announcement-') ? hash.slice(1) : null;
  const items = announcements.data?.announcements ?? [];
  const loaded = announcements.data !== undefined;
  useEffect(() => {
    if (target && loaded) document.getElementById(target)?.scrollIntoView({ block: 'start' });
  }, [target, loaded]);

  const error = announcements.error;
  if (error instanceof ApiError && error.code === 'ANNOUNCEMENT_ACCESS_ENDED') {
    return (
      <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300" data-testid="announcements-access-ended">
        {error.message}
      </p>
    );
  }
  const pagination = announcements.data?.pagination;

  return (
    <section aria-labelledby="announcements-heading" data-testid="announcements-tab">
      <h2 id="announcements-heading" className="sr-only">
        Thông báo
      </h2>
      {announcements.data?.saved ? (
        <p role="status" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300" data-testid="announcements-offline">
          {OFFLINE_NOTE}
        </p>
      ) : null}
      <AsyncListBody
        status={announcements.status}
        itemCount={items.length}
        errorText={errorMessage(error, 'Không tải được thông báo.')}
        emptyText="Giảng viên chưa có thông báo nào."
        onRetry={() => void announcements.refetch()}
        testId="announcements"
      >
        <ul className="space-y-4">
          {items.map((announcement) => {
            const id = `announcement-${announcement._id}`;
            return (
              <li
                key={announcement._id}
                id={id}
                data-highlighted={target === id || undefined}
                className={`scroll-mt-32 rounded-xl border border-slate-200 p-4 dark:border-slate-700 ${target === id ? 'ring-2 ring-amber-400' : ''}`}
              >
                <article>
                  <h3 className="font-semibold break-words text-slate-900 dark:text-white">{announcement.title}</h3>
                  <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                    {announcement.author.name} · {formatDate(announcement.createdAt)}
                  </p>
                  <PlainTextWithLinks text={announcement.body} className="mt-2 text-sm text-slate-700 dark:text-slate-200" />
                </article>
              </li>
            );
          })}
        </ul>
      </AsyncListBody>
      {pagination ? <Pagination currentPage={pagination.currentPage} totalPages={pagination.totalPages} onPageChange={setPage} className="mt-4" /> : null}
    </section>
  );
}
