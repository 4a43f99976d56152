import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type jwt from 'jsonwebtoken';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Prisma, PrismaService } from '../../prisma/prisma.service';
import { AuthUser } from './auth-user';

export interface AccessTokenPayload {
  sub: string;
  role: string;
  /** The refresh-token family it was issued with: revoking the family (sign-out, password change or reset, lock) ends it. */
  sid: string;
}

/**
 * The key access tokens are signed and checked with: a KeyObject made once. Given the string,
 * jsonwebtoken first tries it as a PEM public key on every request and only then as a secret (a thrown
 * error each time, 1.4% of the API's CPU in purchases).
 */
export const accessTokenKey = (config: AppConfig) => createSecretKey(Buffer.from(config.jwtSecret));

/** What tokens are accepted (passport-jwt's and the fast paths' check): this algorithm only, and unexpired. */
export const ACCESS_TOKEN_ALGORITHMS: jwt.Algorithm[] = ['HS256'];

/** A token's claims when they have the shape this app signs. */
export function accessTokenClaims(payload: unknown): AccessTokenPayload | null {
  const claims = payload as Partial<AccessTokenPayload> | null;
  return typeof claims?.sub === 'string' && typeof claims.sid === 'string' ? (claims as AccessTokenPayload) : null;
}

/** SQL: the session `sid` of the user whose id is `userId` (a column) is open; revoking its refresh-token family ends it. */
export const sessionOpen = (userId: Prisma.Sql, sid: string) =>
  Prisma.sql`EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.user_id = ${userId} AND t.family_id = ${sid} AND t.revoked_at IS NULL)`;

/** Verifies the bearer access token and loads the current state of its user, if its session is still open. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly prisma: PrismaService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt's types say string | Buffer; it hands the value to jsonwebtoken as it is.
      secretOrKey: accessTokenKey(config) as unknown as Buffer,
      algorithms: ACCESS_TOKEN_ALGORITHMS,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<AuthUser | false> {
    if (!accessTokenClaims(payload)) return false;
    // One query: the user if a token of the family is unrevoked (a revoked family has none left). A
    // locked account comes back whatever its sessions, so the guard answers ACCOUNT_DISABLED, not 401.
    // Written in SQL and sent on the driver (PrismaService.sql): it runs before every signed-in request,
    // and the ORM's relation filter, then Prisma's raw query, cost several times the statement itself in
    // the API's CPU.
    const [row] = await this.prisma.sql.$queryRaw<(Omit<AuthUser, 'sessionId' | 'isDisabled'> & { isDisabled: number | boolean })[]>`
      SELECT u.id, u.email, u.name, u.role, u.is_disabled AS isDisabled FROM users u
       WHERE u.id = ${payload.sub}
         AND (u.is_disabled OR ${sessionOpen(Prisma.raw('u.id'), payload.sid)})`;
    return row ? { ...row, isDisabled: Boolean(row.isDisabled), sessionId: payload.sid } : false;
  }
}
