import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/** A fresh cache per test; no retries, so a failing fake answers the test at once instead of after back-off. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** Testing Library's render inside a QueryClientProvider (kept on rerender); returns the client too. */
export function renderWithQuery(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> & { queryClient?: QueryClient } = {}) {
  const { queryClient = createTestQueryClient(), ...renderOptions } = options;
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, ...render(ui, { ...renderOptions, wrapper }) };
}
