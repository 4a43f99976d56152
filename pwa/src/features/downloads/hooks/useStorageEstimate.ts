import { useEffect, useState } from 'react';

export type StorageEstimate = {
  /** What this site keeps (every cache and database), in bytes. */
  usage: number;
  /** What it may still add: quota minus usage. */
  free: number;
  /** Whether the browser promised to keep the data when space runs low; null when it cannot tell. */
  persisted: boolean | null;
};

/**
 * The browser's storage estimate (navigator.storage), read again whenever `refreshKey` changes;
 * null while reading and in browsers without the Storage API (the line is then not shown).
 */
export function useStorageEstimate(refreshKey: string): StorageEstimate | null {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  useEffect(() => {
    const storage = globalThis.navigator?.storage;
    if (typeof storage?.estimate !== 'function') return;
    let current = true;
    void (async () => {
      try {
        const { usage = 0, quota } = await storage.estimate();
        const persisted = typeof storage.persisted === 'function' ? await storage.persisted().catch(() => null) : null;
        if (!current) return;
        setEstimate(quota === undefined ? null : { usage, free: Math.max(0, quota - usage), persisted });
      } catch {
        if (current) setEstimate(null);
      }
    })();
    return () => {
      current = false;
    };
  }, [refreshKey]);
  return estimate;
}
