import { useEffect, useState } from 'react';
import { listPendingCourses, PENDING_COURSES_CHANGED } from '../../admin-courses';

/** Number of courses waiting for review, for the admin sidebar badge; recounted after every review. */
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
    void load();
    window.addEventListener(PENDING_COURSES_CHANGED, load);
    return () => {
      active = false;
      window.removeEventListener(PENDING_COURSES_CHANGED, load);
    };
  }, [enabled]);

  return enabled ? count : null;
}
