import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { BANNER_INTERVAL_MS, HEADER_BANNERS } from '../headerLinks';

/** Top promo strip: four banners in turn, every 3 s; hovering or focusing it pauses the rotation. */
export function BannerRotator() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % HEADER_BANNERS.length), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused]);

  const banner = HEADER_BANNERS[index];
  return (
    <div
      className="bg-accent-700 text-white"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Link
        key={banner.to}
        to={banner.to}
        data-testid="header-banner"
        data-banner-index={index}
        className="flex items-center justify-center gap-2 px-4 py-2 text-xs font-semibold hover:underline sm:text-sm"
      >
        <Icon name="sparkles" className="h-4 w-4 shrink-0" />
        <span className="truncate">{banner.text}</span>
      </Link>
    </div>
  );
}
