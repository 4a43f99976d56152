import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { UserRole } from '../../generated/prisma/enums';

/** The caller, as loaded from the database for this request (never trusted from the token alone). */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  isDisabled: boolean;
  /** The refresh-token family (sign-in) the access token belongs to. */
  sessionId: string;
}

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest<{ user?: AuthUser }>().user;
});
