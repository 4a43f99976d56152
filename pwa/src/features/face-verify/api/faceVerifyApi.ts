import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type VerifiedAccess = ApiResponse<'/api/learn/verify-access', 'post'>;

/** Sends the captured photo (JPEG) for the face check of a course; the server keeps no photo. */
export function verifyCourseAccess(courseId: string, faceImage: Blob): Promise<VerifiedAccess> {
  const form = new FormData();
  form.append('courseId', courseId);
  form.append('faceImage', faceImage, 'khuon-mat.jpg');
  // The typed body describes the multipart fields; the serializer hands fetch the real FormData.
  return unwrap(apiClient.POST('/api/learn/verify-access', { body: form as never, bodySerializer: () => form }));
}
