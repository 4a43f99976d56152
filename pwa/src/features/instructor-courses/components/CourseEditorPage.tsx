import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import { DetailLoadFailure } from '../../../components/ui/DetailLoadFailure';
import { Spinner } from '../../../components/ui/Spinner';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { useCreateCourse, useMyCourse, useUpdateMyCourse } from '../api/instructorCoursesApi';
import { draftFromCourse, emptyDraft } from '../courseDraft';
import { submitsForReview, TOGGLE_LABEL, usePublishToggle } from '../usePublishToggle';
import { CourseCertificatesSummary } from '../../certificates';
import { CourseAnnouncements } from './CourseAnnouncements';
import { CourseEditorForm } from './CourseEditorForm';

/** /instructor/courses/create and /instructor/courses/{id}/edit. */
export default function CourseEditorPage() {
  const { courseId } = useParams();
  const navigate = useNavigate();
  const existing = useMyCourse(courseId);
  const create = useCreateCourse();
  const update = useUpdateMyCourse(courseId ?? '');
  // The review state changes, the edits in the form stay (its key, updatedAt, is left alone: useTogglePublish).
  const publish = usePublishToggle();

  if (!courseId) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Tạo khóa học</h1>
        <CourseEditorForm
          initial={emptyDraft()}
          submitLabel="Tạo khóa học"
          onSubmit={async (form) => {
            const course = await create.mutateAsync(form);
            toast.success('Đã tạo khóa học. Khi sẵn sàng, hãy gửi duyệt.');
            navigate(`/instructor/courses/${course._id}/edit`, { replace: true });
          }}
        />
      </div>
    );
  }
  if (existing.isError) {
    return (
      <DetailLoadFailure
        error={existing.error}
        onRetry={() => void existing.refetch()}
        noun="khóa học"
        gone="không thuộc về bạn"
        listPath="/instructor/courses"
        testId="course-editor"
      />
    );
  }
  const course = existing.data;
  if (!course) return <Spinner />;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Chỉnh sửa khóa học</h1>
        <span data-testid="course-status">
          <StatusBadge status={course.status} />
        </span>
      </div>
      {course.rejectionReason ? (
        <p className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300">Lý do bị từ chối: {course.rejectionReason}</p>
      ) : null}
      <CourseEditorForm
        key={course.updatedAt}
        initial={draftFromCourse(course)}
        submitLabel="Lưu thay đổi"
        onSubmit={async (form) => {
          await update.mutateAsync(form);
          toast.success('Đã lưu khóa học.');
        }}
        actions={({ dirty }) => {
          // Review looks at the saved course: edits still in the form would not be part of it.
          const saveFirst = dirty && submitsForReview(course.status);
          return (
            <>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={publish.busyId === course._id || saveFirst}
                aria-describedby={saveFirst ? 'save-before-review' : undefined}
                onClick={() => void publish.toggle(course._id)}
                data-testid="toggle-publish"
              >
                {TOGGLE_LABEL[course.status]}
              </button>
              {saveFirst ? (
                <span id="save-before-review" className="text-sm text-slate-600 dark:text-slate-400">
                  Lưu thay đổi trước khi gửi duyệt.
                </span>
              ) : null}
            </>
          );
        }}
      />
      <CourseAnnouncements courseId={course._id} studentCount={course.enrolledStudents} />
      <CourseCertificatesSummary courseId={course._id} />
    </div>
  );
}
