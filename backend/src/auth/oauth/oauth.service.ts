import crypto from 'node:crypto';
import type http from 'node:http';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Profile as PassportProfile, Strategy } from 'passport';
import { Strategy as FacebookStrategy } from 'passport-facebook';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import { CommissionsService } from '../../affiliates/commissions.service';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { AuthProvider } from '../../generated/prisma/enums';
import { JobsService } from '../../jobs/jobs.service';
import { queueMarketingEvent } from '../../marketing';
import { retryOnUniqueViolation } from '../../prisma/prisma-errors';
import { PrismaService } from '../../prisma/prisma.service';
import { AccountEmailsService } from '../account-emails.service';
import { AuthErrors } from '../auth.errors';
import { AuthService, Session } from '../auth.service';
import { newSecret } from '../secret-codes';
import type { SignInOrigin } from '../sign-in-origin';
import { runStrategy } from './oauth-strategy-runner';
import { IMPORT_PROVIDER_AVATAR_JOB } from './provider-avatar.service';

export const OAUTH_STATE_COOKIE = 'hvm_oauth_state';

/** What the controller hands to a strategy: Fastify's request carries query, headers and cookies. */
export interface OAuthRequest {
  query: unknown;
  headers: Record<string, unknown>;
  cookies?: Record<string, string | undefined>;
  oauthState?: string;
}

const OAuthErrors = {
  failed: (provider: AuthProvider) => AuthErrors.raise('OAUTH_FAILED', provider === 'facebook' ? 'Đăng nhập Facebook thất bại.' : undefined),
  otherMethod: () => AuthErrors.raise('ACCOUNT_EXISTS_WITH_DIFFERENT_CREDENTIAL'),
  cancelled: () => AuthErrors.raise('OAUTH_CANCELLED'),
};

/** Google and Facebook send the user back with `error=access_denied` when they chose 'Cancel': a choice, not a failure. */
function cancelledByUser(query: unknown): boolean {
  return typeof query === 'object' && query !== null && (query as Record<string, unknown>).error === 'access_denied';
}

/** What forProvider uses of the `oauth` package's OAuth2 client (no types of its own). */
interface OAuth2Client {
  useAuthorizationHeaderforGET(use: boolean): void;
  _executeRequest(library: { request(options: http.RequestOptions): http.ClientRequest }, options: http.RequestOptions, body: unknown, callback: unknown): void;
}

const STATE_COOKIE_MATCH = (expected: string | undefined, actual: unknown): boolean =>
  typeof expected === 'string' && typeof actual === 'string' && expected.length === actual.length && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(actual));

/**
 * Google and Facebook sign-in with Passport's OAuth strategies, enabled only when their keys are
 * configured. The `state` parameter is a nonce kept in a short-lived httpOnly cookie (CSRF guard).
 * An email that already belongs to an account without this provider is not linked silently: the
 * user gets SPEC's "linked to another sign-in method" text and signs in the way they did before.
 */
@Injectable()
export class OAuthService {
  private readonly logger = new Logger(OAuthService.name);
  private readonly strategies = new Map<AuthProvider, Strategy>();
  private readonly timeoutMs: number;

  constructor(
    private readonly prisma: PrismaService,
    private readonly auth: AuthService,
    private readonly accountEmails: AccountEmailsService,
    private readonly commissions: CommissionsService,
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.timeoutMs = config.oauthTimeoutMs;
    const store = {
      store: (req: OAuthRequest, _meta: unknown, done: (err: null, state: string) => void) => {
        req.oauthState = newSecret(16);
        done(null, req.oauthState);
      },
      verify: (req: OAuthRequest, state: unknown, _meta: unknown, done: (err: null, ok: boolean) => void) => {
        done(null, STATE_COOKIE_MATCH(req.cookies?.[OAUTH_STATE_COOKIE], state));
      },
    };
    const verify = (_access: string, _refresh: string, profile: PassportProfile, done: (err: null, user: PassportProfile) => void) => done(null, profile);
    if (config.google) {
      this.strategies.set(
        'google',
        this.forProvider(
          new GoogleStrategy(
            {
              clientID: config.google.clientId,
              clientSecret: config.google.clientSecret,
              callbackURL: `${config.publicUrl}/api/auth/google/callback`,
              authorizationURL: config.google.authorizationUrl,
              tokenURL: config.google.tokenUrl,
              userProfileURL: config.google.userInfoUrl,
              scope: ['openid', 'email', 'profile'],
              store: store as never,
            },
            verify,
          ),
        ) as unknown as Strategy,
      );
    }
    if (config.facebook) {
      this.strategies.set(
        'facebook',
        this.forProvider(
          new FacebookStrategy(
            {
              clientID: config.facebook.clientId,
              clientSecret: config.facebook.clientSecret,
              callbackURL: `${config.publicUrl}/api/auth/facebook/callback`,
              authorizationURL: config.facebook.dialogUrl,
              tokenURL: config.facebook.tokenUrl,
              profileURL: config.facebook.profileUrl,
              profileFields: ['id', 'displayName', 'emails', 'photos'],
              // appsecret_proof on Graph calls: required by apps with "Require App Secret" on, as Facebook advises.
              enableProof: true,
              scope: ['email'],
              store: store as never,
            } as never,
            verify,
          ),
        ) as unknown as Strategy,
      );
    }
  }

  /**
   * The strategy's OAuth 2 client as the provider calls need it: the access token in the Authorization header
   * (RFC 6750; the strategies default to the query), and a time limit on every call (the `oauth` package sets
   * none, so a provider that stops answering held the browser's callback, and a socket, forever).
   */
  private forProvider<T extends object>(strategy: T): T {
    const oauth2 = (strategy as unknown as { _oauth2: OAuth2Client })._oauth2;
    oauth2.useAuthorizationHeaderforGET(true);
    const execute = oauth2._executeRequest.bind(oauth2);
    const timeoutMs = this.timeoutMs;
    oauth2._executeRequest = (library, options, body, callback) =>
      execute(
        {
          request: (requestOptions: http.RequestOptions) => {
            const request = library.request({ ...requestOptions, timeout: timeoutMs });
            return request.on('timeout', () => request.destroy(new Error(`không trả lời sau ${timeoutMs} ms`)));
          },
        },
        options,
        body,
        callback,
      );
    return strategy;
  }

  /** The provider's authorization URL and the state nonce to keep in the cookie. */
  async start(provider: AuthProvider, request: OAuthRequest): Promise<{ url: string; state: string }> {
    const outcome = await runStrategy(this.strategy(provider), request);
    if (outcome.kind !== 'redirect' || !request.oauthState) throw OAuthErrors.failed(provider);
    return { url: outcome.url, state: request.oauthState };
  }

  async finish(provider: AuthProvider, request: OAuthRequest, origin: SignInOrigin): Promise<Session> {
    if (cancelledByUser(request.query)) throw OAuthErrors.cancelled();
    const outcome = await runStrategy(this.strategy(provider), request).catch((error: unknown) => {
      this.logger.warn(`Đăng nhập ${provider} lỗi: ${error instanceof Error ? error.message : String(error)}`);
      throw OAuthErrors.failed(provider);
    });
    if (outcome.kind !== 'success') throw OAuthErrors.failed(provider);
    // Two callbacks of one sign-in at once: the loser's second pass signs in to the account the winner made.
    return retryOnUniqueViolation('users_email_key', () => this.signIn(provider, outcome.user as PassportProfile, origin), 2);
  }

  private async signIn(provider: AuthProvider, profile: PassportProfile, origin: SignInOrigin): Promise<Session> {
    const identity = await this.prisma.externalIdentity.findUnique({
      where: { provider_subject: { provider, subject: String(profile.id) } },
      include: { user: true },
    });
    if (identity) {
      if (identity.user.isDisabled) throw AuthErrors.raise('ACCOUNT_DISABLED');
      return this.auth.startSession(identity.user, origin);
    }
    const emailEntry = profile.emails?.[0] as { value?: string; verified?: boolean } | undefined;
    const email = emailEntry?.value?.trim().toLowerCase();
    if (!email || profile.id === undefined) throw OAuthErrors.failed(provider);
    if (await this.prisma.user.findUnique({ where: { email }, select: { id: true } })) throw OAuthErrors.otherMethod();

    // Facebook only returns confirmed addresses; Google says so explicitly.
    const verified = emailEntry?.verified !== false;
    const user = await this.prisma.inTransaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          email,
          name: (profile.displayName || email.split('@')[0]).slice(0, 120),
          avatarUrl: profile.photos?.[0]?.value?.slice(0, 500) ?? null,
          emailVerifiedAt: verified ? new Date() : null,
          registrationIp: origin.ip,
          externalIdentities: { create: { provider, subject: String(profile.id) } },
        },
      });
      await this.commissions.attributeSignup(tx, created, origin.affRefCode, origin.ip, origin.device);
      if (created.avatarUrl) await this.jobs.enqueue(tx, IMPORT_PROVIDER_AVATAR_JOB, { userId: created.id, url: created.avatarUrl });
      // No marketing consent here: the provider's sign-in screen has no box to tick.
      await queueMarketingEvent(this.jobs, tx, { trigger: 'user_registered', userId: created.id });
      if (verified) await queueMarketingEvent(this.jobs, tx, { trigger: 'email_verified', userId: created.id });
      if (!verified) await this.accountEmails.sendVerification(tx, created);
      return created;
    });
    if (!verified) throw AuthErrors.raise('EMAIL_NOT_VERIFIED', 'Tài khoản chưa xác thực. Chúng tôi đã gửi lại email.');
    return this.auth.startSession(user, origin);
  }

  private strategy(provider: AuthProvider): Strategy {
    const strategy = this.strategies.get(provider);
    if (!strategy) throw AuthErrors.raise('PROVIDER_DISABLED');
    return strategy;
  }
}
