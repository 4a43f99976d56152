import { SetMetadata } from '@nestjs/common';

/**
 * Who may call a route. Every route declares one (on the method or its controller); the router-table
 * test fails on any that does not, and the guard refuses such routes at run time.
 * - public: anyone; a valid bearer token still identifies the user.
 * - signed-in: any active account.
 * - instructor: instructors and admins.
 * - admin: admins only.
 */
export type AccessTier = 'public' | 'signed-in' | 'instructor' | 'admin';

export const ACCESS_TIER_KEY = 'hvm:access-tier';

export const Access = (tier: AccessTier) => SetMetadata(ACCESS_TIER_KEY, tier);
export const PublicAccess = () => Access('public');
export const SignedInAccess = () => Access('signed-in');
export const InstructorAccess = () => Access('instructor');
export const AdminAccess = () => Access('admin');
