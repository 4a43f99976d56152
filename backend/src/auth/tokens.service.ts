import crypto from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccessTokenPayload } from '../common/access/jwt.strategy';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Db, PrismaService } from '../prisma/prisma.service';
import { AuthErrors } from './auth.errors';
import { newSecret, sha256Hex, singleUseState } from './secret-codes';

/** How long after its exchange a refresh token may be exchanged again (see rotate). */
export const LOST_ANSWER_GRACE_MS = 30_000;

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  familyId: string;
}

/**
 * Access tokens are short-lived JWTs. Refresh tokens are opaque, stored hashed, and rotate on every
 * use inside a family (one family per sign-in): presenting a token that was already rotated (more than
 * a few seconds ago) revokes the whole family, so a stolen token stops working for thief and owner alike. An access token names
 * its family (`sid`) and dies with it: the access guard refuses it once the family is revoked.
 */
@Injectable()
export class TokensService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  issueAccessToken(user: { id: string; role: string }, familyId: string): string {
    const payload: AccessTokenPayload = { sub: user.id, role: user.role, sid: familyId };
    return this.jwt.sign(payload, { expiresIn: this.config.accessTokenTtlSeconds, algorithm: 'HS256' });
  }

  async issueRefreshToken(db: Db, userId: string, familyId: string = crypto.randomUUID()): Promise<IssuedRefreshToken> {
    const token = newSecret();
    const expiresAt = new Date(Date.now() + this.config.refreshTokenTtlDays * 86_400_000);
    await db.refreshToken.create({ data: { userId, familyId, tokenHash: sha256Hex(token), expiresAt } });
    return { token, expiresAt, familyId };
  }

  /** Exchanges a refresh token for a new one of the same family; returns the user id. */
  async rotate(token: string): Promise<{ userId: string; refresh: IssuedRefreshToken }> {
    const outcome = await this.prisma.inTransaction(async (tx) => {
      // The row lock makes two simultaneous uses of one token see each other: the second sees it used.
      const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM refresh_tokens WHERE token_hash = ${sha256Hex(token)} FOR UPDATE`;
      if (!rows.length) return { kind: 'unknown' as const };
      const stored = await tx.refreshToken.findUniqueOrThrow({ where: { id: rows[0].id } });
      const now = new Date();
      const state = singleUseState(stored, now);
      if (state === 'used' && now.getTime() - stored.usedAt!.getTime() < LOST_ANSWER_GRACE_MS) {
        // Exchanged seconds ago, yet back: the answer carrying its successor never reached the browser
        // (the page was reloaded or left mid-request, so the new cookie was dropped). A fresh token of
        // the same family, not a revoked session; a replay later than this is treated as theft.
        return { kind: 'rotated' as const, userId: stored.userId, refresh: await this.issueRefreshToken(tx, stored.userId, stored.familyId) };
      }
      if (state === 'used' || state === 'revoked') {
        await tx.refreshToken.updateMany({ where: { familyId: stored.familyId, revokedAt: null }, data: { revokedAt: new Date() } });
        return { kind: 'reused' as const };
      }
      if (state === 'expired') return { kind: 'expired' as const };
      await tx.refreshToken.update({ where: { id: stored.id }, data: { usedAt: new Date() } });
      const refresh = await this.issueRefreshToken(tx, stored.userId, stored.familyId);
      return { kind: 'rotated' as const, userId: stored.userId, refresh };
    });
    if (outcome.kind === 'reused') throw AuthErrors.raise('REFRESH_TOKEN_REUSED');
    if (outcome.kind !== 'rotated') throw AuthErrors.raise('SESSION_EXPIRED');
    return { userId: outcome.userId, refresh: outcome.refresh };
  }

  /** Family of a refresh token, if it is one of ours (used by sign-out). */
  async familyOf(token: string | undefined): Promise<string | undefined> {
    if (!token) return undefined;
    const stored = await this.prisma.refreshToken.findUnique({ where: { tokenHash: sha256Hex(token) }, select: { familyId: true } });
    return stored?.familyId;
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.prisma.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });
  }

  /** Ends every session of a user, except the family given (the session that asked, if any). */
  async revokeAllForUser(db: Db, userId: string, exceptFamilyId?: string): Promise<void> {
    await db.refreshToken.updateMany({
      where: { userId, revokedAt: null, ...(exceptFamilyId ? { NOT: { familyId: exceptFamilyId } } : {}) },
      data: { revokedAt: new Date() },
    });
  }
}
