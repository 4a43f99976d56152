import { Link } from 'react-router-dom';
import { ApiError } from '../../lib/http/ApiError';
import { errorMessage } from '../../lib/http/errorMessage';
import { Icon } from './Icon';

type Props = {
  error: unknown;
  onRetry: () => void;
  /** What the page shows, e.g. { noun: 'khóa học', gone: 'đã ngừng phát hành', listPath: '/courses', testId: 'course' }. */
  noun: string;
  gone: string;
  listPath: string;
  testId: string;
};

/** A detail page whose item could not be loaded: "not found" for a 404, the reason and a retry otherwise. */
export function DetailLoadFailure({ error, onRetry, noun, gone, listPath, testId }: Props) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" role={notFound ? undefined : 'alert'} data-testid={`${testId}-${notFound ? 'not-found' : 'error'}`}>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{notFound ? `Không tìm thấy ${noun}` : `Không tải được ${noun}`}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{notFound ? `${capitalise(noun)} bạn tìm không tồn tại hoặc ${gone}.` : errorMessage(error)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {notFound ? null : (
          <button type="button" className="btn btn-secondary" onClick={onRetry}>
            Thử lại
          </button>
        )}
        <Link to={listPath} className="btn btn-primary">
          <Icon name="arrowLeft" className="h-4 w-4" /> Quay lại danh sách {noun}
        </Link>
      </div>
    </section>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
