import { useState } from 'react';

/**
 * Current page of a paginated list that belongs to one filter combination (`key`): a new key means page 1
 * straight away, without a render (and request) for the old page first.
 */
export function usePageFor(key: string): [page: number, setPage: (page: number) => void] {
  const [state, setState] = useState({ key, page: 1 });
  // Remember the new key at once, so coming back to an earlier key (a sort toggled twice) is page 1 too.
  if (state.key !== key) setState({ key, page: 1 });
  const page = state.key === key ? state.page : 1;
  return [page, (next: number) => setState({ key, page: next })];
}
