// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { listPendingCourses } from '../../admin-courses';
import { usePendingCoursesCount } from './usePendingCoursesCount';

afterEach(() => vi.unstubAllGlobals());

describe('usePendingCoursesCount', () => {
  it('shows the same count as the pending list, even when a course was submitted after the badge counted', async () => {
    let total = 2;
    fakeApi({ 'GET /api/admin/courses/pending': () => ({ body: { courses: [], total, pagination: { page: 1, limit: 10, total, totalPages: 1 } } }) });
    const { result } = renderHook(() => usePendingCoursesCount(true));
    await waitFor(() => expect(result.current).toBe(2));

    // An instructor submits a third course; the admin opens the pending list, which shows 3.
    total = 3;
    await act(async () => {
      expect((await listPendingCourses(1, 10)).total).toBe(3);
    });
    expect(result.current).toBe(3);
  });
});
