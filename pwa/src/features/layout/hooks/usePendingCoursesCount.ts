import { useEffect, useState } from 'react';
import { authFetch } from '../../auth/session/authFetch';
import { apiOrigin } from '../../../lib/http/apiOrigin';

/**
 * Number of courses waiting for review, for the admin sidebar badge. The courses API belongs
 * to a later release and is not in the typed schema yet, so this reads it untyped and treats
 * any failure (404 before that release) as "no badge".
 */
export function usePendingCoursesCount(enabled: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void authFetch(new Request(new URL('/api/admin/courses/pending?page=1&limit=1', apiOrigin), { credentials: 'include' }))
      .then(async (response) => {
        if (!response.ok) return null;
        const body = (await response.json()) as { pagination?: { totalItems?: unknown } };
        const total = body.pagination?.totalItems;
        return typeof total === 'number' ? total : null;
      })
      .catch(() => null)
      .then((total) => active && setCount(total));
    return () => {
      active = false;
    };
  }, [enabled]);

  return enabled ? count : null;
}
