import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { CtaBand } from './CtaBand';
import { FaqList, type FaqEntry } from './FaqList';
import { FeatureGrid, type Feature } from './FeatureGrid';
import { InfoHero } from './InfoHero';
import { InfoSection } from './InfoSection';
import { StepList, type Step } from './StepList';
import { TextLink } from './TextLink';

export const PRO_GIFT_TITLE = 'Quà tặng PRO';

const GIFTS: Feature[] = [
  {
    icon: 'layout',
    title: 'Bộ template marketing',
    text: (
      <ul className="list-disc space-y-1 pl-5">
        <li>Mẫu bài quảng cáo Facebook theo từng ngành hàng</li>
        <li>Kịch bản video ngắn cho TikTok và Reels</li>
        <li>Mẫu lịch nội dung 30 ngày cho fanpage</li>
      </ul>
    ),
  },
  {
    icon: 'clipboard',
    title: 'Bộ checklist thực chiến',
    text: (
      <ul className="list-disc space-y-1 pl-5">
        <li>Checklist trước khi bật một chiến dịch quảng cáo</li>
        <li>Checklist tối ưu fanpage và trang bán hàng</li>
        <li>Checklist chuẩn bị ra mắt sản phẩm mới</li>
      </ul>
    ),
  },
  {
    icon: 'play',
    title: 'Khóa học mini miễn phí',
    text: 'Chuỗi bài giảng video ngắn giúp bạn nắm nền tảng marketing online và tự tay lên kế hoạch cho chiến dịch đầu tiên, học ngay trên điện thoại.',
  },
];

const STEPS: Step[] = [
  {
    title: 'Đăng ký tài khoản',
    text: (
      <>
        Tạo tài khoản miễn phí tại trang <TextLink to="/register">Đăng ký</TextLink> và xác thực email của bạn.
      </>
    ),
  },
  {
    title: 'Liên hệ nhận quà',
    text: (
      <>
        Gửi lời nhắn qua <TextLink to="/#contact">form liên hệ</TextLink>, ghi rõ “Nhận quà tặng PRO” cùng email bạn đã đăng ký.
      </>
    ),
  },
  { title: 'Nhận quà', text: 'Đội ngũ Học viện gửi bộ quà tặng và mở khóa học mini cho tài khoản của bạn trong vòng 24 giờ làm việc.' },
];

const FAQ: FaqEntry[] = [
  {
    question: 'Quà tặng PRO có mất phí không?',
    answer: <p>Không. Toàn bộ quà tặng đều miễn phí, bạn chỉ cần có tài khoản Học viện Marketing đã xác thực email.</p>,
  },
  {
    question: 'Tôi có phải mua khóa học mới được nhận quà không?',
    answer: <p>Không bắt buộc. Quà tặng dành cho mọi thành viên đã đăng ký. Nếu sau đó bạn học các khóa trả phí, các template và checklist sẽ càng phát huy tác dụng.</p>,
  },
  {
    question: 'Tôi đã liên hệ nhưng chưa nhận được quà?',
    answer: (
      <p>
        Hãy kiểm tra cả hộp thư Quảng cáo và Thư rác. Nếu sau 24 giờ làm việc vẫn chưa thấy, vui lòng xem các kênh liên hệ khác tại trang <TextLink to="/support">Hỗ trợ</TextLink>.
      </p>
    ),
  },
];

/** /pro-gift: the PRO gift offered by the promotional popup and how to receive it. */
export default function ProGiftPage() {
  useDocumentTitle(PRO_GIFT_TITLE);
  return (
    <div data-testid="pro-gift-page">
      <InfoHero
        icon="gift"
        eyebrow={PRO_GIFT_TITLE}
        title="Nhận trọn bộ quà tặng PRO cho người làm marketing"
        lead="Ưu đãi bạn vừa thấy trong cửa sổ khuyến mãi: template, checklist và một khóa học mini miễn phí do đội ngũ Học viện Marketing biên soạn từ kinh nghiệm chạy quảng cáo thực tế. Đăng ký tài khoản, liên hệ với chúng tôi và bắt đầu dùng ngay."
        actions={[
          { to: '/register', label: 'Đăng ký nhận quà' },
          { to: '/#contact', label: 'Liên hệ nhận quà', variant: 'secondary' },
        ]}
      />

      <InfoSection id="gift-contents" title="Bộ quà tặng gồm những gì?" subtitle="Những công cụ chúng tôi dùng mỗi ngày, được đóng gói lại để bạn áp dụng ngay.">
        <FeatureGrid items={GIFTS} />
      </InfoSection>

      <InfoSection id="how-to-receive" title="Cách nhận quà" subtitle="Chỉ ba bước, không cần thẻ thanh toán." muted>
        <StepList steps={STEPS} />
      </InfoSection>

      <InfoSection id="faq" title="Câu hỏi thường gặp" narrow>
        <FaqList items={FAQ} />
      </InfoSection>

      <CtaBand
        id="pro-gift-cta"
        title="Đừng bỏ lỡ bộ quà tặng PRO"
        text={<p>Tạo tài khoản miễn phí rồi nhắn cho chúng tôi, quà sẽ đến tay bạn sớm nhất.</p>}
        actions={[
          { to: '/register', label: 'Đăng ký tài khoản', testId: 'pro-gift-register' },
          { to: '/#contact', label: 'Liên hệ với Học viện', variant: 'secondary', testId: 'pro-gift-contact' },
        ]}
      />
    </div>
  );
}
