import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type ContactSubmissionList = ApiResponse<'/api/admin/contact-submissions', 'get'>;
export type ContactSubmission = ContactSubmissionList['submissions'][number];
export type ContactStatus = ContactSubmission['status'];

export const CONTACT_STATUSES: { value: ContactStatus; label: string }[] = [
  { value: 'new', label: 'Mới' },
  { value: 'in_progress', label: 'Đang xử lý' },
  { value: 'resolved', label: 'Đã xử lý' },
];

export function listContactSubmissions(query: { page: number; status?: ContactStatus }): Promise<ContactSubmissionList> {
  return unwrap(apiClient.GET('/api/admin/contact-submissions', { params: { query } }));
}

export function setContactStatus(id: string, status: ContactStatus): Promise<ContactSubmission> {
  return unwrap(apiClient.PUT('/api/admin/contact-submissions/{id}/status', { params: { path: { id } }, body: { status } }));
}

export type ContactQuery = { page: number; status?: ContactStatus };

/** Query keys of /admin/contacts. */
export const contactKeys = {
  all: ['admin-contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (query: ContactQuery) => [...contactKeys.lists(), query] as const,
};

export function useContactSubmissions(query: ContactQuery) {
  return useQuery({ queryKey: contactKeys.list(query), queryFn: () => listContactSubmissions(query), placeholderData: keepPreviousData });
}

/**
 * Moves a message to another status. The answer is the whole message: its badge changes in place in every
 * cached page at once; the lists are refetched too, since a status filter's list loses or gains it.
 */
export function useSetContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactStatus }) => setContactStatus(id, status),
    onSuccess: (updated) => {
      queryClient.setQueriesData<ContactSubmissionList>({ queryKey: contactKeys.lists() }, (current) =>
        current ? { ...current, submissions: current.submissions.map((item) => (item._id === updated._id ? updated : item)) } : current,
      );
      return queryClient.invalidateQueries({ queryKey: contactKeys.lists() });
    },
  });
}
