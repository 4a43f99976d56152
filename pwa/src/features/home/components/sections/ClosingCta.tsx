import { Link } from 'react-router-dom';

/** The last call to action: join the affiliate dashboard (SPEC §2). */
export function ClosingCta() {
  return (
    <section className="bg-gradient-to-r from-accent-700 to-accent-800 px-4 py-14 text-center text-white" aria-labelledby="closing-cta-title">
      <h2 id="closing-cta-title" className="text-2xl font-bold sm:text-3xl">
        Sẵn sàng bứt phá doanh thu cùng Học viện Marketing?
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-white">Học để bán được hàng, giới thiệu để có thêm thu nhập: bắt đầu ngay trong bảng điều khiển Affiliate của bạn.</p>
      <Link to="/affiliate-dashboard" className="btn mt-6 bg-white px-6 py-3 text-base text-accent-800 hover:bg-accent-50" data-testid="closing-cta">
        Bắt đầu ngay
      </Link>
    </section>
  );
}
