import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { CheckList } from './CheckList';
import { CtaBand } from './CtaBand';
import { FaqList, type FaqEntry } from './FaqList';
import { FeatureGrid, type Feature } from './FeatureGrid';
import { InfoHero } from './InfoHero';
import { InfoSection } from './InfoSection';
import { StepList, type Step } from './StepList';
import { TextLink } from './TextLink';

export const BECOME_INSTRUCTOR_TITLE = 'Trở thành giảng viên';

const REASONS: Feature[] = [
  {
    icon: 'dollar',
    title: 'Chia sẻ doanh thu',
    text: 'Nhận phần doanh thu từ mỗi học viên đăng ký khóa học của bạn. Doanh số và thu nhập được thống kê minh bạch trong mục Thu nhập của giảng viên.',
  },
  {
    icon: 'play',
    title: 'Lưu trữ video chuẩn HLS',
    text: 'Video tải lên được tự động chuyển sang định dạng HLS với 3 mức chất lượng, phát mượt trên máy tính lẫn điện thoại, kể cả khi mạng yếu.',
  },
  {
    icon: 'megaphone',
    title: 'Hỗ trợ marketing',
    text: 'Khóa học được giới thiệu tới cộng đồng học viên, qua email marketing và mạng lưới Affiliate của Học viện, nên bạn có thể tập trung vào việc dạy.',
  },
  {
    icon: 'chart',
    title: 'Công cụ quản lý đầy đủ',
    text: 'Bảng điều khiển riêng để quản lý khóa học, thư viện media, danh sách học viên và theo dõi thu nhập mọi lúc.',
  },
];

const REQUIREMENTS = [
  'Có kinh nghiệm thực tế và kết quả chứng minh được trong lĩnh vực bạn muốn giảng dạy.',
  'Nội dung do bạn tự xây dựng, không vi phạm bản quyền của cá nhân hay tổ chức khác.',
  'Video rõ hình, rõ tiếng, tối thiểu độ phân giải HD 720p, trình bày bằng tiếng Việt dễ hiểu.',
  'Giáo trình có mục tiêu rõ ràng, chia chương và bài học hợp lý, có phần thực hành.',
  'Sẵn sàng giải đáp câu hỏi và đồng hành cùng học viên sau khi khóa học ra mắt.',
  'Có tài khoản Học viện Marketing với email đã được xác thực.',
];

const STEPS: Step[] = [
  {
    title: 'Đăng ký tài khoản',
    text: (
      <>
        Tạo tài khoản tại trang <TextLink to="/register">Đăng ký</TextLink>, sau đó liên hệ <TextLink to="/support">bộ phận hỗ trợ</TextLink> để được cấp quyền giảng viên.
      </>
    ),
  },
  { title: 'Chuẩn bị giáo trình', text: 'Xác định học viên mục tiêu, kết quả họ đạt được sau khóa học, rồi chia nội dung thành từng chương và bài học.' },
  { title: 'Tải video lên thư viện media', text: 'Tải video bài giảng vào Thư viện media. Hệ thống tự chuyển mã sang HLS để sẵn sàng phát cho học viên.' },
  { title: 'Gửi khóa học để duyệt', text: 'Tạo khóa học, gắn video vào từng bài, điền mô tả, giá bán, ảnh đại diện rồi gửi cho đội ngũ kiểm duyệt.' },
  { title: 'Quản trị viên phê duyệt', text: 'Khóa học đạt yêu cầu được quản trị viên phê duyệt và xuất bản. Nếu cần chỉnh sửa, bạn sẽ nhận được lý do cụ thể.' },
];

const FAQ: FaqEntry[] = [
  {
    question: 'Đăng khóa học lên Học viện có mất phí không?',
    answer: <p>Không. Bạn không phải trả phí để tạo khóa học, lưu trữ video hay sử dụng các công cụ quản lý dành cho giảng viên.</p>,
  },
  {
    question: 'Khóa học bị từ chối thì tôi phải làm sao?',
    answer: <p>Bạn sẽ thấy lý do từ chối trong trang quản lý khóa học. Hãy chỉnh sửa theo góp ý rồi gửi duyệt lại, quản trị viên sẽ xem xét lần nữa.</p>,
  },
  {
    question: 'Tôi có thể cho học viên xem thử một số bài miễn phí không?',
    answer: <p>Có. Khi soạn giáo trình, bạn có thể đánh dấu những bài học xem thử miễn phí để học viên trải nghiệm trước khi quyết định mua.</p>,
  },
  {
    question: 'Tôi theo dõi thu nhập của mình ở đâu?',
    answer: <p>Trong khu vực giảng viên có mục Thu nhập và Tổng quan, hiển thị doanh số, số học viên và khoản thu nhập theo từng khóa học.</p>,
  },
];

/** /becomeInstructor: why and how to teach at the academy. */
export default function BecomeInstructorPage() {
  useDocumentTitle(BECOME_INSTRUCTOR_TITLE);
  return (
    <div data-testid="become-instructor-page">
      <InfoHero
        icon="users"
        eyebrow={BECOME_INSTRUCTOR_TITLE}
        title="Trở thành giảng viên tại Học viện Marketing"
        lead="Bạn có kinh nghiệm thực chiến về quảng cáo, bán hàng hay xây dựng thương hiệu? Hãy đóng gói kiến thức thành khóa học video, tiếp cận hàng nghìn học viên và tạo nguồn thu nhập bền vững."
        actions={[
          { to: '/register', label: 'Đăng ký làm giảng viên' },
          { to: '/support', label: 'Trao đổi với đội ngũ', variant: 'secondary' },
        ]}
      />

      <InfoSection id="why-teach" title="Vì sao nên giảng dạy tại Học viện?" subtitle="Bạn lo phần chuyên môn, chúng tôi lo phần còn lại.">
        <FeatureGrid items={REASONS} columns={4} />
      </InfoSection>

      <InfoSection id="requirements" title="Yêu cầu đối với giảng viên" subtitle="Chúng tôi đặt chất lượng lên hàng đầu để bảo vệ quyền lợi của học viên và của chính bạn." muted>
        <CheckList items={REQUIREMENTS} />
      </InfoSection>

      <InfoSection id="steps" title="Quy trình đưa khóa học lên Học viện" subtitle="Từ ý tưởng đến khóa học được xuất bản chỉ qua năm bước.">
        <StepList steps={STEPS} />
      </InfoSection>

      <InfoSection id="faq" title="Câu hỏi thường gặp" muted narrow>
        <FaqList items={FAQ} />
      </InfoSection>

      <CtaBand
        id="instructor-cta"
        title="Sẵn sàng chia sẻ kiến thức của bạn?"
        text={<p>Tạo tài khoản ngay hôm nay, hoặc liên hệ đội ngũ hỗ trợ nếu bạn muốn trao đổi thêm trước khi bắt đầu.</p>}
        actions={[
          { to: '/register', label: 'Đăng ký tài khoản', testId: 'instructor-register' },
          { to: '/support', label: 'Liên hệ hỗ trợ', variant: 'secondary', testId: 'instructor-support' },
        ]}
      />
    </div>
  );
}
