import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { forgetServerData, loadOnServer, onServer, serverData } from './serverData';

export type AsyncStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export type AsyncData<T> = {
  status: AsyncStatus;
  data: T | undefined;
  error: unknown;
  reload: () => void;
  /** Local edits after a mutation, without a round trip. */
  setData: (update: (current: T | undefined) => T | undefined) => void;
};

/**
 * Loads data whenever `deps` change. Results of superseded loads are dropped, so a slow
 * response for an old filter never overwrites a newer one.
 *
 * `serverKey` names the data on the public pages the server renders (lib/serverData): there the first
 * render already has it, and the first load is skipped.
 */
export function useAsyncData<T>(load: () => Promise<T>, deps: readonly unknown[], serverKey?: string): AsyncData<T> {
  const [rendered] = useState(() => (serverKey === undefined ? undefined : serverData<T>(serverKey)));
  if (onServer && serverKey !== undefined && !rendered) loadOnServer(serverKey, load);
  const [status, setStatus] = useState<AsyncStatus>(rendered ? 'succeeded' : 'idle');
  const [data, setDataState] = useState<T | undefined>(rendered?.value);
  const [error, setError] = useState<unknown>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const generation = useRef(0);
  const skipFirstLoad = useRef(rendered !== undefined);
  const loadRef = useRef(load);
  // Runs before the load effect below (effects run in order), so it always sees the latest closure.
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (skipFirstLoad.current && serverKey !== undefined) {
      skipFirstLoad.current = false;
      forgetServerData(serverKey);
      return;
    }
    const current = ++generation.current;
    setStatus('loading');
    loadRef.current().then(
      (result) => {
        if (current !== generation.current) return;
        // A long list arriving renders in slices between which the browser can paint and take input.
        startTransition(() => {
          setDataState(result);
          setError(null);
          setStatus('succeeded');
        });
      },
      (failure: unknown) => {
        if (current !== generation.current) return;
        setError(failure);
        setStatus('failed');
      },
    );
    // Callers list the inputs of `load` in deps (as with useEffect); the closure is read through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps are the dependencies here
  }, [...deps, reloadKey]);

  const reload = useCallback(() => setReloadKey((key) => key + 1), []);
  const setData = useCallback((update: (current: T | undefined) => T | undefined) => setDataState(update), []);

  return { status, data, error, reload, setData };
}
