import { Injectable } from '@nestjs/common';
import { lockUsers } from '../common/locks/row-locks';
import { Db, PrismaService } from '../prisma/prisma.service';
import type { EmailActionPurpose } from '../generated/prisma/enums';
import { AuthErrors } from './auth.errors';
import { newSecret, sha256Hex, singleUseState } from './secret-codes';

/** The `oobCode` of verification and reset links: random, stored hashed, single-use, expiring. */
@Injectable()
export class EmailCodesService {
  constructor(private readonly prisma: PrismaService) {}

  async issue(db: Db, userId: string, purpose: EmailActionPurpose, ttlMs: number): Promise<string> {
    // A reset link opens the account: only the newest one sent may work. Callers run in a transaction;
    // the user row's lock makes two requests at the same moment leave one working link, not two.
    if (purpose === 'reset_password') {
      await lockUsers(db, [userId]);
      await db.emailActionCode.deleteMany({ where: { userId, purpose, usedAt: null } });
    }
    const code = newSecret();
    await db.emailActionCode.create({ data: { userId, purpose, codeHash: sha256Hex(code), expiresAt: new Date(Date.now() + ttlMs) } });
    return code;
  }

  /** When the last code of this purpose was sent to the user (to rate-limit resends). */
  async lastIssuedAt(userId: string, purpose: EmailActionPurpose): Promise<Date | undefined> {
    const last = await this.prisma.emailActionCode.findFirst({ where: { userId, purpose }, orderBy: { createdAt: 'desc' }, select: { createdAt: true } });
    return last?.createdAt;
  }

  /** The user a still-usable code belongs to, without using it up. */
  async peek(code: string, purpose: EmailActionPurpose): Promise<string> {
    const stored = await this.prisma.emailActionCode.findUnique({ where: { codeHash: sha256Hex(code) } });
    if (!stored || stored.purpose !== purpose || singleUseState(stored, new Date()) !== 'usable') throw AuthErrors.raise('INVALID_ACTION_CODE');
    return stored.userId;
  }

  /** Uses the code up inside the caller's transaction; a concurrent second use finds it used. */
  async consume(db: Db, code: string, purpose: EmailActionPurpose): Promise<string> {
    const stored = await db.emailActionCode.findUnique({ where: { codeHash: sha256Hex(code) } });
    if (!stored || stored.purpose !== purpose || singleUseState(stored, new Date()) !== 'usable') throw AuthErrors.raise('INVALID_ACTION_CODE');
    const { count } = await db.emailActionCode.updateMany({ where: { id: stored.id, usedAt: null }, data: { usedAt: new Date() } });
    if (count !== 1) throw AuthErrors.raise('INVALID_ACTION_CODE');
    return stored.userId;
  }
}
