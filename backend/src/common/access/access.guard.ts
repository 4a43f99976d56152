import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { CommonErrors } from '../errors/app-error';
import { ACCESS_TIER_KEY, AccessTier } from './access-tier.decorator';
import { AuthUser } from './auth-user';

/** Global guard: authenticates the bearer token (if any) and enforces the route's access tier. */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const tier = this.reflector.getAllAndOverride<AccessTier | undefined>(ACCESS_TIER_KEY, [context.getHandler(), context.getClass()]);
    // Fail closed: a route that forgot to declare its tier is reachable by nobody.
    if (!tier) throw CommonErrors.raise('FORBIDDEN');

    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined>; user?: AuthUser }>();
    if (tier === 'public' && !request.headers.authorization) return true;
    await super.canActivate(context);
    const user = request.user;
    if (tier === 'public') return true;
    if (!user) throw CommonErrors.raise('UNAUTHENTICATED');
    if (user.isDisabled) throw CommonErrors.raise('ACCOUNT_DISABLED');
    if (tier === 'admin' && user.role !== 'admin') throw CommonErrors.raise('FORBIDDEN');
    if (tier === 'instructor' && user.role !== 'instructor' && user.role !== 'admin') throw CommonErrors.raise('FORBIDDEN');
    return true;
  }

  /**
   * A missing or bad token is decided by the tier check above (Passport reports those as no user). An
   * error is something else: the session query failed (the database busy or down), which is no reason
   * to answer 401 and have the app refresh the session for nothing and ask the learner to sign in; it
   * goes to the error filter as it is.
   */
  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    return (user || undefined) as TUser;
  }
}
