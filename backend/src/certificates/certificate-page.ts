import { escapeHtml, scriptSafeJson, SITE_NAME } from '../seo';
import { formatVietnamDate } from '../common/time/vietnam-calendar';
import { formatCertificateHours } from './certificate-format';
import type { PublicCertificate } from './certificates.service';

export interface CertificatePage {
  status: 200 | 404 | 410;
  html: string;
}

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#1f2937}
main{max-width:720px;margin:0 auto;padding:32px 16px}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
.brand{color:#b45309;font-weight:700;text-decoration:none}
h1{font-size:1.5rem;margin:12px 0}
.ok{color:#15803d}.bad{color:#b91c1c}
dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;margin:16px 0}
dt{color:#6b7280}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:16px}
.actions a{display:inline-block;padding:8px 14px;border-radius:8px;border:1px solid #d1d5db;color:#1f2937;text-decoration:none}
.actions a.primary{background:#b45309;border-color:#b45309;color:#fff}
`;

function document(title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)}</title>
${extraHead}
<style>${STYLE}</style>
</head>
<body><main><p><a class="brand" href="/">${SITE_NAME}</a></p><div class="card">${body}</div></main></body>
</html>`;
}

function details(certificate: PublicCertificate): string {
  const rows: [string, string][] = [
    ['Học viên', certificate.recipientName],
    ['Khóa học', certificate.courseTitle],
    ['Giảng viên', certificate.instructorName],
    ['Ngày hoàn thành', formatVietnamDate(certificate.completedAt)],
    ['Tổng thời lượng', formatCertificateHours(certificate.durationSeconds)],
    ['Mã xác thực', certificate.code],
  ];
  return `<dl>${rows.map(([term, value]) => `<dt>${term}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

/** LinkedIn's "add to profile" form, filled in (https://addtoprofile.linkedin.com). */
export function linkedInAddToProfileUrl(certificate: PublicCertificate, verifyUrl: string): string {
  const [day, month, year] = formatVietnamDate(certificate.completedAt).split('/');
  void day;
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseTitle,
    organizationName: SITE_NAME,
    issueYear: year,
    issueMonth: String(Number(month)),
    certUrl: verifyUrl,
    certId: certificate.code,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}

/** The public verification page of a certificate (every value escaped), its revoked notice, or 404. */
export function renderCertificatePage(certificate: PublicCertificate | null, verifyUrl: string, publicUrl: string, requested: string): CertificatePage {
  if (!certificate) {
    return {
      status: 404,
      html: document(
        `Không tìm thấy chứng chỉ – ${SITE_NAME}`,
        `<h1 class="bad">Không tìm thấy chứng chỉ</h1><p>Không có chứng chỉ nào mang mã <strong>${escapeHtml(requested.slice(0, 40))}</strong>. Vui lòng kiểm tra lại mã trên chứng chỉ.</p>`,
        '<meta name="robots" content="noindex" />',
      ),
    };
  }
  if (certificate.revokedAt) {
    return {
      status: 410,
      html: document(
        `Chứng chỉ đã bị thu hồi – ${SITE_NAME}`,
        `<h1 class="bad">Chứng chỉ đã bị thu hồi</h1><p>Chứng chỉ này không còn hiệu lực: ${SITE_NAME} đã thu hồi nó vào ngày ${formatVietnamDate(certificate.revokedAt)}.</p>${details(certificate)}`,
        '<meta name="robots" content="noindex" />',
      ),
    };
  }
  const title = `Chứng nhận hoàn thành: ${certificate.courseTitle}`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalCredential',
    name: title,
    description: `${certificate.recipientName} đã hoàn thành khóa học "${certificate.courseTitle}" của giảng viên ${certificate.instructorName} tại ${SITE_NAME}.`,
    credentialCategory: 'certificate',
    identifier: certificate.code,
    url: verifyUrl,
    dateCreated: certificate.completedAt.toISOString().slice(0, 10),
    inLanguage: 'vi',
    recognizedBy: { '@type': 'EducationalOrganization', name: SITE_NAME, url: publicUrl },
    about: {
      '@type': 'Course',
      name: certificate.courseTitle,
      url: `${publicUrl}/courses/${encodeURIComponent(certificate.courseSlug)}`,
      provider: { '@type': 'EducationalOrganization', name: SITE_NAME, url: publicUrl },
      instructor: { '@type': 'Person', name: certificate.instructorName },
    },
  };
  const facebook = `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: verifyUrl })}`;
  const linkedInShare = `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url: verifyUrl })}`;
  const head = [
    `<meta name="description" content="${escapeHtml(jsonLd.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(verifyUrl)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(jsonLd.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(verifyUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<script type="application/ld+json">${scriptSafeJson(jsonLd)}</script>`,
  ].join('\n');
  const body = `<h1 class="ok">Chứng chỉ hợp lệ</h1>
<p>${SITE_NAME} xác nhận <strong>${escapeHtml(certificate.recipientName)}</strong> đã hoàn thành khóa học <strong>${escapeHtml(certificate.courseTitle)}</strong>.</p>
${details(certificate)}
<div class="actions">
<a class="primary" href="/api/certificates/${escapeHtml(certificate.code)}/pdf" download>Tải chứng chỉ (PDF)</a>
<a href="${escapeHtml(facebook)}" target="_blank" rel="noopener noreferrer">Chia sẻ lên Facebook</a>
<a href="${escapeHtml(linkedInShare)}" target="_blank" rel="noopener noreferrer">Chia sẻ lên LinkedIn</a>
<a href="${escapeHtml(linkedInAddToProfileUrl(certificate, verifyUrl))}" target="_blank" rel="noopener noreferrer">Thêm vào hồ sơ LinkedIn</a>
</div>`;
  return { status: 200, html: document(`${title} – ${SITE_NAME}`, body, head) };
}
