import type { Role } from '../api/types';

export const ROLE_LABELS: Record<Role, string> = {
  student: 'Học viên',
  instructor: 'Giảng viên',
  admin: 'Quản trị viên',
};

export const ROLES = Object.keys(ROLE_LABELS) as Role[];

export function roleLabel(role: string): string {
  return (ROLE_LABELS as Record<string, string>)[role] ?? role;
}
