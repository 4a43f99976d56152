import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { CheckList } from './CheckList';
import { CtaBand } from './CtaBand';
import { FaqList, type FaqEntry } from './FaqList';
import { FeatureGrid, type Feature } from './FeatureGrid';
import type { InfoAction } from './infoLinks';
import { InfoHero } from './InfoHero';
import { InfoSection } from './InfoSection';
import { StepList, type Step } from './StepList';
import { TextLink } from './TextLink';

export const AFFILIATE_LANDING_TITLE = 'Chương trình Affiliate';

const COMMISSIONS = [
  {
    rate: '30%',
    label: 'Hoa hồng trực tiếp 30%',
    text: 'trên giá trị mỗi khóa học được mua qua liên kết giới thiệu của chính bạn.',
  },
  {
    rate: '20%',
    label: 'Hoa hồng đội nhóm 20%',
    text: 'trên doanh số của những thành viên trong đội nhóm do bạn mời tham gia.',
  },
];

const STEPS: Step[] = [
  { title: 'Tạo tài khoản', text: 'Đăng ký tài khoản Học viện Marketing miễn phí, chỉ mất khoảng một phút.' },
  { title: 'Kích hoạt Affiliate', text: 'Vào bảng điều khiển Affiliate để nhận mã giới thiệu riêng của bạn.' },
  { title: 'Chia sẻ liên kết', text: 'Gửi liên kết khóa học kèm mã của bạn lên Facebook, Zalo, TikTok hoặc nhắn trực tiếp cho người quen.' },
  { title: 'Theo dõi kết quả', text: 'Xem lượt nhấp, lượt đăng ký và đơn hàng phát sinh từ liên kết theo thời gian thực.' },
  { title: 'Nhận hoa hồng', text: 'Hoa hồng được ghi nhận sau khi đơn hàng được duyệt và chi trả theo lịch sử thanh toán trong bảng điều khiển.' },
];

const REASONS: Feature[] = [
  { icon: 'gift', title: 'Tham gia miễn phí', text: 'Không phí đăng ký, không yêu cầu doanh số tối thiểu, không cần bỏ vốn nhập hàng.' },
  { icon: 'chart', title: 'Số liệu minh bạch', text: 'Mọi lượt nhấp, lượt đăng ký và đơn hàng đều hiển thị rõ ràng trong bảng điều khiển của bạn.' },
  { icon: 'academic', title: 'Sản phẩm dễ giới thiệu', text: 'Khóa học marketing thực chiến và phần mềm hữu ích, có bài học miễn phí để khách trải nghiệm trước.' },
  { icon: 'users', title: 'Thu nhập từ đội nhóm', text: 'Mời bạn bè cùng làm Affiliate và nhận thêm 20% trên doanh số mà đội nhóm mang về.' },
];

const AUDIENCE = [
  'Học viên đã học và muốn giới thiệu khóa học mình thấy hữu ích cho bạn bè, đồng nghiệp.',
  'Người làm nội dung, KOC, chủ fanpage, nhóm Facebook hoặc kênh TikTok về kinh doanh, marketing.',
  'Chủ shop và người bán hàng online muốn có thêm một nguồn thu nhập ổn định.',
  'Sinh viên, nhân viên văn phòng muốn kiếm thêm thu nhập vào thời gian rảnh.',
];

const FAQ: FaqEntry[] = [
  {
    question: 'Tham gia chương trình Affiliate có mất phí không?',
    answer: <p>Hoàn toàn miễn phí. Bạn chỉ cần có tài khoản Học viện Marketing là có thể kích hoạt Affiliate và nhận mã giới thiệu riêng.</p>,
  },
  {
    question: 'Hoa hồng trực tiếp và hoa hồng đội nhóm khác nhau thế nào?',
    answer: (
      <p>
        Hoa hồng trực tiếp 30% áp dụng cho đơn hàng khách mua qua liên kết của chính bạn. Hoa hồng đội nhóm 20% áp dụng cho đơn hàng do các thành viên trong đội nhóm của bạn, tức
        những người đăng ký Affiliate qua lời mời của bạn, mang về.
      </p>
    ),
  },
  {
    question: 'Tôi có cần mua khóa học trước khi giới thiệu không?',
    answer: (
      <p>Không bắt buộc. Tuy vậy, khi đã tự học và áp dụng, bạn sẽ chia sẻ chân thực và thuyết phục hơn rất nhiều. Bạn cũng có thể học thử các bài miễn phí để hiểu rõ khóa học.</p>
    ),
  },
  {
    question: 'Khi nào tôi nhận được hoa hồng?',
    answer: (
      <p>
        Hoa hồng được ghi nhận khi đơn hàng thanh toán thành công và được đội ngũ Học viện duyệt. Trạng thái từng khoản và lịch sử chi trả đều hiển thị trong bảng điều khiển
        Affiliate.
      </p>
    ),
  },
  {
    question: 'Tôi chưa có kinh nghiệm bán hàng online, có làm được không?',
    answer: (
      <p>
        Được. Học viện có sẵn <TextLink to="/affiliate-traning">giáo trình đào tạo Affiliate</TextLink> hướng dẫn từng bước: cách lấy liên kết, viết nội dung và chia sẻ trên
        Facebook, Zalo, TikTok.
      </p>
    ),
  },
];

const ACTIONS: InfoAction[] = [
  { to: '/affiliate-dashboard', label: 'Tham gia ngay' },
  { to: '/affiliate-traning', label: 'Xem giáo trình đào tạo', variant: 'secondary' },
];

/** /affiliate-landing: the affiliate programme, its two commission rates and the way in. */
export default function AffiliateLandingPage() {
  useDocumentTitle(AFFILIATE_LANDING_TITLE);
  return (
    <div data-testid="affiliate-landing-page">
      <InfoHero
        icon="dollar"
        eyebrow={AFFILIATE_LANDING_TITLE}
        title="Giới thiệu khóa học, nhận hoa hồng đến 30%"
        lead="Chia sẻ những khóa học marketing thực chiến tới bạn bè và cộng đồng của bạn. Mỗi đơn hàng thành công qua liên kết giới thiệu đều mang lại thu nhập cho bạn, kể cả từ đội nhóm bạn xây dựng."
        actions={ACTIONS}
        aside={
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {COMMISSIONS.map((item) => (
              <div key={item.label} className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/20">
                <dt className="text-sm font-medium text-brand-100">{item.label}</dt>
                <dd className="mt-1 text-5xl font-extrabold text-white">{item.rate}</dd>
                <dd className="mt-2 text-sm text-brand-100">{item.text}</dd>
              </div>
            ))}
          </dl>
        }
      />

      <InfoSection id="commission" title="Hai nguồn hoa hồng, áp dụng cho mọi khóa học" subtitle="Bạn được trả công cho cả những gì mình bán và những gì đội nhóm của mình bán.">
        <div className="grid gap-5 md:grid-cols-2">
          <article className="card">
            <p className="text-5xl font-extrabold text-brand-700 dark:text-brand-300">30%</p>
            <h3 className="mt-2 text-lg font-semibold text-slate-900 dark:text-white">Hoa hồng trực tiếp</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              Khách mở liên kết giới thiệu của bạn và mua khóa học, bạn nhận 30% giá trị đơn hàng. Ví dụ: khóa học 1.000.000 ₫ mang về cho bạn 300.000 ₫.
            </p>
          </article>
          <article className="card">
            <p className="text-5xl font-extrabold text-accent-700 dark:text-accent-400">20%</p>
            <h3 className="mt-2 text-lg font-semibold text-slate-900 dark:text-white">Hoa hồng đội nhóm</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              Người bạn mời tham gia Affiliate trở thành thành viên đội nhóm của bạn. Mỗi khi họ bán được khóa học, bạn nhận thêm 20%. Ví dụ: đơn hàng 1.000.000 ₫ của thành viên
              mang về cho bạn 200.000 ₫.
            </p>
          </article>
        </div>
      </InfoSection>

      <InfoSection id="how-it-works" title="Cách thức hoạt động" subtitle="Năm bước đơn giản để có khoản hoa hồng đầu tiên." muted>
        <StepList steps={STEPS} />
      </InfoSection>

      <InfoSection id="why-join" title="Vì sao nên tham gia?">
        <FeatureGrid items={REASONS} columns={4} />
      </InfoSection>

      <InfoSection id="audience" title="Chương trình dành cho ai?" subtitle="Bạn không cần là chuyên gia bán hàng, chỉ cần có người tin tưởng lời giới thiệu của bạn." muted>
        <CheckList items={AUDIENCE} />
      </InfoSection>

      <InfoSection id="faq" title="Câu hỏi thường gặp" narrow>
        <FaqList items={FAQ} />
      </InfoSection>

      <CtaBand
        id="affiliate-cta"
        title="Bắt đầu kiếm hoa hồng ngay hôm nay"
        text={<p>Kích hoạt Affiliate trong bảng điều khiển, lấy liên kết giới thiệu đầu tiên và học cách chia sẻ hiệu quả qua giáo trình đào tạo.</p>}
        actions={[
          { to: '/affiliate-dashboard', label: 'Tham gia ngay', testId: 'affiliate-landing-cta' },
          { to: '/affiliate-traning', label: 'Học cách làm Affiliate', variant: 'secondary' },
        ]}
      />
    </div>
  );
}
