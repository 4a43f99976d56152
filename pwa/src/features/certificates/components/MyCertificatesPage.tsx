import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AsyncContent } from '../../../components/ui/AsyncContent';
import { Icon } from '../../../components/ui/Icon';
import { formatDate } from '../../../lib/format';
import { useAuth } from '../../auth';
import { useMyCertificates, type Certificate, type MyCertificates } from '../api/certificatesApi';
import { NameConfirmDialog } from './NameConfirmDialog';

/** /my-certificates: the signed-in learner's certificates, with the PDF and the public verification page. */
export default function MyCertificatesPage() {
  const { user } = useAuth();
  // The route guard only renders this page for a signed-in user.
  if (!user) return null;
  return <MyCertificatesList key={user._id} userId={user._id} />;
}

/** The page's content for one learner (the page passes the signed-in user). */
export function MyCertificatesList({ userId }: { userId: string }) {
  const result = useMyCertificates(userId);
  return (
    <div className="mx-auto max-w-4xl" data-testid="my-certificates-page">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Chứng chỉ của tôi</h1>
      <div className="mt-6">
        <AsyncContent result={result} errorText="Không thể tải danh sách chứng chỉ." loadingLabel="Đang tải chứng chỉ" retry>
          {(data) => <CertificatesBody userId={userId} data={data} />}
        </AsyncContent>
      </div>
    </div>
  );
}

function CertificatesBody({ userId, data }: { userId: string; data: MyCertificates }) {
  const needsName = !data.nameConfirmed && data.certificates.length > 0;
  // Asked at once, before the first certificate is shown; 'Để sau' closes it and the button asks again.
  const [asking, setAsking] = useState(needsName);
  if (data.certificates.length === 0) {
    return (
      <div className="card flex flex-col items-center gap-4 py-12 text-center" data-testid="my-certificates-empty">
        <Icon name="academic" className="h-10 w-10 text-slate-400" />
        <p className="text-slate-600 dark:text-slate-300">Bạn chưa có chứng chỉ nào. Hoàn thành mọi bài học của một khóa học để nhận chứng chỉ.</p>
        <Link to="/my-courses" className="btn btn-primary">
          Tiếp tục học
        </Link>
      </div>
    );
  }
  return (
    <>
      {needsName ? (
        <div className="card mb-4 flex flex-wrap items-center justify-between gap-3 p-4" role="status" data-testid="certificate-name-needed">
          <p className="text-sm text-slate-700 dark:text-slate-200">Xác nhận họ và tên in trên chứng chỉ để tải và chia sẻ chứng chỉ.</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setAsking(true)}>
            Xác nhận họ tên
          </button>
        </div>
      ) : null}
      <ul className="space-y-4">
        {data.certificates.map((certificate) => (
          <CertificateItem key={certificate.code} certificate={certificate} linksShown={!needsName} />
        ))}
      </ul>
      {needsName ? <NameConfirmDialog userId={userId} suggestedName={data.fullName} open={asking} onClose={() => setAsking(false)} /> : null}
    </>
  );
}

function CertificateItem({ certificate, linksShown }: { certificate: Certificate; linksShown: boolean }) {
  return (
    <li className="card p-4 sm:p-5" data-testid="certificate-item">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900 dark:text-white">{certificate.courseTitle}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {certificate.recipientName} · Giảng viên {certificate.instructorName} · Hoàn thành ngày {formatDate(certificate.completedAt)}
          </p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Mã xác thực: {certificate.code}</p>
        </div>
        {certificate.revoked ? (
          <span className="rounded-full bg-red-50 px-3 py-1 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300" data-testid="certificate-revoked">
            Đã thu hồi
          </span>
        ) : null}
      </div>
      {!certificate.revoked && linksShown ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <a className="btn btn-primary btn-sm" href={certificate.pdfUrl} download data-testid="certificate-download">
            Tải chứng chỉ (PDF)
          </a>
          <a className="btn btn-secondary btn-sm" href={certificate.verifyUrl} target="_blank" rel="noopener noreferrer" data-testid="certificate-verify">
            Trang xác thực
          </a>
        </div>
      ) : null}
    </li>
  );
}
