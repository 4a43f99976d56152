import { useEffect } from 'react';

export const SITE_NAME = 'Học viện Marketing';

/** Sets the tab title to "<title> | Học viện Marketing" while the page is shown, and restores the previous one on leaving. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
