import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { CountedTextarea } from '../../../components/ui/CountedTextarea';
import { FormError } from '../../../components/ui/FormError';
import { Pagination } from '../../../components/ui/Pagination';
import { PlainTextWithLinks } from '../../../components/ui/PlainTextWithLinks';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useSentAnnouncements, usePostAnnouncement, type AnnouncementInput } from '../api/announcementsApi';

/** The API's bounds, once trimmed. */
export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_BODY_MAX = 10_000;

type Errors = Partial<Record<keyof AnnouncementInput, string>>;

export function validateAnnouncement({ title, body }: AnnouncementInput): Errors {
  const errors: Errors = {};
  if (!title.trim()) errors.title = 'Vui lòng nhập tiêu đề thông báo.';
  else if (title.trim().length > ANNOUNCEMENT_TITLE_MAX) errors.title = 'Tiêu đề tối đa 200 ký tự.';
  if (!body.trim()) errors.body = 'Vui lòng nhập nội dung thông báo.';
  else if (body.trim().length > ANNOUNCEMENT_BODY_MAX) errors.body = 'Nội dung tối đa 10.000 ký tự.';
  return errors;
}

/** 'Gửi thông báo tới 25 học viên?', or without a number when the course's count is not known. */
export function confirmTitle(studentCount: number | null | undefined): string {
  return typeof studentCount === 'number' ? `Gửi thông báo tới ${formatNumber(studentCount)} học viên?` : 'Gửi thông báo tới học viên của khóa học?';
}

type Props = { courseId: string; studentCount?: number | null };

/**
 * 'Thông báo' of the course's edit area: the instructor writes a title and a plain-text body, confirms,
 * and every student enrolled gets it (notification, push, mail unless turned off); below, what was sent.
 */
export function CourseAnnouncements({ courseId, studentCount }: Props) {
  const [form, setForm] = useState<AnnouncementInput>({ title: '', body: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sendError, setSendError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [page, setPage] = useState(1);
  const post = usePostAnnouncement(courseId);
  const sent = useSentAnnouncements(courseId, page);
  const announcements = sent.data?.announcements ?? [];
  const titleId = useId();

  const change = (field: keyof AnnouncementInput, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSendError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAnnouncement(form);
    setErrors(found);
    if (!found.title && !found.body) setConfirming(true);
  };

  const send = () => {
    post.mutate(
      { title: form.title.trim(), body: form.body.trim() },
      {
        onSuccess: () => {
          setConfirming(false);
          setForm({ title: '', body: '' });
          setPage(1);
          toast.success('Đã gửi thông báo. Học viên sẽ nhận được trong ít phút.');
        },
        onError: (failure) => {
          setConfirming(false);
          setSendError(errorMessage(failure, 'Không thể gửi thông báo.'));
        },
      },
    );
  };

  return (
    <section className="card space-y-6" aria-labelledby="course-announcements-title" data-testid="course-announcements">
      <div>
        <h2 id="course-announcements-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Thông báo
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Gửi thông báo tới mọi học viên đang học khóa này: họ nhận thông báo trong ứng dụng và thư, trừ khi đã tắt thư thông báo của khóa học.
        </p>
      </div>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="announcement-form">
        <div>
          <label htmlFor={titleId} className="field-label">
            Tiêu đề
          </label>
          <input id={titleId} className="field-input" value={form.title} aria-invalid={errors.title ? true : undefined} onChange={(event) => change('title', event.target.value)} />
          <FormError message={errors.title ?? null} testId="announcement-title-error" />
        </div>
        <div>
          <CountedTextarea
            label="Nội dung"
            value={form.body}
            max={ANNOUNCEMENT_BODY_MAX}
            invalid={Boolean(errors.body)}
            heightClass="min-h-32"
            onChange={(value) => change('body', value)}
          />
          <FormError message={errors.body ?? null} testId="announcement-body-error" />
        </div>
        <FormError message={sendError} testId="announcement-send-error" />
        <div className="flex justify-end">
          <button type="submit" className="btn btn-primary" disabled={post.isPending}>
            Gửi thông báo
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={confirmTitle(studentCount)}
        message={
          <div className="space-y-2">
            <p className="font-semibold break-words text-slate-900 dark:text-white">{form.title.trim()}</p>
            <p>Thông báo đã gửi không thể thu hồi.</p>
          </div>
        }
        confirmLabel="Gửi"
        busy={post.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
      <div className="space-y-3">
        <h3 className="text-base font-semibold text-slate-900 dark:text-white">Thông báo đã gửi</h3>
        <AsyncListBody
          status={sent.status}
          itemCount={announcements.length}
          errorText={errorMessage(sent.error, 'Không thể tải các thông báo đã gửi.')}
          emptyText="Chưa gửi thông báo nào cho khóa học này."
          onRetry={() => void sent.refetch()}
          testId="sent-announcements"
        >
          <ul className="space-y-3" data-testid="sent-announcements-list">
            {announcements.map((announcement) => (
              <li key={announcement._id} className="min-w-0 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60" data-testid={`sent-announcement-${announcement._id}`}>
                <p className="font-semibold break-words text-slate-900 dark:text-white">{announcement.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="sent-announcement-meta">
                  <time dateTime={announcement.createdAt}>{formatDateTime(announcement.createdAt)}</time> · {formatNumber(announcement.recipientsCount)} người nhận · đã gửi tới{' '}
                  {formatNumber(announcement.deliveredCount)}
                </p>
                <PlainTextWithLinks text={announcement.body} className="mt-2 text-sm text-slate-700 dark:text-slate-300" />
              </li>
            ))}
          </ul>
        </AsyncListBody>
        {sent.data && !sent.isError ? <Pagination currentPage={page} totalPages={sent.data.pagination.totalPages} onPageChange={setPage} /> : null}
      </div>
    </section>
  );
}
