import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls smoothly back to the top whenever the route changes. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
