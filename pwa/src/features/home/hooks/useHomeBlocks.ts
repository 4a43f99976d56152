import { useEffect, useState } from 'react';
import { fetchPublishedHomeBlocks } from '../api/homePageApi';
import { DEFAULT_HOME_BLOCKS, type HomeBlock } from '../homeBlocks';

const CACHE_KEY = 'hvm:home-blocks';

function cachedBlocks(): HomeBlock[] {
  try {
    const cached = localStorage.getItem(CACHE_KEY);
    return cached ? (JSON.parse(cached) as HomeBlock[]) : DEFAULT_HOME_BLOCKS;
  } catch {
    return DEFAULT_HOME_BLOCKS;
  }
}

/**
 * The home page's blocks as last published. The last known layout (or the default one) renders at once,
 * so the hero never waits for the network; the published one replaces it when it arrives.
 */
export function useHomeBlocks(): HomeBlock[] {
  const [blocks, setBlocks] = useState(cachedBlocks);
  useEffect(() => {
    let cancelled = false;
    fetchPublishedHomeBlocks().then(
      (published) => {
        if (cancelled) return;
        setBlocks(published ?? DEFAULT_HOME_BLOCKS);
        try {
          if (published) localStorage.setItem(CACHE_KEY, JSON.stringify(published));
          else localStorage.removeItem(CACHE_KEY);
        } catch {
          // Private mode: the next visit starts from the default layout again.
        }
      },
      () => undefined, // Offline or failing: keep what is shown.
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return blocks;
}
