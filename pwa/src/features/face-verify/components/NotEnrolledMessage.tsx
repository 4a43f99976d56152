import { Link } from 'react-router-dom';

/** A course the student does not own: no camera, no retry, the way to buy it. */
export function NotEnrolledMessage({ slug, testId }: { slug: string; testId: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-16 text-center" data-testid={testId}>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Bạn chưa đăng ký khóa học này.</h1>
      <p className="text-slate-600 dark:text-slate-300">Hãy đăng ký khóa học để bắt đầu học; sau đó bạn chỉ cần xác thực khuôn mặt một lần cho mỗi phiên học.</p>
      <Link to={`/courses/${slug}`} className="btn btn-primary">
        Xem khóa học và đăng ký
      </Link>
    </section>
  );
}
