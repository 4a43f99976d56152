import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { toastError } from '../../../lib/http/toastError';
import { grantCourse, resetFaceProfile, useCourseOptions } from '../api/adminUsersApi';

/** In the user's details: give a course without an order (SPEC §6), or make the face check enrol anew. */
export function UserAccessPanel({ userId, userName }: { userId: string; userName: string }) {
  const courses = useCourseOptions();
  const [courseId, setCourseId] = useState('');
  const [granting, setGranting] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const [resetting, setResetting] = useState(false);

  const grant = async () => {
    setGranting(true);
    try {
      const { created } = await grantCourse(userId, courseId);
      toast.success(created ? 'Đã cấp quyền truy cập khóa học.' : 'Người dùng đã có quyền truy cập khóa học này.');
      setCourseId('');
    } catch (error) {
      toastError(error, 'Không thể cấp quyền truy cập.');
    } finally {
      setGranting(false);
    }
  };

  const reset = async () => {
    setResetting(true);
    try {
      toast.success(await resetFaceProfile(userId));
    } catch (error) {
      toastError(error, 'Không thể đặt lại xác thực khuôn mặt.');
    } finally {
      setResetting(false);
      setConfirmReset(false);
    }
  };

  return (
    <section className="space-y-4 border-t border-slate-200 pt-4 dark:border-slate-800" aria-labelledby="user-access-title">
      <h3 id="user-access-title" className="font-semibold text-slate-900 dark:text-white">
        Quyền truy cập
      </h3>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="grant-course" className="sr-only">
          Khóa học cần cấp quyền
        </label>
        <select id="grant-course" className="input flex-1" value={courseId} onChange={(event) => setCourseId(event.target.value)} disabled={courses.status !== 'success'}>
          <option value="">{courses.status === 'error' ? 'Không tải được danh sách khóa học' : 'Chọn khóa học...'}</option>
          {(courses.data ?? []).map((course) => (
            <option key={course._id} value={course._id}>
              {course.title}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-primary" disabled={!courseId || granting} onClick={() => void grant()} data-testid="grant-course">
          {granting ? 'Đang cấp quyền...' : 'Cấp quyền truy cập'}
        </button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">Học viên đổi thiết bị hoặc khuôn mặt đăng ký bị sai? Đặt lại để lần xác thực tới đăng ký khuôn mặt mới.</p>
        <button type="button" className="btn btn-secondary" onClick={() => setConfirmReset(true)} data-testid="reset-face">
          Đặt lại khuôn mặt
        </button>
      </div>
      <ConfirmDialog
        open={confirmReset}
        title="Đặt lại xác thực khuôn mặt?"
        message={`Khuôn mặt đã đăng ký của ${userName || 'người dùng này'} sẽ bị xóa; lần vào học tới sẽ đăng ký lại.`}
        confirmLabel="Đặt lại"
        busy={resetting}
        onConfirm={() => void reset()}
        onCancel={() => setConfirmReset(false)}
      />
    </section>
  );
}
