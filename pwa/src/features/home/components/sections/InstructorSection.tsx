import { SectionHeading } from './SectionHeading';

const ACHIEVEMENTS = [
  { figure: '12 năm', label: 'làm quảng cáo và bán hàng online' },
  { figure: '45.000+', label: 'học viên đã theo học' },
  { figure: '300 tỷ ₫', label: 'ngân sách quảng cáo đã quản lý' },
];

/** The lead instructor's biography. */
export function InstructorSection() {
  return (
    <section className="bg-slate-50 px-4 py-16 dark:bg-slate-900/50" aria-labelledby="instructor-title">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="instructor-title" title="Người đồng hành cùng bạn" />
        <div className="grid items-center gap-10 lg:grid-cols-[auto_1fr]">
          <div
            className="mx-auto flex h-48 w-48 items-center justify-center rounded-full bg-gradient-to-br from-brand-700 to-accent-600 text-6xl font-bold text-white shadow-lg"
            aria-hidden="true"
          >
            MT
          </div>
          <div>
            <h3 className="text-2xl font-bold text-slate-900 dark:text-white">Nguyễn Minh Tuấn</h3>
            <p className="font-medium text-brand-700 dark:text-brand-300">Nhà sáng lập Học viện Marketing, chuyên gia quảng cáo đa kênh</p>
            <p className="mt-4 text-slate-700 dark:text-slate-300">
              Anh Tuấn bắt đầu bán hàng online từ năm 2013 với một cửa hàng phụ kiện nhỏ, tự học quảng cáo Facebook qua từng lần thử và sai. Từ đó anh xây dựng đội ngũ vận hành
              quảng cáo cho hơn 200 thương hiệu trong nước, từ mỹ phẩm, giáo dục đến đồ gia dụng.
            </p>
            <p className="mt-3 text-slate-700 dark:text-slate-300">
              Học viện Marketing ra đời để chia sẻ lại đúng những quy trình đã được kiểm chứng, bằng ngôn ngữ dễ hiểu, để người mới cũng có thể tự tay làm ra đơn hàng đầu tiên.
            </p>
            <dl className="mt-6 grid gap-4 sm:grid-cols-3">
              {ACHIEVEMENTS.map((item) => (
                <div key={item.label} className="rounded-2xl bg-white p-4 text-center ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
                  <dt className="sr-only">{item.label}</dt>
                  <dd className="text-2xl font-extrabold text-brand-700 dark:text-brand-300">{item.figure}</dd>
                  <dd className="text-sm text-slate-600 dark:text-slate-400">{item.label}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
