import { Icon, type IconName } from '../../../../components/ui/Icon';
import { SectionHeading } from './SectionHeading';

export const BENEFITS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'academic', title: 'Học trọn đời', text: 'Mua một lần, học lại bao nhiêu lần tùy thích, kể cả các bài cập nhật sau này.' },
  { icon: 'wrench', title: 'Thực chiến, không lý thuyết suông', text: 'Mỗi bài là một thao tác thật trên tài khoản thật, kèm file mẫu để làm theo ngay.' },
  { icon: 'users', title: 'Giảng viên hỗ trợ trọn đời', text: 'Đặt câu hỏi bất cứ lúc nào, giảng viên và trợ giảng phản hồi trong 24 giờ.' },
  { icon: 'monitor', title: 'Học trên mọi thiết bị', text: 'Cài ứng dụng lên điện thoại, học tiếp đúng chỗ đang dừng, kể cả khi mạng chập chờn.' },
  { icon: 'gift', title: 'Quà tặng PRO', text: 'Bộ mẫu quảng cáo, kịch bản video và bản dùng thử phần mềm đi kèm khóa học.' },
  { icon: 'chart', title: 'Cập nhật theo thị trường', text: 'Nội dung được làm mới khi nền tảng thay đổi thuật toán hay chính sách.' },
  { icon: 'dollar', title: 'Kiếm thêm thu nhập', text: 'Giới thiệu khóa học cho bạn bè và nhận hoa hồng 30% trực tiếp, 20% đội nhóm.' },
];

/** The seven reasons to own the courses (SPEC §1). */
export function BenefitsSection() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="benefits-title">
      <SectionHeading id="benefits-title" title="7 lợi ích khi sở hữu khóa học" subtitle="Những điều học viên nhận được ngay từ ngày đầu tiên." />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
              <Icon name={benefit.icon} className="h-6 w-6" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{benefit.title}</h3>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
