import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../../../components/ui/Spinner';
import { PromoPopupHost } from '../../promo-popup';
import { Footer } from './Footer';
import { Header } from './Header';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and a page that loads its
          content after a spinner does not push a visible footer down (layout shift). */}
      <main id="main-content" className="min-h-dvh flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <PromoPopupHost />
    </div>
  );
}
