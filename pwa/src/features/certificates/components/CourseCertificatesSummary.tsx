import { AsyncContent } from '../../../components/ui/AsyncContent';
import { formatDate } from '../../../lib/format';
import { useCourseCertificates } from '../api/certificatesApi';

/** On the course's edit page (instructor or admin): how many certificates the course issued, and to whom. */
export function CourseCertificatesSummary({ courseId }: { courseId: string }) {
  const result = useCourseCertificates(courseId);
  return (
    <section className="card mt-6 p-4 sm:p-5" aria-labelledby="course-certificates-title" data-testid="course-certificates">
      <h2 id="course-certificates-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Chứng chỉ đã cấp
      </h2>
      <AsyncContent result={result} errorText="Không thể tải danh sách chứng chỉ." loadingLabel="Đang tải chứng chỉ">
        {(data) => (
          <>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="course-certificates-count">
              {data.issuedCount.toLocaleString('vi-VN')} chứng chỉ còn hiệu lực
              {data.revokedCount > 0 ? ` · ${data.revokedCount.toLocaleString('vi-VN')} đã thu hồi` : ''}
            </p>
            {data.certificates.length > 0 ? (
              <ul className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-800">
                {data.certificates.map((certificate) => (
                  <li key={certificate.code} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="min-w-0 break-words text-slate-800 dark:text-slate-100">{certificate.recipientName}</span>
                    <span className="text-slate-500 dark:text-slate-400">
                      {formatDate(certificate.completedAt)} ·{' '}
                      <a href={certificate.verifyUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline dark:text-brand-300">
                        {certificate.code}
                      </a>
                      {certificate.revoked ? ' · đã thu hồi' : ''}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </AsyncContent>
    </section>
  );
}
