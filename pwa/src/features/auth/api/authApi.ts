import type { Profile, RegisterInput, Session } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { publicClient } from '../../../lib/http/publicClient';
import { unwrap } from '../../../lib/http/unwrap';

export type Providers = { google: boolean; facebook: boolean };

let providersRequest: Promise<Providers> | null = null;

/** Which social sign-ins the server has configured; asked once per page load. */
export function fetchProviders(): Promise<Providers> {
  providersRequest ??= unwrap(publicClient.GET('/api/auth/providers')).catch(() => {
    providersRequest = null;
    return { google: false, facebook: false };
  });
  return providersRequest;
}

export function loginRequest(email: string, password: string, returnTo?: string): Promise<Session> {
  return unwrap(publicClient.POST('/api/auth/login', { body: { email, password, ...(returnTo && returnTo !== '/' ? { returnTo } : {}) } }));
}

export async function registerRequest(input: RegisterInput): Promise<string> {
  return (await unwrap(publicClient.POST('/api/auth/register', { body: input }))).message;
}

export async function logoutRequest(): Promise<string> {
  return (await unwrap(publicClient.POST('/api/auth/logout'))).message;
}

export function ensureUserProfile(): Promise<{ isActive: boolean; name: string }> {
  return unwrap(apiClient.POST('/api/auth/ensure-user-profile'));
}

export function fetchProfile(): Promise<Profile> {
  return unwrap(apiClient.GET('/api/users/profile'));
}

export async function resendVerification(email: string): Promise<string> {
  return (await unwrap(publicClient.POST('/api/auth/resend-verification', { body: { email } }))).message;
}

export async function applyEmailVerification(oobCode: string): Promise<string> {
  return (await unwrap(publicClient.POST('/api/auth/email-action', { body: { mode: 'verifyEmail', oobCode } }))).message;
}

export async function checkResetCode(oobCode: string): Promise<string> {
  return (await unwrap(publicClient.POST('/api/auth/check-reset-code', { body: { oobCode } }))).email;
}

export async function resetPassword(oobCode: string, newPassword: string): Promise<string> {
  return (await unwrap(publicClient.POST('/api/auth/reset-password', { body: { oobCode, newPassword } }))).message;
}

export async function forgotPassword(email: string): Promise<string> {
  return (await unwrap(publicClient.POST('/api/auth/forgot-password', { body: { email } }))).message;
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<string> {
  return (await unwrap(apiClient.POST('/api/auth/change-password', { body: { currentPassword, newPassword } }))).message;
}

/**
 * Where a new member's 'Bắt đầu học ngay' goes: their first course's player when they already have one
 * (an admin may have enrolled them), else the catalogue.
 */
export async function firstLearningPath(): Promise<string> {
  try {
    const [course] = (await unwrap(apiClient.GET('/api/students/me/courses'))).courses;
    return course ? `/learn/${course.slug}` : '/courses';
  } catch {
    return '/my-courses';
  }
}
