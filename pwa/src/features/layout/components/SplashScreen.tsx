import { BrandLogo } from '../../../components/ui/BrandLogo';

/** Full-screen brand while the saved session is being restored. */
export function SplashScreen() {
  return (
    <div
      role="status"
      aria-label="Đang tải Học viện Marketing"
      data-testid="splash"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      <div className="scale-125">
        <BrandLogo inverted />
      </div>
      <p className="max-w-xs text-center text-sm text-brand-100">Học marketing thực chiến – Bứt phá doanh thu cùng chuyên gia</p>
      <span className="h-1 w-40 overflow-hidden rounded-full bg-white/20" aria-hidden="true">
        <span className="block h-full w-1/3 animate-pulse rounded-full bg-accent-400" />
      </span>
    </div>
  );
}
