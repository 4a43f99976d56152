import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { FormError } from '../../../components/ui/FormError';
import { Pagination } from '../../../components/ui/Pagination';
import { questionCountText } from '../questionCount';
import { errorMessage } from '../../../lib/http/errorMessage';
import { usePageFor } from '../../../lib/usePageFor';
import { useMyCourse } from '../../instructor-courses';
import { useMyCourseOptions } from '../../instructor-students';
import { useInstructorQuestions, useQuestionDetail, type QuestionStatus } from '../api/instructorQuestionsApi';
import { InstructorQuestionItem, STATUS_LABELS } from './InstructorQuestionItem';

const PAGE_SIZE = 10;
const STATUSES: QuestionStatus[] = ['open', 'answered', 'solved'];

/**
 * /instructor/questions: every question on my courses, unanswered first (the server's order), answered in
 * place. `?question=<id>` (the new-question notification) opens that question and scrolls to it; one
 * that is not on the page shown is fetched by id and shown on top.
 */
export default function InstructorQuestionsPage() {
  const [params] = useSearchParams();
  const targetId = params.get('question') ?? '';
  const [courseId, setCourseId] = useState('');
  const [lectureId, setLectureId] = useState('');
  const [status, setStatus] = useState<QuestionStatus | ''>('');
  const [page, setPage] = usePageFor(`${courseId}|${lectureId}|${status}`);
  const courses = useMyCourseOptions();
  const course = useMyCourse(courseId || undefined);
  const list = useInstructorQuestions({ page, limit: PAGE_SIZE, ...(courseId ? { courseId } : {}), ...(lectureId ? { lectureId } : {}), ...(status ? { status } : {}) });
  const questions = list.data?.questions ?? [];
  const pagination = list.data?.pagination;
  const target = useQuestionDetail(targetId, targetId !== '');
  // The target shows on top unless the page shown already holds it (then it is opened in its place).
  const targetInList = questions.some((question) => question._id === targetId);
  const pinned = target.data && !targetInList ? target.data.question : null;
  const pinnedCourseTitle = pinned ? courses.data?.find((option) => option._id === pinned.courseId)?.title : undefined;
  const lectures = courseId ? (course.data?.sections ?? []).flatMap((section) => section.lectures) : [];
  const courseSelectId = useId();
  const lectureSelectId = useId();
  const statusSelectId = useId();
  const filtered = Boolean(courseId || lectureId || status);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Hỏi đáp</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Câu hỏi của học viên về các khóa học của bạn. Câu hỏi chưa trả lời hiện trước; trả lời ngay tại đây.</p>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400" data-testid="instructor-questions-count">
          {pagination ? questionCountText(pagination) : 'Câu hỏi theo khóa học và bài học.'}
        </p>
      </header>
      <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
        <div className="min-w-0">
          <label htmlFor={courseSelectId} className="field-label">
            Khóa học
          </label>
          <select
            id={courseSelectId}
            className="field-input"
            value={courseId}
            onChange={(event) => {
              setCourseId(event.target.value);
              setLectureId('');
            }}
          >
            <option value="">Tất cả khóa học</option>
            {(courses.data ?? []).map((option) => (
              <option key={option._id} value={option._id}>
                {option.title}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor={lectureSelectId} className="field-label">
            Bài học
          </label>
          <select id={lectureSelectId} className="field-input" value={lectureId} disabled={!courseId} onChange={(event) => setLectureId(event.target.value)}>
            <option value="">{courseId ? 'Tất cả bài học' : 'Chọn khóa học trước'}</option>
            {lectures.map((lecture) => (
              <option key={lecture._id} value={lecture._id}>
                {lecture.title}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor={statusSelectId} className="field-label">
            Trạng thái
          </label>
          <select id={statusSelectId} className="field-input" value={status} onChange={(event) => setStatus(event.target.value as QuestionStatus | '')}>
            <option value="">Tất cả</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {targetId && target.isError ? <FormError message={errorMessage(target.error, 'Không thể mở câu hỏi từ thông báo.')} testId="target-question-error" /> : null}
      {pinned ? (
        <section aria-label="Câu hỏi từ thông báo" data-testid="target-question">
          <ul>
            <InstructorQuestionItem question={{ ...pinned, courseTitle: pinnedCourseTitle }} highlighted />
          </ul>
        </section>
      ) : null}
      <AsyncListBody
        status={list.status}
        itemCount={questions.length}
        errorText={errorMessage(list.error, 'Không thể tải danh sách câu hỏi.')}
        emptyText={filtered ? 'Không có câu hỏi nào phù hợp.' : 'Chưa có câu hỏi nào cho khóa học của bạn.'}
        onRetry={() => void list.refetch()}
        testId="instructor-questions"
      >
        <ul className="space-y-4" data-testid="instructor-questions-list">
          {questions.map((question) => (
            <InstructorQuestionItem key={question._id} question={question} highlighted={question._id === targetId} />
          ))}
        </ul>
      </AsyncListBody>
      {pagination && !list.isError ? <Pagination currentPage={page} totalPages={pagination.totalPages} onPageChange={setPage} /> : null}
    </div>
  );
}
