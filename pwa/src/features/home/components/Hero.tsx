import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import type { HeroBlock } from '../homeBlocks';
import { TypingHeadline } from './TypingHeadline';

const ROADMAP = [
  { title: 'Nền tảng marketing', text: 'Hiểu khách hàng, thông điệp và phễu bán hàng' },
  { title: 'Quảng cáo & nội dung', text: 'Chạy quảng cáo, làm video AI, viết nội dung chuyển đổi' },
  { title: 'Tăng trưởng bền vững', text: 'Đo lường, tối ưu và nhân bản doanh thu' },
];

type HeroProps = {
  block: Omit<HeroBlock, 'id'>;
  onSignUpClick: () => void;
  /** The page's one <h1>; a second hero block gets an <h2>. */
  primary?: boolean;
};

/** The big headline block: the admin's copy from /admin/edit, with the learning roadmap or the admin's picture beside it. */
export function Hero({ block, onSignUpClick, primary = true }: HeroProps) {
  const Heading = primary ? 'h1' : 'h2';
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div className="pointer-events-none absolute -right-24 -top-24 h-96 w-96 rounded-full bg-accent-500/20 blur-3xl" aria-hidden="true" />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:py-20 lg:grid-cols-2 lg:py-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-200 ring-1 ring-white/20" data-testid="hero-note">
            <Icon name="sparkles" className="h-4 w-4" /> {block.badge}
          </p>
          <Heading className="mt-6 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl" data-testid="hero-title">
            <span className="block">{block.title}</span>
            <TypingHeadline phrases={block.typingPhrases} />
          </Heading>
          <p className="mt-6 max-w-xl text-lg text-brand-100">{block.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <button type="button" className="btn btn-accent px-6 py-3 text-base" onClick={onSignUpClick} data-testid="scroll-to-signup">
              {block.ctaLabel}
            </button>
            <Link to="/courses" className="btn bg-white/10 px-6 py-3 text-base text-white ring-1 ring-white/30 hover:bg-white/20" data-testid="view-all-courses">
              Xem tất cả khóa học <Icon name="chevronRight" className="h-4 w-4" />
            </Link>
          </div>
        </div>

        {block.imageUrl ? (
          <img src={block.imageUrl} alt="" width={1200} height={900} className="w-full rounded-3xl shadow-2xl ring-1 ring-white/20" data-testid="hero-image" />
        ) : (
          <div className="rounded-3xl bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur" aria-label="Lộ trình học" role="group">
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-200">Lộ trình học tại Học viện</p>
            <ol className="mt-4 space-y-4">
              {ROADMAP.map((step, index) => (
                <li key={step.title} className="flex gap-4 rounded-2xl bg-white/5 p-4">
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent-700 font-bold">{index + 1}</span>
                  <div>
                    <p className="font-semibold">{step.title}</p>
                    <p className="text-sm text-brand-100">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <p className="mt-4 flex items-center gap-2 text-sm text-brand-100">
              <Icon name="check" className="h-4 w-4 text-accent-300" /> Giảng viên hỗ trợ trọn đời cho học viên
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
