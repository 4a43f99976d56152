import { formatVnd } from '../common/text/money';

/** Vietnamese mail templates. Each returns the subject, an HTML body and a plain-text body. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const BRAND = 'Học viện Marketing';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

const DEFAULT_FOOTER = `Bạn nhận được thư này vì địa chỉ email của bạn được dùng tại ${BRAND}. Nếu không phải bạn, hãy bỏ qua thư này.`;

/** `footer`: HTML (escaped by the caller) in place of the usual line under the mail. */
function layout(title: string, paragraphs: string[], action?: { label: string; url: string }, footer = DEFAULT_FOOTER): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.6">${p}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
       <p style="font-size:13px;color:#64748b;word-break:break-all">Nếu nút không bấm được, hãy mở liên kết sau: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:24px auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 24px;color:#1d4ed8">${BRAND}</h1>
<h2 style="font-size:18px;margin:0 0 16px">${escapeHtml(title)}</h2>${body}${button}
<p style="font-size:12px;color:#64748b;margin-top:32px">${footer}</p>
</div></body></html>`;
}

export function verifyEmailMail(name: string, link: string, validHours: number): RenderedMail {
  const title = 'Xác thực địa chỉ email của bạn';
  return {
    subject: `[${BRAND}] ${title}`,
    html: layout(
      title,
      [
        `Chào ${escapeHtml(name)},`,
        `Cảm ơn bạn đã đăng ký tài khoản. Hãy bấm nút bên dưới để xác thực email. Liên kết có hiệu lực trong ${validHours} giờ và chỉ dùng được một lần.`,
      ],
      { label: 'Xác thực email', url: link },
    ),
    text: `Chào ${name},\n\nCảm ơn bạn đã đăng ký tài khoản tại ${BRAND}. Mở liên kết sau để xác thực email (hiệu lực ${validHours} giờ, dùng một lần):\n${link}\n`,
  };
}

export function resetPasswordMail(name: string, link: string, validMinutes: number): RenderedMail {
  const title = 'Đặt lại mật khẩu';
  return {
    subject: `[${BRAND}] ${title}`,
    html: layout(
      title,
      [
        `Chào ${escapeHtml(name)},`,
        `Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Liên kết có hiệu lực trong ${validMinutes} phút và chỉ dùng được một lần.`,
      ],
      { label: 'Đặt lại mật khẩu', url: link },
    ),
    text: `Chào ${name},\n\nMở liên kết sau để đặt lại mật khẩu (hiệu lực ${validMinutes} phút, dùng một lần):\n${link}\n\nNếu bạn không yêu cầu, hãy bỏ qua thư này.\n`,
  };
}

export function passwordChangedMail(name: string): RenderedMail {
  const title = 'Mật khẩu của bạn vừa được thay đổi';
  return {
    subject: `[${BRAND}] ${title}`,
    html: layout(title, [`Chào ${escapeHtml(name)},`, 'Mật khẩu tài khoản của bạn vừa được thay đổi. Nếu không phải bạn, hãy đặt lại mật khẩu ngay và liên hệ hỗ trợ.']),
    text: `Chào ${name},\n\nMật khẩu tài khoản của bạn vừa được thay đổi. Nếu không phải bạn, hãy đặt lại mật khẩu ngay và liên hệ hỗ trợ.\n`,
  };
}

export function courseApprovedMail(name: string, courseTitle: string, link: string): RenderedMail {
  const title = 'Khóa học của bạn đã được duyệt';
  return {
    subject: `[${BRAND}] ${title}: ${courseTitle}`,
    html: layout(title, [`Chào ${escapeHtml(name)},`, `Khóa học <strong>${escapeHtml(courseTitle)}</strong> đã được duyệt và đang hiển thị công khai cho học viên.`], {
      label: 'Xem khóa học',
      url: link,
    }),
    text: `Chào ${name},\n\nKhóa học "${courseTitle}" đã được duyệt và đang hiển thị công khai cho học viên.\nXem khóa học: ${link}\n`,
  };
}

export function courseRejectedMail(name: string, courseTitle: string, reason: string, link: string): RenderedMail {
  const title = 'Khóa học của bạn chưa được duyệt';
  return {
    subject: `[${BRAND}] ${title}: ${courseTitle}`,
    html: layout(
      title,
      [
        `Chào ${escapeHtml(name)},`,
        `Khóa học <strong>${escapeHtml(courseTitle)}</strong> chưa được duyệt vì lý do sau:`,
        `<em>${escapeHtml(reason)}</em>`,
        'Bạn hãy chỉnh sửa khóa học theo góp ý rồi gửi duyệt lại.',
      ],
      { label: 'Chỉnh sửa khóa học', url: link },
    ),
    text: `Chào ${name},\n\nKhóa học "${courseTitle}" chưa được duyệt vì lý do sau:\n${reason}\n\nBạn hãy chỉnh sửa khóa học theo góp ý rồi gửi duyệt lại: ${link}\n`,
  };
}

/** The receipt; `toolAccess` says how to use each bought tool (its licence key, where to download or sign in). */
export function orderPaidMail(name: string, orderCode: string, items: { title: string; amount: number }[], total: number, link: string, toolAccess: string[] = []): RenderedMail {
  const title = `Đơn hàng ${orderCode} đã được thanh toán`;
  const rows = items.map((item) => `${escapeHtml(item.title)}: <strong>${formatVnd(item.amount)}</strong>`);
  const access = toolAccess.length ? [`<strong>Cách sử dụng phần mềm:</strong><br>${toolAccess.map(escapeHtml).join('<br>')}`] : [];
  return {
    subject: `[${BRAND}] ${title}`,
    html: layout(
      title,
      [
        `Chào ${escapeHtml(name)},`,
        'Cảm ơn bạn đã mua hàng. Chúng tôi đã nhận được thanh toán cho đơn hàng gồm:',
        rows.join('<br>'),
        `Tổng cộng: <strong>${formatVnd(total)}</strong>`,
        ...access,
      ],
      { label: link.endsWith('/my-tools') ? 'Mở Phần mềm của tôi' : 'Vào học ngay', url: link },
    ),
    text: `Chào ${name},\n\nCảm ơn bạn đã mua hàng. Đơn hàng ${orderCode} đã được thanh toán:\n${items.map((item) => `- ${item.title}: ${formatVnd(item.amount)}`).join('\n')}\nTổng cộng: ${formatVnd(total)}\n${toolAccess.length ? `\nCách sử dụng phần mềm:\n${toolAccess.map((line) => `- ${line}`).join('\n')}\n` : ''}\n${link.endsWith('/my-tools') ? 'Phần mềm của tôi' : 'Vào học'}: ${link}\n`,
  };
}

export function depositCreditedMail(name: string, code: string, amount: number, link: string): RenderedMail {
  const title = 'Nạp tiền vào ví thành công';
  return {
    subject: `[${BRAND}] ${title}`,
    html: layout(title, [`Chào ${escapeHtml(name)},`, `Ví chính của bạn vừa được cộng <strong>${formatVnd(amount)}</strong> (mã nạp ${escapeHtml(code)}).`], {
      label: 'Xem ví của tôi',
      url: link,
    }),
    text: `Chào ${name},\n\nVí chính của bạn vừa được cộng ${formatVnd(amount)} (mã nạp ${code}).\nXem ví: ${link}\n`,
  };
}

export function payoutSentMail(name: string, payout: { gross: number; taxWithheld: number; net: number; destination: string }, link: string): RenderedMail {
  const title = 'Bạn vừa được thanh toán';
  const taxLine =
    payout.taxWithheld > 0
      ? `Thuế thu nhập cá nhân đã khấu trừ (10%): ${formatVnd(payout.taxWithheld)}.`
      : 'Khoản này dưới ngưỡng khấu trừ thuế thu nhập cá nhân nên không bị khấu trừ.';
  return {
    subject: `[${BRAND}] ${title}: ${formatVnd(payout.net)}`,
    html: layout(
      title,
      [
        `Chào ${escapeHtml(name)},`,
        `Chúng tôi vừa chuyển <strong>${formatVnd(payout.net)}</strong> tới ${escapeHtml(payout.destination)}.`,
        `Tổng thu nhập: ${formatVnd(payout.gross)}. ${escapeHtml(taxLine)}`,
      ],
      { label: 'Xem lịch sử thanh toán', url: link },
    ),
    text: `Chào ${name},\n\nChúng tôi vừa chuyển ${formatVnd(payout.net)} tới ${payout.destination}.\nTổng thu nhập: ${formatVnd(payout.gross)}. ${taxLine}\nXem lịch sử thanh toán: ${link}\n`,
  };
}

export function orderRefundedMail(
  name: string,
  refund: { orderCode: string; amount: number; items: string[]; destinations: string[]; accessWithdrawn: string[] },
  link: string,
): RenderedMail {
  const title = `Đơn hàng ${refund.orderCode} đã được hoàn tiền`;
  const withdrawn = refund.accessWithdrawn.length ? `Quyền truy cập đã được thu hồi: ${refund.accessWithdrawn.join(', ')}.` : null;
  return {
    subject: `[${BRAND}] ${title}: ${formatVnd(refund.amount)}`,
    html: layout(
      title,
      [
        `Chào ${escapeHtml(name)},`,
        `Chúng tôi đã hoàn <strong>${formatVnd(refund.amount)}</strong> cho đơn hàng ${escapeHtml(refund.orderCode)} (${escapeHtml(refund.items.join(', '))}).`,
        refund.destinations.map(escapeHtml).join('<br>'),
        ...(withdrawn ? [escapeHtml(withdrawn)] : []),
      ],
      { label: 'Xem lịch sử giao dịch', url: link },
    ),
    text: `Chào ${name},\n\nChúng tôi đã hoàn ${formatVnd(refund.amount)} cho đơn hàng ${refund.orderCode} (${refund.items.join(', ')}).\n${refund.destinations.join('\n')}\n${withdrawn ? `${withdrawn}\n` : ''}\nXem lịch sử giao dịch: ${link}\n`,
  };
}

export function toolExpiryMail(name: string, tool: { name: string; expiresAt: string; daysLeft: number | null }, link: string): RenderedMail {
  const title = tool.daysLeft === null ? `${tool.name} đã hết hạn` : `${tool.name} sắp hết hạn`;
  const when =
    tool.daysLeft === null
      ? `Quyền sử dụng "${tool.name}" của bạn đã hết hạn ngày ${tool.expiresAt}. Thông tin truy cập đã được ẩn; gia hạn để dùng tiếp.`
      : `Quyền sử dụng "${tool.name}" của bạn hết hạn ngày ${tool.expiresAt} (còn ${tool.daysLeft} ngày). Gia hạn ngay để không bị gián đoạn: thời gian mới được cộng nối tiếp từ ngày hết hạn hiện tại.`;
  return {
    subject: `[${BRAND}] ${title}`,
    html: layout(title, [`Chào ${escapeHtml(name)},`, escapeHtml(when)], { label: 'Gia hạn ngay', url: link }),
    text: `Chào ${name},\n\n${when}\nGia hạn: ${link}\n`,
  };
}

/**
 * A course announcement to one enrolled student (service mail to a buyer, not marketing). Title and
 * body are the instructor's plain text: escaped, the body's line breaks kept. The footer says why it
 * came and links to the preference page where the course's announcement mail is turned off.
 */
export function courseAnnouncementMail(
  name: string,
  courseTitle: string,
  announcement: { title: string; body: string },
  links: { announcement: string; preferences: string },
): RenderedMail {
  const body = escapeHtml(announcement.body).replace(/\r?\n/g, '<br>');
  const footer = `Bạn nhận được thư này vì đang học khóa học <strong>${escapeHtml(courseTitle)}</strong> tại ${BRAND}. Không muốn nhận thư thông báo của khóa học này nữa? <a href="${escapeHtml(links.preferences)}" style="color:#1d4ed8">Tùy chọn nhận thư</a>.`;
  return {
    subject: `[${courseTitle}] ${announcement.title}`,
    html: layout(
      announcement.title,
      [`Chào ${escapeHtml(name)},`, `Giảng viên khóa học <strong>${escapeHtml(courseTitle)}</strong> vừa gửi thông báo:`, body],
      { label: 'Xem trong khóa học', url: links.announcement },
      footer,
    ),
    text: `Chào ${name},\n\nGiảng viên khóa học "${courseTitle}" vừa gửi thông báo:\n\n${announcement.title}\n\n${announcement.body}\n\nXem trong khóa học: ${links.announcement}\n\n—\nBạn nhận được thư này vì đang học khóa học "${courseTitle}" tại ${BRAND}. Tắt thư thông báo của khóa học: ${links.preferences}\n`,
  };
}

/** One waiting question of the instructor's daily digest; `waiting` in words ('3 ngày 4 giờ'). */
export interface DigestQuestion {
  courseTitle: string;
  lectureTitle: string | null;
  title: string;
  waiting: string;
}

/**
 * The daily digest of the questions still waiting for an instructor (service mail, at most one a day):
 * the longest waiting first, `questions` the first of `total`. Titles are students' plain text: escaped.
 */
export function questionDigestMail(name: string, questions: DigestQuestion[], total: number, link: string): RenderedMail {
  const title = `${total} câu hỏi đang chờ bạn trả lời`;
  const where = (question: DigestQuestion) => (question.lectureTitle ? `${question.courseTitle} · ${question.lectureTitle}` : question.courseTitle);
  const more = total > questions.length ? `và ${total - questions.length} câu hỏi khác.` : null;
  const footer = `Bạn nhận được thư này vì là giảng viên tại ${BRAND} và học viên của bạn còn câu hỏi chưa được trả lời. Thư được gửi tối đa một lần mỗi ngày.`;
  return {
    subject: `[${BRAND}] ${title}`,
    html: layout(
      title,
      [
        `Chào ${escapeHtml(name)},`,
        'Học viên của bạn đang chờ giảng viên giải đáp những câu hỏi sau (chờ lâu nhất trước):',
        ...questions.map(
          (question) =>
            `<strong>${escapeHtml(question.title)}</strong><br><span style="color:#475569">${escapeHtml(where(question))}: đã chờ ${escapeHtml(question.waiting)}</span>`,
        ),
        ...(more ? [more] : []),
      ],
      { label: 'Trả lời câu hỏi', url: link },
      footer,
    ),
    text: `Chào ${name},\n\nHọc viên của bạn đang chờ giảng viên giải đáp những câu hỏi sau (chờ lâu nhất trước):\n\n${questions
      .map((question) => `- ${question.title}\n  ${where(question)}: đã chờ ${question.waiting}`)
      .join('\n')}\n${more ? `${more}\n` : ''}\nTrả lời câu hỏi: ${link}\n\n—\n${footer}\n`,
  };
}
