import { Injectable } from '@nestjs/common';
import { paginationOf } from '../common/http/responses';
import { AccountEmailsService } from '../auth/account-emails.service';
import { AuthErrors } from '../auth/auth.errors';
import { hashPassword } from '../auth';
import { TokensService } from '../auth/tokens.service';
import { isUniqueViolation } from '../prisma/prisma-errors';
import { Prisma, PrismaService } from '../prisma/prisma.service';
import { AdminUser, toAdminUser } from './profile';
import { VIETNAM_OFFSET_HOURS } from '../common/time/vietnam-calendar';
import { bucketKey, fillBuckets, windowStart } from './registrations-chart';
import { CreateUserDto, ListUsersQueryDto, RegistrationsQueryDto } from './users.dto';
import { UsersErrors } from './users.errors';

type Role = AdminUser['role'];

@Injectable()
export class AdminUsersService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tokens: TokensService,
    private readonly accountEmails: AccountEmailsService,
  ) {}

  async list(query: ListUsersQueryDto) {
    const where: Prisma.UserWhereInput = {
      role: query.role,
      emailVerifiedAt: query.verifiedStatus === 'verified' ? { not: null } : query.verifiedStatus === 'unverified' ? null : undefined,
      OR: query.search ? [{ email: { contains: query.search } }, { name: { contains: query.search } }, { phoneNumber: { contains: query.search } }] : undefined,
    };
    const [totalItems, users] = await Promise.all([
      this.prisma.user.count({ where }),
      this.prisma.user.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.limit, take: query.limit }),
    ]);
    return {
      users: users.map(toAdminUser),
      pagination: paginationOf(query.page, query.limit, totalItems),
    };
  }

  /** Accounts made by an admin are verified already: the admin vouches for the address. */
  async create(input: CreateUserDto): Promise<AdminUser> {
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await this.prisma.user.create({
        data: { email: input.email, passwordHash, name: input.name, role: input.role, phoneNumber: input.phoneNumber, emailVerifiedAt: new Date() },
      });
      return toAdminUser(user);
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw AuthErrors.raise('EMAIL_TAKEN');
      throw error;
    }
  }

  async details(id: string) {
    const user = await this.findOrFail(id);
    const sessions = await this.prisma.refreshToken.count({ where: { userId: id, revokedAt: null, usedAt: null, expiresAt: { gt: new Date() } } });
    return { ...toAdminUser(user), phoneNumber: user.phoneNumber, age: user.age, avatarUrl: user.avatarUrl, isActive: user.isActive, sessions };
  }

  async changeRole(adminId: string, id: string, role: Role): Promise<AdminUser> {
    this.refuseSelf(adminId, id);
    await this.findOrFail(id);
    return toAdminUser(await this.prisma.user.update({ where: { id }, data: { role } }));
  }

  /** Locking ends every session at once; the access guard refuses the account's remaining tokens. */
  async setDisabled(adminId: string, id: string, disable: boolean): Promise<AdminUser> {
    this.refuseSelf(adminId, id);
    await this.findOrFail(id);
    const user = await this.prisma.inTransaction(async (tx) => {
      const updated = await tx.user.update({ where: { id }, data: { isDisabled: disable } });
      if (disable) await this.tokens.revokeAllForUser(tx, id);
      return updated;
    });
    return toAdminUser(user);
  }

  async sendPasswordReset(id: string): Promise<{ message: string }> {
    const user = await this.findOrFail(id);
    await this.prisma.inTransaction((tx) => this.accountEmails.sendPasswordReset(tx, user));
    return { message: `Đã gửi email đặt lại mật khẩu tới ${user.email}.` };
  }

  async setAffiliateLevel(id: string, level: number): Promise<AdminUser> {
    await this.findOrFail(id);
    return toAdminUser(await this.prisma.user.update({ where: { id }, data: { affiliateLevel: level } }));
  }

  async remove(adminId: string, id: string): Promise<{ _id: string }> {
    this.refuseSelf(adminId, id);
    await this.findOrFail(id);
    try {
      await this.prisma.user.delete({ where: { id } });
    } catch {
      // Rows of other domains that must outlive the account (orders, ledger) block the delete.
      throw UsersErrors.raise('DELETE_FAILED');
    }
    return { _id: id };
  }

  async stats() {
    const since = new Date(Date.now() - 30 * 86_400_000);
    const [byRole, verified, disabled, newLast30Days] = await Promise.all([
      this.prisma.user.groupBy({ by: ['role'], _count: { _all: true } }),
      this.prisma.user.count({ where: { emailVerifiedAt: { not: null } } }),
      this.prisma.user.count({ where: { isDisabled: true } }),
      this.prisma.user.count({ where: { createdAt: { gte: since } } }),
    ]);
    const count = (role: Role) => byRole.find((row) => row.role === role)?._count._all ?? 0;
    const totalUsers = byRole.reduce((sum, row) => sum + row._count._all, 0);
    return {
      totalUsers,
      students: count('student'),
      instructors: count('instructor'),
      admins: count('admin'),
      verified,
      unverified: totalUsers - verified,
      disabled,
      newLast30Days,
    };
  }

  async registrationsOverTime({ period, rangeMonths }: RegistrationsQueryDto) {
    const now = new Date();
    const local = Prisma.sql`(created_at + INTERVAL ${VIETNAM_OFFSET_HOURS} HOUR)`;
    const bucket =
      period === 'monthly'
        ? Prisma.sql`DATE_FORMAT(${local}, '%Y-%m-01')`
        : period === 'weekly'
          ? Prisma.sql`DATE_FORMAT(DATE(${local}) - INTERVAL WEEKDAY(${local}) DAY, '%Y-%m-%d')`
          : Prisma.sql`DATE_FORMAT(${local}, '%Y-%m-%d')`;
    const rows = await this.prisma.$queryRaw<{ bucket: string; total: bigint }[]>`
      SELECT ${bucket} AS bucket, COUNT(*) AS total FROM users WHERE created_at >= ${windowStart(rangeMonths, now)} GROUP BY bucket`;
    const counts = new Map(rows.map((row) => [bucketKey(new Date(`${row.bucket}T00:00:00Z`)), Number(row.total)]));
    return { period, rangeMonths, points: fillBuckets(counts, period, rangeMonths, now) };
  }

  private refuseSelf(adminId: string, id: string): void {
    if (adminId === id) throw UsersErrors.raise('CANNOT_CHANGE_SELF');
  }

  private async findOrFail(id: string) {
    const user = await this.prisma.user.findUnique({ where: { id } });
    if (!user) throw UsersErrors.raise('USER_NOT_FOUND');
    return user;
  }
}
