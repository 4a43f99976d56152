import { useEffect, useState } from 'react';
import { listPendingCourses, PENDING_COURSES_CHANGED, PENDING_COURSES_COUNT } from '../../admin-courses';

/** Number of courses waiting for review, for the admin sidebar badge; recounted after every review and taken from every load of the queue. */
export function usePendingCoursesCount(enabled: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const load = () =>
      listPendingCourses(1, 1).then(
        (list) => active && setCount(list.total),
        () => active && setCount(null),
      );
    // Any load of the queue (the pending page's too) brings its total: the badge shows the list's count.
    const counted = (event: Event) => active && setCount((event as CustomEvent<number>).detail);
    void load();
    window.addEventListener(PENDING_COURSES_CHANGED, load);
    window.addEventListener(PENDING_COURSES_COUNT, counted);
    return () => {
      active = false;
      window.removeEventListener(PENDING_COURSES_CHANGED, load);
      window.removeEventListener(PENDING_COURSES_COUNT, counted);
    };
  }, [enabled]);

  return enabled ? count : null;
}
