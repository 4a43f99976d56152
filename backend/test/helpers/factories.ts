import crypto from 'node:crypto';
import { hashPassword } from '../../src/auth/passwords';
import type { PrismaService } from '../../src/prisma/prisma.service';
import { HttpClient } from './http-client';

export const DEFAULT_PASSWORD = 'MatKhau@123';

let counter = 0;
export function uniqueEmail(prefix = 'hocvien'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}.${crypto.randomBytes(3).toString('hex')}@example.vn`;
}

export interface UserOptions {
  role?: 'student' | 'instructor' | 'admin';
  verified?: boolean;
  disabled?: boolean;
  password?: string;
  name?: string;
  email?: string;
}

export async function createUser(prisma: PrismaService, options: UserOptions = {}) {
  const email = options.email ?? uniqueEmail(options.role ?? 'student');
  const user = await prisma.user.create({
    data: {
      email,
      name: options.name ?? 'Nguyễn Văn Test',
      passwordHash: await hashPassword(options.password ?? DEFAULT_PASSWORD),
      role: options.role ?? 'student',
      emailVerifiedAt: options.verified === false ? null : new Date(),
      isDisabled: options.disabled ?? false,
      phoneNumber: '0912345678',
    },
  });
  return { ...user, password: options.password ?? DEFAULT_PASSWORD };
}

/** A client signed in as a fresh user of the given role. */
export async function signedInClient(baseUrl: string, prisma: PrismaService, options: UserOptions = {}) {
  const user = await createUser(prisma, { ...options, disabled: false });
  const client = new HttpClient(baseUrl);
  const login = await client.post('/api/auth/login', { email: user.email, password: user.password });
  if (login.status !== 200) throw new Error(`Đăng nhập thử thất bại: ${JSON.stringify(login.body)}`);
  client.accessToken = login.body.accessToken;
  if (options.disabled) await prisma.user.update({ where: { id: user.id }, data: { isDisabled: true } });
  return { client, user };
}

/** The oobCode of the newest verification or reset link mailed to `email` (local outbox). */
export async function latestActionCode(prisma: PrismaService, email: string, mode: 'verifyEmail' | 'resetPassword'): Promise<string> {
  const mail = await prisma.email.findFirst({ where: { toAddress: email, text: { contains: `mode=${mode}` } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  const code = mail?.text.match(/oobCode=([A-Za-z0-9_-]+)/)?.[1];
  if (!code) throw new Error(`Không thấy thư ${mode} gửi ${email}`);
  return code;
}
