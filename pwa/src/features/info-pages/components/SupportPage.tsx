import { Icon, type IconName } from '../../../components/ui/Icon';
import { useRefundPolicy, type RefundPolicy } from '../api/refundPolicyApi';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { CtaBand } from './CtaBand';
import { FaqList, type FaqEntry } from './FaqList';
import { InfoHero } from './InfoHero';
import { InfoSection } from './InfoSection';
import { TextLink } from './TextLink';

export const SUPPORT_TITLE = 'Hỗ trợ';
export const SUPPORT_EMAIL = 'hotro@hocvienmarketing.vn';
export const SUPPORT_HOTLINE = '1900 6868';
export const SUPPORT_HOURS = '8:00–21:00 tất cả các ngày trong tuần';

type Channel = { icon: IconName; title: string; value: string; href?: string; testId?: string; note: string };

const CHANNELS: Channel[] = [
  {
    icon: 'mail',
    title: 'Email',
    value: SUPPORT_EMAIL,
    href: `mailto:${SUPPORT_EMAIL}`,
    testId: 'support-email',
    note: 'Phù hợp với yêu cầu cần gửi kèm ảnh chụp màn hình, biên lai chuyển khoản.',
  },
  {
    icon: 'bell',
    title: 'Hotline',
    value: SUPPORT_HOTLINE,
    href: `tel:${SUPPORT_HOTLINE.replace(/\s/g, '')}`,
    testId: 'support-hotline',
    note: 'Gọi khi cần xử lý gấp, ví dụ đã thanh toán nhưng chưa vào được khóa học.',
  },
  { icon: 'users', title: 'Zalo OA', value: 'Học viện Marketing', note: 'Tìm “Học viện Marketing” trên Zalo, nhấn Quan tâm rồi nhắn tin cho chúng tôi.' },
  { icon: 'inbox', title: 'Giờ làm việc', value: '8:00–21:00', note: 'Tất cả các ngày trong tuần, kể cả thứ Bảy và Chủ nhật.' },
];

type FaqGroup = { id: string; title: string; items: FaqEntry[] };

/**
 * The refund questions state the policy in force (GET /api/refund-policy, what every request is judged
 * by), never a copy of it: an admin's change shows here at once.
 */
function refundGroup(policy: RefundPolicy | undefined, failed: boolean): FaqGroup {
  const terms = policy
    ? `trong vòng ${policy.maxDays} ngày kể từ ngày thanh toán, khi bạn học chưa quá ${policy.maxProgressPercent}% khóa học`
    : failed
      ? 'theo điều kiện hiện hành, hiển thị cho từng đơn hàng'
      : 'theo điều kiện hiện hành (đang tải…)';
  return {
    id: 'faq-refund',
    title: 'Hoàn tiền',
    items: [
      {
        question: 'Chính sách hoàn tiền như thế nào?',
        answer: (
          <>
            <p data-testid="support-refund-policy">Bạn có thể yêu cầu hoàn tiền {terms}.</p>
            <p>
              Vào <TextLink to="/transactions">Lịch sử giao dịch</TextLink>, chọn đơn hàng và bấm “Yêu cầu hoàn tiền”: bạn chọn khóa học muốn hoàn và nhận lại tiền vào ví hoặc qua
              chuyển khoản ngân hàng. Quản trị viên xử lý yêu cầu và báo kết quả cho bạn qua thông báo.
            </p>
          </>
        ),
      },
      {
        question: 'Quá hạn hoàn tiền thì sao?',
        answer: (
          <p>
            {policy
              ? `Khi đã quá ${policy.maxDays} ngày kể từ ngày thanh toán hoặc bạn đã học quá ${policy.maxProgressPercent}% khóa học, yêu cầu hoàn tiền không còn được áp dụng.`
              : 'Ngoài điều kiện trên, yêu cầu hoàn tiền không còn được áp dụng.'}{' '}
            Nếu khóa học gặp lỗi kỹ thuật, hãy liên hệ để chúng tôi khắc phục sớm nhất.
          </p>
        ),
      },
    ],
  };
}

const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'faq-payment',
    title: 'Thanh toán',
    items: [
      {
        question: 'Làm thế nào để thanh toán bằng chuyển khoản VietQR?',
        answer: (
          <>
            <p>Ở bước thanh toán, hệ thống hiển thị mã VietQR kèm số tiền và nội dung chuyển khoản. Bạn mở ứng dụng ngân hàng bất kỳ, chọn quét mã QR rồi xác nhận giao dịch.</p>
            <p>Vui lòng giữ nguyên số tiền và nội dung chuyển khoản để hệ thống đối chiếu và kích hoạt đơn hàng của bạn nhanh nhất.</p>
          </>
        ),
      },
      {
        question: 'Tôi đã chuyển khoản nhưng đơn hàng vẫn chưa được kích hoạt?',
        answer: (
          <p>
            Thông thường đơn hàng được xác nhận chỉ sau ít phút. Nếu quá 30 phút mà đơn vẫn ở trạng thái “Chưa thanh toán”, hãy gửi ảnh chụp biên lai kèm mã đơn hàng tới{' '}
            {SUPPORT_EMAIL} hoặc gọi hotline {SUPPORT_HOTLINE} để được kiểm tra ngay.
          </p>
        ),
      },
      {
        question: 'Tôi có thể thanh toán bằng số dư ví không?',
        answer: (
          <p>
            Có. Bạn có thể nạp tiền vào <TextLink to="/wallet">ví của mình</TextLink> rồi dùng số dư ví chính và ví thưởng để thanh toán khóa học, phần mềm.
          </p>
        ),
      },
    ],
  },
  {
    id: 'faq-access',
    title: 'Truy cập khóa học',
    items: [
      {
        question: 'Mua xong, tôi vào học ở đâu?',
        answer: (
          <p>
            Sau khi đơn hàng được xác nhận, khóa học xuất hiện trong mục <TextLink to="/my-courses">Khóa học của tôi</TextLink>. Bạn có thể học trên máy tính, điện thoại và học lại
            không giới hạn.
          </p>
        ),
      },
      {
        question: 'Vì sao tôi được yêu cầu xác thực khuôn mặt trước khi vào học?',
        answer: (
          <p>
            Bước xác thực khuôn mặt giúp bảo vệ tài khoản và khóa học bạn đã mua, tránh bị chia sẻ trái phép. Hãy ngồi nơi đủ sáng, nhìn thẳng vào camera và bỏ khẩu trang, kính râm
            nếu có.
          </p>
        ),
      },
      {
        question: 'Video bị giật hoặc không phát được?',
        answer: (
          <p>
            Hãy kiểm tra kết nối mạng, tải lại trang hoặc thử trình duyệt khác. Video tự giảm chất lượng khi mạng yếu. Nếu vẫn không xem được, hãy gửi tên khóa học và bài học bị
            lỗi cho chúng tôi.
          </p>
        ),
      },
    ],
  },
  {
    id: 'faq-account',
    title: 'Tài khoản',
    items: [
      {
        question: 'Tôi quên mật khẩu?',
        answer: (
          <p>
            Vào trang <TextLink to="/forgot-password">Quên mật khẩu</TextLink>, nhập email đã đăng ký và làm theo hướng dẫn trong thư đặt lại mật khẩu.
          </p>
        ),
      },
      {
        question: 'Tôi không nhận được email xác thực?',
        answer: <p>Hãy kiểm tra hộp thư Quảng cáo và Thư rác. Nếu vẫn không thấy, bạn có thể yêu cầu gửi lại thư xác thực sau vài phút hoặc liên hệ chúng tôi để được hỗ trợ.</p>,
      },
      {
        question: 'Tài khoản của tôi bị khóa?',
        answer: (
          <p>
            Nếu khi đăng nhập bạn nhận được thông báo tài khoản đã bị khóa, vui lòng liên hệ qua email hoặc hotline và cung cấp email đăng ký để đội ngũ hỗ trợ kiểm tra, giải thích
            nguyên nhân và hướng dẫn mở khóa.
          </p>
        ),
      },
      {
        question: 'Làm sao để đổi mật khẩu hoặc cập nhật thông tin cá nhân?',
        answer: (
          <p>
            Sau khi đăng nhập, vào <TextLink to="/settings">Cài đặt</TextLink> để đổi mật khẩu và <TextLink to="/profile">Trang cá nhân</TextLink> để cập nhật thông tin.
          </p>
        ),
      },
    ],
  },
];

/** /support: support channels and the frequent questions on payments, access, refunds and accounts. */
export default function SupportPage() {
  useDocumentTitle(SUPPORT_TITLE);
  const refundPolicy = useRefundPolicy();
  const faqGroups = [...FAQ_GROUPS];
  // The refund questions sit third, after payments and access, as they always did.
  faqGroups.splice(2, 0, refundGroup(refundPolicy.data, refundPolicy.isError));
  return (
    <div data-testid="support-page">
      <InfoHero
        icon="inbox"
        eyebrow={SUPPORT_TITLE}
        title="Trung tâm hỗ trợ học viên"
        lead={`Đội ngũ Học viện Marketing luôn sẵn sàng giúp bạn từ ${SUPPORT_HOURS}. Hãy xem các câu hỏi thường gặp bên dưới hoặc liên hệ trực tiếp với chúng tôi.`}
        actions={[{ to: '/#contact', label: 'Gửi yêu cầu hỗ trợ' }]}
      />

      <InfoSection id="channels" title="Kênh liên hệ" subtitle="Chọn kênh thuận tiện nhất với bạn, chúng tôi phản hồi trong giờ làm việc.">
        <ul className="grid gap-5 sm:grid-cols-2">
          {CHANNELS.map((channel) => (
            <li key={channel.title} className="card">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
                <Icon name={channel.icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{channel.title}</h3>
              {channel.href ? (
                <a href={channel.href} className="mt-1 block break-words font-semibold text-brand-700 hover:underline dark:text-brand-300" data-testid={channel.testId}>
                  {channel.value}
                </a>
              ) : (
                <p className="mt-1 font-semibold text-brand-700 dark:text-brand-300">{channel.value}</p>
              )}
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{channel.note}</p>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="faq" title="Câu hỏi thường gặp" subtitle="Giải đáp nhanh những thắc mắc học viên hay gửi về nhất." muted narrow>
        <div className="space-y-8">
          {faqGroups.map((group) => (
            <div key={group.id} role="group" aria-labelledby={group.id}>
              <h3 id={group.id} className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
                {group.title}
              </h3>
              <FaqList items={group.items} />
            </div>
          ))}
        </div>
      </InfoSection>

      <CtaBand
        id="support-cta"
        title="Chưa tìm thấy câu trả lời?"
        text={<p>Để lại lời nhắn qua form liên hệ, đội ngũ hỗ trợ sẽ phản hồi bạn trong vòng 24 giờ làm việc.</p>}
        actions={[
          { to: '/#contact', label: 'Gửi lời nhắn cho chúng tôi', testId: 'support-contact' },
          { to: '/study-tips', label: 'Xem bí quyết học tập', variant: 'secondary' },
        ]}
      />
    </div>
  );
}
