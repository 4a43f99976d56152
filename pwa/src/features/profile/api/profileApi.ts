import type { Profile, UpdateProfileInput } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export function updateProfile(input: UpdateProfileInput): Promise<Profile> {
  return unwrap(apiClient.PUT('/api/users/profile', { body: input }));
}

/** Multipart upload with the single file field `avatar`. */
export function uploadAvatar(file: File): Promise<Profile> {
  const form = new FormData();
  form.append('avatar', file);
  // The typed body describes the multipart fields; the serializer hands fetch the real FormData.
  return unwrap(apiClient.POST('/api/users/profile/avatar', { body: form as never, bodySerializer: () => form }));
}
