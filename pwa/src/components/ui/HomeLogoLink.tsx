import { Link } from 'react-router-dom';
import { BRAND_NAME, BRAND_TAGLINE, BrandLogo } from './BrandLogo';

/**
 * The brand logo as the link back to the home page (headers, sidebar, standalone pages). Its name
 * starts with every word the logo shows (WCAG 2.5.3: a voice user says what they see), then says where
 * it goes; on a phone the logo may show the monogram alone, and the name still says both.
 */
export function HomeLogoLink({ className, compactOnPhones }: { className?: string; compactOnPhones?: boolean }) {
  return (
    <Link to="/" aria-label={`${BRAND_NAME} – ${BRAND_TAGLINE} – Trang chủ`} className={className}>
      <BrandLogo compactOnPhones={compactOnPhones} />
    </Link>
  );
}
