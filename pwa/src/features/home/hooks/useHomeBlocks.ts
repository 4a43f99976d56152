import { useEffect, useState } from 'react';
import { forgetServerData, loadOnServer, onServer, serverData } from '../../../lib/serverData';
import { fetchPublishedHomeBlocks } from '../api/homePageApi';
import { DEFAULT_HOME_BLOCKS, type HomeBlock } from '../homeBlocks';

const CACHE_KEY = 'hvm:home-blocks';
const SERVER_KEY = 'page-contents/home';

function cachedBlocks(): HomeBlock[] {
  try {
    const cached = localStorage.getItem(CACHE_KEY);
    return cached ? (JSON.parse(cached) as HomeBlock[]) : DEFAULT_HOME_BLOCKS;
  } catch {
    return DEFAULT_HOME_BLOCKS;
  }
}

function remember(published: HomeBlock[] | null): void {
  try {
    if (published) localStorage.setItem(CACHE_KEY, JSON.stringify(published));
    else localStorage.removeItem(CACHE_KEY);
  } catch {
    // Private mode: the next visit starts from the default layout again.
  }
}

/**
 * The home page's blocks as last published. The last known layout (or the default one) renders at once,
 * so the hero never waits for the network; the published one replaces it when it arrives. When the
 * server rendered the page, it rendered the published blocks: those are used and not asked for again.
 */
export function useHomeBlocks(): HomeBlock[] {
  const [rendered] = useState(() => serverData<HomeBlock[] | null>(SERVER_KEY));
  if (onServer && !rendered) loadOnServer(SERVER_KEY, fetchPublishedHomeBlocks);
  const [blocks, setBlocks] = useState(() => (rendered ? (rendered.value ?? DEFAULT_HOME_BLOCKS) : onServer ? DEFAULT_HOME_BLOCKS : cachedBlocks()));
  useEffect(() => {
    if (rendered) {
      forgetServerData(SERVER_KEY);
      remember(rendered.value);
      return;
    }
    let cancelled = false;
    fetchPublishedHomeBlocks().then(
      (published) => {
        if (cancelled) return;
        setBlocks(published ?? DEFAULT_HOME_BLOCKS);
        remember(published);
      },
      () => undefined, // Offline or failing: keep what is shown.
    );
    return () => {
      cancelled = true;
    };
  }, [rendered]);
  return blocks;
}
