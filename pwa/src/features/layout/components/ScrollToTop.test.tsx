import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves a page load where the browser put it, then scrolls to the top on each route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderAt('/courses');
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/courses/seo-tu-a-den-z'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('scrolls to the element a link names, on the page load too', async () => {
    vi.useFakeTimers();
    const contact = document.createElement('section');
    contact.id = 'contact';
    contact.scrollIntoView = vi.fn();
    document.body.append(contact);
    try {
      renderAt('/#contact');
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(contact.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    } finally {
      contact.remove();
      vi.useRealTimers();
    }
  });
});
