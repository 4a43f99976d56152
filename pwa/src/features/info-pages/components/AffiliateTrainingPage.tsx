import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { CtaBand } from './CtaBand';
import { FeatureGrid, type Feature } from './FeatureGrid';
import { InfoHero } from './InfoHero';
import { InfoSection } from './InfoSection';
import { TextLink } from './TextLink';

export const AFFILIATE_TRAINING_TITLE = 'Đào tạo Affiliate';

/** The pattern of a course referral link (SPEC §2); tools use /tools/{slug}/ref/{code}. */
export const REFERRAL_LINK_PATTERN = '/courses/{slug}/ref/{code}';

type TrainingModule = { title: string; goal: string; lessons: string[] };

const MODULES: TrainingModule[] = [
  {
    title: 'Khởi động cùng chương trình Affiliate',
    goal: 'Hiểu rõ cách tính hoa hồng và làm chủ bảng điều khiển.',
    lessons: [
      'Cơ chế hoa hồng trực tiếp 30% và hoa hồng đội nhóm 20%',
      'Làm quen bảng điều khiển: lượt nhấp, lượt đăng ký, đơn hàng, chi trả',
      'Chọn khóa học phù hợp với cộng đồng bạn đang có',
    ],
  },
  {
    title: 'Liên kết giới thiệu',
    goal: 'Tạo và kiểm tra liên kết để không bỏ sót đơn hàng nào.',
    lessons: [
      'Cấu trúc liên kết khóa học và liên kết phần mềm',
      'Gắn liên kết vào bài viết, phần giới thiệu trang cá nhân và mô tả video',
      'Tự kiểm tra liên kết trước khi chia sẻ',
    ],
  },
  {
    title: 'Viết nội dung bán hàng',
    goal: 'Biến trải nghiệm học tập thành nội dung khiến người đọc muốn bấm vào.',
    lessons: [
      'Kể câu chuyện học tập và kết quả của chính bạn',
      'Viết bài đánh giá trung thực: trước và sau khi học',
      'Công thức tiêu đề thu hút và lời kêu gọi hành động rõ ràng',
      'Dùng hình ảnh, ảnh chụp màn hình thật thay cho lời hứa hẹn',
    ],
  },
  {
    title: 'Chia sẻ trên Facebook, Zalo và TikTok',
    goal: 'Đưa liên kết đến đúng người, đúng kênh, đúng thời điểm.',
    lessons: [
      'Facebook: trang cá nhân, fanpage và nhóm cộng đồng',
      'Zalo: nhắn tin riêng, nhóm Zalo và nhật ký',
      'TikTok: video ngắn chia sẻ mẹo hay, dẫn liên kết ở phần giới thiệu',
    ],
  },
  {
    title: 'Xây dựng đội nhóm và tối ưu thu nhập',
    goal: 'Nhân rộng kết quả bằng đội nhóm và số liệu.',
    lessons: [
      'Mời người phù hợp cùng tham gia để nhận hoa hồng đội nhóm',
      'Hướng dẫn thành viên mới ra đơn đầu tiên',
      'Đọc số liệu trong bảng điều khiển để biết kênh nào hiệu quả nhất',
    ],
  },
];

const CHANNELS: Feature[] = [
  {
    icon: 'users',
    title: 'Facebook',
    text: (
      <ul className="list-disc space-y-1 pl-5">
        <li>Đăng bài chia sẻ kinh nghiệm thật, đặt liên kết ở cuối bài hoặc bình luận đầu tiên.</li>
        <li>Tham gia nhóm kinh doanh online, trả lời câu hỏi trước rồi mới giới thiệu khóa học.</li>
        <li>Tuân thủ nội quy từng nhóm, tránh đăng cùng một nội dung ở nhiều nơi.</li>
      </ul>
    ),
  },
  {
    icon: 'mail',
    title: 'Zalo',
    text: (
      <ul className="list-disc space-y-1 pl-5">
        <li>Nhắn riêng cho người thực sự quan tâm, kèm lời khuyên cụ thể cho trường hợp của họ.</li>
        <li>Chia sẻ trong nhóm Zalo khi có chủ đề liên quan, không gửi tin hàng loạt.</li>
        <li>Đăng nhật ký ngắn về kết quả bạn đạt được sau mỗi bài học.</li>
      </ul>
    ),
  },
  {
    icon: 'play',
    title: 'TikTok',
    text: (
      <ul className="list-disc space-y-1 pl-5">
        <li>Làm video ngắn 30–60 giây, mỗi video giải quyết đúng một vấn đề.</li>
        <li>Đặt liên kết giới thiệu ở phần giới thiệu kênh và nhắc người xem ở cuối video.</li>
        <li>Đăng đều đặn, theo dõi video nào kéo nhiều lượt nhấp để làm tiếp.</li>
      </ul>
    ),
  },
];

const CONTENT_TIPS: Feature[] = [
  { icon: 'sparkles', title: 'Chân thực trước tiên', text: 'Nói về điều bạn đã học và đã làm được. Người đọc tin vào trải nghiệm thật hơn mọi lời quảng cáo.' },
  { icon: 'document', title: 'Giá trị trước, liên kết sau', text: 'Chia sẻ một mẹo dùng được ngay, rồi mới mời người đọc học tiếp khóa đầy đủ.' },
  { icon: 'alert', title: 'Không hứa hẹn quá đà', text: 'Tránh cam kết thu nhập hay kết quả chắc chắn. Hãy đưa con số thật của bạn kèm bối cảnh.' },
  { icon: 'chart', title: 'Đo lường và điều chỉnh', text: 'Mỗi tuần xem lại lượt nhấp và đơn hàng, giữ kênh hiệu quả, cải thiện kênh còn yếu.' },
];

/** /affiliate-traning (spelled as the route is): the affiliate training curriculum. */
export default function AffiliateTrainingPage() {
  useDocumentTitle(AFFILIATE_TRAINING_TITLE);
  return (
    <div data-testid="affiliate-training-page">
      <InfoHero
        icon="academic"
        eyebrow={AFFILIATE_TRAINING_TITLE}
        title="Giáo trình đào tạo Affiliate từ A đến Z"
        lead="Năm học phần ngắn gọn giúp bạn đi từ con số 0 đến khoản hoa hồng đầu tiên: hiểu chương trình, tạo liên kết giới thiệu, viết nội dung và chia sẻ hiệu quả trên Facebook, Zalo, TikTok."
        actions={[
          { to: '/affiliate-dashboard', label: 'Lấy liên kết giới thiệu' },
          { to: '/affiliate-landing', label: 'Tìm hiểu chương trình', variant: 'secondary' },
        ]}
      />

      <InfoSection id="curriculum" title="Nội dung đào tạo" subtitle="Học theo thứ tự, mỗi học phần đều có việc cần làm ngay để bạn áp dụng.">
        <ol className="grid gap-5 md:grid-cols-2">
          {MODULES.map((trainingModule, index) => (
            <li key={trainingModule.title} className="card">
              <p className="text-sm font-semibold uppercase tracking-wider text-accent-700 dark:text-accent-400">Học phần {index + 1}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">{trainingModule.title}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{trainingModule.goal}</p>
              <ol className="mt-4 space-y-2">
                {trainingModule.lessons.map((lesson, lessonIndex) => (
                  <li key={lesson} className="flex gap-3 text-sm text-slate-700 dark:text-slate-300">
                    <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
                      {lessonIndex + 1}
                    </span>
                    {lesson}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </InfoSection>

      <InfoSection id="referral-links" title="Liên kết giới thiệu hoạt động thế nào?" muted narrow>
        <div className="card space-y-4 text-slate-700 dark:text-slate-300">
          <p>Mỗi khóa học đều có một liên kết giới thiệu riêng gắn với mã của bạn, theo dạng:</p>
          <p
            className="overflow-x-auto rounded-lg bg-slate-900 px-4 py-3 font-mono dark:bg-slate-950 dark:ring-1 dark:ring-slate-700 text-sm text-emerald-300"
            data-testid="referral-pattern"
          >
            {REFERRAL_LINK_PATTERN}
          </p>
          <p>
            Trong đó <code className="font-mono text-brand-700 dark:text-brand-300">{'{slug}'}</code> là đường dẫn của khóa học, còn{' '}
            <code className="font-mono text-brand-700 dark:text-brand-300">{'{code}'}</code> là mã giới thiệu của bạn. Ví dụ:{' '}
            <code className="break-words font-mono text-sm">/courses/quang-cao-facebook-thuc-chien/ref/MINHANH68</code>.
          </p>
          <p>
            Khi ai đó mở liên kết, hệ thống ghi nhớ mã của bạn rồi chuyển họ tới trang khóa học như bình thường. Đơn hàng phát sinh sau đó sẽ được tính cho bạn. Với phần mềm, liên
            kết có dạng{' '}
            <code className="font-mono text-sm">
              /tools/{'{slug}'}/ref/{'{code}'}
            </code>
            .
          </p>
          <p>
            Mã giới thiệu của bạn luôn có sẵn trong <TextLink to="/affiliate-dashboard">bảng điều khiển Affiliate</TextLink>.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="channels" title="Chia sẻ trên từng kênh" subtitle="Mỗi nền tảng có cách tiếp cận riêng. Hãy bắt đầu từ kênh bạn đang có nhiều người theo dõi nhất.">
        <FeatureGrid items={CHANNELS} />
      </InfoSection>

      <InfoSection id="content-tips" title="Mẹo làm nội dung hiệu quả" muted>
        <FeatureGrid items={CONTENT_TIPS} columns={4} />
      </InfoSection>

      <CtaBand
        id="training-cta"
        title="Học xong rồi, bắt đầu chia sẻ thôi!"
        text={<p>Vào bảng điều khiển Affiliate để lấy mã giới thiệu, tạo liên kết đầu tiên và theo dõi kết quả ngay hôm nay.</p>}
        actions={[{ to: '/affiliate-dashboard', label: 'Vào bảng điều khiển Affiliate', testId: 'affiliate-training-cta' }]}
      />
    </div>
  );
}
