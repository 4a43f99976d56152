import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { queueQuestion } from '../../learn';
import { formatVideoSecond, type LectureRef, type PlayerControls } from '../questionFormat';

/** The API's bounds (questions.dto.ts): title 1..200, body up to 5.000 characters. */
export const QUESTION_TITLE_MAX = 200;
export const POST_BODY_MAX = 5000;

type Props = { userId: string; courseId: string; lecture: LectureRef; player: PlayerControls; onDone: () => void };

/**
 * Asking: a title, a plain-text body and, for a lecture with a video, optionally the moment being
 * watched. The question goes through the outbox, so written offline it waits and is posted once.
 */
export function AskQuestionForm({ userId, courseId, lecture, player, onDone }: Props) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [about, setAbout] = useState<'lecture' | 'course'>('lecture');
  const [withMoment, setWithMoment] = useState(false);
  const [moment, setMoment] = useState(() => player.currentSecond());
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const aboutId = useId();

  // The label follows the video while the box is unticked; ticking it keeps that moment.
  useEffect(() => {
    if (withMoment) return;
    const timer = setInterval(() => setMoment(player.currentSecond()), 1000);
    return () => clearInterval(timer);
  }, [withMoment, player]);

  const canAttach = about === 'lecture' && lecture.hasVideo && moment !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError('Vui lòng nhập tiêu đề câu hỏi.');
    if (title.trim().length > QUESTION_TITLE_MAX) return setError(`Tiêu đề câu hỏi tối đa ${QUESTION_TITLE_MAX} ký tự.`);
    if (body.trim().length > POST_BODY_MAX) return setError('Nội dung câu hỏi tối đa 5.000 ký tự.');
    setError(null);
    setSaving(true);
    try {
      const onLecture = about === 'lecture';
      await queueQuestion(userId, courseId, {
        title,
        body,
        lectureId: onLecture ? lecture._id : null,
        lectureTitle: onLecture ? lecture.title : null,
        videoSecond: canAttach && withMoment ? moment : null,
      });
      onDone();
    } catch (failure) {
      console.error(failure);
      setError('Không lưu được câu hỏi trên thiết bị này.');
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid="ask-question-form">
      <h3 className="font-semibold text-slate-900 dark:text-white">Đặt câu hỏi</h3>
      <div>
        <label htmlFor={aboutId} className="field-label">
          Câu hỏi về
        </label>
        <select id={aboutId} className="field-input" value={about} onChange={(event) => setAbout(event.target.value as 'lecture' | 'course')}>
          <option value="lecture">Bài học này: {lecture.title}</option>
          <option value="course">Cả khóa học</option>
        </select>
      </div>
      <div>
        <label htmlFor={titleId} className="field-label">
          Tiêu đề
        </label>
        <input id={titleId} className="field-input" value={title} maxLength={QUESTION_TITLE_MAX} required aria-required="true" onChange={(event) => setTitle(event.target.value)} />
      </div>
      <div>
        <label htmlFor={bodyId} className="field-label">
          Nội dung (không bắt buộc)
        </label>
        <textarea id={bodyId} className="field-input min-h-28" value={body} maxLength={POST_BODY_MAX} onChange={(event) => setBody(event.target.value)} />
      </div>
      {canAttach ? (
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <input type="checkbox" checked={withMoment} onChange={(event) => setWithMoment(event.target.checked)} />
          Gắn với thời điểm hiện tại của video ({formatVideoSecond(moment)})
        </label>
      ) : null}
      <FormError message={error} testId="ask-question-error" />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary" onClick={onDone} disabled={saving}>
          Hủy
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Đang gửi…' : 'Gửi câu hỏi'}
        </button>
      </div>
    </form>
  );
}
