import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type MyCertificates = ApiResponse<'/api/certificates/mine', 'get'>;
export type Certificate = MyCertificates['certificates'][number];
export type CourseCertificates = ApiResponse<'/api/instructor/courses/{courseId}/certificates', 'get'>;
export type CertificateNameInput = ApiBody<'/api/certificates/name', 'put'>;

/** Query keys of this feature: everything under `all`, so one invalidation refreshes every answer of it. */
export const certificateKeys = {
  all: ['certificates'] as const,
  mine: (userId: string) => [...certificateKeys.all, 'mine', userId] as const,
  course: (courseId: string) => [...certificateKeys.all, 'course', courseId] as const,
};

export async function fetchMyCertificates(): Promise<MyCertificates> {
  return unwrap(apiClient.GET('/api/certificates/mine'));
}

/** The signed-in learner's certificates and the name on them. `waitingFor`: a course just completed whose certificate is not there yet. */
export function useMyCertificates(userId: string, options: { waitingFor?: string } = {}) {
  const { waitingFor } = options;
  return useQuery({
    queryKey: certificateKeys.mine(userId),
    queryFn: fetchMyCertificates,
    // The finish screen asks while the last lecture's progress is still in the outbox: ask again every
    // 5 s until the server has issued that course's certificate (the outbox sends within seconds online).
    refetchInterval: (query) =>
      waitingFor && !query.state.data?.certificates.some((certificate) => certificate.courseId === waitingFor) && query.state.status !== 'error' ? 5000 : false,
  });
}

/** The one confirmation (or correction) of the full name printed on the certificates. */
export function useConfirmCertificateName(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CertificateNameInput) => unwrap(apiClient.PUT('/api/certificates/name', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKeys.mine(userId) }),
  });
}

/** A course's certificates, for its instructor or an admin. */
export function useCourseCertificates(courseId: string) {
  return useQuery({
    queryKey: certificateKeys.course(courseId),
    queryFn: () => unwrap(apiClient.GET('/api/instructor/courses/{courseId}/certificates', { params: { path: { courseId } } })),
  });
}
