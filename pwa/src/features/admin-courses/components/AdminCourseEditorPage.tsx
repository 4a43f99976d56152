import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import { DetailLoadFailure } from '../../../components/ui/DetailLoadFailure';
import { Spinner } from '../../../components/ui/Spinner';
import { CourseCertificatesSummary } from '../../certificates';
import { CourseEditorForm } from '../../instructor-courses';
import { draftFromCourse, emptyDraft } from '../../instructor-courses';
import { useAdminCourseDetails, useInstructorOptions, useSaveCourseAsAdmin, type ManagedCourse } from '../api/adminCoursesApi';

/** /admin/courses/create and /admin/courses/{id}/edit: the instructor's editor, on behalf of any instructor. */
export default function AdminCourseEditorPage() {
  const { courseId } = useParams();
  const existing = useAdminCourseDetails(courseId);
  if (!courseId) return <AdminCourseEditor />;
  if (existing.status === 'error') {
    return <DetailLoadFailure error={existing.error} onRetry={() => void existing.refetch()} noun="khóa học" gone="đã bị xóa" listPath="/admin/courses" testId="course-editor" />;
  }
  const course = existing.data;
  if (!course) return <Spinner />;
  return <AdminCourseEditor key={course.updatedAt} course={course} />;
}

// Re-keyed on updatedAt: a save writes the course into the cache and the form starts from what was saved.
function AdminCourseEditor({ course }: { course?: ManagedCourse }) {
  const navigate = useNavigate();
  const instructors = useInstructorOptions();
  const save = useSaveCourseAsAdmin(course?._id);
  const [instructorId, setInstructorId] = useState(course?.instructorId ?? '');
  const pickerId = useId();

  const picker = (
    <section className="card">
      <label htmlFor={pickerId} className="field-label">
        Giảng viên phụ trách
      </label>
      <select id={pickerId} className="field-input" value={instructorId} onChange={(event) => setInstructorId(event.target.value)} data-testid="instructor-picker">
        <option value="">{course ? 'Giữ giảng viên hiện tại' : 'Tôi (quản trị viên)'}</option>
        {(instructors.data ?? []).map((instructor) => (
          <option key={instructor._id} value={instructor._id}>
            {instructor.name} · {instructor.email}
          </option>
        ))}
      </select>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Khóa học sẽ hiện trong trang quản lý của giảng viên này và doanh thu được tính cho họ.</p>
    </section>
  );

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{course ? 'Chỉnh sửa khóa học' : 'Tạo khóa học'}</h1>
      <CourseEditorForm
        initial={course ? draftFromCourse(course) : emptyDraft()}
        submitLabel={course ? 'Lưu thay đổi' : 'Tạo khóa học'}
        extraFields={picker}
        extraData={instructorId ? { instructorId } : {}}
        onSubmit={async (form) => {
          if (course) {
            await save.mutateAsync(form);
            toast.success('Đã lưu khóa học.');
          } else {
            const created = await save.mutateAsync(form);
            toast.success('Đã tạo khóa học.');
            navigate(`/admin/courses/${created._id}/edit`, { replace: true });
          }
        }}
      />
      {course ? <CourseCertificatesSummary courseId={course._id} /> : null}
    </div>
  );
}
