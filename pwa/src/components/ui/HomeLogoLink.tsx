import { Link } from 'react-router-dom';
import { BrandLogo } from './BrandLogo';

/** The brand logo as the link back to the home page (headers, sidebar, standalone pages). */
export function HomeLogoLink({ className, compactOnPhones }: { className?: string; compactOnPhones?: boolean }) {
  return (
    <Link to="/" aria-label="Học viện Marketing – Trang chủ" className={className}>
      <BrandLogo compactOnPhones={compactOnPhones} />
    </Link>
  );
}
