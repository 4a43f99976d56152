import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import type { User } from '../generated/prisma/client';
import { paginationSchema } from '../common/http/responses';
import { greetingName } from '../common/text/names';

const roleSchema = z.enum(['student', 'instructor', 'admin']);

/** The signed-in user's profile as the PWA reads it (SPEC §3: role, isActive, isAffiliate, unreadCount). */
export const profileSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  /** "Tên gọi" as the user set it; null: mail calls them `greetingName` (the given name, else "bạn"). */
  preferredName: z.string().nullable(),
  /** What mail calls them now: `preferredName`, else guessed from `name`. */
  greetingName: z.string(),
  phoneNumber: z.string().nullable(),
  age: z.number().int().nullable(),
  avatarUrl: z.string().nullable(),
  role: roleSchema,
  emailVerified: z.boolean(),
  isActive: z.boolean(),
  isAffiliate: z.boolean(),
  affiliateLevel: z.number().int(),
  unreadCount: z.number().int(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
export class ProfileDto extends createZodDto(profileSchema) {}

export function toProfile(user: User, unreadCount: number): Profile {
  return {
    _id: user.id,
    email: user.email,
    name: user.name,
    preferredName: user.preferredName,
    greetingName: greetingName(user),
    phoneNumber: user.phoneNumber,
    age: user.age,
    avatarUrl: user.avatarUrl,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    isActive: user.isActive,
    isAffiliate: user.isAffiliate,
    affiliateLevel: user.affiliateLevel,
    unreadCount,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** A row of the admin user list. `firebaseDisabled` is the field name the admin screen reads for "locked". */
export const adminUserSchema = z.object({
  _id: z.string(),
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  emailVerified: z.boolean(),
  firebaseDisabled: z.boolean(),
  isAffiliate: z.boolean(),
  affiliateLevel: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export function toAdminUser(user: User): AdminUser {
  return {
    _id: user.id,
    uid: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    firebaseDisabled: user.isDisabled,
    isAffiliate: user.isAffiliate,
    affiliateLevel: user.affiliateLevel,
    createdAt: user.createdAt.toISOString(),
  };
}

export class AdminUserDto extends createZodDto(adminUserSchema) {}

export class AdminUserListDto extends createZodDto(z.object({ users: z.array(adminUserSchema), pagination: paginationSchema })) {}

export class AdminUserDetailsDto extends createZodDto(
  adminUserSchema.extend({
    phoneNumber: z.string().nullable(),
    age: z.number().int().nullable(),
    avatarUrl: z.string().nullable(),
    isActive: z.boolean(),
    sessions: z.number().int(),
  }),
) {}

export class UserStatsDto extends createZodDto(
  z.object({
    totalUsers: z.number().int(),
    students: z.number().int(),
    instructors: z.number().int(),
    admins: z.number().int(),
    verified: z.number().int(),
    unverified: z.number().int(),
    disabled: z.number().int(),
    newLast30Days: z.number().int(),
  }),
) {}

export class RegistrationsChartDto extends createZodDto(
  z.object({
    period: z.enum(['daily', 'weekly', 'monthly']),
    rangeMonths: z.number().int(),
    points: z.array(z.object({ label: z.string(), count: z.number().int() })),
  }),
) {}
