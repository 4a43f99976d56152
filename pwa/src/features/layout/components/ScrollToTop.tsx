import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On a route change: scrolls to the element named by the hash (links such as `/#contact`),
 * otherwise smoothly back to the top. The target may render a moment later (lazy pages), so it is retried briefly.
 * A page load is left where the browser put it (the top, or the position it restores on reload):
 * scrolling there would only force a layout of the whole page in the middle of the first render.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const pageJustLoaded = useRef(true);
  useEffect(() => {
    const firstRoute = pageJustLoaded.current;
    pageJustLoaded.current = false;
    const targetId = decodeURIComponent(hash.slice(1));
    if (!targetId) {
      if (!firstRoute) window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    let attempts = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(targetId);
      attempts += 1;
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (target || attempts >= 20) window.clearInterval(timer);
    }, 100);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);
  return null;
}
