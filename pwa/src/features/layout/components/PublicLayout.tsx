import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../../../components/ui/Spinner';
import { PromoPopupHost } from '../../promo-popup/components/PromoPopupHost';
import { Footer } from './Footer';
import { Header } from './Header';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main-content" className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <PromoPopupHost />
    </div>
  );
}
