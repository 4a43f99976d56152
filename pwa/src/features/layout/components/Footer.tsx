/** Dark footer pinned to the bottom of every public page. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-slate-900 px-4 py-8 text-center text-sm text-slate-400" data-testid="footer">
      <p className="font-semibold text-white">Học viện Marketing</p>
      <p className="mt-2">© {year} Học viện Marketing. Bảo lưu mọi quyền.</p>
      <p className="mt-1">
        Đồng hành cùng đối tác{' '}
        <a href="https://thietkeweb.example.vn" target="_blank" rel="noopener noreferrer" className="text-accent-400 hover:underline">
          Công ty Giải pháp Số Việt – Thiết kế web chuyên nghiệp
        </a>
      </p>
    </footer>
  );
}
