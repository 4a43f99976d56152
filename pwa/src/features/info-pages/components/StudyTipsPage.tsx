import { Icon } from '../../../components/ui/Icon';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { CheckList } from './CheckList';
import { CtaBand } from './CtaBand';
import { FeatureGrid, type Feature } from './FeatureGrid';
import { InfoHero } from './InfoHero';
import { InfoSection } from './InfoSection';
import { TextLink } from './TextLink';

export const STUDY_TIPS_TITLE = 'Bí quyết học tập';

const HABITS: Feature[] = [
  {
    icon: 'bell',
    title: 'Lên lịch học cố định',
    text: 'Chọn một khung giờ cố định, ví dụ 30 phút sau bữa tối, và coi đó là cuộc hẹn với chính mình. Học đều mỗi ngày hiệu quả hơn học dồn vào cuối tuần.',
  },
  {
    icon: 'document',
    title: 'Ghi chú theo cách của bạn',
    text: 'Mỗi bài chỉ ghi lại 3 ý quan trọng nhất và một việc sẽ làm ngay. Ghi kèm mốc thời gian trong video để xem lại đúng đoạn cần thiết.',
  },
  {
    icon: 'wrench',
    title: 'Thực hành ngay sau mỗi bài',
    text: 'Mở tài khoản quảng cáo, fanpage hay công cụ của bạn và làm theo ngay khi vừa xem xong. Kiến thức chỉ thật sự là của bạn khi đã tự tay làm ra kết quả.',
  },
  {
    icon: 'play',
    title: 'Xem video thông minh',
    text: 'Tăng tốc độ phát với phần lý thuyết bạn đã quen, tạm dừng và xem lại ở phần thao tác. Đừng ngại học lại một bài nhiều lần.',
  },
  {
    icon: 'chart',
    title: 'Đặt mục tiêu nhỏ mỗi tuần',
    text: 'Thay vì “học xong khóa học”, hãy đặt mục tiêu như “chạy thử một chiến dịch 100.000 ₫ trong tuần này”. Mục tiêu nhỏ, rõ ràng giúp bạn giữ động lực.',
  },
  {
    icon: 'users',
    title: 'Đặt câu hỏi khi vướng mắc',
    text: 'Học viên khóa trả phí được giảng viên hỗ trợ trọn đời. Ghi lại câu hỏi kèm ảnh chụp màn hình để nhận câu trả lời nhanh và chính xác hơn.',
  },
];

const SCHEDULE = [
  { day: 'Thứ Hai – Thứ Tư', plan: 'Mỗi ngày xem 1–2 bài mới và ghi chú 3 ý chính.' },
  { day: 'Thứ Năm – Thứ Sáu', plan: 'Thực hành lại những gì đã học trên tài khoản của bạn.' },
  { day: 'Thứ Bảy', plan: 'Xem lại ghi chú, đặt câu hỏi cho giảng viên về chỗ còn vướng.' },
  { day: 'Chủ nhật', plan: 'Nghỉ ngơi và đặt mục tiêu nhỏ cho tuần tiếp theo.' },
];

const APP_POINTS = [
  'Cài ứng dụng Học viện Marketing lên điện thoại để mở nhanh như một ứng dụng thông thường, không cần qua cửa hàng ứng dụng.',
  'Khi mạng chập chờn, ứng dụng vẫn mở được và hiển thị giáo trình các khóa học bạn đã mua.',
  'Tiến độ học được lưu ngay trên máy và tự đồng bộ khi có mạng trở lại, nên bạn luôn học tiếp đúng chỗ đang dừng.',
  'Video tự điều chỉnh chất lượng theo tốc độ mạng để hạn chế giật, đứng hình khi học bằng 4G.',
];

/** /study-tips: practical advice for learning from online video courses. */
export default function StudyTipsPage() {
  useDocumentTitle(STUDY_TIPS_TITLE);
  return (
    <div data-testid="study-tips-page">
      <InfoHero
        icon="academic"
        eyebrow={STUDY_TIPS_TITLE}
        title="Bí quyết học online hiệu quả"
        lead="Học qua video chỉ hiệu quả khi bạn có phương pháp. Dưới đây là những thói quen đơn giản mà các học viên đạt kết quả tốt tại Học viện Marketing vẫn áp dụng mỗi ngày."
        actions={[
          { to: '/courses', label: 'Khám phá khóa học' },
          { to: '/support', label: 'Cần hỗ trợ?', variant: 'secondary' },
        ]}
      />

      <InfoSection id="habits" title="Sáu thói quen học tập hiệu quả" subtitle="Không cần nhiều thời gian, chỉ cần đều đặn và làm đúng cách.">
        <FeatureGrid items={HABITS} />
      </InfoSection>

      <InfoSection id="schedule" title="Gợi ý lịch học mỗi tuần" subtitle="Chỉ khoảng 30 phút mỗi ngày, phù hợp cả với người đi làm bận rộn." muted narrow>
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 dark:divide-slate-800 dark:bg-slate-900 dark:ring-slate-800">
          {SCHEDULE.map((row) => (
            <li key={row.day} className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:gap-6">
              <span className="shrink-0 font-semibold text-brand-700 sm:w-44 dark:text-brand-300">{row.day}</span>
              <span className="text-slate-700 dark:text-slate-300">{row.plan}</span>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="mobile-app" title="Học trên điện thoại, kể cả khi mạng yếu" subtitle="Trang web của Học viện có thể cài đặt như một ứng dụng trên điện thoại và máy tính.">
        <CheckList items={APP_POINTS} />
        <div className="mt-6 grid gap-5 md:grid-cols-2">
          <div className="card">
            <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <Icon name="monitor" className="h-5 w-5 text-brand-700 dark:text-brand-300" /> Cài trên Android
            </h3>
            <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
              <li>Mở trang Học viện Marketing bằng trình duyệt Chrome.</li>
              <li>Chạm vào biểu tượng ba chấm ở góc trên bên phải.</li>
              <li>Chọn “Cài đặt ứng dụng” hoặc “Thêm vào màn hình chính”.</li>
            </ol>
          </div>
          <div className="card">
            <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <Icon name="monitor" className="h-5 w-5 text-brand-700 dark:text-brand-300" /> Cài trên iPhone, iPad
            </h3>
            <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
              <li>Mở trang Học viện Marketing bằng trình duyệt Safari.</li>
              <li>Chạm vào nút Chia sẻ ở thanh công cụ.</li>
              <li>Chọn “Thêm vào Màn hình chính” rồi nhấn “Thêm”.</li>
            </ol>
          </div>
        </div>
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
          Lưu ý: video bài giảng vẫn cần kết nối Internet để phát. Gặp khó khăn khi cài đặt? Xem trang <TextLink to="/support">Hỗ trợ</TextLink>.
        </p>
      </InfoSection>

      <CtaBand
        id="study-tips-cta"
        title="Sẵn sàng bắt đầu bài học tiếp theo?"
        text={<p>Chọn một khóa học, đặt lịch học đầu tiên ngay hôm nay và áp dụng những bí quyết trên.</p>}
        actions={[
          { to: '/courses', label: 'Xem tất cả khóa học', testId: 'study-tips-courses' },
          { to: '/my-courses', label: 'Khóa học của tôi', variant: 'secondary' },
        ]}
      />
    </div>
  );
}
