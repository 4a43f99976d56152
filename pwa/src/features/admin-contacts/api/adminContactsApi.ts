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
