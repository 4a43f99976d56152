import { Link } from 'react-router-dom';

const RATES = [
  { rate: '30%', label: 'Hoa hồng trực tiếp', text: 'cho mỗi khóa học bán qua liên kết của bạn' },
  { rate: '20%', label: 'Hoa hồng đội nhóm', text: 'trên doanh số của các thành viên bạn giới thiệu' },
];

/** The affiliate programme in one block: the two commission rates and the way in. */
export function AffiliatePromo() {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 px-4 py-16 text-white" aria-labelledby="affiliate-promo-title">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-200">Chương trình Affiliate</p>
          <h2 id="affiliate-promo-title" className="mt-2 text-3xl font-bold">
            Chia sẻ kiến thức, nhận hoa hồng trên mọi khóa học
          </h2>
          <p className="mt-4 text-brand-100">Tham gia miễn phí, nhận liên kết giới thiệu riêng và theo dõi từng lượt nhấp, đơn hàng, khoản hoa hồng ngay trong bảng điều khiển.</p>
          <Link to="/affiliate-landing" className="btn btn-accent mt-8 px-6 py-3 text-base">
            Tìm hiểu chương trình Affiliate
          </Link>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          {RATES.map((item) => (
            <div key={item.label} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/20">
              <dt className="text-sm font-medium text-brand-100">{item.label}</dt>
              <dd className="mt-2 text-5xl font-extrabold text-white">{item.rate}</dd>
              <dd className="mt-2 text-sm text-brand-100">{item.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
