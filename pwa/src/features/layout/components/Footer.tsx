import { usePartnerSettings } from '../../site-settings';

/** Dark footer pinned to the bottom of every public page; the partner credit is the admin's (/admin/partner-links). */
export function Footer() {
  const { footerPartner } = usePartnerSettings();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-slate-900 px-4 py-8 text-center text-sm text-slate-400" data-testid="footer">
      <p className="font-semibold text-white">Học viện Marketing</p>
      <p className="mt-2">© {year} Học viện Marketing. Bảo lưu mọi quyền.</p>
      {footerPartner ? (
        <p className="mt-1" data-testid="footer-partner">
          Đồng hành cùng đối tác{' '}
          {footerPartner.url ? (
            <a href={footerPartner.url} target="_blank" rel="noopener noreferrer" className="text-accent-400 hover:underline">
              {footerPartner.text}
            </a>
          ) : (
            <span className="text-slate-300">{footerPartner.text}</span>
          )}
        </p>
      ) : null}
    </footer>
  );
}
