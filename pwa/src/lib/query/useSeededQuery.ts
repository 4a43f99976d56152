import { hashKey, useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { forgetServerData, loadOnServer, onServer, serverData } from '../serverData';

export type SeededQueryOptions<T> = {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  enabled?: boolean;
  staleTime?: number;
  /** `keepPreviousData` for a paged or filtered list: the last page stays on screen while the next loads. */
  placeholderData?: UseQueryOptions<T>['placeholderData'];
};

/**
 * `useQuery` for what a public page's first HTML shows (docs/first-html.md): on the server it asks for
 * the data the render lacks (lib/serverData renders again once it is there); in the browser the first
 * render takes the data embedded beside that HTML as the query's initial data, so hydration matches the
 * HTML and nothing is fetched twice. The embedded copy is used once: a later visit loads through the cache.
 */
export function useSeededQuery<T>({ queryKey, queryFn, enabled = true, staleTime, placeholderData }: SeededQueryOptions<T>): UseQueryResult<T> {
  const serverKey = hashKey(queryKey);
  // Read once, at the first render: the HTML was rendered for the key the page started with only.
  const [seed] = useState(() => ({ key: serverKey, rendered: serverData<T>(serverKey) }));
  const rendered = seed.key === serverKey ? seed.rendered : undefined;
  if (onServer && enabled && !rendered) loadOnServer(serverKey, queryFn);
  useEffect(() => {
    if (seed.rendered) forgetServerData(seed.key);
  }, [seed]);
  return useQuery({
    queryKey,
    queryFn,
    enabled: enabled && !onServer,
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(placeholderData === undefined ? {} : { placeholderData }),
    ...(rendered ? { initialData: rendered.value, initialDataUpdatedAt: Date.now() } : {}),
  });
}
